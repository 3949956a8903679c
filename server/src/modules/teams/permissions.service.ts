import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { withForeignKeys } from '../../db/foreign-key-violations.ts';
import * as store from './permissions.store.ts';
import type { PermissionScope, ProjectPermissionRow, TeamPermissionRow } from './permissions.store.ts';
import { isTeamMember } from './teams.store.ts';

/**
 * Granting, revoking and listing team and project permissions (wire-contract §9.13). Server and
 * admin grant and revoke; anyone lists (clients their own, which the router enforces).
 */

/**
 * Team permissions of the project's members, filtered, sorted by team, user and id. `recursive`:
 * with everything the direct grants contain, expanded in memory with the project's permission
 * graph (held in the project cache, which the database keeps current); the permission filter is
 * applied after the expansion, so it finds permissions held only through another.
 */
export async function listTeamPermissions(deps: Deps, projectId: string, filter: { teamId?: string; userId?: string; permissionId?: string }, recursive: boolean): Promise<TeamPermissionRow[]> {
  if (!recursive) return store.listTeamPermissions(deps.hotSql, projectId, filter);
  const direct = await directTeamGrants(deps, projectId, filter.teamId, filter.userId);
  return expandGrants(direct, (a, b) => a.teamId === b.teamId && a.userId === b.userId, await permissionGraph(deps, projectId), filter.permissionId);
}

/**
 * One user's direct grants come from the per-process user cache, as one entry of all the user's
 * teams: the `user_id=me` listing uses it whole, a check in one team (the SDK's `hasPermission`:
 * team_id, user_id, permission_id, recursive) its rows of that team (the rows are sorted by team,
 * so the order holds). Not an entry per team: team ids are the caller's to choose, and entries a
 * client could mint without end would push everyone's sessions out of the bounded cache.
 * Everyone's grants (no user) are read from the database.
 */
function directTeamGrants(deps: Deps, projectId: string, teamId: string | undefined, userId: string | undefined): Promise<TeamPermissionRow[]> {
  if (userId === undefined) return store.listTeamPermissions(deps.hotSql, projectId, { teamId });
  const all = deps.sessionUsers.userRows(projectId, userId, 'team-grants', () => store.listTeamPermissions(deps.hotSql, projectId, { userId }), deps.since);
  return teamId === undefined ? all : all.then((rows) => rows.filter((r) => r.teamId === teamId));
}

/** Project permissions, like listTeamPermissions, sorted by user and id. */
export async function listProjectPermissions(deps: Deps, projectId: string, filter: { userId?: string; permissionId?: string }, recursive: boolean): Promise<ProjectPermissionRow[]> {
  if (!recursive) return store.listProjectPermissions(deps.hotSql, projectId, filter);
  const direct = await store.listProjectPermissions(deps.hotSql, projectId, { userId: filter.userId });
  return expandGrants(direct, (a, b) => a.userId === b.userId, await permissionGraph(deps, projectId), filter.permissionId);
}

/**
 * The project's permission graph (projects/permission-graph.ts, reached through the cache on deps:
 * the projects module imports this one, so no import back). Null: the project was deleted meanwhile.
 */
type PermissionGraph = NonNullable<Awaited<ReturnType<Deps['projectCache']['get']>>>['permissions'];
async function permissionGraph(deps: Deps, projectId: string): Promise<PermissionGraph | null> {
  return (await deps.projectCache.get(projectId, deps.since))?.permissions ?? null;
}

/**
 * Direct grants (sorted by holder, so each holder's rows are adjacent; `sameHolder` says where a
 * holder ends) with everything they contain: per holder, each held id once, sorted as the database
 * sorts with collate "C" (ids are ASCII, so code-unit order is byte order); only `onlyId` when given.
 */
function expandGrants<R extends { permissionId: string }>(direct: readonly R[], sameHolder: (a: R, b: R) => boolean, graph: PermissionGraph | null, onlyId: string | undefined): R[] {
  const rows: R[] = [];
  for (let start = 0; start < direct.length; ) {
    const directIds: string[] = [];
    let end = start;
    for (; end < direct.length && sameHolder(direct[start], direct[end]); end++) directIds.push(direct[end].permissionId);
    // Without a graph (the project deleted meanwhile) a holder holds its direct ids: sorted, distinct.
    const held = graph ? graph.heldThrough(directIds) : [...new Set(directIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ids = onlyId !== undefined ? (held.includes(onlyId) ? [onlyId] : []) : held;
    for (const permissionId of ids) rows.push({ ...direct[start], permissionId });
    start = end;
  }
  return rows;
}

/** The permission is defined with this scope (PERMISSION_NOT_FOUND / WRONG_PERMISSION_SCOPE otherwise). */
async function checkDefined(deps: Deps, projectId: string, permissionId: string, expected: PermissionScope): Promise<void> {
  const actual = await store.permissionScope(deps.em, projectId, permissionId);
  if (!actual) throw knownError('PERMISSION_NOT_FOUND', { permission_id: permissionId });
  if (actual !== expected) throw knownError('WRONG_PERMISSION_SCOPE', { permission_id: permissionId, expected_scope: expected, actual_scope: actual });
}

/** Grants a team permission to a member of the team; granting it again changes nothing. */
export async function grantTeamPermission(deps: Deps, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  const notMember = () => knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  if (!(await isTeamMember(deps.em, projectId, teamId, userId))) throw notMember();
  await checkDefined(deps, projectId, permissionId, 'team');
  // The checks above give the precise error; the foreign keys stop a membership or definition
  // deleted in between from leaving a grant behind.
  await withForeignKeys(() => store.grantTeamPermission(deps.em, projectId, teamId, userId, permissionId), {
    team_member_permission_team_id_user_id_fkey: notMember,
    team_member_permission_definition_fk: () => knownError('PERMISSION_NOT_FOUND', { permission_id: permissionId }),
  });
}

/**
 * Revokes a directly granted team permission (one held only through another cannot be revoked on
 * its own). Not a member, and an unknown permission, are told apart from "not granted" like grants.
 */
export async function revokeTeamPermission(deps: Deps, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  if (await store.revokeTeamPermission(deps.em, projectId, teamId, userId, permissionId)) return;
  if (!(await isTeamMember(deps.em, projectId, teamId, userId))) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  await checkDefined(deps, projectId, permissionId, 'team');
  throw knownError('TEAM_PERMISSION_NOT_FOUND', { team_id: teamId, user_id: userId, permission_id: permissionId });
}

export async function grantProjectPermission(deps: Deps, projectId: string, userId: string, permissionId: string): Promise<void> {
  await checkDefined(deps, projectId, permissionId, 'project');
  const granted = await withForeignKeys(() => store.grantProjectPermission(deps.em, projectId, userId, permissionId), {
    project_user_permission_definition_fk: () => knownError('PERMISSION_NOT_FOUND', { permission_id: permissionId }),
    project_user_permission_user_id_fkey: () => knownError('USER_NOT_FOUND'),
  });
  if (!granted) throw knownError('USER_NOT_FOUND');
}

export async function revokeProjectPermission(deps: Deps, projectId: string, userId: string, permissionId: string): Promise<void> {
  if (!(await store.revokeProjectPermission(deps.em, projectId, userId, permissionId))) throw knownError('PERMISSION_NOT_FOUND', { permission_id: permissionId });
}
