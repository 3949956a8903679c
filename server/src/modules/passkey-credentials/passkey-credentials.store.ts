import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
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

/** A passkey as the account page lists it (no key material). */
export interface PasskeySummary {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const summaryOf = (r: { id: string; userId: string; name: string; createdAt: Date; lastUsedAt?: Date | null }): PasskeySummary => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  createdAt: r.createdAt,
  lastUsedAt: r.lastUsedAt ?? null,
});

/** Adds a passkey to the user's. A credential id the project already holds violates passkey_credential_credential_key (the caller translates it). */
export async function insertPasskey(tx: EntityManager, p: NewPasskey & { name: string }): Promise<string> {
  const id = randomUUID();
  await tx.insert(PasskeyCredential, {
    id,
    projectId: p.projectId,
    userId: p.userId,
    credentialId: p.credentialId,
    publicKey: Buffer.from(p.publicKey),
    counter: p.counter,
    transports: p.transports,
    rpId: p.rpId,
    name: p.name,
  });
  return id;
}

/** The user's passkeys, oldest first. */
export async function listPasskeysOfUser(em: EntityManager, projectId: string, userId: string): Promise<PasskeySummary[]> {
  const rows = await em.find(PasskeyCredential, { projectId, userId }, { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['id', 'userId', 'name', 'createdAt', 'lastUsedAt'], disableIdentityMap: true });
  return rows.map(summaryOf);
}

/** The credential ids of the user's passkeys (registration tells the authenticator not to make a second one for them). */
export async function listCredentialIdsOfUser(em: EntityManager, projectId: string, userId: string): Promise<{ credentialId: string; transports: string[] }[]> {
  const rows = await em.find(PasskeyCredential, { projectId, userId }, { fields: ['credentialId', 'transports'], disableIdentityMap: true });
  return rows.map((r) => ({ credentialId: r.credentialId, transports: r.transports ?? [] }));
}

export async function countPasskeysOfUser(em: EntityManager, projectId: string, userId: string): Promise<number> {
  return em.count(PasskeyCredential, { projectId, userId });
}

/** One passkey of the user; another user's answers like a missing one. */
export async function findPasskeyOfUser(em: EntityManager, projectId: string, userId: string, id: string): Promise<PasskeySummary | null> {
  const row = await em.findOne(PasskeyCredential, { id, projectId, userId }, { fields: ['id', 'userId', 'name', 'createdAt', 'lastUsedAt'], disableIdentityMap: true });
  return row ? summaryOf(row) : null;
}

export async function renamePasskey(em: EntityManager, projectId: string, userId: string, id: string, name: string): Promise<boolean> {
  return (await em.nativeUpdate(PasskeyCredential, { id, projectId, userId }, { name })) > 0;
}

/** Removes one passkey of the user; false when the user has no such passkey. */
export async function deletePasskeyOfUser(tx: EntityManager, projectId: string, userId: string, id: string): Promise<boolean> {
  return (await tx.nativeDelete(PasskeyCredential, { id, projectId, userId })) > 0;
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

/** Removes all the user's passkeys (passkey_auth_enabled turned off). */
export async function deleteUserPasskeys(em: EntityManager, projectId: string, userId: string): Promise<void> {
  await em.nativeDelete(PasskeyCredential, { projectId, userId });
}

/**
 * Removes the user's passkeys registered after `since` (any passkey when null); returns
 * how many were removed. The caller turns passkey sign-in off when it removed one.
 */
export async function deletePasskeysAddedSince(tx: EntityManager, projectId: string, userId: string, since: Date | null): Promise<number> {
  return tx.nativeDelete(PasskeyCredential, { projectId, userId, ...(since ? { createdAt: { $gt: since } } : {}) });
}
