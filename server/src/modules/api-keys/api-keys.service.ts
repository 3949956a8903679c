import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { keyMaterial, newKey, type KeySlot } from './key-material.ts';
import * as store from './api-keys.store.ts';
import type { KeySetRecord } from './api-keys.store.ts';

export interface NewKeySet {
  description: string;
  expiresAt: Date;
  slots: KeySlot[];
}

export interface CreatedKeySet {
  id: string;
  description: string;
  createdAt: Date;
  expiresAt: Date;
  /** Plaintext secrets: returned once, never stored. */
  secrets: Partial<Record<KeySlot, string>>;
}

export async function createKeySet(deps: Deps, projectId: string, input: NewKeySet): Promise<CreatedKeySet> {
  const id = randomUUID();
  const material = Object.fromEntries(input.slots.map((s) => [s, newKey(s)])) as Partial<Record<KeySlot, ReturnType<typeof newKey>>>;
  const createdAt = new Date();
  await store.insertKeySet(deps.em, { id, projectId, description: input.description, keys: material, expiresAt: input.expiresAt, createdAt });
  // A new key works on this process's very next request (others hear of it from the database).
  deps.projectCache.invalidate(projectId);
  const secrets = Object.fromEntries(Object.entries(material).map(([k, v]) => [k, v.plaintext]));
  return { id, description: input.description, createdAt, expiresAt: input.expiresAt, secrets };
}

/**
 * Makes sure a key set with exactly these three keys exists for the project and is live until
 * `expiresAt` (the internal project's keys at start-up). Ensured means live: an operator who set
 * these keys wants them to work, even after a revoke.
 */
export async function ensureKeySet(deps: Deps, projectId: string, input: { description: string; expiresAt: Date; plaintexts: Record<KeySlot, string> }): Promise<void> {
  const slots = ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] as const;
  const material = Object.fromEntries(slots.map((s) => [s, keyMaterial(input.plaintexts[s])])) as Record<KeySlot, ReturnType<typeof keyMaterial>>;
  const digests = Object.fromEntries(slots.map((s) => [s, material[s].hash])) as Record<KeySlot, Buffer>;
  const existing = await store.findKeySetIdByDigests(deps.em, projectId, digests);
  if (existing) await store.reviveKeySet(deps.em, existing, input.expiresAt);
  else await store.insertKeySet(deps.em, { id: randomUUID(), projectId, description: input.description, keys: material, expiresAt: input.expiresAt, createdAt: new Date() });
  deps.projectCache.invalidate(projectId);
}

export async function listKeySets(deps: Deps, projectId: string): Promise<KeySetRecord[]> {
  return store.listKeySets(deps.em, projectId);
}

/** Scoped by project: another project's key set answers exactly like a missing one. */
export async function getKeySet(deps: Deps, projectId: string, id: string): Promise<KeySetRecord> {
  const set = await store.findKeySet(deps.em, projectId, id);
  if (!set) throw knownError('API_KEY_NOT_FOUND');
  return set;
}

export interface KeySetPatch {
  description?: string;
  /** One-way: a revoked set keeps its first revocation time. */
  revoke?: boolean;
}

export async function updateKeySet(deps: Deps, projectId: string, id: string, patch: KeySetPatch): Promise<KeySetRecord> {
  if (patch.description !== undefined) await store.renameKeySet(deps.em, projectId, id, patch.description);
  if (patch.revoke) await store.revokeKeySet(deps.em, projectId, id);
  // The revoke bites on the next request: this process drops its cached digests now, others when
  // the database announces the change (projects/project-cache.ts).
  deps.projectCache.invalidate(projectId);
  return getKeySet(deps, projectId, id);
}
