import type { AuthContext } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { requireAuth, route } from '../../http/router.ts';
import type { UserRecord } from '../users/users.records.ts';
import { createInternalProject, deleteAdminProject, getAdminProject, listInternalProjects, updateAdminProject } from './internal-projects.routes.ts';
import { createOwnedProject, deleteProject, listOwnedProjects, updateProject } from './internal-projects.service.ts';
import { toAdminProject } from './internal-projects.dto.ts';

/** The routes declare `user: 'required'`; this narrows the type the access check already guarantees. */
function signedIn(auth: AuthContext | null): UserRecord {
  const user = requireAuth(auth).user;
  if (!user) throw knownError('USER_AUTHENTICATION_REQUIRED');
  return user;
}

export const internalProjectRoutes = [
  route(createInternalProject, async (c, { body }, deps, auth) => {
    const project = await createOwnedProject(deps, signedIn(auth).id, {
      displayName: body.display_name,
      description: body.description,
      ownerTeamId: body.owner_team_id,
      isProductionMode: body.is_production_mode,
      logoUrl: body.logo_url,
      logoFullUrl: body.logo_full_url,
      config: body.config,
    });
    return c.json(toAdminProject(project), 201);
  }),

  route(listInternalProjects, async (c, _input, deps, auth) => {
    const projects = await listOwnedProjects(deps, signedIn(auth).id);
    return c.json({ items: projects.map(toAdminProject), is_paginated: false as const }, 200);
  }),

  route(getAdminProject, (c, _input, _deps, auth) => c.json(toAdminProject(requireAuth(auth).project), 200)),

  route(updateAdminProject, async (c, { body }, deps, auth) => {
    const project = await updateProject(deps, requireAuth(auth).project.id, {
      displayName: body.display_name,
      description: body.description,
      isProductionMode: body.is_production_mode,
      logoUrl: body.logo_url,
      logoFullUrl: body.logo_full_url,
      config: body.config,
    });
    return c.json(toAdminProject(project), 200);
  }),

  route(deleteAdminProject, async (c, _input, deps, auth) => {
    await deleteProject(deps, requireAuth(auth).project.id);
    return c.json({ success: true as const }, 200);
  }),
];
