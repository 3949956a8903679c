import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { knownError } from '../../http/errors.ts';
import * as routes from './projects.routes.ts';
import * as internalRoutes from './internal-projects.routes.ts';
import { getCurrentProjectHandler } from './projects.handlers.ts';
import * as internal from './internal-projects.handlers.ts';
import { projectsErrors } from './projects.errors.ts';
import { Project } from './projects.entity.ts';
import * as definitionRoutes from './permission-definitions.routes.ts';
import { definitionHandlers } from './permission-definitions.handlers.ts';
import { PermissionContainment, PermissionDefinition } from './permission-definitions.entity.ts';
import { Migration20261123000000Initial } from './migrations/Migration20261123000000Initial.ts';
import { Migration20261123020000ProjectChangeNotify } from './migrations/Migration20261123020000ProjectChangeNotify.ts';
import { Migration20261125000000PermissionDefinitions } from './migrations/Migration20261125000000PermissionDefinitions.ts';
import { Migration20261126000200PermissionContainmentNotify } from './migrations/Migration20261126000200PermissionContainmentNotify.ts';
import { Migration20261128010100ProjectConfigToOverrides } from './migrations/Migration20261128010100ProjectConfigToOverrides.ts';
import { domainSettings, projectSettings } from './projects.settings.ts';

const teamDefinitions = definitionHandlers('team');
const projectDefinitions = definitionHandlers('project');

/**
 * Projects (tenants): the project table, its config and cache, the dashboard's project routes, and
 * the project's permission definitions (team and project scope; grants of them are the teams
 * module's).
 */
export const projectsModule: ModuleManifest = {
  name: 'projects',
  settings: [domainSettings, projectSettings],
  tags: [
    { name: 'Projects', description: 'The current project and its public keys.', group: 'Other client/server' },
    { name: 'Internal projects', description: 'Projects administered from the internal (dashboard) project.', group: 'Admin' },
    { name: definitionRoutes.DEFINITIONS_TAG, description: 'The team and project permissions a project defines, and what each contains.', group: 'Permissions' },
  ],
  routes: [
    route(routes.getCurrentProject, getCurrentProjectHandler),
    route(internalRoutes.createInternalProject, internal.createInternalProjectHandler),
    route(internalRoutes.listInternalProjects, internal.listInternalProjectsHandler),
    route(internalRoutes.getAdminProject, internal.getAdminProjectHandler),
    route(internalRoutes.updateAdminProject, internal.updateAdminProjectHandler),
    route(internalRoutes.deleteAdminProject, internal.deleteAdminProjectHandler),
    route(internalRoutes.transferInternalProject, internal.transferInternalProjectHandler),
    route(definitionRoutes.team.list, teamDefinitions.list),
    route(definitionRoutes.team.create, teamDefinitions.create),
    route(definitionRoutes.team.update, teamDefinitions.update),
    route(definitionRoutes.team.delete, teamDefinitions.remove),
    route(definitionRoutes.project.list, projectDefinitions.list),
    route(definitionRoutes.project.create, projectDefinitions.create),
    route(definitionRoutes.project.update, projectDefinitions.update),
    route(definitionRoutes.project.delete, projectDefinitions.remove),
  ],
  errors: projectsErrors,
  missingRows: {
    // The project of the request was deleted while it ran.
    project: (key) => knownError('CURRENT_PROJECT_NOT_FOUND', { project_id: key.project_id ?? '' }),
    permission_definition: (key) => knownError('PERMISSION_NOT_FOUND', { permission_id: key.permission_id ?? '' }),
  },
  entities: [Project, PermissionDefinition, PermissionContainment],
  migrations: [
    { name: 'Migration20261123000000Initial', class: Migration20261123000000Initial },
    { name: 'Migration20261123020000ProjectChangeNotify', class: Migration20261123020000ProjectChangeNotify },
    { name: 'Migration20261125000000PermissionDefinitions', class: Migration20261125000000PermissionDefinitions },
    { name: 'Migration20261126000200PermissionContainmentNotify', class: Migration20261126000200PermissionContainmentNotify },
    { name: 'Migration20261128010100ProjectConfigToOverrides', class: Migration20261128010100ProjectConfigToOverrides },
  ],
};
