import type { Handler } from '../../http/router.ts';
import type * as routes from './internal-projects.routes.ts';
import { createOwnedProject, deleteProject, listOwnedProjects, transferProject, updateProject } from './internal-projects.service.ts';
import { toAdminProject } from './internal-projects.dto.ts';

export const createInternalProjectHandler: Handler<typeof routes.createInternalProject> = async (c, { deps, auth, body }) => {
  const project = await createOwnedProject(deps, auth.user.id, {
    displayName: body.display_name,
    description: body.description,
    ownerTeamId: body.owner_team_id,
    isProductionMode: body.is_production_mode,
    logoUrl: body.logo_url,
    logoFullUrl: body.logo_full_url,
    config: body.config,
  });
  return c.json(toAdminProject(project), 201);
};

export const listInternalProjectsHandler: Handler<typeof routes.listInternalProjects> = async (c, { deps, auth }) => {
  const projects = await listOwnedProjects(deps, auth.user.id);
  return c.json({ items: projects.map(toAdminProject), is_paginated: false as const }, 200);
};

export const getAdminProjectHandler: Handler<typeof routes.getAdminProject> = (c, { auth }) => c.json(toAdminProject(auth.project), 200);

export const updateAdminProjectHandler: Handler<typeof routes.updateAdminProject> = async (c, { deps, auth, body }) => {
  const project = await updateProject(deps, auth.project.id, {
    displayName: body.display_name,
    description: body.description,
    isProductionMode: body.is_production_mode,
    logoUrl: body.logo_url,
    logoFullUrl: body.logo_full_url,
    config: body.config,
  });
  return c.json(toAdminProject(project), 200);
};

export const deleteAdminProjectHandler: Handler<typeof routes.deleteAdminProject> = async (c, { deps, auth }) => {
  await deleteProject(deps, auth.project.id);
  return c.json({ success: true as const }, 200);
};

export const transferInternalProjectHandler: Handler<typeof routes.transferInternalProject> = async (c, { deps, auth, body }) => {
  await transferProject(deps, auth.user.id, { projectId: body.project_id, newTeamId: body.new_team_id });
  return c.json({ success: true as const }, 200);
};
