import { defineEntity, p } from '@mikro-orm/core';

export const EmailTheme = defineEntity({
  name: 'EmailTheme',
  tableName: 'email_theme',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text().primary(),
    displayName: p.text(),
    tsxSource: p.text(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});

export const EmailTemplate = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_template',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text().primary(),
    displayName: p.text(),
    tsxSource: p.text(),
    themeId: p.uuid().nullable(),
    withoutTheme: p.boolean().default(false),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});

export const EmailDraft = defineEntity({
  name: 'EmailDraft',
  tableName: 'email_draft',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text().primary(),
    displayName: p.text(),
    tsxSource: p.text(),
    themeId: p.uuid().nullable(),
    withoutTheme: p.boolean().default(false),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
