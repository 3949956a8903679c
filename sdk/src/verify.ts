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

/**
 * Why a token was refused:
 * - `missing`: no token (authenticateRequest: the request carries none);
 * - `malformed`: not a compact JWS/JWT;
 * - `signature`: not signed with ES256 by one of the project's keys (unknown `kid`, other algorithm, forged);
 * - `issuer`: `iss` is not the project's issuer (the discovery document's, or the `issuer` option);
 * - `audience`: `aud` is not the project id (e.g. an anonymous or restricted user's token, or another project's);
 * - `expired` / `not_yet_valid`: outside `exp`/`nbf`, beyond the 30 s tolerance;
 * - `claims`: a Gatehouse claim is missing or names another project;
 * - `keys_unavailable`: the JWKS or the discovery document could not be fetched from Gatehouse.
 */
export type AccessTokenRefusal = 'missing' | 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired' | 'not_yet_valid' | 'claims' | 'keys_unavailable';

/** What a `...Result` check answers: the claims, or why the token was refused. */
export type AccessTokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: AccessTokenRefusal; message: string };

/**
 * verifyAccessToken rejected the token; `reason` says whether a refresh could help ('expired')
 * or not ('invalid'), `refusal` says exactly why.
 */
export class AccessTokenVerificationError extends GatehouseError {
  readonly refusal: AccessTokenRefusal;
  constructor(readonly reason: 'expired' | 'invalid', message: string, options?: { cause?: unknown; refusal?: AccessTokenRefusal }) {
    super(message, options);
    this.refusal = options?.refusal ?? (reason === 'expired' ? 'expired' : 'malformed');
  }
}

