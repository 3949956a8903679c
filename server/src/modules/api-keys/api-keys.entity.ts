import { defineEntity, p } from '@mikro-orm/core';

/** A project key set: up to three secrets, stored only as SHA-256 digests plus their last four characters. */
export const ApiKeySet = defineEntity({
  name: 'ApiKeySet',
  tableName: 'api_key_set',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    description: p.text(),
    publishableClientKeyHash: p.blob().columnType('bytea').nullable().unique('api_key_set_publishable_client_key_hash_key'),
    publishableClientKeyLastFour: p.text().nullable(),
    secretServerKeyHash: p.blob().columnType('bytea').nullable().unique('api_key_set_secret_server_key_hash_key'),
    secretServerKeyLastFour: p.text().nullable(),
    superSecretAdminKeyHash: p.blob().columnType('bytea').nullable().unique('api_key_set_super_secret_admin_key_hash_key'),
    superSecretAdminKeyLastFour: p.text().nullable(),
    expiresAt: p.datetime().columnType('timestamptz'),
    manuallyRevokedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
