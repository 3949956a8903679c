import { defineEntity, p } from '@mikro-orm/core';

export const Project = defineEntity({
  name: 'Project',
  tableName: 'project',
  properties: {
    id: p.text().primary(),
    displayName: p.text(),
    description: p.text().default(''),
    logoUrl: p.text().nullable(),
    logoFullUrl: p.text().nullable(),
    isProductionMode: p.boolean().default(false),
    ownerTeamId: p.uuid().nullable(),
    /** HMAC key that derives each rotated refresh token from its predecessor (see sessions service). */
    refreshTokenSecret: p.text().lazy(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
