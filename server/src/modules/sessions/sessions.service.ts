import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { mintAccessToken } from '../../crypto/access-tokens.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';
import { findUser, type UserRecord } from '../users/users.records.ts';

export const DEFAULT_SESSION_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
}

/** Opens a session (refresh-token chain) for a user and mints its first access token. */
export async function createSession(
  deps: Deps,
  user: UserRecord,
  opts: { isImpersonation?: boolean; expiresInMillis?: number } = {},
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = randomCode(45);
  const expiresAt = new Date(Date.now() + (opts.expiresInMillis ?? DEFAULT_SESSION_LIFETIME_MS));
  await deps.em.execute(`insert into user_session (id, project_id, user_id, refresh_token_hash, is_impersonation, expires_at) values (?, ?, ?, ?, ?, ?)`, [
    sessionId, user.projectId, user.id, sha256(refreshToken), opts.isImpersonation ?? false, expiresAt,
  ]);
  const accessToken = await accessTokenFor(deps, user, sessionId);
  return { sessionId, refreshToken, accessToken };
}

export function accessTokenFor(deps: Deps, user: UserRecord, sessionId: string): Promise<string> {
  return mintAccessToken(deps.signingKeys, deps.config.publicUrl, deps.config.accessTokenTtlSeconds, {
    projectId: user.projectId,
    userId: user.id,
    sessionId,
    displayName: user.displayName,
    primaryEmail: user.primaryEmail,
    primaryEmailVerified: user.primaryEmailVerified,
    selectedTeamId: user.selectedTeamId,
    signedUpAt: user.signedUpAt,
    isAnonymous: user.isAnonymous,
    requiresTotpMfa: user.requiresTotpMfa,
  });
}

/** The longest session POST /auth/sessions may open (367 days, as the wire contract allows). */
export const MAX_SESSION_LIFETIME_MS = 31_708_800_000;

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  lastUsedAt: Date;
  isImpersonation: boolean;
}

/**
 * A user's live sessions, newest first. Impersonation sessions (opened by an admin acting as the
 * user) are shown only to admins: the user should not see them, nor a server acting for the user.
 */
export async function listSessions(deps: Deps, projectId: string, userId: string, opts: { includeImpersonation: boolean }): Promise<SessionRecord[]> {
  const rows = await deps.em.execute(
    `select id, user_id, created_at, last_used_at, is_impersonation from user_session
     where project_id = ? and user_id = ? and expires_at > now() and (?::boolean or not is_impersonation)
     order by created_at desc, id`,
    [projectId, userId, opts.includeImpersonation],
  );
  return rows.map((r) => ({
    id: r.id as string,
    userId: r.user_id as string,
    createdAt: new Date(r.created_at as string),
    lastUsedAt: new Date(r.last_used_at as string),
    isImpersonation: r.is_impersonation as boolean,
  }));
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
  const rows = await deps.em.execute(
    `delete from user_session where id = ? and project_id = ? and user_id = ? and (?::boolean or not is_impersonation) returning id`,
    [sessionId, projectId, userId, opts.includeImpersonation],
  );
  if (!rows.length) throw knownError('SESSION_NOT_FOUND');
}

/** Sign-out: ends the session the access token was minted from, so the token stops working at once. */
export async function revokeCurrentSession(deps: Deps, projectId: string, sessionId: string): Promise<void> {
  const rows = await deps.em.execute(`delete from user_session where id = ? and project_id = ? returning id`, [sessionId, projectId]);
  if (!rows.length) throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
}

/**
 * Ends a user's sessions after a credential change: all of them (keepSessionId null: reset, a
 * server-side change), or all but the one of the device that made the change (update, set).
 * Takes an EntityManager so it runs inside the caller's transaction.
 */
export async function revokeUserSessions(em: EntityManager, projectId: string, userId: string, keepSessionId: string | null): Promise<void> {
  await em.execute(`delete from user_session where project_id = ? and user_id = ? and id is distinct from ?`, [projectId, userId, keepSessionId]);
}

/** POST /auth/sessions: a server opens a session for one of its users (server-side sign-in, impersonation). */
export async function createSessionForUser(
  deps: Deps,
  projectId: string,
  userId: string,
  opts: { isImpersonation: boolean; expiresInMillis?: number },
): Promise<IssuedSession> {
  const user = await findUser(deps.em, projectId, userId);
  if (!user) throw knownError('USER_ID_DOES_NOT_EXIST', { user_id: userId });
  return createSession(deps, user, opts);
}

/** Whether the session is live (unexpired, not revoked) and belongs to this user of this project. */
export async function isLiveSession(em: EntityManager, projectId: string, userId: string, sessionId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from user_session where id = ? and user_id = ? and project_id = ? and expires_at > now()`, [sessionId, userId, projectId]);
  return rows.length > 0;
}
