import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { endpointsFor } from './endpoints.store.ts';
import { insertDeliveries } from './deliveries.store.ts';
import { isWebhookEventType } from './event-types.ts';

/** A committed domain event as the events dispatcher hands it to subscribers (modules/events). */
export interface WebhookSourceEvent {
  id: string;
  projectId: string;
  type: string;
  subject?: string | null;
  data: unknown;
  createdAt: Date;
}

/** The message body every endpoint receives (Standard Webhooks' recommended shape). */
export function messageOf(event: WebhookSourceEvent): Record<string, unknown> {
  return { type: event.type, timestamp: event.createdAt.toISOString(), data: event.data };
}

/**
 * One event -> one pending delivery per enabled endpoint of its project that subscribes to its
 * type. Idempotent per (endpoint, event), so the dispatcher may run it again after a failure.
 * Types that are not webhook event types (internal events) go nowhere. The delivery carries its
 * message, so sending never needs the events table again.
 */
export async function fanOut(em: EntityManager, event: WebhookSourceEvent): Promise<number> {
  if (!isWebhookEventType(event.type)) return 0;
  const endpoints = await endpointsFor(em, event.projectId, event.type);
  const payload = messageOf(event);
  await insertDeliveries(
    em,
    endpoints.map((e) => ({ id: randomUUID(), projectId: event.projectId, endpointId: e.id, eventId: event.id, eventType: event.type, payload })),
  );
  return endpoints.length;
}
