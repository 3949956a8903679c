import type { Handler } from '../../http/router.ts';
import { TEAM_SYSTEM_PERMISSIONS, isTeamSystemPermission } from '../../http/permissions.ts';
import type * as routes from './permission-definitions.routes.ts';
import type { DefinitionRecord, PermissionScope } from './permission-definitions.store.ts';
import { createDefinition, deleteDefinition, listDefinitions, updateDefinition } from './permission-definitions.service.ts';

type Routes = typeof routes.team | typeof routes.project;

/** A definition on the wire: `description` left out when there is none; system permissions describe themselves. */
function toDefinition(d: DefinitionRecord) {
  const description = isTeamSystemPermission(d.id) ? TEAM_SYSTEM_PERMISSIONS[d.id] : d.description;
  return { id: d.id, ...(description !== null ? { description } : {}), contained_permission_ids: d.containedPermissionIds };
}

export function definitionHandlers(scope: PermissionScope) {
  const list: Handler<Routes['list']> = async (c, { deps, auth }) => {
    const items = await listDefinitions(deps, auth.project.id, scope);
    return c.json({ items: items.map(toDefinition), is_paginated: false as const }, 200);
  };
  const create: Handler<Routes['create']> = async (c, { deps, auth, body }) => {
    const d = await createDefinition(deps, auth.project.id, scope, { id: body.id, description: body.description, containedPermissionIds: body.contained_permission_ids });
    return c.json(toDefinition(d), 201);
  };
  const update: Handler<Routes['update']> = async (c, { deps, auth, params, body }) => {
    const d = await updateDefinition(deps, auth.project.id, scope, params.permission_id, { id: body.id, description: body.description, containedPermissionIds: body.contained_permission_ids });
    return c.json(toDefinition(d), 200);
  };
  const remove: Handler<Routes['delete']> = async (c, { deps, auth, params }) => {
    await deleteDefinition(deps, auth.project.id, scope, params.permission_id);
    return c.json({ success: true as const }, 200);
  };
  return { list, create, update, remove };
}
