import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InferEntity } from '@mikro-orm/core';
import { rawSql } from '../../db/sql.ts';
import { OwnerApiKey } from './owner-api-keys.entity.ts';
import type { OwnerType } from './secret-format.ts';

/**
 * The only code that writes owner_api_key. Reads bypass the identity map: the same
 * EntityManager may have updated the row natively moments before.
 */

type KeyRow = InferEntity<typeof OwnerApiKey>;

/** A stored key as its owner sees it: never the secret, only its last four characters. */
export interface OwnerKeyRecord {
  id: string;
  type: OwnerType;
  ownerId: string;
  description: string;
  isPublic: boolean;
  lastFour: string;
  expiresAt: Date | null;
  manuallyRevokedAt: Date | null;
  createdAt: Date;
}

/** A record plus the stored digest, for the check only. */
export interface OwnerKeyWithHash extends OwnerKeyRecord {
  secretHash: Buffer;
}

function recordOf(k: KeyRow): OwnerKeyWithHash {
  return {
    id: k.id,
    type: k.type as OwnerType,
    ownerId: (k.type === 'user' ? k.userId : k.teamId)!,
    description: k.description,
    isPublic: k.isPublic,
    lastFour: k.lastFour,
    expiresAt: k.expiresAt ?? null,
    manuallyRevokedAt: k.manuallyRevokedAt ?? null,
    createdAt: k.createdAt,
    secretHash: k.secretHash as Buffer,
  };
}

export interface OwnerKeyInsert {
  id: string;
  projectId: string;
  type: OwnerType;
  ownerId: string;
  description: string;
  isPublic: boolean;
  secretHash: Buffer;
  lastFour: string;
  expiresAt: Date | null;
}

const OWNER_TABLE: Record<OwnerType, string> = { user: 'project_user', team: 'team' };

/**
 * Inserts the key only if its owner exists in the project, in one statement (the owner's foreign
 * key alone would accept a user or team of another project). Returns the creation time, or null
 * when there is no such owner.
 */
export async function insertKey(em: EntityManager, k: OwnerKeyInsert): Promise<Date | null> {
  const rows = await rawSql<{ created_at: Date }>(
    em,
    `insert into owner_api_key (id, project_id, type, user_id, team_id, description, is_public, secret_hash, last_four, expires_at)
     select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
     where exists (select 1 from ${OWNER_TABLE[k.type]} where id = ? and project_id = ?)
     returning created_at`,
    [
      k.id, k.projectId, k.type, k.type === 'user' ? k.ownerId : null, k.type === 'team' ? k.ownerId : null,
      k.description, k.isPublic, k.secretHash, k.lastFour, k.expiresAt, k.ownerId, k.projectId,
    ],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/** Whether the user or team exists in the project (to tell "no keys" from "no such owner"). */
export async function ownerExists(em: EntityManager, projectId: string, type: OwnerType, ownerId: string): Promise<boolean> {
  const rows = await rawSql(em, `select 1 from ${OWNER_TABLE[type]} where id = ? and project_id = ?`, [ownerId, projectId]);
  return rows.length > 0;
}

/** The owner's keys, newest first, revoked and expired ones included. */
export async function listKeys(em: EntityManager, projectId: string, type: OwnerType, ownerId: string): Promise<OwnerKeyRecord[]> {
  const where = type === 'user' ? { projectId, type, userId: ownerId } : { projectId, type, teamId: ownerId };
  const keys = await em.find(OwnerApiKey, where, { orderBy: { createdAt: 'desc', id: 'asc' }, disableIdentityMap: true });
  return keys.map(recordOf);
}

/** By primary key, scoped by project: another project's key is not found. */
export async function findKey(em: EntityManager, projectId: string, id: string): Promise<OwnerKeyWithHash | null> {
  const key = await em.findOne(OwnerApiKey, { projectId, id }, { disableIdentityMap: true });
  return key ? recordOf(key) : null;
}

export async function renameKey(em: EntityManager, projectId: string, id: string, description: string): Promise<void> {
  await em.nativeUpdate(OwnerApiKey, { projectId, id }, { description });
}

/** One-way: a key that is already revoked keeps its first revocation time. */
export async function revokeKey(em: EntityManager, projectId: string, id: string): Promise<void> {
  await em.nativeUpdate(OwnerApiKey, { projectId, id, manuallyRevokedAt: null }, { manuallyRevokedAt: sql`now()` });
}

/**
 * Revokes the user's live keys created after `since` (every live key when null); returns how
 * many. Revoked, not deleted: the owner still sees them listed, with the time they stopped working.
 */
export async function revokeUserKeysCreatedSince(tx: EntityManager, projectId: string, userId: string, since: Date | null): Promise<number> {
  return tx.nativeUpdate(
    OwnerApiKey,
    { projectId, type: 'user', userId, manuallyRevokedAt: null, ...(since ? { createdAt: { $gt: since } } : {}) },
    { manuallyRevokedAt: sql`now()` },
  );
}
