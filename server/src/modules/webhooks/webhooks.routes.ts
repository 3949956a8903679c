import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import * as s from './webhooks.schemas.ts';

/**
 * A project's webhook endpoints and their delivery logs (issue 20 §3). Admin access (admin key or
 * a dashboard user's token); another project's endpoint or delivery answers like a missing one.
 * Events are signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp,
 * webhook-signature); see the WebhookEndpoint schema and the README's Webhooks section.
 */

const TAG = 'Webhooks';
const ADMIN = { types: ['admin'] } as const;
const PORTAL = { types: 'none' } as const;

export const listWebhookEndpoints = defineRoute({
  method: 'get',
  path: '/webhooks/endpoints',
  operationId: 'listWebhookEndpoints',
  tag: TAG,
  summary: 'List webhook endpoints',
  description: 'Every webhook endpoint of the project, oldest first, with its failing state. Secrets are never shown. Changes nothing.',
  access: ADMIN,
  response: { status: 200, description: 'The endpoints.', schema: s.WebhookEndpointList },
  errors: [],
});

export const createWebhookEndpoint = defineRoute({
  method: 'post',
  path: '/webhooks/endpoints',
  operationId: 'createWebhookEndpoint',
  tag: TAG,
  summary: 'Create a webhook endpoint',
  description:
    'Adds an endpoint (at most 20 per project) with a fresh `whsec_` signing secret, shown in this answer only. The URL must be http(s); production projects may only reach public addresses (private, loopback and link-local addresses are refused, checked now and again at every send).',
  access: ADMIN,
  request: { body: s.CreateWebhookEndpointBody, bodyExample: { url: 'https://api.example.com/webhooks/gatehouse', description: 'Billing service', event_types: ['user.created', 'user.deleted'] } },
  response: {
    status: 200,
    description: 'The endpoint with its signing secret (shown once).',
    schema: s.WebhookEndpointWithSecret,
    links: {
      GetWebhookEndpoint: { operationId: 'getWebhookEndpoint', parameters: { endpoint_id: '$response.body#/id' } },
      ListWebhookDeliveries: { operationId: 'listWebhookDeliveries', parameters: { endpoint_id: '$response.body#/id' } },
    },
  },
  errors: ['WEBHOOK_URL_NOT_ALLOWED', 'WEBHOOK_ENDPOINT_LIMIT_REACHED'],
});

