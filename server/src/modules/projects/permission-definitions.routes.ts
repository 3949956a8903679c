import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import {
  CreatePermissionDefinitionBody,
  PermissionDefinition,
  PermissionDefinitionList,
  PermissionIdParams,
  UpdatePermissionDefinitionBody,
} from './permission-definitions.schemas.ts';
import type { PermissionScope } from './permission-definitions.store.ts';

/**
 * Team and project permission definitions (wire-contract §9.13), admin only. The two scopes have
 * the same routes; team permissions also list the six system permissions, which cannot be changed.
 */

export const DEFINITIONS_TAG = 'Permission definitions';
const ADMIN = { types: ['admin'] } as const;

function definitionRoutes<const O extends string>(scope: PermissionScope, op: O) {
  const base = `/${scope}-permission-definitions`;
  const what = `${scope} permission`;
  const system = scope === 'team' ? ' The six system permissions ($update_team, $delete_team, $read_members, $remove_members, $invite_members, $manage_api_keys) are always listed, with a description and no contained permissions.' : '';
  return {
    list: defineRoute({
      method: 'get',
      path: base,
      operationId: `list${op}PermissionDefinitions`,
      tag: DEFINITIONS_TAG,
      summary: `List the ${what} definitions`,
      description: `Every ${what} the project defines, sorted by id.${system} Changes nothing.`,
      access: ADMIN,
      response: { status: 200, description: `The ${what} definitions.`, schema: PermissionDefinitionList },
      errors: [],
    }),
    create: defineRoute({
      method: 'post',
      path: base,
      operationId: `create${op}PermissionDefinition`,
      tag: DEFINITIONS_TAG,
      summary: `Define a ${what}`,
      description: `Defines a ${what}. Its id must be new to the project (team and project permissions share one id space). It may contain other ${what}s: holding it gives them too (transitively), so the contained permissions must exist and must not lead back to it.`,
      access: ADMIN,
      request: { body: CreatePermissionDefinitionBody, bodyExample: { id: 'read:docs', description: 'Read the documents.', contained_permission_ids: [] } },
      response: {
        status: 201,
        description: 'The new definition.',
        schema: PermissionDefinition,
        links: {
          [`Update${op}PermissionDefinition`]: { operationId: `update${op}PermissionDefinition`, parameters: { permission_id: '$response.body#/id' } },
          [`Delete${op}PermissionDefinition`]: { operationId: `delete${op}PermissionDefinition`, parameters: { permission_id: '$response.body#/id' } },
        },
      },
      errors: ['PERMISSION_ID_ALREADY_EXISTS', 'CONTAINED_PERMISSION_NOT_FOUND', 'CONTAINED_PERMISSION_CYCLE'],
    }),
    update: defineRoute({
      method: 'patch',
      path: `${base}/{permission_id}`,
      operationId: `update${op}PermissionDefinition`,
      tag: DEFINITIONS_TAG,
      summary: `Change a ${what} definition`,
      description: `Changes the given fields. A new id renames the permission everywhere: grants, the definitions that contain it and the project's default-permission settings follow. New contained permissions must exist and must not lead back to it.`,
      access: ADMIN,
      request: { params: PermissionIdParams, body: UpdatePermissionDefinitionBody, bodyExample: { description: 'Read and comment on the documents.' } },
      response: { status: 200, description: 'The changed definition.', schema: PermissionDefinition },
      errors: ['PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE', 'SYSTEM_PERMISSION_CANNOT_BE_CHANGED', 'PERMISSION_ID_ALREADY_EXISTS', 'CONTAINED_PERMISSION_NOT_FOUND', 'CONTAINED_PERMISSION_CYCLE'],
    }),
    delete: defineRoute({
      method: 'delete',
      path: `${base}/{permission_id}`,
      operationId: `delete${op}PermissionDefinition`,
      tag: DEFINITIONS_TAG,
      summary: `Delete a ${what} definition`,
      description: `Deletes the definition. Every grant of it is revoked, definitions that contained it no longer do, and it is removed from the project's default-permission settings, all at once.`,
      access: ADMIN,
      request: { params: PermissionIdParams },
      response: { status: 200, description: 'The definition was deleted.', schema: SuccessBody },
      errors: ['PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE', 'SYSTEM_PERMISSION_CANNOT_BE_CHANGED'],
    }),
  };
}

export const team = definitionRoutes('team', 'Team');
export const project = definitionRoutes('project', 'Project');
