import type { CryptoKey, JWK } from 'jose';

export interface PublicKeyEntry {
  projectId: string;
  key: CryptoKey;
}

/**
 * Where token code gets per-project ES256 keys. The jwks module stores them (SigningKeys); crypto/
 * only needs this shape, so it depends on no module.
 */
export interface SigningKeyStore {
  /** The newest key of the project, made on first use. */
  signingKeyFor(projectId: string): Promise<{ kid: string; key: CryptoKey }>;
  /** The public key of `kid` with its project, or null for an unknown kid. */
  publicKey(kid: string): Promise<PublicKeyEntry | null>;
  /** Every public key of the project, newest first, as published in its JWKS. */
  jwks(projectId: string): Promise<JWK[]>;
  /** Forgets a deleted project's keys. */
  forget(projectId: string): void;
}
