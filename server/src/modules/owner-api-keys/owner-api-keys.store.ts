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
 * Inserts the key only if its owner exists in the project (the owner's foreign key alone would
 * accept a user or team of another project) and holds fewer than `maxLive` live keys (neither
 * revoked nor expired). The owner's row is locked for the count and the insert, so concurrent
 * creations for one owner cannot together pass the cap. Returns the creation time, or why not.
 */
export async function insertKey(em: EntityManager, k: OwnerKeyInsert, maxLive: number): Promise<Date | 'no-owner' | 'limit'> {
  return em.transactional(async (tx) => {
    const owner = await rawSql(tx, `select 1 from ${OWNER_TABLE[k.type]} where id = ? and project_id = ? for update`, [k.ownerId, k.projectId]);
    if (!owner.length) return 'no-owner' as const;
    const [{ live }] = await rawSql<{ live: number }>(
      tx,
      `select count(*)::int as live from owner_api_key
       where project_id = ? and ${k.type === 'user' ? 'user_id' : 'team_id'} = ? and manually_revoked_at is null and (expires_at is null or expires_at > now())`,
      [k.projectId, k.ownerId],
    );
    if (live >= maxLive) return 'limit' as const;
    const rows = await rawSql<{ created_at: Date }>(
      tx,
      `insert into owner_api_key (id, project_id, type, user_id, team_id, description, is_public, secret_hash, last_four, expires_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning created_at`,
      [k.id, k.projectId, k.type, k.type === 'user' ? k.ownerId : null, k.type === 'team' ? k.ownerId : null, k.description, k.isPublic, k.secretHash, k.lastFour, k.expiresAt],
    );
    return new Date(rows[0].created_at);
  });
}

/** Whether the user or team exists in the project (to tell "no keys" from "no such owner"). */
export async function ownerExists(em: EntityManager, projectId: string, type: OwnerType, ownerId: string): Promise<boolean> {
  const rows = await rawSql(em, `select 1 from ${OWNER_TABLE[type]} where id = ? and project_id = ?`, [ownerId, projectId]);
  return rows.length > 0;
}

/**
 * The owner's keys, newest first: every live key (at most LIMITS.ownerApiKeys, see insertKey) and
 * the `maxEnded` newest revoked or expired ones, so one listing stays bounded however many keys an
 * owner has created and revoked over time (issue 19 item 3). Older ended keys stay stored (GET by
 * id still finds them) but no longer fill the list.
 */
export async function listKeys(em: EntityManager, projectId: string, type: OwnerType, ownerId: string, maxEnded: number): Promise<OwnerKeyRecord[]> {
  const where = type === 'user' ? { projectId, type, userId: ownerId } : { projectId, type, teamId: ownerId };
  const now = new Date();
  const order = { orderBy: { createdAt: 'desc', id: 'asc' }, disableIdentityMap: true } as const;
  const live = await em.find(OwnerApiKey, { ...where, manuallyRevokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, order);
  const ended = await em.find(OwnerApiKey, { ...where, $or: [{ manuallyRevokedAt: { $ne: null } }, { expiresAt: { $lte: now } }] }, { ...order, limit: maxEnded });
  return [...live, ...ended]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(recordOf);
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
