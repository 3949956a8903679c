import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import {
  ListProjectPermissionsQuery,
  ListTeamPermissionsQuery,
  ProjectPermission,
  ProjectPermissionList,
  ProjectPermissionParams,
  TeamPermission,
  TeamPermissionList,
  TeamPermissionParams,
} from './permissions.schemas.ts';

/** Grants of team and project permissions (wire-contract §9.13); the definitions are the projects module's. */

export const TEAM_PERMISSIONS_TAG = 'Team permissions';
export const PROJECT_PERMISSIONS_TAG = 'Project permissions';
const ANY = ['client', 'server', 'admin'] as const;
const SERVER_ONLY = ['server', 'admin'] as const;
const IGNORED_BODY = ' A body, if sent, is ignored.';

export const listTeamPermissions = defineRoute({
  method: 'get',
  path: '/team-permissions',
  operationId: 'listTeamPermissions',
  tag: TEAM_PERMISSIONS_TAG,
  summary: 'List team permissions',
  description:
    'The team permissions members hold, filtered by team, user and permission, sorted by team, user and id. Without recursive=true only the directly granted ones; with it also every permission they contain, transitively (each listed once). Client access must pass its own user (`user_id=me`). Changes nothing.',
  access: { types: ANY, userId: { in: 'query', omit: 'server' } },
  request: { query: ListTeamPermissionsQuery },
  response: { status: 200, description: 'The permissions.', schema: TeamPermissionList },
  errors: [],
});

export const grantTeamPermission = defineRoute({
  method: 'post',
  path: '/team-permissions/{team_id}/{user_id}/{permission_id}',
  operationId: 'grantTeamPermission',
  tag: TEAM_PERMISSIONS_TAG,
  summary: 'Grant a team permission',
  description: `Grants a team permission (a system one or one the project defines) to a member of the team. Granting one the member holds already changes nothing.${IGNORED_BODY}`,
  access: { types: SERVER_ONLY, userId: { in: 'params' } },
  request: { params: TeamPermissionParams },
  response: {
    status: 201,
    description: 'The grant.',
    schema: TeamPermission,
    links: {
      RevokeTeamPermission: {
        operationId: 'revokeTeamPermission',
        parameters: { team_id: '$response.body#/team_id', user_id: '$response.body#/user_id', permission_id: '$response.body#/id' },
      },
    },
  },
  errors: ['TEAM_MEMBERSHIP_NOT_FOUND', 'PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE'],
});

export const revokeTeamPermission = defineRoute({
  method: 'delete',
  path: '/team-permissions/{team_id}/{user_id}/{permission_id}',
  operationId: 'revokeTeamPermission',
  tag: TEAM_PERMISSIONS_TAG,
  summary: 'Revoke a team permission',
  description: `Revokes a team permission granted directly to the member (one held only through a permission that contains it is revoked by revoking that one).${IGNORED_BODY}`,
  access: { types: SERVER_ONLY, userId: { in: 'params' } },
  request: { params: TeamPermissionParams },
  response: { status: 200, description: 'The permission was revoked.', schema: SuccessBody },
  errors: ['TEAM_PERMISSION_NOT_FOUND', 'TEAM_MEMBERSHIP_NOT_FOUND', 'PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE'],
});

export const listProjectPermissions = defineRoute({
  method: 'get',
  path: '/project-permissions',
  operationId: 'listProjectPermissions',
  tag: PROJECT_PERMISSIONS_TAG,
  summary: 'List project permissions',
  description:
    'The project permissions users hold, filtered by user and permission, sorted by user and id. Without recursive=true only the directly granted ones; with it also every permission they contain, transitively. Client access must pass its own user (`user_id=me`). Changes nothing.',
  access: { types: ANY, userId: { in: 'query', omit: 'server' } },
  request: { query: ListProjectPermissionsQuery },
  response: { status: 200, description: 'The permissions.', schema: ProjectPermissionList },
  errors: [],
});

export const grantProjectPermission = defineRoute({
  method: 'post',
  path: '/project-permissions/{user_id}/{permission_id}',
  operationId: 'grantProjectPermission',
  tag: PROJECT_PERMISSIONS_TAG,
  summary: 'Grant a project permission',
  description: `Grants a project permission the project defines to a user. Granting one the user holds already changes nothing.${IGNORED_BODY}`,
  access: { types: SERVER_ONLY, userId: { in: 'params' } },
  request: { params: ProjectPermissionParams },
  response: {
    status: 201,
    description: 'The grant.',
    schema: ProjectPermission,
    links: { RevokeProjectPermission: { operationId: 'revokeProjectPermission', parameters: { user_id: '$response.body#/user_id', permission_id: '$response.body#/id' } } },
  },
  errors: ['USER_NOT_FOUND', 'PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE'],
});

export const revokeProjectPermission = defineRoute({
  method: 'delete',
  path: '/project-permissions/{user_id}/{permission_id}',
  operationId: 'revokeProjectPermission',
  tag: PROJECT_PERMISSIONS_TAG,
  summary: 'Revoke a project permission',
  description: `Revokes a project permission granted directly to the user.${IGNORED_BODY}`,
  access: { types: SERVER_ONLY, userId: { in: 'params' } },
  request: { params: ProjectPermissionParams },
  response: { status: 200, description: 'The permission was revoked.', schema: SuccessBody },
  errors: ['PERMISSION_NOT_FOUND'],
});
