import { PUBLIC_EVENT_TYPES, type PublicEventType } from '../events/index.ts';

/**
 * The event types a webhook endpoint may subscribe to: exactly the public domain events
 * (events/index.ts PUBLIC_EVENT_TYPES, the one list; issue 20 §3, wire-contract §9.22), each with
 * the server read shape as its payload. An endpoint's filter may only name these.
 */
export const WEBHOOK_EVENT_TYPES = PUBLIC_EVENT_TYPES;

export type WebhookEventType = PublicEventType;

export const isWebhookEventType = (t: string): t is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t);
