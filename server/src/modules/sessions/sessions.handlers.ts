import { route, requireAuth, resolveUserId } from '../../http/router.ts';
import type { AuthContext } from '../../http/context.ts';
import { createSession, deleteCurrentSession, listSessions, refreshCurrentSession, revokeSession } from './sessions.routes.ts';
import * as sessions from './sessions.service.ts';
import { refreshSession } from './refresh.service.ts';
import { toSessionDto } from './sessions.dto.ts';

/** The caller's session counts as "current" only when the caller is the user being looked at. */
function currentSessionOf(auth: AuthContext, userId: string): string | null {
  return auth.user?.id === userId ? auth.sessionId : null;
}

// `current` routes are registered before `{id}`: on DELETE /auth/sessions/current the first match answers.
export const sessionRoutes = [
  route(refreshCurrentSession, async (c, { headers }, deps, auth) => {
    const refreshed = await refreshSession(deps, requireAuth(auth).project, headers['x-stack-refresh-token']);
    return c.json({ access_token: refreshed.accessToken, refresh_token: refreshed.refreshToken }, 200);
  }),
  route(listSessions, async (c, { query }, deps, auth) => {
    const a = requireAuth(auth);
    const userId = resolveUserId(a, query.user_id);
    const list = await sessions.listSessions(deps, a.project.id, userId, { includeImpersonation: a.type === 'admin' });
    const current = currentSessionOf(a, userId);
    return c.json({ items: list.map((s) => toSessionDto(s, current)), is_paginated: false as const }, 200);
  }),
  route(deleteCurrentSession, async (c, _input, deps, auth) => {
    const a = requireAuth(auth);
    // access.user 'required' guarantees a user, and with it the session its token came from.
    await sessions.revokeCurrentSession(deps, a.project.id, a.sessionId!);
    return c.json({ success: true as const }, 200);
  }),
  route(revokeSession, async (c, { params, query }, deps, auth) => {
    const a = requireAuth(auth);
    const userId = resolveUserId(a, query.user_id);
    await sessions.revokeSession(deps, a.project.id, userId, params.id, {
      currentSessionId: currentSessionOf(a, userId),
      includeImpersonation: a.type === 'admin',
    });
    return c.json({ success: true as const }, 200);
  }),
  route(createSession, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    const issued = await sessions.createSessionForUser(deps, a.project.id, resolveUserId(a, body.user_id), {
      isImpersonation: body.is_impersonation ?? false,
      expiresInMillis: body.expires_in_millis,
    });
    return c.json({ refresh_token: issued.refreshToken, access_token: issued.accessToken }, 200);
  }),
];