export interface VerifierOptions {
  /** The Gatehouse server as this backend reaches it, with or without /api/v1. */
  baseUrl: string;
  projectId: string;
  /**
   * The `iss` tokens must carry. Default: the `issuer` of the project's discovery document
   * (`<baseUrl>/api/v1/projects/<id>/.well-known/openid-configuration`, cached like the JWKS),
   * which is the server's GATEHOUSE_PUBLIC_URL and need not be `baseUrl`. A server without that
   * document (older versions) is taken to use `<baseUrl>/api/v1/projects/<id>`.
   */
  issuer?: string;
  fetch?: FetchLike;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;
export type AccessTokenChecker = (token: string) => Promise<AccessTokenCheck>;

/**
 * Checks a user's access token locally against the project's JWKS, so a backend can
 * authenticate requests without calling Gatehouse: ES256 only, issuer (see `issuer`) and
 * audience (the project id) checked, 30 s clock tolerance, keys and issuer cached 300 s.
 * Anonymous and restricted users' tokens (other issuers and audiences) are refused. A local check
 * cannot see revocation: a revoked session's token stays valid until `exp` (at most the
 * access-token lifetime). Never throws: the answer says why a token was refused.
 */
export function createAccessTokenChecker(opts: VerifierOptions): AccessTokenChecker {
  const base = serverUrls(opts.baseUrl).baseUrl;
  const projectPath = `${base}/api/v1/projects/${encodeURIComponent(opts.projectId)}`;
  // Both fetched through the address this backend uses; the document's own absolute URLs name
  // the public address, which this backend may not reach.
  const jwksUrl = new URL(`${projectPath}/.well-known/jwks.json`);
  const fetchImpl: FetchLike = opts.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const jwks = createRemoteJWKSet(jwksUrl, {
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    ...(opts.fetch ? { [customFetch]: (url: string, init: RequestInit) => fetchImpl(url, init) } : {}),
  });
  const issuer = opts.issuer !== undefined ? async () => opts.issuer! : discoveredIssuer(`${projectPath}/.well-known/openid-configuration`, `${base}/api/v1/projects/${opts.projectId}`, fetchImpl);

  return async (token) => {
    if (typeof token !== 'string' || !token || token === 'undefined') return refused('missing', 'No access token was given.');
    try {
      const { payload } = await jwtVerify(token, jwks, {
        algorithms: ['ES256'],
        issuer: await issuer(),
        audience: opts.projectId,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.project_id !== opts.projectId || typeof payload.refresh_token_id !== 'string') {
        return refused('claims', 'The access token does not carry the claims of a Gatehouse access token for this project.');
      }
      return { ok: true, claims: payload as AccessTokenClaims };
    } catch (e) {
      return refusalOf(e);
    }
  };
}

/** As createAccessTokenChecker, but throws AccessTokenVerificationError (with `refusal`) instead. */
export function createAccessTokenVerifier(opts: VerifierOptions): AccessTokenVerifier {
  const check = createAccessTokenChecker(opts);
  return async (token) => {
    const result = await check(token);
    if (result.ok) return result.claims;
    throw new AccessTokenVerificationError(result.reason === 'expired' ? 'expired' : 'invalid', result.message, { refusal: result.reason });
  };
}

const refused = (reason: AccessTokenRefusal, message: string): AccessTokenCheck => ({ ok: false, reason, message });

class DiscoveryUnavailable extends Error {}

/**
 * The issuer from the discovery document, fetched once per 300 s (one request at a time); a 404
 * (a server older than the document) means the issuer of old, built from the base URL.
 */
function discoveredIssuer(url: string, fallback: string, fetchImpl: FetchLike): () => Promise<string> {
  let cached: { issuer: string; at: number } | undefined;
  let pending: Promise<string> | undefined;
  const load = async (): Promise<string> => {
    let res: Response;
    try {
      res = await fetchImpl(url, { method: 'GET', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
    } catch (e) {
      throw new DiscoveryUnavailable(`the discovery document ${url} could not be fetched: ${(e as Error).message}`);
    }
    // An older server without the document; an unknown project is then told by the JWKS fetch.
    if (res.status === 404) return fallback;
    const body = res.ok ? ((await res.json().catch(() => null)) as { issuer?: unknown } | null) : null;
    if (typeof body?.issuer !== 'string' || !body.issuer) throw new DiscoveryUnavailable(`the discovery document ${url} answered ${res.status} without an issuer`);
    return body.issuer;
  };
  return async () => {
    if (cached && Date.now() - cached.at < JWKS_CACHE_MAX_AGE_MS) return cached.issuer;
    pending ??= load().finally(() => (pending = undefined));
    const issuer = await pending;
    cached = { issuer, at: Date.now() };
    return issuer;
  };
}

function refusalOf(e: unknown): AccessTokenCheck {
  const message = (e as Error)?.message ?? String(e);
  if (e instanceof DiscoveryUnavailable) return refused('keys_unavailable', `The project's issuer is unknown: ${message}.`);
  if (e instanceof joseErrors.JWTExpired) return refused('expired', 'The access token has expired.');
  if (e instanceof joseErrors.JWTClaimValidationFailed) {
    if (e.claim === 'iss') return refused('issuer', `The access token's issuer is not this project's: ${message}.`);
    if (e.claim === 'aud') return refused('audience', `The access token is not for this project (audience): ${message}.`);
    if (e.claim === 'nbf' || e.claim === 'iat') return refused('not_yet_valid', `The access token is not valid yet: ${message}.`);
    return refused('claims', `The access token is missing a claim: ${message}.`);
  }
  if (e instanceof joseErrors.JWSSignatureVerificationFailed || e instanceof joseErrors.JWKSNoMatchingKey || e instanceof joseErrors.JWKSMultipleMatchingKeys || e instanceof joseErrors.JOSEAlgNotAllowed) {
    return refused('signature', `The access token is not signed by this project's keys: ${message}.`);
  }
  if (e instanceof joseErrors.JWSInvalid || e instanceof joseErrors.JWTInvalid || e instanceof joseErrors.JOSENotSupported) {
    return refused('malformed', `The access token is malformed: ${message}.`);
  }
  // The JWKS fetch: a timeout, an error answer, a network failure.
  return refused('keys_unavailable', `The project's keys could not be fetched: ${message}.`);
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
