import type { EndpointRecord } from './endpoints.store.ts';
import type { DeliveryRecord } from './deliveries.store.ts';
import type { WebhookEventType } from './event-types.ts';

const millis = (d: Date | null) => (d ? d.getTime() : null);

/** Never a secret: the signing secrets leave the server only in the create and rotate answers. */
export function toWebhookEndpoint(e: EndpointRecord, now = new Date()) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    event_types: e.eventTypes as WebhookEventType[],
    enabled: e.enabled,
    failing: e.failingSince !== null,
    failing_since_millis: millis(e.failingSince),
    disabled_reason: e.disabledReason,
    disabled_at_millis: millis(e.disabledAt),
    consecutive_failed_deliveries: e.consecutiveFailedDeliveries,
    previous_secret_valid_until_millis: e.previousSecretExpiresAt && e.previousSecretExpiresAt > now ? e.previousSecretExpiresAt.getTime() : null,
    created_at_millis: e.createdAt.getTime(),
    updated_at_millis: e.updatedAt.getTime(),
  };
}

export function toWebhookDelivery(d: DeliveryRecord) {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType as WebhookEventType,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at_millis: millis(d.nextAttemptAt),
    last_attempt_at_millis: millis(d.lastAttemptAt),
    http_status: d.httpStatus,
    latency_ms: d.latencyMs,
    response_excerpt: d.responseExcerpt,
    error: d.error,
    payload: d.payload,
    created_at_millis: d.createdAt.getTime(),
  };
}
