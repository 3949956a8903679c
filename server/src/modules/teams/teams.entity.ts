import { defineEntity, p } from '@mikro-orm/core';
import { JsonDocumentType } from '../../db/json-document.ts';

// Timestamps default to the database's now(), as the columns do (migration 20261123000000).

export const Team = defineEntity({
  name: 'Team',
  tableName: 'team',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    displayName: p.text(),
    profileImageUrl: p.text().nullable(),
    // Written as JsonDocument (the store serialises it; see db/json-document.ts).
    clientMetadata: p.json<unknown>().type(JsonDocumentType).nullable(),
    clientReadOnlyMetadata: p.json<unknown>().type(JsonDocumentType).nullable(),
    serverMetadata: p.json<unknown>().type(JsonDocumentType).nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

export const TeamMember = defineEntity({
  name: 'TeamMember',
  tableName: 'team_member',
  properties: {
    projectId: p.text(),
    teamId: p.uuid().primary(),
    userId: p.uuid().primary(),
    displayName: p.text().nullable(),
    profileImageUrl: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  primaryKeys: ['teamId', 'userId'],
});

// Grants reference their definition by (project_id, permission_id, scope); scope is pinned by a
// check constraint (migration 20261125000100), so it is never written here.
export const TeamMemberPermission = defineEntity({
  name: 'TeamMemberPermission',
  tableName: 'team_member_permission',
  properties: {
    projectId: p.text(),
    teamId: p.uuid().primary(),
    userId: p.uuid().primary(),
    permissionId: p.text().primary(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  primaryKeys: ['teamId', 'userId', 'permissionId'],
});

export const ProjectUserPermission = defineEntity({
  name: 'ProjectUserPermission',
  tableName: 'project_user_permission',
  properties: {
    projectId: p.text(),
    userId: p.uuid().primary(),
    permissionId: p.text().primary(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  primaryKeys: ['userId', 'permissionId'],
});
