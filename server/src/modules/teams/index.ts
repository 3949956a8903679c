import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { knownError } from '../../http/errors.ts';
import { teamsErrors } from './teams.errors.ts';
import { ProjectUserPermission, Team, TeamMember, TeamMemberPermission } from './teams.entity.ts';
import * as teams from './teams.routes.ts';
import * as teamHandlers from './teams.handlers.ts';
import * as permissions from './permissions.routes.ts';
import * as permissionHandlers from './permissions.handlers.ts';
import { Migration20261125000100PermissionGrants } from './migrations/Migration20261125000100PermissionGrants.ts';
import { rbacSettings, teamSettings } from './teams.settings.ts';

/**
 * Teams, their memberships (the rows; the membership and member-profile routes are the
 * team-members module's, which needs the users module) and permission grants, team and project.
 */
export const teamsModule: ModuleManifest = {
  name: 'teams',
  settings: [teamSettings, rbacSettings],
  tags: [
    { name: teams.TEAMS_TAG, description: 'Teams of end users: create, read, change, delete.', group: 'Teams' },
    { name: permissions.TEAM_PERMISSIONS_TAG, description: 'Permissions members hold in their teams.', group: 'Permissions' },
    { name: permissions.PROJECT_PERMISSIONS_TAG, description: 'Permissions users hold in the project.', group: 'Permissions' },
  ],
  routes: [
    route(teams.listTeams, teamHandlers.listTeamsHandler),
    route(teams.createTeam, teamHandlers.createTeamHandler),
    route(teams.getTeam, teamHandlers.getTeamHandler),
    route(teams.updateTeam, teamHandlers.updateTeamHandler),
    route(teams.deleteTeam, teamHandlers.deleteTeamHandler),
    route(permissions.listTeamPermissions, permissionHandlers.listTeamPermissionsHandler),
    route(permissions.grantTeamPermission, permissionHandlers.grantTeamPermissionHandler),
    route(permissions.revokeTeamPermission, permissionHandlers.revokeTeamPermissionHandler),
    route(permissions.listProjectPermissions, permissionHandlers.listProjectPermissionsHandler),
    route(permissions.grantProjectPermission, permissionHandlers.grantProjectPermissionHandler),
    route(permissions.revokeProjectPermission, permissionHandlers.revokeProjectPermissionHandler),
  ],
  errors: teamsErrors,
  missingRows: {
    // The key's one column is team_id, selected_team_id or owner_team_id.
    team: (key) => knownError('TEAM_NOT_FOUND', { team_id: Object.values(key)[0] ?? '' }),
    team_member: (key) => knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: key.team_id ?? '', user_id: key.user_id ?? '' }),
  },
  entities: [Team, TeamMember, TeamMemberPermission, ProjectUserPermission],
  migrations: [{ name: 'Migration20261125000100PermissionGrants', class: Migration20261125000100PermissionGrants }],
};
