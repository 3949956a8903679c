import { defineEntity, p } from '@mikro-orm/core';

// Tables of migration 20261125000000; a definition's contained permissions are its containment rows.

export const PermissionDefinition = defineEntity({
  name: 'PermissionDefinition',
  tableName: 'permission_definition',
  properties: {
    projectId: p.text().primary(),
    id: p.text().primary(),
    scope: p.text(),
    description: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  primaryKeys: ['projectId', 'id'],
});

export const PermissionContainment = defineEntity({
  name: 'PermissionContainment',
  tableName: 'permission_containment',
  properties: {
    projectId: p.text().primary(),
    scope: p.text(),
    permissionId: p.text().primary(),
    containedPermissionId: p.text().primary(),
  },
  primaryKeys: ['projectId', 'permissionId', 'containedPermissionId'],
});
