import { KeyObject, hash, sign } from 'node:crypto';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKeyStore } from './signing-keys.ts';

/** The claims of a Gatehouse access token (SPEC §3, wire-contract §6.1); every one is always present. */
export interface AccessTokenClaims {
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
  restricted_reason: RestrictedReason | null;
  requires_totp_mfa: boolean;
}

export type RestrictedReason = { type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };

const ANONYMOUS: RestrictedReason = Object.freeze({ type: 'anonymous' });
const BY_ADMINISTRATOR: RestrictedReason = Object.freeze({ type: 'restricted_by_administrator' });
const EMAIL_NOT_VERIFIED: RestrictedReason = Object.freeze({ type: 'email_not_verified' });

/**
 * Why a user is restricted, or null: THE one rule (wire-contract §7.1), used for the user object,
 * the access token, the user list and team invitations alike, so they never disagree. Order:
 * anonymous; then, when the project requires e-mail verification (config
 * require_email_verification), a primary e-mail that is not verified (or missing); then
 * restricted by an admin. Frozen shared objects: called per user object, it allocates nothing.
 */
export function restrictedReasonOf(
  u: { isAnonymous: boolean; primaryEmailVerified: boolean; restrictedByAdmin: boolean },
  requireEmailVerification: boolean,
): RestrictedReason | null {
  if (u.isAnonymous) return ANONYMOUS;
  if (requireEmailVerification && !u.primaryEmailVerified) return EMAIL_NOT_VERIFIED;
  if (u.restrictedByAdmin) return BY_ADMINISTRATOR;
  return null;
}

export interface TokenSubject {
  projectId: string;
  userId: string;
  sessionId: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  selectedTeamId: string | null;
  signedUpAt: Date;
  isAnonymous: boolean;
  restrictedByAdmin: boolean;
  requiresTotpMfa: boolean;
  /** The project's require_email_verification setting (one input of restrictedReasonOf). */
  requireEmailVerification: boolean;
}

/**
 * Anonymous and restricted users get their own issuer and audience (wire-contract §6.1), so no
 * backend that checks the plain project audience accepts them by accident.
 */
export type TokenKind = 'normal' | 'anonymous' | 'restricted';
const ISSUER_PATH: Record<TokenKind, string> = { normal: 'projects', anonymous: 'projects-anonymous-users', restricted: 'projects-restricted-users' };
const AUDIENCE_SUFFIX: Record<TokenKind, string> = { normal: '', anonymous: ':anon', restricted: ':restricted' };

function tokenKind(anonymous: boolean, restricted: boolean): TokenKind {
  return anonymous ? 'anonymous' : restricted ? 'restricted' : 'normal';
}
export function issuerFor(publicUrl: string, projectId: string, kind: TokenKind): string {
  return `${publicUrl}/api/v1/${ISSUER_PATH[kind]}/${projectId}`;
}
export function audienceFor(projectId: string, kind: TokenKind): string {
  return projectId + AUDIENCE_SUFFIX[kind];
}

