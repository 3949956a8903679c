import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';
import { mintAccessToken } from '../../crypto/access-tokens.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';
import * as store from './sessions.store.ts';
import type { SessionOrigin, SessionRecord, SessionSubject, SignInMethod } from './sessions.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings } from './sessions.settings.ts';

export const DEFAULT_SESSION_LIFETIME_MS = 365 * 24 * 3600 * 1000;

const NO_ORIGIN: SessionOrigin = { ip: null, userAgent: null, location: null };
/** The request's client address and user agent, as the router worked them out; unknown outside a request. */
export const originOfDeps = (deps: Deps): SessionOrigin => deps.origin?.() ?? NO_ORIGIN;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
}

/**
 * Opens a session (refresh-token chain) for a user (a UserRecord will do) and mints its first
 * access token. Every sign-in comes through here, so it marks the user active (through the users
 * module's port: sessions sit below users); an admin impersonating the user does not.
 */
export async function createSession(
  deps: Deps,
  subject: SessionSubject,
  /**
   * method: how the user signed in (shown in the session list); the request's origin (deps.origin)
   * is recorded with it. signedInAt: the sign-in this session continues (a handoff sibling, a CLI
   * login); default now.
   */
  opts: { method: SignInMethod; isImpersonation?: boolean; expiresInMillis?: number; signedInAt?: Date },
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = randomCode(45);
  await store.insertSession(deps.em, {
    id: sessionId,
    projectId: subject.projectId,
    userId: subject.id,
    refreshTokenHash: sha256(refreshToken),
    isImpersonation: opts.isImpersonation ?? false,
    expiresAt: new Date(Date.now() + (opts.expiresInMillis ?? DEFAULT_SESSION_LIFETIME_MS)),
    signedInAt: opts.signedInAt,
    signInMethod: opts.method,
    origin: originOfDeps(deps),
  });
  if (!opts.isImpersonation) deps.userActivity.seen(subject.projectId, subject.id, subject.lastActiveAt ?? null);
  const accessToken = await accessTokenFor(deps, subject, sessionId);
  return { sessionId, refreshToken, accessToken };
}

/**
 * Opens a session made from the live session `parentId` without a new sign-in (a cross-domain
 * sibling): it ends with the parent, however the parent ends, and expires when it does (the store
 * links and copies both in one statement). Null when the parent is gone or expired.
 */
export async function createChildSession(deps: Deps, subject: SessionSubject, parentId: string): Promise<IssuedSession | null> {
  const sessionId = randomUUID();
  const refreshToken = randomCode(45);
  // The sibling keeps the parent's sign-in method; its origin is this request's (another domain, maybe another device).
  const child = await store.insertChildSession(deps.em, { id: sessionId, projectId: subject.projectId, refreshTokenHash: sha256(refreshToken), origin: originOfDeps(deps) }, parentId);
  // The parent's user is the subject's (the caller read both from the parent); guard anyway.
  if (!child || child.userId !== subject.id) return null;
  if (!child.isImpersonation) deps.userActivity.seen(subject.projectId, subject.id, subject.lastActiveAt ?? null);
  return { sessionId, refreshToken, accessToken: await accessTokenFor(deps, subject, sessionId) };
}

/**
 * The project's onboarding.requireEmailVerification decides whether an unverified user gets a restricted
 * token. A caller holding the project passes it (the refresh hot path); otherwise it comes from
 * the project cache (already warm: the request's pipeline loaded the project), so minting a token
 * costs no extra query.
 */
export async function accessTokenFor(deps: Deps, subject: SessionSubject, sessionId: string, requireEmailVerificationKnown?: boolean): Promise<string> {
  const cached = requireEmailVerificationKnown === undefined ? await deps.projectCache.get(subject.projectId, deps.since) : null;
  const requireEmailVerification = requireEmailVerificationKnown ?? (cached ? sliceOf(cached.project, onboardingSettings).requireEmailVerification : false);
  return mintAccessToken(deps.signingKeys, deps.config.publicUrl, deps.config.accessTokenTtlSeconds, {
    projectId: subject.projectId,
    userId: subject.id,
    sessionId,
    displayName: subject.displayName,
    primaryEmail: subject.primaryEmail,
    primaryEmailVerified: subject.primaryEmailVerified,
    selectedTeamId: subject.selectedTeamId,
    signedUpAt: subject.signedUpAt,
    isAnonymous: subject.isAnonymous,
    restrictedByAdmin: subject.restrictedByAdmin,
    requiresTotpMfa: subject.requiresTotpMfa,
    requireEmailVerification,
  });
}

/** The longest session POST /auth/sessions may open (367 days, as the wire contract allows). */
export const MAX_SESSION_LIFETIME_MS = 31_708_800_000;

/**
 * A user's live sessions, newest first. Impersonation sessions (opened by an admin acting as the
 * user) are shown only to admins: the user should not see them, nor a server acting for the user.
 */
/**
 * The user's live sessions, newest first: at most LIMITS.listedSessions (issue 19 item 3: the list
 * is not paginated, and sign-ins, each a session, cannot be capped without signing someone out).
 * Older sessions still work and can still be ended by id or by a password change.
 */
export function listSessions(deps: Deps, projectId: string, userId: string, opts: { includeImpersonation: boolean }): Promise<SessionRecord[]> {
  return store.listSessions(deps.em, projectId, userId, { ...opts, limit: LIMITS.listedSessions });
}

/**
 * Revokes one session of a user. A session of another user or project, or one hidden from the
 * caller, answers exactly like a missing one, so ids cannot be probed. The caller's own session
 * must be ended with DELETE /auth/sessions/current instead (a deliberate sign-out).
 */
export async function revokeSession(
  deps: Deps,
  projectId: string,
  userId: string,
  sessionId: string,
  /** The caller's own session when the caller is `userId` (the pipeline has checked it is live), else null. */
  opts: { currentSessionId: string | null; includeImpersonation: boolean },
): Promise<void> {
  if (sessionId === opts.currentSessionId) throw knownError('CANNOT_DELETE_CURRENT_SESSION');
  const deleted = await store.deleteSession(deps.em, projectId, sessionId, { userId, includeImpersonation: opts.includeImpersonation });
  if (!deleted) throw knownError('SESSION_NOT_FOUND');
}

/** Sign-out: ends the session the access token was minted from, so the token stops working at once. */
export async function revokeCurrentSession(deps: Deps, projectId: string, sessionId: string): Promise<void> {
  if (!(await store.deleteSession(deps.em, projectId, sessionId))) throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
}

/** POST /auth/sessions: a server opens a session for one of its users (server-side sign-in, impersonation). */
export async function createSessionForUser(
  deps: Deps,
  projectId: string,
  userId: string,
  opts: { isImpersonation: boolean; expiresInMillis?: number },
): Promise<IssuedSession> {
  const subject = await store.findSessionSubject(deps.em, projectId, userId);
  if (!subject) throw knownError('USER_ID_DOES_NOT_EXIST', { user_id: userId });
  return createSession(deps, subject, { ...opts, method: opts.isImpersonation ? 'impersonation' : 'server' });
}

/**
 * Ends every session of the user but the caller's own (when the caller is that user: "sign out of
 * all other sessions"; otherwise all of them). Impersonation sessions are ended only by admins,
 * who alone can see them. Returns how many ended.
 */
export function revokeOtherSessions(deps: Deps, projectId: string, userId: string, opts: { currentSessionId: string | null; includeImpersonation: boolean }): Promise<number> {
  return store.revokeOtherSessions(deps.em, projectId, userId, { keepSessionId: opts.currentSessionId, includeImpersonation: opts.includeImpersonation });
}
