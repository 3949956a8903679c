import type { Config } from '../../config.ts';
import { tokenCipher } from '../oauth/token-cipher.ts';

/**
 * A project's Stripe secret key and webhook signing secret. Gatehouse must call Stripe with the
 * key and verify Stripe's signatures with the secret, so neither can be hashed: both are sealed with
 * the server's at-rest key (GATEHOUSE_ENCRYPTION_KEY), bound to their project and role, so a
 * database dump alone reveals neither and a sealed value copied to another project does not open.
 * No route ever answers them back.
 */
type Role = 'secret-key' | 'webhook-secret';
const purpose = (projectId: string, role: Role) => `stripe-${role}:${projectId}`;

export function sealStripeSecret(config: Pick<Config, 'encryptionKey' | 'dataDir'>, projectId: string, role: Role, value: string): string {
  return tokenCipher(config).seal(value, purpose(projectId, role));
}

export function openStripeSecret(config: Pick<Config, 'encryptionKey' | 'dataDir'>, projectId: string, role: Role, sealed: string): string {
  const value = tokenCipher(config).open(sealed, purpose(projectId, role));
  // Fail loud: a secret that does not open means the at-rest key changed, not a bad request.
  if (value === null) throw new Error(`project ${projectId}: its Stripe ${role} does not open with this server's encryption key`);
  return value;
}
