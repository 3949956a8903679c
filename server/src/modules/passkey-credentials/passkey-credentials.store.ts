import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import { PasskeyCredential } from './passkey-credentials.entity.ts';

/** The only code that reads and writes passkey_credential. */

export interface StoredPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  rpId: string;
}

export interface NewPasskey {
  projectId: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  rpId: string;
}

/** The passkey with this credential id in the project (sign-in looks it up by the id the authenticator reports). */
export async function findPasskeyByCredentialId(em: EntityManager, projectId: string, credentialId: string): Promise<StoredPasskey | null> {
  const row = await em.findOne(PasskeyCredential, { projectId, credentialId }, { disableIdentityMap: true });
  if (!row) return null;
  return { userId: row.userId, credentialId: row.credentialId, publicKey: new Uint8Array(row.publicKey), counter: Number(row.counter), transports: row.transports ?? [], rpId: row.rpId };
}

/**
 * Stores the user's passkey, replacing the one it had (one passkey per user, wire-contract §9.5).
 * Raw SQL for the single-statement upsert on the user's unique key: two registrations of one
 * user at once leave exactly one row. A credential id another user of the project holds violates
 * passkey_credential_credential_key (the caller translates it).
 */
export async function upsertPasskey(tx: EntityManager, p: NewPasskey): Promise<void> {
  await rawSql(
    tx,
    `insert into passkey_credential (id, project_id, user_id, credential_id, public_key, counter, transports, rp_id)
     values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)
     on conflict (user_id) do update set credential_id = excluded.credential_id, public_key = excluded.public_key,
       counter = excluded.counter, transports = excluded.transports, rp_id = excluded.rp_id, created_at = now(), last_used_at = null`,
    [randomUUID(), p.projectId, p.userId, p.credentialId, Buffer.from(p.publicKey), p.counter, JSON.stringify(p.transports), p.rpId],
  );
}

/**
 * Advances the signature counter after a verified sign-in, only from the value the verification
 * read: of two sign-ins racing with one credential, the second finds the counter moved and loses.
 * Returns whether this sign-in won.
 */
export async function advanceCounter(em: EntityManager, projectId: string, credentialId: string, from: number, to: number): Promise<boolean> {
  const n = await em.nativeUpdate(PasskeyCredential, { projectId, credentialId, counter: from }, { counter: to, lastUsedAt: new Date() });
  return n > 0;
}

/** Removes the user's passkey (passkey_auth_enabled turned off). */
export async function deleteUserPasskeys(em: EntityManager, projectId: string, userId: string): Promise<void> {
  await em.nativeDelete(PasskeyCredential, { projectId, userId });
}

/**
 * Removes the user's passkey if it was registered after `since` (any passkey when null); returns
 * how many were removed. The caller turns passkey sign-in off when it removed one.
 */
export async function deletePasskeysAddedSince(tx: EntityManager, projectId: string, userId: string, since: Date | null): Promise<number> {
  return tx.nativeDelete(PasskeyCredential, { projectId, userId, ...(since ? { createdAt: { $gt: since } } : {}) });
}
