import { z } from '../../http/zod.ts';
import { definitionPermissionId, permissionId } from '../../http/permissions.ts';

/** Request and response shapes of the permission-definition routes (wire-contract §7.4, §9.13). */

const id = z.string().openapi({ example: 'read:docs' });

export const PermissionDefinition = z
  .object({
    id,
    description: z.string().optional().openapi({ description: 'Left out when the definition has none.', example: 'Read the documents of the team.' }),
    contained_permission_ids: z.array(id).openapi({ description: 'The permissions holding this one also gives, sorted by id (expanded transitively by `recursive=true` listings).' }),
  })
  .openapi('PermissionDefinition');

export const PermissionDefinitionList = z
  .object({ items: z.array(PermissionDefinition), is_paginated: z.literal(false) })
  .openapi('PermissionDefinitionList');

const description = z.string().max(1000, '{path} must be at most 1000 characters');
const containedIds = z
  .array(permissionId)
  .max(1000, '{path} must have at most 1000 items')
  .openapi({ description: 'Ids of permissions of the same scope that holding this one gives too. Must not lead back to this permission.', example: ['read:docs'] });

export const CreatePermissionDefinitionBody = z
  .object({
    id: definitionPermissionId,
    description: description.nullable().optional(),
    contained_permission_ids: containedIds.optional(),
  })
  .strict()
  .openapi('CreatePermissionDefinitionBody');

export const UpdatePermissionDefinitionBody = z
  .object({
    id: definitionPermissionId.optional().openapi({ description: 'A new id: grants, contained references and default-permission settings follow the rename.' }),
    description: description.nullable().optional().openapi({ description: 'null removes the description.' }),
    contained_permission_ids: containedIds.optional().openapi({ description: 'Replaces the contained permissions.' }),
  })
  .strict()
  .openapi('UpdatePermissionDefinitionBody');

export const PermissionIdParams = z.object({ permission_id: permissionId }).strict();
