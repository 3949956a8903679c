import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './projects.routes.ts';
import * as internalRoutes from './internal-projects.routes.ts';
import { getCurrentProjectHandler } from './projects.handlers.ts';
import * as internal from './internal-projects.handlers.ts';
import { projectsErrors } from './projects.errors.ts';
import { Project } from './projects.entity.ts';
import { Migration20261123000000Initial } from './migrations/Migration20261123000000Initial.ts';
import { Migration20261123020000ProjectChangeNotify } from './migrations/Migration20261123020000ProjectChangeNotify.ts';

/** Projects (tenants): the project table, its config and cache, the dashboard's project routes. */
export const projectsModule: ModuleManifest = {
  name: 'projects',
  tags: [
    { name: 'Projects', description: 'The current project and its public keys.', group: 'Other client/server' },
    { name: 'Internal projects', description: 'Projects administered from the internal (dashboard) project.', group: 'Admin' },
  ],
  routes: [
    route(routes.getCurrentProject, getCurrentProjectHandler),
    route(internalRoutes.createInternalProject, internal.createInternalProjectHandler),
    route(internalRoutes.listInternalProjects, internal.listInternalProjectsHandler),
    route(internalRoutes.getAdminProject, internal.getAdminProjectHandler),
    route(internalRoutes.updateAdminProject, internal.updateAdminProjectHandler),
    route(internalRoutes.deleteAdminProject, internal.deleteAdminProjectHandler),
  ],
  errors: projectsErrors,
  entities: [Project],
  migrations: [
    { name: 'Migration20261123000000Initial', class: Migration20261123000000Initial },
    { name: 'Migration20261123020000ProjectChangeNotify', class: Migration20261123020000ProjectChangeNotify },
  ],
};
