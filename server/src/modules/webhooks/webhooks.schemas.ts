import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { uuid } from '../../http/schemas.ts';
import { EXAMPLE_ID } from '../../http/examples.ts';
import { WEBHOOK_EVENT_TYPES } from './event-types.ts';
import { urlShapeProblem } from './destination.ts';

const id = z.string().openapi({ format: 'uuid', example: EXAMPLE_ID });

export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES).openapi('WebhookEventType', { example: 'user.created' });

const EventTypes = z
  .array(WebhookEventType)
  .max(WEBHOOK_EVENT_TYPES.length, `{path} must have at most ${WEBHOOK_EVENT_TYPES.length} items`)
  .openapi({ description: 'The event types sent to this endpoint; empty: every type.', example: ['user.created', 'user.deleted'] });

const EndpointUrl = z
  .string()
  .max(LIMITS.webhookUrl, `{path} must be at most ${LIMITS.webhookUrl} characters`)
  .superRefine((v, ctx) => {
    const problem = urlShapeProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: `{path} ${problem}` });
  })
  .openapi({ format: 'uri', example: 'https://api.example.com/webhooks/gatehouse' });

export const WebhookEndpoint = z
  .object({
    id,
    url: z.string().openapi({ example: 'https://api.example.com/webhooks/gatehouse' }),
    description: z.string().openapi({ example: 'Billing service' }),
    event_types: z.array(WebhookEventType),
    enabled: z.boolean(),
    /** Set while the newest delivery that used up its whole retry schedule is newer than the last success. */
    failing: z.boolean().openapi({ description: 'True once a delivery failed after its whole retry schedule (about a day), until a delivery succeeds again.' }),
    failing_since_millis: z.number().int().nullable(),
    disabled_reason: z
      .enum(['consecutive_failed_deliveries'])
      .nullable()
      .openapi({
        description:
          'Why Gatehouse disabled the endpoint: `consecutive_failed_deliveries`: that many deliveries in a row (the server setting, default 5) failed after their whole retry schedule. null: enabled, or disabled by hand. Enabling the endpoint (PATCH enabled:true) clears it.',
      }),
    disabled_at_millis: z.number().int().nullable().openapi({ description: 'When Gatehouse disabled the endpoint (with disabled_reason).' }),
    consecutive_failed_deliveries: z.number().int().openapi({ description: 'Deliveries in a row that failed after their whole retry schedule; any success, or enabling or disabling by hand, resets it.' }),
    previous_secret_valid_until_millis: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'After a rotation: until when the replaced secret also signs (both signatures are sent).' }),
    created_at_millis: z.number().int(),
    updated_at_millis: z.number().int(),
  })
  .openapi('WebhookEndpoint');

export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpoint), is_paginated: z.literal(false) }).openapi('WebhookEndpointList');

/** The only answers that carry a signing secret (create, rotate): shown once. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().openapi({ description: 'The signing secret (Standard Webhooks `whsec_…`), shown in this answer only.', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
}).openapi('WebhookEndpointWithSecret');

export const CreateWebhookEndpointBody = z
  .object({
    url: EndpointUrl,
    description: z.string().max(LIMITS.description).optional().openapi({ example: 'Billing service' }),
    event_types: EventTypes.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .openapi('CreateWebhookEndpointBody');

export const UpdateWebhookEndpointBody = z
  .object({
    url: EndpointUrl.optional(),
    description: z.string().max(LIMITS.description).optional(),
    event_types: EventTypes.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .openapi('UpdateWebhookEndpointBody');

/** What the webhooks portal may change: not the URL (a stolen portal token must not redirect a project's events). */
export const PortalUpdateWebhookEndpointBody = UpdateWebhookEndpointBody.omit({ url: true }).strict().openapi('PortalUpdateWebhookEndpointBody');

export const WebhookEndpointParams = z.object({ endpoint_id: uuid }).strict();
export const WebhookDeliveryParams = z.object({ endpoint_id: uuid, delivery_id: uuid }).strict();

export const WebhookDelivery = z
  .object({
    id: id.openapi({ description: 'Also the `webhook-id` header of every attempt: stable per event and endpoint, for de-duplication.' }),
    event_id: id,
    event_type: WebhookEventType,
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    next_attempt_at_millis: z.number().int().nullable(),
    last_attempt_at_millis: z.number().int().nullable(),
    http_status: z.number().int().nullable(),
    latency_ms: z.number().int().nullable(),
    response_excerpt: z.string().nullable().openapi({ description: 'The first 1,024 bytes of the last answer.' }),
    error: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()).openapi({ description: 'The message body sent: `{type, timestamp, data}`.' }),
    created_at_millis: z.number().int(),
  })
  .openapi('WebhookDelivery');

export const WebhookDeliveryQuery = z
  .object({
    limit: z.coerce
      .number()
      .int('{path} must be an integer')
      .min(1, '{path} must be at least 1')
      .max(LIMITS.webhookDeliveriesPage, `{path} must be at most ${LIMITS.webhookDeliveriesPage}`)
      .default(50),
    cursor: uuid.optional(),
  })
  .strict();

export const WebhookDeliveryList = z
  .object({ items: z.array(WebhookDelivery), is_paginated: z.literal(true), pagination: z.object({ next_cursor: uuid.nullable() }) })
  .openapi('WebhookDeliveryList');

export const SvixTokenBody = z.object({}).strict().openapi('SvixTokenBody');
export const SvixToken = z
  .object({ token: z.string().openapi({ description: 'Opens /webhooks-portal?token=… for this project for one hour.', example: 'whp_eyJwIjoi…' }) })
  .openapi('SvixToken');

export const PortalHeaders = z.object({ 'x-webhooks-portal-token': z.string().max(LIMITS.token).openapi({ description: 'A token from POST /webhooks/svix-token.' }) });
