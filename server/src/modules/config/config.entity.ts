import { defineEntity, p } from '@mikro-orm/core';

/** One override document of a project at one level (see the ConfigOverrides migration). */
export const ConfigOverride = defineEntity({
  name: 'ConfigOverride',
  tableName: 'config_override',
  properties: {
    projectId: p.text().primary(),
    level: p.text().primary(),
    document: p.json<Record<string, unknown>>(),
    source: p.json<Record<string, unknown>>().nullable(),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
