import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Orm } from '../../db/orm.ts';
import type { PublicKeyEntry, SigningKeyStore } from '../../crypto/signing-keys.ts';
import { randomCode } from '../../crypto/random.ts';
import { findNewestSigningKey, findSigningKey, insertSigningKey, listSigningKeys } from './jwks.store.ts';

/**
 * Per-project ES256 keys, kept in project_signing_key (jwks.store.ts). A project's first key is made
 * on first use; all keys of a project are published in its JWKS, the newest signs. Keys never change once written, so they are cached
 * for the life of the process (a key of one project can never verify a token of another: the
 * verifier checks the key's project against the token's audience).
 */
export class SigningKeys implements SigningKeyStore {
  private signing = new Map<string, Promise<{ kid: string; key: CryptoKey }>>();
  private publicByKid = new Map<string, Promise<PublicKeyEntry | null>>();

  constructor(private readonly orm: Orm) {}

  signingKeyFor(projectId: string): Promise<{ kid: string; key: CryptoKey }> {
    let entry = this.signing.get(projectId);
    if (!entry) {
      entry = this.loadOrCreate(projectId);
      entry.catch(() => this.signing.delete(projectId));
      this.signing.set(projectId, entry);
    }
    return entry;
  }

  publicKey(kid: string): Promise<PublicKeyEntry | null> {
    let entry = this.publicByKid.get(kid);
    if (!entry) {
      entry = this.loadPublic(kid);
      // Unknown kids are not cached: a flood of made-up kids must not grow this map.
      entry.then((v) => v ?? this.publicByKid.delete(kid), () => this.publicByKid.delete(kid));
      this.publicByKid.set(kid, entry);
    }
    return entry;
  }

  async jwks(projectId: string): Promise<JWK[]> {
    await this.signingKeyFor(projectId);
    const rows = await listSigningKeys(this.orm.em.fork(), projectId);
    return rows.map((r) => ({ ...(r.publicJwk as JWK), kid: r.kid, alg: 'ES256', use: 'sig' }));
  }

  /** Forgets a deleted project's keys. */
  forget(projectId: string): void {
    this.signing.delete(projectId);
    // A load that failed (the database was away) is already dropped by publicKey(); without the
    // second handler its rejection here would be unhandled, and that ends the process.
    for (const [kid, entry] of this.publicByKid) void entry.then((e) => e?.projectId === projectId && this.publicByKid.delete(kid), () => {});
  }

  private async loadOrCreate(projectId: string): Promise<{ kid: string; key: CryptoKey }> {
    const em = this.orm.em.fork();
    const existing = await findNewestSigningKey(em, projectId);
    if (existing) return { kid: existing.kid, key: (await importJWK(existing.privateJwk as JWK, 'ES256')) as CryptoKey };
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomCode(12);
    const privateJwk = await exportJWK(privateKey);
    const publicJwk = await exportJWK(publicKey);
    await insertSigningKey(em, { kid, projectId, privateJwk, publicJwk });
    return { kid, key: privateKey };
  }

  private async loadPublic(kid: string): Promise<PublicKeyEntry | null> {
    const row = await findSigningKey(this.orm.em.fork(), kid);
    if (!row) return null;
    return { projectId: row.projectId, key: (await importJWK(row.publicJwk as JWK, 'ES256')) as CryptoKey };
  }
}
