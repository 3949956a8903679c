import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { serverUrls } from './base-url.ts';
import { GatehouseError } from './errors.ts';
import type { FetchLike } from './transport.ts';

/** JWKS cached this long (SPEC §9, library-derived), tokens accepted this far past `exp`/before `nbf`. */
export const JWKS_CACHE_MAX_AGE_MS = 300_000;
export const CLOCK_TOLERANCE_SECONDS = 30;

/** The claims of a Gatehouse access token (wire-contract §6.1). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  project_id: string;
  branch_id: string;
  refresh_token_id: string;
  role: 'authenticated';
  name: string | null;
  email: string | null;
  email_verified: boolean;
  selected_team_id: string | null;
  signed_up_at: number;
  is_anonymous: boolean;
  is_restricted: boolean;
  restricted_reason: { type: string } | null;
  requires_totp_mfa: boolean;
}

/** verifyAccessToken rejected the token; `reason` says whether a refresh could help. */
export class AccessTokenVerificationError extends GatehouseError {
  constructor(readonly reason: 'expired' | 'invalid', message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface VerifierOptions {
  /** The Gatehouse server, with or without /api/v1. */
  baseUrl: string;
  projectId: string;
  /** Defaults to `${baseUrl}/api/v1/projects/${projectId}` (what the server puts in `iss`). */
  issuer?: string;
  fetch?: FetchLike;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/**
 * Verifies a user's access token locally against the project's JWKS, so a backend can
 * authenticate requests without calling Gatehouse: ES256 only, issuer and audience (the project
 * id) checked, 30 s clock tolerance, keys cached 300 s. Anonymous users' tokens (another issuer
 * and audience) are rejected. A local check cannot see revocation: a revoked session's token
 * stays valid until `exp` (at most the access-token lifetime).
 */
export function createAccessTokenVerifier(opts: VerifierOptions): AccessTokenVerifier {
  const base = serverUrls(opts.baseUrl).baseUrl;
  const jwksUrl = new URL(`${base}/api/v1/projects/${encodeURIComponent(opts.projectId)}/.well-known/jwks.json`);
  const issuer = opts.issuer ?? `${base}/api/v1/projects/${opts.projectId}`;
  const fetchImpl = opts.fetch;
  const jwks = createRemoteJWKSet(jwksUrl, {
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    ...(fetchImpl ? { [customFetch]: (url: string, init: RequestInit) => fetchImpl(url, init) } : {}),
  });
  return async (token) => {
    if (typeof token !== 'string' || !token || token === 'undefined') throw new AccessTokenVerificationError('invalid', 'No access token was given.');
    try {
      const { payload } = await jwtVerify(token, jwks, {
        algorithms: ['ES256'],
        issuer,
        audience: opts.projectId,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.project_id !== opts.projectId || typeof payload.refresh_token_id !== 'string') {
        throw new AccessTokenVerificationError('invalid', 'The access token does not carry the claims of a Gatehouse access token.');
      }
      return payload as AccessTokenClaims;
    } catch (e) {
      if (e instanceof AccessTokenVerificationError) throw e;
      if (e instanceof joseErrors.JWTExpired) throw new AccessTokenVerificationError('expired', 'The access token has expired.', { cause: e });
      throw new AccessTokenVerificationError('invalid', `The access token is not valid: ${(e as Error).message}`, { cause: e });
    }
  };
}

/** The token a request carries: `x-stack-access-token`, else `Authorization: Bearer <token>`. */
export function accessTokenFromHeaders(headers: Headers | Record<string, string | string[] | undefined>): string | null {
  const get = (name: string): string | null => {
    if (headers instanceof Headers) return headers.get(name);
    const v = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
  };
  const direct = get('x-stack-access-token');
  if (direct) return direct;
  const auth = get('authorization');
  const m = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return m ? m[1]! : null;
}