export const getWebhookEndpoint = defineRoute({
  method: 'get',
  path: '/webhooks/endpoints/{endpoint_id}',
  operationId: 'getWebhookEndpoint',
  tag: TAG,
  summary: 'Read a webhook endpoint',
  description: 'One endpoint of the project, without its secret. Changes nothing.',
  access: ADMIN,
  request: { params: s.WebhookEndpointParams },
  response: { status: 200, description: 'The endpoint.', schema: s.WebhookEndpoint },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const updateWebhookEndpoint = defineRoute({
  method: 'patch',
  path: '/webhooks/endpoints/{endpoint_id}',
  operationId: 'updateWebhookEndpoint',
  tag: TAG,
  summary: 'Change a webhook endpoint',
  description: 'Changes the URL (checked like on create), description, event types or enabled state. A disabled endpoint gets no new deliveries; its pending ones fail and can be resent later.',
  access: ADMIN,
  request: { params: s.WebhookEndpointParams, body: s.UpdateWebhookEndpointBody, bodyExample: { enabled: false } },
  response: { status: 200, description: 'The endpoint after the change.', schema: s.WebhookEndpoint },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_URL_NOT_ALLOWED'],
});

export const deleteWebhookEndpoint = defineRoute({
  method: 'delete',
  path: '/webhooks/endpoints/{endpoint_id}',
  operationId: 'deleteWebhookEndpoint',
  tag: TAG,
  summary: 'Delete a webhook endpoint',
  description: 'Deletes the endpoint and its delivery log; nothing more is sent to it. A body, if sent, is ignored.',
  access: ADMIN,
  request: { params: s.WebhookEndpointParams },
  response: { status: 200, description: 'The endpoint was deleted.', schema: SuccessBody },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const rotateWebhookSecret = defineRoute({
  method: 'post',
  path: '/webhooks/endpoints/{endpoint_id}/rotate-secret',
  operationId: 'rotateWebhookSecret',
  tag: TAG,
  summary: 'Rotate an endpoint\'s signing secret',
  description:
    'Issues a new signing secret, shown in this answer only. For 24 hours the replaced secret signs too (webhook-signature then carries both signatures), so receivers can switch without losing a message; a second rotation within that window drops the oldest secret at once. A body, if sent, is ignored.',
  access: ADMIN,
  request: { params: s.WebhookEndpointParams },
  response: { status: 200, description: 'The endpoint with its new secret (shown once).', schema: s.WebhookEndpointWithSecret },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const listWebhookDeliveries = defineRoute({
  method: 'get',
  path: '/webhooks/endpoints/{endpoint_id}/deliveries',
  operationId: 'listWebhookDeliveries',
  tag: TAG,
  summary: 'List an endpoint\'s deliveries',
  description: 'The delivery log of one endpoint, newest first: status, attempts, last HTTP status, latency and the first 1,024 bytes of the answer. Paginated by `cursor` (the `next_cursor` of the previous page). Changes nothing.',
  access: ADMIN,
  request: { params: s.WebhookEndpointParams, query: s.WebhookDeliveryQuery },
  response: { status: 200, description: 'One page of deliveries.', schema: s.WebhookDeliveryList },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const resendWebhookDelivery = defineRoute({
  method: 'post',
  path: '/webhooks/endpoints/{endpoint_id}/deliveries/{delivery_id}/resend',
  operationId: 'resendWebhookDelivery',
  tag: TAG,
  summary: 'Resend a delivery',
  description: 'Queues the delivery again, due now, with a fresh retry schedule. It keeps its `webhook-id`, so a receiver that already processed it can tell. A body, if sent, is ignored.',
  access: ADMIN,
  request: { params: s.WebhookDeliveryParams },
  response: { status: 200, description: 'The delivery, queued again.', schema: s.WebhookDelivery },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND'],
});

export const svixToken = defineRoute({
  method: 'post',
  path: '/webhooks/svix-token',
  operationId: 'createWebhooksPortalToken',
  tag: TAG,
  summary: 'Open the webhooks portal',
  description:
    'A token (wire-contract §9.22) that opens Gatehouse\'s own webhooks portal, `/webhooks-portal?token=…`, for this project for one hour: its endpoints and delivery logs, enabling and disabling, event filters, resends. The token never shows a secret, changes a URL, creates or deletes an endpoint, and cannot be revoked before it expires.',
  access: ADMIN,
  request: { body: s.SvixTokenBody, bodyExample: {} },
  response: { status: 200, description: 'The portal token.', schema: s.SvixToken },
  errors: [],
});

// The portal's own calls, authorised by the portal token alone (no x-stack-* headers).

export const portalListWebhookEndpoints = defineRoute({
  method: 'get',
  path: '/webhooks/portal/endpoints',
  operationId: 'portalListWebhookEndpoints',
  tag: TAG,
  summary: 'Portal: list webhook endpoints',
  description: 'The endpoints of the project the portal token opens. Changes nothing.',
  access: PORTAL,
  request: { headers: s.PortalHeaders },
  response: { status: 200, description: 'The endpoints.', schema: s.WebhookEndpointList },
  errors: ['WEBHOOKS_PORTAL_TOKEN_INVALID'],
});

export const portalUpdateWebhookEndpoint = defineRoute({
  method: 'patch',
  path: '/webhooks/portal/endpoints/{endpoint_id}',
  operationId: 'portalUpdateWebhookEndpoint',
  tag: TAG,
  summary: 'Portal: change a webhook endpoint',
  description: 'Changes the description, event types or enabled state (never the URL) of an endpoint of the project the portal token opens.',
  access: PORTAL,
  request: { headers: s.PortalHeaders, params: s.WebhookEndpointParams, body: s.PortalUpdateWebhookEndpointBody, bodyExample: { enabled: false } },
  response: { status: 200, description: 'The endpoint after the change.', schema: s.WebhookEndpoint },
  errors: ['WEBHOOKS_PORTAL_TOKEN_INVALID', 'WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const portalListWebhookDeliveries = defineRoute({
  method: 'get',
  path: '/webhooks/portal/endpoints/{endpoint_id}/deliveries',
  operationId: 'portalListWebhookDeliveries',
  tag: TAG,
  summary: 'Portal: list an endpoint\'s deliveries',
  description: 'The delivery log of an endpoint of the project the portal token opens, newest first. Changes nothing.',
  access: PORTAL,
  request: { headers: s.PortalHeaders, params: s.WebhookEndpointParams, query: s.WebhookDeliveryQuery },
  response: { status: 200, description: 'One page of deliveries.', schema: s.WebhookDeliveryList },
  errors: ['WEBHOOKS_PORTAL_TOKEN_INVALID', 'WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const portalResendWebhookDelivery = defineRoute({
  method: 'post',
  path: '/webhooks/portal/endpoints/{endpoint_id}/deliveries/{delivery_id}/resend',
  operationId: 'portalResendWebhookDelivery',
  tag: TAG,
  summary: 'Portal: resend a delivery',
  description: 'Queues a delivery of the project the portal token opens again, due now. A body, if sent, is ignored.',
  access: PORTAL,
  request: { headers: s.PortalHeaders, params: s.WebhookDeliveryParams },
  response: { status: 200, description: 'The delivery, queued again.', schema: s.WebhookDelivery },
  errors: ['WEBHOOKS_PORTAL_TOKEN_INVALID', 'WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND'],
});
