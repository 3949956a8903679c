import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
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
  const secrets = Object.fromEntries(Object.entries(material).map(([k, v]) => [k, v.plaintext]));
  return { id, description: input.description, createdAt, expiresAt: input.expiresAt, secrets };
}
