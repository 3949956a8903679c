import type { Handler } from '../../http/router.ts';
import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError, schemaProblem } from '../../http/errors.ts';
import type { UserRecord } from './users.records.ts';
import { loadTeam, loadTeams } from '../teams/teams.store.ts';
import { toClientUser, toServerUser } from './users.dto.ts';
import type * as routes from './users.routes.ts';
import { createUserFromInput, deleteUser, getUser } from './users.service.ts';
import { updateUser } from './users.update.ts';
import { withCurrentLastActive } from './users.store.ts';
import { listUsers } from './users.list.ts';
import { sliceOf } from '../config/config.settings.ts';
import { userSettings } from './users.settings.ts';
import { onboardingSettings } from '../sessions/sessions.settings.ts';

/** The caller's view of a user; only a selected team costs a query (GET /users/me is a hot path). */
async function viewFor(deps: Deps, auth: AuthContext, user: UserRecord) {
  const team = await loadTeam(deps.em, user.projectId, user.selectedTeamId);
  const requireVerification = sliceOf(auth.project, onboardingSettings).requireEmailVerification;
  // The server view shows last_active_at, which the session cache does not keep current.
  return auth.type === 'client' ? toClientUser(user, team, requireVerification) : toServerUser(await withCurrentLastActive(deps.hotSql, user), team, requireVerification);
}

async function serverView(deps: Deps, auth: AuthContext, user: UserRecord) {
  return toServerUser(user, await loadTeam(deps.em, user.projectId, user.selectedTeamId), sliceOf(auth.project, onboardingSettings).requireEmailVerification);
}

/** Cross-field rules of create/update bodies, reported like any other schema problem. */
function checkBodyShape(body: { password?: unknown; password_hash?: unknown }): void {
  if (body.password !== undefined && body.password_hash !== undefined) {
    throw schemaProblem('body must not contain both password and password_hash: give a plain password to hash, or an existing hash to import');
  }
}

export const getOwnUserHandler: Handler<typeof routes.getOwnUser> = async (c, { deps, auth }) => c.json(await viewFor(deps, auth, auth.user), 200);

export const updateOwnUserHandler: Handler<typeof routes.updateOwnUser> = async (c, { deps, auth, body }) => {
  checkBodyShape(body);
  const user = await updateUser(deps, auth.project.id, auth.user.id, body, auth.type === 'client' ? 'client' : 'server', auth.type === 'client' ? { project: auth.project } : {});
  return c.json(await viewFor(deps, auth, user), 200);
};

export const deleteOwnUserHandler: Handler<typeof routes.deleteOwnUser> = async (c, { deps, auth }) => {
  if (auth.type === 'client' && !sliceOf(auth.project, userSettings).allowClientUserDeletion) throw knownError('CLIENT_USER_DELETION_NOT_ENABLED');
  await deleteUser(deps, auth.project.id, auth.user.id);
  return c.json({ success: true as const }, 200);
};

export const listUsersHandler: Handler<typeof routes.listUsers> = async (c, { deps, auth, query }) => {
  const page = await listUsers(deps, auth.project.id, {
    cursor: query.cursor,
    limit: query.limit,
    desc: query.desc,
    query: query.query,
    includeAnonymous: query.include_anonymous,
    includeRestricted: query.include_restricted,
    requireEmailVerification: sliceOf(auth.project, onboardingSettings).requireEmailVerification,
    onlyAnonymous: query.only_anonymous,
    teamId: query.team_id,
    primaryEmailVerified: query.primary_email_verified,
    hasPassword: query.has_password,
    otpAuthEnabled: query.otp_auth_enabled,
    passkeyAuthEnabled: query.passkey_auth_enabled,
  });
  const teams = await loadTeams(deps.em, auth.project.id, page.users.map((u) => u.selectedTeamId));
  const items = page.users.map((u) => toServerUser(u, u.selectedTeamId ? (teams.get(u.selectedTeamId) ?? null) : null, sliceOf(auth.project, onboardingSettings).requireEmailVerification));
  return c.json({ items, is_paginated: true as const, pagination: { next_cursor: page.nextCursor } }, 200);
};

/** The primary e-mail's flags describe an address: without one they would be dropped silently. */
function checkPrimaryEmailFlags(body: { primary_email?: unknown; primary_email_verified?: unknown; primary_email_auth_enabled?: unknown }): void {
  if (body.primary_email !== undefined && body.primary_email !== null) return;
  const flags = (['primary_email_verified', 'primary_email_auth_enabled'] as const).filter((f) => body[f] !== undefined);
  if (flags.length) throw schemaProblem(...flags.map((f) => `body.${f} requires body.primary_email`));
}

export const createUserHandler: Handler<typeof routes.createUser> = async (c, { deps, auth, body }) => {
  checkBodyShape(body);
  checkPrimaryEmailFlags(body);
  const user = await createUserFromInput(deps, auth.project, body);
  return c.json(await serverView(deps, auth, user), 201);
};

export const getUserHandler: Handler<typeof routes.getUser> = async (c, { deps, auth, userId }) => {
  const user = await getUser(deps, auth.project.id, userId);
  return c.json(await serverView(deps, auth, user), 200);
};

export const updateUserHandler: Handler<typeof routes.updateUser> = async (c, { deps, auth, userId, body }) => {
  checkBodyShape(body);
  const user = await updateUser(deps, auth.project.id, userId, body, 'server');
  return c.json(await serverView(deps, auth, user), 200);
};

export const deleteUserHandler: Handler<typeof routes.deleteUser> = async (c, { deps, auth, userId }) => {
  await deleteUser(deps, auth.project.id, userId);
  return c.json({ success: true as const }, 200);
};
