import type { Handler } from '../../http/router.ts';
import type { AuthContext } from '../../http/context.ts';
import type * as routes from './sessions.routes.ts';
import * as sessions from './sessions.service.ts';
import { refreshSession } from './refresh.service.ts';
import { toSessionDto } from './sessions.dto.ts';

/** The caller's session counts as "current" only when the caller is the user being looked at. */
function currentSessionOf(auth: AuthContext, userId: string): string | null {
  return auth.user?.id === userId ? auth.sessionId : null;
}

export const refreshCurrentSessionHandler: Handler<typeof routes.refreshCurrentSession> = async (c, { deps, auth, headers }) => {
  const refreshed = await refreshSession(deps, auth.project, headers['x-stack-refresh-token']);
  return c.json({ access_token: refreshed.accessToken, refresh_token: refreshed.refreshToken }, 200);
};

export const listSessionsHandler: Handler<typeof routes.listSessions> = async (c, { deps, auth, userId }) => {
  const list = await sessions.listSessions(deps, auth.project.id, userId, { includeImpersonation: auth.type === 'admin' });
  const current = currentSessionOf(auth, userId);
  return c.json({ items: list.map((s) => toSessionDto(s, current)), is_paginated: false as const }, 200);
};

export const signOutHandler: Handler<typeof routes.deleteCurrentSession> = async (c, { deps, auth }) => {
  await sessions.revokeCurrentSession(deps, auth.project.id, auth.sessionId);
  return c.json({ success: true as const }, 200);
};

export const revokeSessionHandler: Handler<typeof routes.revokeSession> = async (c, { deps, auth, userId, params }) => {
  await sessions.revokeSession(deps, auth.project.id, userId, params.id, {
    currentSessionId: currentSessionOf(auth, userId),
    includeImpersonation: auth.type === 'admin',
  });
  return c.json({ success: true as const }, 200);
};

export const revokeSessionsHandler: Handler<typeof routes.revokeSessions> = async (c, { deps, auth, userId, query }) => {
  const revoked = await sessions.revokeOtherSessions(deps, auth.project.id, userId, {
    currentSessionId: query.exclude_current ? currentSessionOf(auth, userId) : null,
    includeImpersonation: auth.type === 'admin',
  });
  return c.json({ success: true as const, revoked_count: revoked }, 200);
};

export const createSessionHandler: Handler<typeof routes.createSession> = async (c, { deps, auth, userId, body }) => {
  const issued = await sessions.createSessionForUser(deps, auth.project.id, userId, {
    isImpersonation: body.is_impersonation ?? false,
    expiresInMillis: body.expires_in_millis,
  });
  return c.json({ refresh_token: issued.refreshToken, access_token: issued.accessToken }, 200);
};
