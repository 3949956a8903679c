import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../../config.ts';
import { tokenCipher } from '../oauth/token-cipher.ts';

/**
 * Endpoint signing secrets (Standard Webhooks: `whsec_` + base64 of 32 random bytes). Gatehouse
 * must sign with them, so they cannot be hashed: they are sealed with the server's at-rest key
 * (GATEHOUSE_ENCRYPTION_KEY, oauth/token-cipher.ts), bound to their endpoint, so a database dump
 * alone reveals none and a sealed value copied onto another endpoint does not open.
 */

/** How long the secret replaced by a rotation still signs (next to the new one): receivers switch within it. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const purpose = (endpointId: string) => `webhook-endpoint-secret:${endpointId}`;

export function sealSecret(config: Pick<Config, 'encryptionKey' | 'dataDir'>, endpointId: string, secret: string): string {
  return tokenCipher(config).seal(secret, purpose(endpointId));
}

export function openSecret(config: Pick<Config, 'encryptionKey' | 'dataDir'>, endpointId: string, sealed: string): string {
  const secret = tokenCipher(config).open(sealed, purpose(endpointId));
  // Fail loud: a secret that does not open means the at-rest key changed, not a bad request.
  if (secret === null) throw new Error(`webhook endpoint ${endpointId}: its secret does not open with this server's encryption key`);
  return secret;
}

/**
 * The Standard Webhooks headers of one attempt. During a rotation's overlap window every live
 * secret signs, space-separated in webhook-signature (the scheme's way), so a receiver holding
 * either the old or the new secret verifies.
 */
export function signedHeaders(secrets: string[], msgId: string, at: Date, body: string): Record<string, string> {
  const signatures = secrets.map((s) => new Webhook(s).sign(msgId, at, body));
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
