import { defineEntity, p } from '@mikro-orm/core';

export const EmailTheme = defineEntity({
  name: 'EmailTheme',
  tableName: 'email_theme',
  properties: {
    projectId: p.text().primary(),
    id: p.uuid().primary(),
    displayName: p.text(),
    tsxSource: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

export const EmailTemplate = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_template',
  properties: {
    projectId: p.text().primary(),
    id: p.uuid().primary(),
    displayName: p.text(),
    tsxSource: p.text(),
    themeId: p.uuid().nullable(),
    withoutTheme: p.boolean().default(false),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

export const EmailDraft = defineEntity({
  name: 'EmailDraft',
  tableName: 'email_draft',
  properties: {
    projectId: p.text().primary(),
    id: p.uuid().primary(),
    displayName: p.text(),
    tsxSource: p.text(),
    themeId: p.uuid().nullable(),
    withoutTheme: p.boolean().default(false),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
