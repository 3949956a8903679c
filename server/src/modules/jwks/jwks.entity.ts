import { defineEntity, p } from '@mikro-orm/core';

/** Per-project ES256 signing keys; the newest signs, all are published in the JWKS. */
export const ProjectSigningKey = defineEntity({
  name: 'ProjectSigningKey',
  tableName: 'project_signing_key',
  properties: {
    kid: p.text().primary(),
    projectId: p.text(),
    privateJwk: p.json<Record<string, unknown>>(),
    publicJwk: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
