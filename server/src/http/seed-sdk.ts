import { knownError, type KnownError } from './errors.ts';

/**
 * The seed system's own SDKs (`@stackframe/js`, `@stackframe/stack`, …) name themselves in
 * x-stack-client-version (`js @stackframe/js@2.8.77`; 2.8.108 sends it as x-hexclave-client-version,
 * read here under the x-stack name like every hexclave header). The wire contract's pattern, with
 * the seed's npm scope.
 */
const SEED_SDK_VERSION = /^\w+\s+@stackframe\/[\w/-]+@[\d.]+$/;

export function isSeedSdk(clientVersion: string | undefined): boolean {
  return clientVersion !== undefined && SEED_SDK_VERSION.test(clientVersion);
}

/**
 * Gatehouse refuses a revoked session's access token at once (ACCESS_TOKEN_REVOKED /
 * ADMIN_ACCESS_TOKEN_REVOKED), where the seed system lets it run to its expiry. Those two codes are
 * ours alone: the seed's SDKs turn a code they do not know into a plain Error ("Please update your
 * version of the Stack Auth SDK"), which skips their recovery (drop the token, refresh, find the
 * session gone, sign out) and wedges every call, sign-out included, until the token expires. So a
 * seed SDK is told what the seed answers for any other token it cannot accept,
 * UNPARSABLE_ACCESS_TOKEN / UNPARSABLE_ADMIN_ACCESS_TOKEN (both in its "invalid access token"
 * families); every other client keeps the precise code. Same refusal, same status (401), only the
 * name differs.
 */
export function revokedAccessToken(clientVersion: string | undefined): KnownError {
  return knownError(isSeedSdk(clientVersion) ? 'UNPARSABLE_ACCESS_TOKEN' : 'ACCESS_TOKEN_REVOKED');
}

export function revokedAdminAccessToken(clientVersion: string | undefined): KnownError {
  return knownError(isSeedSdk(clientVersion) ? 'UNPARSABLE_ADMIN_ACCESS_TOKEN' : 'ADMIN_ACCESS_TOKEN_REVOKED');
}
