import { defineEntity, p } from '@mikro-orm/core';

/** One e-mail to deliver (or kept in the development inbox); the durable outbox. */
export const EmailOutbox = defineEntity({
  name: 'EmailOutbox',
  tableName: 'email_outbox',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    userId: p.uuid().nullable(),
    toAddress: p.text(),
    subject: p.text(),
    html: p.text(),
    textBody: p.text(),
    notificationCategoryId: p.uuid(),
    headers: p.json<Record<string, string>>().defaultRaw(`'{}'`),
    status: p.text().default('queued'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastError: p.text().nullable(),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

/** A user's choice for one notification category; absent = the category's default. */
export const NotificationPreference = defineEntity({
  name: 'NotificationPreference',
  tableName: 'notification_preference',
  properties: {
    projectId: p.text(),
    userId: p.uuid().primary(),
    notificationCategoryId: p.uuid().primary(),
    enabled: p.boolean(),
  },
});
