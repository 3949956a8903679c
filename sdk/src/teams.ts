import type { components } from '@gatehouse/generated';
import type { GatehouseApi } from './api-types.ts';

/**
 * Teams, memberships, member profiles and permissions. Like every SDK call, each resolves to the
 * answer's body or throws a typed error (TeamNotFoundError, TeamMembershipNotFoundError,
 * TeamPermissionRequiredError, ...). Bodies and results are the API's own JSON (snake_case).
 *
 * Which app may call what follows the API: every app reads teams and permissions and manages the
 * signed-in user's own teams (client access always acts as `me`); server and admin apps also add
 * members and grant permissions; only the admin app defines permissions.
 */
export type Team = components['schemas']['ServerTeam'] | components['schemas']['ClientTeam'];
export type ServerTeam = components['schemas']['ServerTeam'];
export type CreateTeamBody = components['schemas']['CreateTeamBody'];
export type UpdateTeamBody = components['schemas']['UpdateTeamBody'];
export type TeamMemberProfile = components['schemas']['ServerTeamMemberProfile'] | components['schemas']['ClientTeamMemberProfile'];
export type UpdateTeamMemberProfileBody = components['schemas']['UpdateTeamMemberProfileBody'];
export type TeamPermission = components['schemas']['TeamPermission'];
export type ProjectPermission = components['schemas']['ProjectPermission'];
export type PermissionDefinition = components['schemas']['PermissionDefinition'];
export type CreatePermissionDefinitionBody = components['schemas']['CreatePermissionDefinitionBody'];
export type UpdatePermissionDefinitionBody = components['schemas']['UpdatePermissionDefinitionBody'];

/** The six team permissions every project has; they cannot be changed or deleted. */
export const SYSTEM_TEAM_PERMISSIONS = ['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members', '$manage_api_keys'] as const;

export interface ListTeamPermissionsOptions {
  teamId?: string;
  /** A user id or 'me'; client apps always list their own ('me' is the default there). */
  userId?: string;
  permissionId?: string;
  /** Also the permissions the granted ones contain, transitively. */
  recursive?: boolean;
}

export interface ListProjectPermissionsOptions {
  userId?: string;
  permissionId?: string;
  recursive?: boolean;
}

/** What every app (client, server, admin) can do with teams and permissions. */
export interface TeamHelpers {
  /** The teams of the project; with `userId` ('me' for the signed-in user) only that user's. Client apps list the signed-in user's. */
  listTeams(options?: { userId?: string }): Promise<Team[]>;
  /**
   * Creates a team. Client apps create it for the signed-in user (needs the project's
   * client_team_creation_enabled); server apps name a `creator_user_id` or none (a team with no members).
   */
  createTeam(body: CreateTeamBody): Promise<Team>;
  getTeam(teamId: string): Promise<Team>;
  /** Client access needs `$update_team` in the team. */
  updateTeam(teamId: string, body: UpdateTeamBody): Promise<Team>;
  /** Deletes the team with its memberships and their permissions; client access needs `$delete_team`. */
  deleteTeam(teamId: string): Promise<void>;
  /** Removes a member; client access may remove others only with `$remove_members`. */
  removeTeamMember(teamId: string, userId: string): Promise<void>;
  /** The signed-in user leaves the team. */
  leaveTeam(teamId: string): Promise<void>;
  /** Member profiles (in the order they joined); server and admin apps also get each whole user. */
  listTeamMemberProfiles(options?: { teamId?: string; userId?: string }): Promise<TeamMemberProfile[]>;
  getTeamMemberProfile(teamId: string, userId: string): Promise<TeamMemberProfile>;
  updateTeamMemberProfile(teamId: string, userId: string, body: UpdateTeamMemberProfileBody): Promise<TeamMemberProfile>;
  listTeamPermissions(options?: ListTeamPermissionsOptions): Promise<TeamPermission[]>;
  /** Whether the user ('me' by default) holds the permission in the team, directly or through one that contains it. */
  hasPermission(teamId: string, permissionId: string, userId?: string): Promise<boolean>;
  listProjectPermissions(options?: ListProjectPermissionsOptions): Promise<ProjectPermission[]>;
  /** Whether the user ('me' by default) holds the project permission, directly or through one that contains it. */
  hasProjectPermission(permissionId: string, userId?: string): Promise<boolean>;
}

