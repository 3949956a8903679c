import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { keyFor } from '../oauth/token-cipher.ts';

/**
 * The server's half of the data vault's protection (the client already encrypted the value; the
 * server treats it as an opaque string, wire-contract §9.19). At rest a row holds nothing the
 * client sent in clear:
 *
 * - `key_lookup` = HMAC-SHA256(lookup key, [project, store, hashed_key]): finds the row for a
 *   request, but a dump cannot be matched against hashed keys computed elsewhere (or across
 *   projects, or stores: the same hashed key gives unrelated lookups).
 * - `sealed` = AES-256-GCM(encryption key, 96-bit random IV) of [hashed_key, encrypted_value], with
 *   associated data [project, store, key_lookup]: a row copied to another project, store or key
 *   fails authentication instead of answering. The hashed key is sealed too, so a rotation can
 *   re-key a row without the client (it recomputes the lookup under the new key).
 *
 * Both keys are derived (HKDF-SHA256, distinct `info`) from the server's at-rest master key,
 * GATEHOUSE_ENCRYPTION_KEY (or the one generated into the data dir, as for provider tokens), so a
 * vault key is never the key another feature uses. Each row names the master key it was sealed
 * with (`key_id`, an HKDF-derived 64-bit fingerprint, not the key); the keys listed in
 * GATEHOUSE_ENCRYPTION_KEY_PREVIOUS still open and find old rows while data-vault.rotation.ts
 * re-seals them under the current key.
 */

export interface VaultKey {
  /** 16 hex characters naming the master key (stored in each row). */
  id: string;
  encryption: Buffer;
  lookup: Buffer;
}

export interface VaultKeyring {
  current: VaultKey;
  /** Current first, then the previous keys: the ones a lookup tries. */
  all: VaultKey[];
  byId(id: string): VaultKey | undefined;
}

const INFO = 'gatehouse/data-vault/v1/';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function derive(master: Buffer, what: string, bytes: number): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), INFO + what, bytes));
}

export function vaultKeyOf(master: Buffer): VaultKey {
  return { id: derive(master, 'key-id', 8).toString('hex'), encryption: derive(master, 'encryption', 32), lookup: derive(master, 'lookup', 32) };
}

const rings = new WeakMap<object, VaultKeyring>();

/** The keyring of this server's settings (built once per Config object). */
export function vaultKeyring(config: Pick<Config, 'encryptionKey' | 'dataDir' | 'previousEncryptionKeys'>): VaultKeyring {
  const cached = rings.get(config);
  if (cached) return cached;
  const current = vaultKeyOf(keyFor(config));
  // A previous key equal to the current one (a half-finished rotation) is listed once.
  const previous = config.previousEncryptionKeys.map(vaultKeyOf).filter((k) => k.id !== current.id);
  const all = [current, ...previous];
  const ring: VaultKeyring = { current, all, byId: (id) => all.find((k) => k.id === id) };
  rings.set(config, ring);
  return ring;
}

/** Where a row of (project, store, hashed key) is, under one key. */
export function lookupOf(key: VaultKey, projectId: string, storeId: string, hashedKey: string): Buffer {
  return createHmac('sha256', key.lookup).update(JSON.stringify([projectId, storeId, hashedKey])).digest();
}

function aadOf(projectId: string, storeId: string, lookup: Buffer): Buffer {
  return Buffer.from(JSON.stringify([projectId, storeId, lookup.toString('base64')]), 'utf8');
}

export interface VaultRecord {
  hashedKey: string;
  encryptedValue: string;
}

export function seal(key: VaultKey, projectId: string, storeId: string, lookup: Buffer, record: VaultRecord): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.encryption, iv);
  cipher.setAAD(aadOf(projectId, storeId, lookup));
  const body = Buffer.concat([cipher.update(JSON.stringify([record.hashedKey, record.encryptedValue]), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/**
 * The record of a row, or an Error when the row does not authenticate under its key for this
 * place: tampered, or moved from another project, store or key. That is corruption or an attack,
 * never a client mistake, so the caller lets it surface as an internal error (logged).
 */
export function open(key: VaultKey, projectId: string, storeId: string, lookup: Buffer, sealed: Buffer): VaultRecord {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('data vault: sealed entry is too short');
  const decipher = createDecipheriv('aes-256-gcm', key.encryption, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(aadOf(projectId, storeId, lookup));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  let text: string;
  try {
    text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`data vault: an entry of project ${projectId}, store ${storeId} does not authenticate under key ${key.id} (tampered or moved)`);
  }
  const [hashedKey, encryptedValue] = JSON.parse(text) as [string, string];
  return { hashedKey, encryptedValue };
}
