import { route, requireAuth, resolveUserId } from '../../http/router.ts';
import type { AppContext, AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { problemsOf, schemaErrorMessage } from '../../http/validation.ts';
import type { UserRecord } from './users.records.ts';
import { loadTeam, loadTeams } from './users.teams.ts';
import { toClientUser, toServerUser } from './users.dto.ts';
import { ClientUpdateUserBody, type UpdateUserInput } from './users.schemas.ts';
import * as routes from './users.routes.ts';
import { createUserFromInput, deleteUser, getUser } from './users.service.ts';
import { updateUser } from './users.update.ts';
import { listUsers } from './users.list.ts';

/** The signed-in user, or the error wire-contract §0 names for "me" without one. */
function ownUser(auth: AuthContext): UserRecord {
  if (!auth.user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
  return auth.user;
}

/** The caller's view of a user; only a selected team costs a query (GET /users/me is a hot path). */
async function viewFor(deps: Deps, auth: AuthContext, user: UserRecord) {
  const team = await loadTeam(deps.em, user.projectId, user.selectedTeamId);
  return auth.type === 'client' ? toClientUser(user, team) : toServerUser(user, team);
}

async function serverView(deps: Deps, user: UserRecord) {
  return toServerUser(user, await loadTeam(deps.em, user.projectId, user.selectedTeamId));
}

function schemaError(c: AppContext, problems: string[]): never {
  throw knownError('SCHEMA_ERROR', { message: schemaErrorMessage(c.req.method, new URL(c.req.url).pathname, problems) });
}

/** Cross-field rules of create/update bodies, reported like any other schema problem. */
function checkBodyShape(c: AppContext, body: { password?: unknown; password_hash?: unknown }): void {
  if (body.password !== undefined && body.password_hash !== undefined) {
    schemaError(c, ['body must not contain both password and password_hash: give a plain password to hash, or an existing hash to import']);
  }
}

/**
 * One route serves clients and servers, but a client may set far fewer fields: the declared
 * (documented) body is the server schema, and a client's body is checked again against the
 * strict client schema, so e.g. server_metadata is "body contains unknown properties".
 */
function clientBody(c: AppContext, body: UpdateUserInput): UpdateUserInput {
  const result = ClientUpdateUserBody.safeParse(body);
  if (!result.success) schemaError(c, problemsOf('body', result.error, body));
  return result.data;
}

export const userRoutes = [
  // /users/me first: it would otherwise be taken for /users/{user_id}.
  route(routes.getOwnUser, async (c, _input, deps, auth) => {
    const a = requireAuth(auth);
    return c.json(await viewFor(deps, a, ownUser(a)), 200);
  }),

  route(routes.updateOwnUser, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    const me = ownUser(a);
    const changes = a.type === 'client' ? clientBody(c, body) : body;
    checkBodyShape(c, changes);
    const user = await updateUser(deps, a.project.id, me.id, changes, a.type === 'client' ? 'client' : 'server');
    return c.json(await viewFor(deps, a, user), 200);
  }),

  route(routes.deleteOwnUser, async (c, _input, deps, auth) => {
    const a = requireAuth(auth);
    const me = ownUser(a);
    if (a.type === 'client' && !a.project.config.client_user_deletion_enabled) throw knownError('CLIENT_USER_DELETION_NOT_ENABLED');
    await deleteUser(deps, a.project.id, me.id);
    return c.json({ success: true as const }, 200);
  }),

  route(routes.listUsers, async (c, { query }, deps, auth) => {
    const a = requireAuth(auth);
    const page = await listUsers(deps, a.project.id, {
      cursor: query.cursor,
      limit: query.limit,
      desc: query.desc,
      query: query.query,
      includeAnonymous: query.include_anonymous,
      teamId: query.team_id,
    });
    const teams = await loadTeams(deps.em, a.project.id, page.users.map((u) => u.selectedTeamId));
    const items = page.users.map((u) => toServerUser(u, u.selectedTeamId ? (teams.get(u.selectedTeamId) ?? null) : null));
    return c.json({ items, is_paginated: true as const, pagination: { next_cursor: page.nextCursor } }, 200);
  }),

  route(routes.createUser, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    checkBodyShape(c, body);
    const user = await createUserFromInput(deps, a.project, body);
    return c.json(await serverView(deps, user), 201);
  }),

  route(routes.getUser, async (c, { params }, deps, auth) => {
    const a = requireAuth(auth);
    const user = await getUser(deps, a.project.id, resolveUserId(a, params.user_id));
    return c.json(await serverView(deps, user), 200);
  }),

  route(routes.updateUser, async (c, { params, body }, deps, auth) => {
    const a = requireAuth(auth);
    checkBodyShape(c, body);
    const user = await updateUser(deps, a.project.id, resolveUserId(a, params.user_id), body, 'server');
    return c.json(await serverView(deps, user), 200);
  }),

  route(routes.deleteUser, async (c, { params }, deps, auth) => {
    const a = requireAuth(auth);
    await deleteUser(deps, a.project.id, resolveUserId(a, params.user_id));
    return c.json({ success: true as const }, 200);
  }),
];