/** Server and admin apps: memberships and grants for any user. */
export interface ServerTeamHelpers extends TeamHelpers {
  /** Makes the user a member, with the project's team-member default permissions. */
  addTeamMember(teamId: string, userId: string): Promise<void>;
  grantTeamPermission(teamId: string, userId: string, permissionId: string): Promise<void>;
  /** Revokes a directly granted team permission. */
  revokeTeamPermission(teamId: string, userId: string, permissionId: string): Promise<void>;
  grantProjectPermission(userId: string, permissionId: string): Promise<void>;
  revokeProjectPermission(userId: string, permissionId: string): Promise<void>;
}

/** Admin apps: the project's permission definitions. */
export interface PermissionDefinitionHelpers {
  /** Every team permission, the six system ones included, sorted by id. */
  listTeamPermissionDefinitions(): Promise<PermissionDefinition[]>;
  createTeamPermissionDefinition(body: CreatePermissionDefinitionBody): Promise<PermissionDefinition>;
  /** A new `id` renames the permission everywhere (grants, containing definitions, defaults). */
  updateTeamPermissionDefinition(permissionId: string, body: UpdatePermissionDefinitionBody): Promise<PermissionDefinition>;
  /** Deletes the definition and revokes every grant of it. */
  deleteTeamPermissionDefinition(permissionId: string): Promise<void>;
  listProjectPermissionDefinitions(): Promise<PermissionDefinition[]>;
  createProjectPermissionDefinition(body: CreatePermissionDefinitionBody): Promise<PermissionDefinition>;
  updateProjectPermissionDefinition(permissionId: string, body: UpdatePermissionDefinitionBody): Promise<PermissionDefinition>;
  deleteProjectPermissionDefinition(permissionId: string): Promise<void>;
}

/** An id is a path segment: an empty one would name another route, so it fails here, before a request. */
function segment(value: string, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new TypeError(`A ${what} is required.`);
  return value;
}

