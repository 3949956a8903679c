import { defineEntity, p } from '@mikro-orm/core';

export const ProjectUser = defineEntity({
  name: 'ProjectUser',
  tableName: 'project_user',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    displayName: p.text().nullable(),
    profileImageUrl: p.text().nullable(),
    clientMetadata: p.json<unknown>().nullable(),
    clientReadOnlyMetadata: p.json<unknown>().nullable(),
    serverMetadata: p.json<unknown>().nullable(),
    isAnonymous: p.boolean().default(false),
    passwordHash: p.text().nullable(),
    otpAuthEnabled: p.boolean().default(false),
    passkeyAuthEnabled: p.boolean().default(false),
    totpSecret: p.blob().columnType('bytea').nullable(),
    selectedTeamId: p.uuid().nullable(),
    signedUpAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    lastActiveAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
