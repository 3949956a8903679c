import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InferEntity } from '@mikro-orm/core';
import { ApiKeySet } from './api-keys.entity.ts';
import type { KeySlot } from './key-material.ts';

/**
 * The only code that writes the api_key_set table (the project cache reads live digests on the
 * hot path, projects/project-cache.ts). Reads return records and bypass the identity map: the
 * same EntityManager may have updated the row natively moments before.
 */

type KeySetRow = InferEntity<typeof ApiKeySet>;

/** A stored key set as owners see it: never a secret, only each key's last four characters. */
export interface KeySetRecord {
  id: string;
  description: string;
  createdAt: Date;
  expiresAt: Date;
  manuallyRevokedAt: Date | null;
  lastFour: Partial<Record<KeySlot, string>>;
}

function recordOf(k: KeySetRow): KeySetRecord {
  const lastFour: Partial<Record<KeySlot, string>> = {};
  if (k.publishableClientKeyLastFour != null) lastFour.publishable_client_key = k.publishableClientKeyLastFour;
  if (k.secretServerKeyLastFour != null) lastFour.secret_server_key = k.secretServerKeyLastFour;
  if (k.superSecretAdminKeyLastFour != null) lastFour.super_secret_admin_key = k.superSecretAdminKeyLastFour;
  return { id: k.id, description: k.description, createdAt: k.createdAt, expiresAt: k.expiresAt, manuallyRevokedAt: k.manuallyRevokedAt ?? null, lastFour };
}

/** What is stored of one key: its SHA-256 digest and its last four characters. */
export interface StoredKey {
  hash: Buffer;
  lastFour: string;
}

export interface KeySetInsert {
  id: string;
  projectId: string;
  description: string;
  keys: Partial<Record<KeySlot, StoredKey>>;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertKeySet(em: EntityManager, set: KeySetInsert): Promise<void> {
  const { publishable_client_key: pck, secret_server_key: ssk, super_secret_admin_key: sak } = set.keys;
  em.create(ApiKeySet, {
    id: set.id,
    projectId: set.projectId,
    description: set.description,
    publishableClientKeyHash: pck?.hash ?? null,
    publishableClientKeyLastFour: pck?.lastFour ?? null,
    secretServerKeyHash: ssk?.hash ?? null,
    secretServerKeyLastFour: ssk?.lastFour ?? null,
    superSecretAdminKeyHash: sak?.hash ?? null,
    superSecretAdminKeyLastFour: sak?.lastFour ?? null,
    expiresAt: set.expiresAt,
    createdAt: set.createdAt,
  });
  await em.flush();
}

/** The project's key sets, newest first, revoked and expired ones included. */
export async function listKeySets(em: EntityManager, projectId: string): Promise<KeySetRecord[]> {
  const sets = await em.find(ApiKeySet, { projectId }, { orderBy: { createdAt: 'desc', id: 'asc' }, disableIdentityMap: true });
  return sets.map(recordOf);
}

/** Scoped by project: another project's key set is not found. */
export async function findKeySet(em: EntityManager, projectId: string, id: string): Promise<KeySetRecord | null> {
  const set = await em.findOne(ApiKeySet, { projectId, id }, { disableIdentityMap: true });
  return set ? recordOf(set) : null;
}

/** The id of the project's key set holding exactly these three digests, if there is one. */
export async function findKeySetIdByDigests(em: EntityManager, projectId: string, digests: Record<KeySlot, Buffer>): Promise<string | null> {
  const set = await em.findOne(
    ApiKeySet,
    {
      projectId,
      publishableClientKeyHash: digests.publishable_client_key,
      secretServerKeyHash: digests.secret_server_key,
      superSecretAdminKeyHash: digests.super_secret_admin_key,
    },
    { fields: ['id'], disableIdentityMap: true },
  );
  return set?.id ?? null;
}

export async function renameKeySet(em: EntityManager, projectId: string, id: string, description: string): Promise<void> {
  await em.nativeUpdate(ApiKeySet, { projectId, id }, { description });
}

/** One-way: a set that is already revoked keeps its first revocation time. */
export async function revokeKeySet(em: EntityManager, projectId: string, id: string): Promise<void> {
  await em.nativeUpdate(ApiKeySet, { projectId, id, manuallyRevokedAt: null }, { manuallyRevokedAt: sql`now()` });
}

/** Makes the set live again until `expiresAt`, even if it was revoked. */
export async function reviveKeySet(em: EntityManager, id: string, expiresAt: Date): Promise<void> {
  await em.nativeUpdate(ApiKeySet, { id }, { manuallyRevokedAt: null, expiresAt });
}
