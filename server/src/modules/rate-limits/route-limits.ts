import type { RequestField, RouteRateLimit, SubjectResolver } from '../../http/rate-limits.ts';
import type { KnownErrorCode } from '../../http/errors.ts';
import type { RateLimitName } from './rate-limit-settings.ts';

/**
 * How routes declare their limits (`rateLimits: [perClient('sign_ins_per_ip'), …]`), typed by the
 * limit names this module defines, so a route cannot name a limit that does not exist.
 */

/** Every request from one client address (IPv6: one /64). */
export function perClient(limit: RateLimitName, opts: { projectFrom?: RequestField } = {}): RouteRateLimit {
  return { limit, per: 'ip', ...opts };
}

/** Every request of one signed-in user (requests without a user are not counted). */
export function perUser(limit: RateLimitName, opts: { clientOnly?: boolean } = {}): RouteRateLimit {
  return { limit, per: 'user', ...opts };
}

/** Every request naming one e-mail address (normalised) or one contact channel. */
export function perAddress(field: RequestField & { normalise?: 'email' }): RouteRateLimit {
  return { limit: 'emails_per_address', per: field };
}

/** Consecutive wrong passwords of one account: the sign-in e-mail, or the signed-in user. */
export function passwordFailures(account: 'user' | (RequestField & { normalise?: 'email' }), failures: readonly KnownErrorCode[]): RouteRateLimit {
  return { limit: 'password_failures_per_account', per: account, failures };
}

/**
 * Consecutive wrong TOTP codes of one account, whichever address or attempt code they come with:
 * the signed-in user, or the account a request value stands for (an MFA attempt code's user).
 */
export function totpFailures(account: 'user' | (RequestField & { resolve: SubjectResolver }), failures: readonly KnownErrorCode[]): RouteRateLimit {
  return { limit: 'totp_failures_per_account', per: account, failures };
}
