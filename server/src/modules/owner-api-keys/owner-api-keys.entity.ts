import { defineEntity, p } from '@mikro-orm/core';

/** A user's or a team's API key (migration 20261126000000): the secret only as its SHA-256 digest. */
export const OwnerApiKey = defineEntity({
  name: 'OwnerApiKey',
  tableName: 'owner_api_key',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    type: p.text(),
    userId: p.uuid().nullable(),
    teamId: p.uuid().nullable(),
    description: p.text(),
    isPublic: p.boolean(),
    secretHash: p.blob().columnType('bytea'),
    lastFour: p.text(),
    expiresAt: p.datetime().columnType('timestamptz').nullable(),
    manuallyRevokedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
