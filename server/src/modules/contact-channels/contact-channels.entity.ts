import { defineEntity, p } from '@mikro-orm/core';

export const ContactChannel = defineEntity({
  name: 'ContactChannel',
  tableName: 'contact_channel',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    userId: p.uuid(),
    type: p.text().default('email'),
    value: p.text(),
    isPrimary: p.boolean().default(false),
    isVerified: p.boolean().default(false),
    usedForAuth: p.boolean().default(false),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
