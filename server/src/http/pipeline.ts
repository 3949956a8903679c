import type { AccessType, AppDeps, AuthContext, AuthPorts, AuthProject, AuthUser } from './context.ts';
import { ACCESS_TYPES } from './context.ts';
import { knownError, type KnownError } from './errors.ts';
import { verifyAccessToken, type AccessTokenClaims, type RestrictedReason, type VerifyResult } from '../crypto/access-tokens.ts';
import { sha256 } from '../crypto/hashing.ts';
import { revokedAccessToken, revokedAdminAccessToken } from './seed-sdk.ts';

export const INTERNAL_PROJECT_ID = 'internal';
/** Sent by SDKs that have no publishable key: treated exactly like no key. */
export const PUBLIC_CLIENT_SENTINEL = '__stack_public_client__';

type HeaderReader = (name: string) => string | undefined;

/** What the pipeline reads: the token keys and public URL, and the modules' answers about projects and users. */
export type PipelineDeps = Pick<AppDeps, 'signingKeys' | 'config'> & { ports: AuthPorts };

/**
 * A header's value; empty values count as absent (SDKs send empty keys in some modes). A module
 * function rather than a closure per request (tsx names each closure it creates: a property write).
 */
function sent(header: HeaderReader, name: string): string | undefined {
  const v = header(name);
  return v === undefined || v === '' ? undefined : v;
}

/**
 * Resolves the x-stack-* headers into an AuthContext, in the exact order of wire-contract §2.2
 * (first failure wins). Returns null when no access type was sent. `since`: when the request
 * arrived; the project, session and user read reflect every change committed before it.
 */
