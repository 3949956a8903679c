import { defineEntity, p } from '@mikro-orm/core';

/** A project's webhook endpoint. Its signing secrets are stored sealed (AES-256-GCM, secrets.ts), never in the clear. */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    url: p.text(),
    description: p.text(),
    eventTypes: p.json<string[]>().columnType('jsonb'),
    enabled: p.boolean(),
    secretSealed: p.text(),
    previousSecretSealed: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().columnType('timestamptz').nullable(),
    failingSince: p.datetime().columnType('timestamptz').nullable(),
    /** Set by DELETE: the endpoint is gone for every read and write; the worker removes the row later. */
    deletedAt: p.datetime().columnType('timestamptz').nullable(),
    /** Deliveries in a row that failed after the whole retry schedule; any success resets it. */
    consecutiveFailedDeliveries: p.integer().default(0),
    /** Why the worker disabled the endpoint (null: enabled, or disabled by hand); a manual re-enable clears it. */
    disabledReason: p.text().nullable(),
    disabledAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

/** One event for one endpoint: the message, its attempts and the last answer. */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    endpointId: p.uuid(),
    eventId: p.uuid(),
    eventType: p.text(),
    payload: p.json<Record<string, unknown>>().columnType('jsonb'),
    status: p.text(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime().columnType('timestamptz').nullable(),
    lastAttemptAt: p.datetime().columnType('timestamptz').nullable(),
    httpStatus: p.integer().nullable(),
    latencyMs: p.integer().nullable(),
    responseExcerpt: p.text().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
