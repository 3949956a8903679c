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

export function listTeamPermissions(deps: Deps, projectId: string, filter: { teamId?: string; userId?: string; permissionId?: string }, recursive: boolean): Promise<TeamPermissionRow[]> {
  return store.listTeamPermissions(deps.hotSql, projectId, filter, recursive);
}

export function listProjectPermissions(deps: Deps, projectId: string, filter: { userId?: string; permissionId?: string }, recursive: boolean): Promise<ProjectPermissionRow[]> {
  return store.listProjectPermissions(deps.hotSql, projectId, filter, recursive);
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
