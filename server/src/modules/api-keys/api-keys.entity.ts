import { defineEntity, p } from '@mikro-orm/core';

/** A project key set: up to three secrets, stored only as SHA-256 digests plus their last four characters. */
export const ApiKeySet = defineEntity({
  name: 'ApiKeySet',
  tableName: 'api_key_set',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    description: p.text(),
    publishableClientKeyHash: p.blob().columnType('bytea').nullable(),
    publishableClientKeyLastFour: p.text().nullable(),
    secretServerKeyHash: p.blob().columnType('bytea').nullable(),
    secretServerKeyLastFour: p.text().nullable(),
    superSecretAdminKeyHash: p.blob().columnType('bytea').nullable(),
    superSecretAdminKeyLastFour: p.text().nullable(),
    expiresAt: p.datetime().columnType('timestamptz'),
    manuallyRevokedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
