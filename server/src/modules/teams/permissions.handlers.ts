import type { Handler } from '../../http/router.ts';
import type * as routes from './permissions.routes.ts';
import * as service from './permissions.service.ts';

export const listTeamPermissionsHandler: Handler<typeof routes.listTeamPermissions> = async (c, { deps, auth, query, userId }) => {
  const rows = await service.listTeamPermissions(deps, auth.project.id, { teamId: query.team_id, userId, permissionId: query.permission_id }, query.recursive ?? false);
  return c.json({ items: rows.map((r) => ({ id: r.permissionId, team_id: r.teamId, user_id: r.userId })), is_paginated: false as const }, 200);
};

export const grantTeamPermissionHandler: Handler<typeof routes.grantTeamPermission> = async (c, { deps, auth, params, userId }) => {
  await service.grantTeamPermission(deps, auth.project.id, params.team_id, userId, params.permission_id);
  return c.json({ id: params.permission_id, team_id: params.team_id, user_id: userId }, 201);
};

export const revokeTeamPermissionHandler: Handler<typeof routes.revokeTeamPermission> = async (c, { deps, auth, params, userId }) => {
  await service.revokeTeamPermission(deps, auth.project.id, params.team_id, userId, params.permission_id);
  return c.json({ success: true as const }, 200);
};

export const listProjectPermissionsHandler: Handler<typeof routes.listProjectPermissions> = async (c, { deps, auth, query, userId }) => {
  const rows = await service.listProjectPermissions(deps, auth.project.id, { userId, permissionId: query.permission_id }, query.recursive ?? false);
  return c.json({ items: rows.map((r) => ({ id: r.permissionId, user_id: r.userId })), is_paginated: false as const }, 200);
};

export const grantProjectPermissionHandler: Handler<typeof routes.grantProjectPermission> = async (c, { deps, auth, params, userId }) => {
  await service.grantProjectPermission(deps, auth.project.id, userId, params.permission_id);
  return c.json({ id: params.permission_id, user_id: userId }, 201);
};

export const revokeProjectPermissionHandler: Handler<typeof routes.revokeProjectPermission> = async (c, { deps, auth, params, userId }) => {
  await service.revokeProjectPermission(deps, auth.project.id, userId, params.permission_id);
  return c.json({ success: true as const }, 200);
};
