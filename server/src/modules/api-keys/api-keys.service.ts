import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { newKey, type KeySlot } from './key-material.ts';

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
  await deps.em.getConnection().execute(
    `insert into api_key_set (id, project_id, description, publishable_client_key_hash, publishable_client_key_last_four,
       secret_server_key_hash, secret_server_key_last_four, super_secret_admin_key_hash, super_secret_admin_key_last_four, expires_at, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id, projectId, input.description,
      material.publishable_client_key?.hash ?? null, material.publishable_client_key?.lastFour ?? null,
      material.secret_server_key?.hash ?? null, material.secret_server_key?.lastFour ?? null,
      material.super_secret_admin_key?.hash ?? null, material.super_secret_admin_key?.lastFour ?? null,
      input.expiresAt, createdAt,
    ],
  );
  // A new key works on this process's very next request (others hear of it from the database).
  deps.projectCache.invalidate(projectId);
  const secrets = Object.fromEntries(Object.entries(material).map(([k, v]) => [k, v.plaintext]));
  return { id, description: input.description, createdAt, expiresAt: input.expiresAt, secrets };
}

/** A stored key set as owners see it: never a secret, only each key's last four characters. */
export interface KeySetRecord {
  id: string;
  description: string;
  createdAt: Date;
  expiresAt: Date;
  manuallyRevokedAt: Date | null;
  lastFour: Partial<Record<KeySlot, string>>;
}

const KEY_SET_COLUMNS = `id, description, created_at, expires_at, manually_revoked_at,
  publishable_client_key_last_four, secret_server_key_last_four, super_secret_admin_key_last_four`;

function keySetFromRow(r: Record<string, unknown>): KeySetRecord {
  const lastFour: Partial<Record<KeySlot, string>> = {};
  for (const slot of ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] as const) {
    const v = r[`${slot}_last_four`];
    if (typeof v === 'string') lastFour[slot] = v;
  }
  return {
    id: r.id as string,
    description: r.description as string,
    createdAt: new Date(r.created_at as string),
    expiresAt: new Date(r.expires_at as string),
    manuallyRevokedAt: r.manually_revoked_at ? new Date(r.manually_revoked_at as string) : null,
    lastFour,
  };
}

export async function listKeySets(deps: Deps, projectId: string): Promise<KeySetRecord[]> {
  const rows = await deps.em
    .getConnection()
    .execute(`select ${KEY_SET_COLUMNS} from api_key_set where project_id = ? order by created_at desc, id`, [projectId]);
  return rows.map(keySetFromRow);
}

/** Scoped by project: another project's key set answers exactly like a missing one. */
export async function getKeySet(deps: Deps, projectId: string, id: string): Promise<KeySetRecord> {
  const rows = await deps.em.getConnection().execute(`select ${KEY_SET_COLUMNS} from api_key_set where project_id = ? and id = ?`, [projectId, id]);
  if (!rows[0]) throw knownError('API_KEY_NOT_FOUND');
  return keySetFromRow(rows[0]);
}

export interface KeySetPatch {
  description?: string;
  /** One-way: a revoked set keeps its first revocation time. */
  revoke?: boolean;
}

export async function updateKeySet(deps: Deps, projectId: string, id: string, patch: KeySetPatch): Promise<KeySetRecord> {
  // The revoke bites on the next request: this process drops its cached digests now, others when
  // the database announces the change (db/project-cache.ts).
  await deps.em.getConnection().execute(
    `update api_key_set set description = coalesce(?, description),
       manually_revoked_at = case when ? then coalesce(manually_revoked_at, now()) else manually_revoked_at end
     where project_id = ? and id = ?`,
    [patch.description ?? null, patch.revoke === true, projectId, id],
  );
  deps.projectCache.invalidate(projectId);
  return getKeySet(deps, projectId, id);
}