export async function mintAccessToken(keys: SigningKeyStore, publicUrl: string, ttlSeconds: number, s: TokenSubject): Promise<string> {
  const { kid, key } = await keys.signingKeyFor(s.projectId);
  const reason = restrictedReasonOf(s, s.requireEmailVerification);
  const kind = tokenKind(s.isAnonymous, reason !== null);
  const claims: Omit<AccessTokenClaims, 'iat' | 'exp' | 'iss' | 'aud' | 'sub'> = {
    project_id: s.projectId,
    branch_id: 'main',
    refresh_token_id: s.sessionId,
    role: 'authenticated',
    name: s.displayName,
    email: s.primaryEmail,
    email_verified: s.primaryEmailVerified,
    selected_team_id: s.selectedTeamId,
    signed_up_at: Math.floor(s.signedUpAt.getTime() / 1000),
    is_anonymous: s.isAnonymous,
    is_restricted: reason !== null,
    restricted_reason: reason,
    requires_totp_mfa: s.requiresTotpMfa,
  };
  // One clock reading for both, as jose's setIssuedAt() + setExpirationTime(`${ttl}s`) meant.
  const iat = Math.floor(Date.now() / 1000);
  // Same bytes as jose's SignJWT made: header keys alg, kid, typ; the claims, then sub, iss, aud, iat, exp.
  const payload = { ...claims, sub: s.userId, iss: issuerFor(publicUrl, s.projectId, kind), aud: audienceFor(s.projectId, kind), iat, exp: iat + ttlSeconds };
  const input = `${b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: keyObjectOf(key), dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

const b64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * ES256 signing with node's synchronous crypto.sign on a KeyObject: jose signs through WebCrypto,
 * which hands every signature to the libuv thread pool and back (a refresh mints a token each
 * time: issue 24 measured ~130-200 µs of CPU per token through jose against ~105 µs this way).
 * The KeyObject of each (cached, never-changing) signing key is made once.
 */
const keyObjects = new WeakMap<CryptoKey, KeyObject>();
function keyObjectOf(key: CryptoKey): KeyObject {
  let k = keyObjects.get(key);
  if (!k) keyObjects.set(key, (k = KeyObject.from(key)));
  return k;
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired'; claims: Partial<AccessTokenClaims> }
  | { ok: false; reason: 'invalid' };

/**
 * Signature checks are the main CPU cost of an authenticated request, so a verified token's claims
 * are remembered, keyed by the token's SHA-256 (the map holds no bearer token), least recently used
 * dropped first past the bound. Expiry is re-checked on every use (an expired entry is dropped), and
 * the session is still looked up by the pipeline (its cache is kept exact across processes), so a
 * remembered signature never outlives a revocation. Only verified tokens are remembered: garbage
 * cannot fill it. Bound: 20,000 entries of about 1 KB (claims + key), about 20 MB at most.
 */
const verified = new Map<string, AccessTokenClaims>();
const VERIFIED_CACHE_LIMIT = 20_000;

export async function verifyAccessToken(keys: SigningKeyStore, publicUrl: string, token: string): Promise<VerifyResult> {
  // One-shot digest (no Hash object): this runs on every authenticated request.
  const digest = hash('sha256', token, 'base64');
  const cached = verified.get(digest);
  if (cached) {
    verified.delete(digest);
    if (cached.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired', claims: cached };
    verified.set(digest, cached);
    return { ok: true, claims: cached };
  }
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'ES256') return { ok: false, reason: 'invalid' };
    kid = header.kid;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!kid) return { ok: false, reason: 'invalid' };
  const entry = await keys.publicKey(kid);
  if (!entry) return { ok: false, reason: 'invalid' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, entry.key, { algorithms: ['ES256'] }));
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return checkShape(e.payload, entry.projectId, publicUrl) ? { ok: false, reason: 'expired', claims: e.payload as Partial<AccessTokenClaims> } : { ok: false, reason: 'invalid' };
    return { ok: false, reason: 'invalid' };
  }
  if (!checkShape(payload, entry.projectId, publicUrl)) return { ok: false, reason: 'invalid' };
  const claims = payload as unknown as AccessTokenClaims;
  verified.set(digest, claims);
  if (verified.size > VERIFIED_CACHE_LIMIT) verified.delete(verified.keys().next().value!);
  return { ok: true, claims };
}

/**
 * Issuer, audience, anonymity, restriction and the signing key's project must all tell the same
 * story (wire-contract §6.1): anonymous ⇒ restricted, restricted ⇔ a reason.
 */
function checkShape(p: JWTPayload, keyProjectId: string, publicUrl: string): boolean {
  const projectId = p.project_id;
  if (typeof projectId !== 'string' || projectId !== keyProjectId) return false;
  if (typeof p.sub !== 'string' || typeof p.refresh_token_id !== 'string' || typeof p.exp !== 'number') return false;
  const anonymous = p.is_anonymous === true;
  const restricted = p.is_restricted === true;
  if ((anonymous && !restricted) || restricted !== (p.restricted_reason != null)) return false;
  const kind = tokenKind(anonymous, restricted);
  return p.aud === audienceFor(projectId, kind) && p.iss === issuerFor(publicUrl, projectId, kind);
}
