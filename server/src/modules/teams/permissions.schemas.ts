import { z } from '../../http/zod.ts';
import { permissionId } from '../../http/permissions.ts';
import { queryBoolean, userIdOrMe, uuid } from '../../http/schemas.ts';

/** Shapes of the team- and project-permission grant routes (wire-contract §7.4, §9.13). */

const id = z.string().openapi({ description: 'The permission id.', example: 'read:docs' });

export const TeamPermission = z.object({ id, team_id: uuid, user_id: uuid }).openapi('TeamPermission');
export const TeamPermissionList = z.object({ items: z.array(TeamPermission), is_paginated: z.literal(false) }).openapi('TeamPermissionList');

export const ProjectPermission = z.object({ id, user_id: uuid }).openapi('ProjectPermission');
export const ProjectPermissionList = z.object({ items: z.array(ProjectPermission), is_paginated: z.literal(false) }).openapi('ProjectPermissionList');

const recursive = queryBoolean.optional().openapi({
  description: 'true: also the permissions the granted ones contain, transitively. Otherwise only the directly granted ones.',
});
const user = userIdOrMe.optional().openapi({ description: 'Only this user\'s permissions (`me`: the signed-in user). Client access must give its own user.' });
const onePermission = permissionId.optional().openapi({ description: 'Only this permission (with recursive=true: also when held through another).', example: '$read_members' });

export const ListTeamPermissionsQuery = z
  .object({ team_id: uuid.optional().openapi({ description: 'Only this team.' }), user_id: user, permission_id: onePermission, recursive })
  .strict();

export const ListProjectPermissionsQuery = z.object({ user_id: user, permission_id: onePermission, recursive }).strict();

export const TeamPermissionParams = z.object({ team_id: uuid, user_id: userIdOrMe, permission_id: permissionId }).strict();
export const ProjectPermissionParams = z.object({ user_id: userIdOrMe, permission_id: permissionId }).strict();
