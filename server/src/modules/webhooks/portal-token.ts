import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { knownError } from '../../http/errors.ts';
import { keyFor } from '../oauth/token-cipher.ts';

/**
 * The token of POST /webhooks/svix-token (wire-contract §9.22): it opens Gatehouse's own webhooks
 * portal (/webhooks-portal?token=…) for one project for PORTAL_TOKEN_TTL_MS. Stateless:
 * `whp_` + base64url({p: project id, exp}) + `.` + HMAC-SHA256 under a key derived from the
 * server's at-rest key, so any server process verifies it and nothing is stored. It cannot be
 * revoked before it expires (rotating GATEHOUSE_ENCRYPTION_KEY voids all); what it can do is kept
 * small: list endpoints and deliveries, enable/disable, change the description and filter,
 * resend. It never shows a secret, never changes a URL, never creates or deletes.
 */
export const PORTAL_TOKEN_TTL_MS = 60 * 60 * 1000;

const macKey = (config: Pick<Config, 'encryptionKey' | 'dataDir'>) => createHmac('sha256', keyFor(config)).update('gatehouse.webhooks-portal-token.v1').digest();
const mac = (config: Pick<Config, 'encryptionKey' | 'dataDir'>, body: string) => createHmac('sha256', macKey(config)).update(body).digest();

export function issuePortalToken(config: Pick<Config, 'encryptionKey' | 'dataDir'>, projectId: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: projectId, exp: now + PORTAL_TOKEN_TTL_MS })).toString('base64url');
  return `whp_${body}.${mac(config, body).toString('base64url')}`;
}

/** The project a live token opens; WEBHOOKS_PORTAL_TOKEN_INVALID for anything else (forged, expired, garbage). */
export function projectOfPortalToken(config: Pick<Config, 'encryptionKey' | 'dataDir'>, token: string, now = Date.now()): string {
  const m = /^whp_([A-Za-z0-9_-]{1,1000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw knownError('WEBHOOKS_PORTAL_TOKEN_INVALID');
  const expected = mac(config, m[1]);
  const given = Buffer.from(m[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw knownError('WEBHOOKS_PORTAL_TOKEN_INVALID');
  const claims = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as { p?: unknown; exp?: unknown };
  if (typeof claims.p !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now) throw knownError('WEBHOOKS_PORTAL_TOKEN_INVALID');
  return claims.p;
}