export function teamHelpers(api: GatehouseApi, client: boolean): TeamHelpers {
  // Client access must name its own user on the listings; 'me' is the only answer there.
  const ownUser = (userId: string | undefined) => userId ?? (client ? 'me' : undefined);
  const helpers: TeamHelpers = {
    async listTeams(options = {}) {
      return (await api.GET('/teams', { params: { query: { user_id: ownUser(options.userId) } } })).data.items;
    },
    async createTeam(body) {
      return (await api.POST('/teams', { body: client && body.creator_user_id === undefined ? { ...body, creator_user_id: 'me' } : body })).data;
    },
    async getTeam(teamId) {
      return (await api.GET('/teams/{team_id}', { params: { path: { team_id: segment(teamId, 'team id') } } })).data;
    },
    async updateTeam(teamId, body) {
      return (await api.PATCH('/teams/{team_id}', { params: { path: { team_id: segment(teamId, 'team id') } }, body })).data;
    },
    async deleteTeam(teamId) {
      await api.DELETE('/teams/{team_id}', { params: { path: { team_id: segment(teamId, 'team id') } } });
    },
    async removeTeamMember(teamId, userId) {
      await api.DELETE('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: segment(teamId, 'team id'), user_id: segment(userId, 'user id') } } });
    },
    leaveTeam: (teamId) => helpers.removeTeamMember(teamId, 'me'),
    async listTeamMemberProfiles(options = {}) {
      return (await api.GET('/team-member-profiles', { params: { query: { team_id: options.teamId, user_id: options.userId } } })).data.items;
    },
    async getTeamMemberProfile(teamId, userId) {
      return (await api.GET('/team-member-profiles/{team_id}/{user_id}', { params: { path: { team_id: segment(teamId, 'team id'), user_id: segment(userId, 'user id') } } })).data;
    },
    async updateTeamMemberProfile(teamId, userId, body) {
      return (await api.PATCH('/team-member-profiles/{team_id}/{user_id}', { params: { path: { team_id: segment(teamId, 'team id'), user_id: segment(userId, 'user id') } }, body })).data;
    },
    async listTeamPermissions(options = {}) {
      const query = { team_id: options.teamId, user_id: ownUser(options.userId), permission_id: options.permissionId, recursive: options.recursive };
      return (await api.GET('/team-permissions', { params: { query } })).data.items;
    },
    async hasPermission(teamId, permissionId, userId = 'me') {
      const held = await helpers.listTeamPermissions({ teamId: segment(teamId, 'team id'), userId, permissionId: segment(permissionId, 'permission id'), recursive: true });
      return held.some((p) => p.id === permissionId && p.team_id === teamId);
    },
    async listProjectPermissions(options = {}) {
      const query = { user_id: ownUser(options.userId), permission_id: options.permissionId, recursive: options.recursive };
      return (await api.GET('/project-permissions', { params: { query } })).data.items;
    },
    async hasProjectPermission(permissionId, userId = 'me') {
      const held = await helpers.listProjectPermissions({ userId, permissionId: segment(permissionId, 'permission id'), recursive: true });
      return held.some((p) => p.id === permissionId);
    },
  };
  return helpers;
}

export function serverTeamHelpers(api: GatehouseApi): ServerTeamHelpers {
  const path = (teamId: string, userId: string, permissionId: string) => ({
    team_id: segment(teamId, 'team id'),
    user_id: segment(userId, 'user id'),
    permission_id: segment(permissionId, 'permission id'),
  });
  return {
    ...teamHelpers(api, false),
    async addTeamMember(teamId, userId) {
      await api.POST('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: segment(teamId, 'team id'), user_id: segment(userId, 'user id') } } });
    },
    async grantTeamPermission(teamId, userId, permissionId) {
      await api.POST('/team-permissions/{team_id}/{user_id}/{permission_id}', { params: { path: path(teamId, userId, permissionId) } });
    },
    async revokeTeamPermission(teamId, userId, permissionId) {
      await api.DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', { params: { path: path(teamId, userId, permissionId) } });
    },
    async grantProjectPermission(userId, permissionId) {
      await api.POST('/project-permissions/{user_id}/{permission_id}', { params: { path: { user_id: segment(userId, 'user id'), permission_id: segment(permissionId, 'permission id') } } });
    },
    async revokeProjectPermission(userId, permissionId) {
      await api.DELETE('/project-permissions/{user_id}/{permission_id}', { params: { path: { user_id: segment(userId, 'user id'), permission_id: segment(permissionId, 'permission id') } } });
    },
  };
}

export function permissionDefinitionHelpers(api: GatehouseApi): PermissionDefinitionHelpers {
  const id = (permissionId: string) => ({ permission_id: segment(permissionId, 'permission id') });
  return {
    listTeamPermissionDefinitions: async () => (await api.GET('/team-permission-definitions')).data.items,
    createTeamPermissionDefinition: async (body) => (await api.POST('/team-permission-definitions', { body })).data,
    updateTeamPermissionDefinition: async (permissionId, body) => (await api.PATCH('/team-permission-definitions/{permission_id}', { params: { path: id(permissionId) }, body })).data,
    async deleteTeamPermissionDefinition(permissionId) {
      await api.DELETE('/team-permission-definitions/{permission_id}', { params: { path: id(permissionId) } });
    },
    listProjectPermissionDefinitions: async () => (await api.GET('/project-permission-definitions')).data.items,
    createProjectPermissionDefinition: async (body) => (await api.POST('/project-permission-definitions', { body })).data,
    updateProjectPermissionDefinition: async (permissionId, body) => (await api.PATCH('/project-permission-definitions/{permission_id}', { params: { path: id(permissionId) }, body })).data,
    async deleteProjectPermissionDefinition(permissionId) {
      await api.DELETE('/project-permission-definitions/{permission_id}', { params: { path: id(permissionId) } });
    },
  };
}