export async function resolveAuth(header: HeaderReader, deps: PipelineDeps, since: number = performance.now()): Promise<AuthContext | null> {
  const accessType = sent(header, 'x-stack-access-type');
  const adminToken = sent(header, 'x-stack-admin-access-token');
  const keys = { client: sent(header, 'x-stack-publishable-client-key'), server: sent(header, 'x-stack-secret-server-key'), admin: sent(header, 'x-stack-super-secret-admin-key') };

  if (!accessType) {
    if (keys.client || keys.server || keys.admin || adminToken) throw knownError('PROJECT_KEY_WITHOUT_ACCESS_TYPE');
    return null;
  }
  if (!(ACCESS_TYPES as readonly string[]).includes(accessType)) throw knownError('INVALID_ACCESS_TYPE');
  const type = accessType as AccessType;
  const projectId = sent(header, 'x-stack-project-id');
  if (!projectId) throw knownError('ACCESS_TYPE_WITHOUT_PROJECT_ID', { request_type: type });

  const accessToken = sent(header, 'x-stack-access-token');
  const allowAnonymous = sent(header, 'x-stack-allow-anonymous-user') === 'true';
  // Allowing anonymous users implies allowing restricted ones (wire-contract §2.1).
  const allowRestricted = allowAnonymous || sent(header, 'x-stack-allow-restricted-user') === 'true';
  const claims = accessToken ? await checkUserToken(deps, accessToken, projectId, allowAnonymous, allowRestricted) : null;

  // The project and its live key digests come from the projects module (a per-process cache kept
  // exact by database announcements). Keys are compared as SHA-256 digests in constant time, so no
  // secret is ever compared byte by byte.
  let presentedKey = adminToken ? undefined : keys[type];
  if (type === 'client' && presentedKey === PUBLIC_CLIENT_SENTINEL) presentedKey = undefined;
  const found = await deps.ports.project(projectId, since);
  if (!found) throw knownError('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });
  const project = found.project;
  const keyIsLive = presentedKey !== undefined && found.hasLiveKey(type, sha256(presentedKey));

  let dashboardUserId: string | null = null;
  if (adminToken) {
    dashboardUserId = await checkAdminToken(deps, adminToken, project, sent(header, 'x-stack-client-version'), since);
  } else if (type === 'client') {
    if (presentedKey === undefined) {
      if (found.requiresPublishableClientKey) throw knownError('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: project.id });
    } else if (!keyIsLive) throw knownError('INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: project.id });
  } else if (type === 'server') {
    if (presentedKey === undefined) throw knownError('SERVER_AUTHENTICATION_REQUIRED');
    if (!keyIsLive) throw knownError('INVALID_SECRET_SERVER_KEY', { project_id: project.id });
  } else {
    if (presentedKey === undefined) throw knownError('ADMIN_AUTHENTICATION_REQUIRED');
    if (!keyIsLive) throw knownError('INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
  }

  // Branches are checked after keys, so they cannot be probed without a key.
  const branchId = sent(header, 'x-stack-branch-id') ?? 'main';
  if (branchId !== 'main') throw knownError('BRANCH_DOES_NOT_EXIST', { branch_id: branchId });

  let user: AuthUser | null = null;
  let restrictedReason: RestrictedReason | null = null;
  if (claims) {
    // Revocation is immediate: a token whose session was revoked, or whose user was deleted,
    // stops working on our own API now, not when it expires.
    const found = await deps.ports.sessionUser(project, claims.sub, claims.refresh_token_id, since);
    // (The seed system's own SDKs are told UNPARSABLE_ACCESS_TOKEN: seed-sdk.ts says why.)
    if (!found) throw revokedAccessToken(sent(header, 'x-stack-client-version'));
    user = found.user;
    // So is a restriction: the stored user decides, not the claims of a token minted before it
    // (step 5 above checked the claims; a user restricted since then is refused here alike).
    restrictedReason = found.restrictedReason;
    if (restrictedReason && !allowRestricted) throw knownError('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: restrictedReason });
  }
  return { type, project, branchId, user, sessionId: claims?.refresh_token_id ?? null, restrictedReason, dashboardUserId, acceptLanguage: sent(header, 'accept-language') ?? null };
}

/**
 * The known error for a user access token that did not verify: ACCESS_TOKEN_EXPIRED with what the
 * expired token says, else UNPARSABLE_ACCESS_TOKEN. Shared with routes that take a token in another
 * place (the OAuth authorize `token` parameter), so both report it alike.
 */
export function accessTokenRefusal(result: Exclude<VerifyResult, { ok: true }>): KnownError {
  if (result.reason !== 'expired') return knownError('UNPARSABLE_ACCESS_TOKEN');
  const c = result.claims;
  return knownError('ACCESS_TOKEN_EXPIRED', {
    expired_at_millis: typeof c.exp === 'number' ? c.exp * 1000 : null,
    project_id: c.project_id ?? null,
    user_id: c.sub ?? null,
    refresh_token_id: c.refresh_token_id ?? null,
  });
}

async function checkUserToken(deps: PipelineDeps, token: string, projectId: string, allowAnonymous: boolean, allowRestricted: boolean): Promise<AccessTokenClaims> {
  const result = await verifyAccessToken(deps.signingKeys, deps.config.publicUrl, token);
  if (!result.ok) throw accessTokenRefusal(result);
  const claims = result.claims;
  if (claims.project_id !== projectId) throw knownError('INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: projectId, actual_project_id: claims.project_id });
  if (claims.is_anonymous && !allowAnonymous) throw knownError('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
  if (claims.restricted_reason && !allowRestricted) throw knownError('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: claims.restricted_reason });
  return claims;
}

/**
 * Dashboard mode: an access token of an internal-project user stands in for the admin key of a
 * project that one of the user's teams owns.
 */
async function checkAdminToken(deps: PipelineDeps, token: string, project: AuthProject, clientVersion: string | undefined, since: number): Promise<string> {
  const result = await verifyAccessToken(deps.signingKeys, deps.config.publicUrl, token);
  if (!result.ok) {
    if (result.reason === 'expired') throw knownError('ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: typeof result.claims.exp === 'number' ? result.claims.exp * 1000 : null });
    throw knownError('UNPARSABLE_ADMIN_ACCESS_TOKEN');
  }
  const claims = result.claims;
  if (claims.is_anonymous || claims.is_restricted) throw knownError('UNPARSABLE_ADMIN_ACCESS_TOKEN');
  if (claims.project_id !== INTERNAL_PROJECT_ID) throw knownError('INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN');
  const access = await deps.ports.dashboardAccess(claims.sub, claims.refresh_token_id, project.id, since);
  if (!access.sessionLive) throw revokedAdminAccessToken(clientVersion);
  // Refused like a restricted token (wire-contract §2.2 b), decided on the stored user.
  if (access.restricted) throw knownError('UNPARSABLE_ADMIN_ACCESS_TOKEN');
  if (!access.ownsProject) throw knownError('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
  return claims.sub;
}
