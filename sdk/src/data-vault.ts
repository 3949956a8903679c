import type { GatehouseApi } from './api-types.ts';
import { GatehouseError, KnownError } from './errors.ts';

/**
 * The data vault's client-side part (wire-contract §9.19): the server stores opaque strings, so
 * everything that makes a vault entry secret happens here, in the app's backend, with a `secret`
 * only the app knows. Per call:
 *
 *   material  = PBKDF2-HMAC-SHA256(password = secret, salt = "gatehouse-data-vault/v1" ‖ store id ‖ key,
 *                                  100,000 iterations (SPEC §9), 256 bits)
 *   hashed_key = base64url(HKDF-SHA256(material, info "gatehouse-data-vault/v1/hashed-key", 256 bits))
 *   value key  = HKDF-SHA256(material, info "gatehouse-data-vault/v1/value-key") as an AES-256-GCM key
 *   encrypted_value = "gv1." ‖ base64url(96-bit random IV ‖ AES-GCM ciphertext and 128-bit tag),
 *                     associated data "gatehouse-data-vault/v1" ‖ store id ‖ hashed_key
 *
 * The server sees the hashed key and the ciphertext only: the key, the secret and the value never
 * leave this process, and the hashed key (an HKDF output of its own) says nothing about the value
 * key. The associated data binds a value to its store and key: a value the server (or anyone with
 * the database) moved to another key does not decrypt. WebCrypto only (Node 20+, browsers, edge runtimes).
 */

export const DATA_VAULT_PBKDF2_ITERATIONS = 100_000;
const VERSION = 'gatehouse-data-vault/v1';
const VALUE_PREFIX = 'gv1.';
const IV_BYTES = 12;
/** The server's bound on encrypted_value (server/src/http/limits.ts dataVaultValue): about 48 KB of UTF-8 plaintext. */
export const DATA_VAULT_MAX_ENCRYPTED_VALUE = 65_536;

export interface DataVaultSecretOptions {
  /**
   * The app's vault secret: keep it on your server (an environment variable), never in a browser,
   * and use a long random one. Without it no entry can be found or read again.
   */
  secret: string;
}

export interface DataVaultStore {
  /** The value stored under `key`, or null when there is none (also what a wrong secret gives: it names another key). */
  getValue(key: string, options: DataVaultSecretOptions): Promise<string | null>;
  /** Stores `value` under `key`, replacing any value it had. */
  setValue(key: string, value: string, options: DataVaultSecretOptions): Promise<void>;
}

export interface DataVaultHelpers {
  /** A store declared in the project's config (`dataVault.stores.<id>`); calls on an undeclared one throw DataVaultStoreDoesNotExistError. */
  getDataVaultStore(id: string): DataVaultStore;
}

/** A stored value that does not decrypt with this secret and key: it was altered or moved in the database. */
export class DataVaultDecryptionError extends GatehouseError {
  readonly storeId: string;
  constructor(storeId: string, reason: string) {
    super(`The data vault value in store ${storeId} could not be decrypted: ${reason}. It was altered or moved on the server.`);
    this.storeId = storeId;
  }
}

const utf8 = new TextEncoder();
const subtle = () => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new GatehouseError('The data vault needs WebCrypto (globalThis.crypto.subtle): Node 20 or later, a browser, or an edge runtime.');
  return s;
};

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Unambiguous concatenation: each part is length-prefixed, so ("ab", "c") and ("a", "bc") differ. */
function framed(...parts: string[]): Uint8Array<ArrayBuffer> {
  return utf8.encode(parts.map((p) => `${utf8.encode(p).length}:${p}`).join(''));
}

interface EntryKeys {
  hashedKey: string;
  valueKey: CryptoKey;
}

async function entryKeys(storeId: string, key: string, secret: string): Promise<EntryKeys> {
  const s = subtle();
  const password = await s.importKey('raw', utf8.encode(secret), 'PBKDF2', false, ['deriveBits']);
  const material = await s.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: framed(VERSION, storeId, key), iterations: DATA_VAULT_PBKDF2_ITERATIONS }, password, 256);
  const hkdf = await s.importKey('raw', material, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const hkdfParams = (info: string) => ({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8.encode(`${VERSION}/${info}`) });
  const hashed = new Uint8Array(await s.deriveBits(hkdfParams('hashed-key'), hkdf, 256));
  const valueKey = await s.deriveKey(hkdfParams('value-key'), hkdf, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { hashedKey: base64url(hashed), valueKey };
}

function checkedArgs(storeId: string, key: unknown, options: DataVaultSecretOptions | undefined): string {
  if (typeof key !== 'string') throw new TypeError('A data vault key must be a string.');
  const secret = options?.secret;
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError(`The data vault store ${storeId} needs { secret }: the app's vault secret (keep it on your server).`);
  return secret;
}

export function dataVaultHelpers(api: GatehouseApi): DataVaultHelpers {
  return {
    getDataVaultStore(id) {
      if (typeof id !== 'string' || !id) throw new TypeError('A data vault store id is required (as declared in the config, dataVault.stores.<id>).');
      const path = { params: { path: { id } } };
      return {
        async getValue(key, options) {
          const secret = checkedArgs(id, key, options);
          const { hashedKey, valueKey } = await entryKeys(id, key, secret);
          let stored: string;
          try {
            stored = (await api.POST('/data-vault/stores/{id}/get', { ...path, body: { hashed_key: hashedKey } })).data.encrypted_value;
          } catch (e) {
            // SPEC §8 client handling: a missing key is null.
            if (e instanceof KnownError && e.code === 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST') return null;
            throw e;
          }
          const raw = stored.startsWith(VALUE_PREFIX) ? fromBase64url(stored.slice(VALUE_PREFIX.length)) : null;
          if (!raw || raw.length < IV_BYTES + 16) throw new DataVaultDecryptionError(id, 'it is not a value this SDK wrote');
          try {
            const plain = await subtle().decrypt(
              { name: 'AES-GCM', iv: raw.subarray(0, IV_BYTES), additionalData: framed(VERSION, id, hashedKey) },
              valueKey,
              raw.subarray(IV_BYTES),
            );
            return new TextDecoder('utf-8', { fatal: true }).decode(plain);
          } catch {
            throw new DataVaultDecryptionError(id, 'authentication failed');
          }
        },
        async setValue(key, value, options) {
          const secret = checkedArgs(id, key, options);
          if (typeof value !== 'string') throw new TypeError('A data vault value must be a string (serialise other data, e.g. with JSON.stringify).');
          const { hashedKey, valueKey } = await entryKeys(id, key, secret);
          const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
          const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: framed(VERSION, id, hashedKey) }, valueKey, utf8.encode(value)));
          const out = new Uint8Array(IV_BYTES + sealed.length);
          out.set(iv);
          out.set(sealed, IV_BYTES);
          const encrypted = VALUE_PREFIX + base64url(out);
          if (encrypted.length > DATA_VAULT_MAX_ENCRYPTED_VALUE) {
            throw new TypeError(`The data vault value is too large: ${utf8.encode(value).length} bytes encrypt to ${encrypted.length} characters; the server keeps at most ${DATA_VAULT_MAX_ENCRYPTED_VALUE}.`);
          }
          await api.POST('/data-vault/stores/{id}/set', { ...path, body: { hashed_key: hashedKey, encrypted_value: encrypted } });
        },
      };
    },
  };
}
