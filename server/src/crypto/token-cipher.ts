import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/**
 * Authenticated encryption (AES-256-GCM) of secrets Gatehouse must be able to read back: provider
 * access and refresh tokens at rest, and the development provider's sealed codes. The key is
 * GATEHOUSE_ENCRYPTION_KEY, or one generated on first use and kept in the data dir (mode 0600),
 * like the internal keys: a dump of the database alone does not reveal provider tokens.
 * `purpose` is bound as additional data, so a value sealed for one use is refused by another.
 */
export interface TokenCipher {
  seal(plaintext: string, purpose: string): string;
  /** null: not sealed by this key for this purpose (tampered, foreign, or garbage). */
  open(sealed: string, purpose: string): string | null;
}

const keys = new Map<string, Buffer>();

/** The server's at-rest key; also keys HMACs of derived secrets (the development provider's client secrets). */
export function keyFor(config: Pick<Config, 'encryptionKey' | 'dataDir'>): Buffer {
  if (config.encryptionKey) return config.encryptionKey;
  const cached = keys.get(config.dataDir);
  if (cached) return cached;
  const file = join(config.dataDir, 'encryption-key');
  let key: Buffer;
  if (existsSync(file)) key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  else {
    mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes(32);
    // 'wx': two processes starting at once must not both write; the loser reads the winner's key.
    try {
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes in base64`);
  keys.set(config.dataDir, key);
  return key;
}

export function tokenCipher(config: Pick<Config, 'encryptionKey' | 'dataDir'>): TokenCipher {
  const key = keyFor(config);
  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, purpose) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 28) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
