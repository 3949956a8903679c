import type { Handler } from '../../http/router.ts';
import type * as routes from './webhooks.routes.ts';
import * as endpoints from './endpoints.service.ts';
import * as deliveries from './deliveries.service.ts';
import { issuePortalToken, projectOfPortalToken } from './portal-token.ts';
import { toWebhookDelivery, toWebhookEndpoint } from './webhooks.dto.ts';

export const listWebhookEndpointsHandler: Handler<typeof routes.listWebhookEndpoints> = async (c, { deps, auth }) =>
  c.json({ items: (await endpoints.listEndpoints(deps, auth.project.id)).map((e) => toWebhookEndpoint(e)), is_paginated: false as const }, 200);

export const createWebhookEndpointHandler: Handler<typeof routes.createWebhookEndpoint> = async (c, { deps, auth, body }) => {
  const { endpoint, secret } = await endpoints.createEndpoint(deps, auth.project, { url: body.url, description: body.description, eventTypes: body.event_types, enabled: body.enabled });
  return c.json({ ...toWebhookEndpoint(endpoint), secret }, 200);
};

export const getWebhookEndpointHandler: Handler<typeof routes.getWebhookEndpoint> = async (c, { deps, auth, params }) =>
  c.json(toWebhookEndpoint(await endpoints.getEndpoint(deps, auth.project.id, params.endpoint_id)), 200);

export const updateWebhookEndpointHandler: Handler<typeof routes.updateWebhookEndpoint> = async (c, { deps, auth, params, body }) => {
  const e = await endpoints.updateEndpoint(deps, auth.project, params.endpoint_id, { url: body.url, description: body.description, eventTypes: body.event_types, enabled: body.enabled });
  return c.json(toWebhookEndpoint(e), 200);
};

export const deleteWebhookEndpointHandler: Handler<typeof routes.deleteWebhookEndpoint> = async (c, { deps, auth, params }) => {
  await endpoints.deleteEndpoint(deps, auth.project.id, params.endpoint_id);
  return c.json({ success: true as const }, 200);
};

export const rotateWebhookSecretHandler: Handler<typeof routes.rotateWebhookSecret> = async (c, { deps, auth, params }) => {
  const { endpoint, secret } = await endpoints.rotateEndpointSecret(deps, auth.project.id, params.endpoint_id);
  return c.json({ ...toWebhookEndpoint(endpoint), secret }, 200);
};

export const listWebhookDeliveriesHandler: Handler<typeof routes.listWebhookDeliveries> = async (c, { deps, auth, params, query }) => {
  const page = await deliveries.listDeliveries(deps, auth.project.id, params.endpoint_id, { limit: query.limit, cursor: query.cursor });
  return c.json({ items: page.items.map(toWebhookDelivery), is_paginated: true as const, pagination: { next_cursor: page.nextCursor } }, 200);
};

export const resendWebhookDeliveryHandler: Handler<typeof routes.resendWebhookDelivery> = async (c, { deps, auth, params }) =>
  c.json(toWebhookDelivery(await deliveries.resendDelivery(deps, auth.project.id, params.endpoint_id, params.delivery_id)), 200);

export const svixTokenHandler: Handler<typeof routes.svixToken> = async (c, { deps, auth }) => c.json({ token: issuePortalToken(deps.config, auth.project.id) }, 200);

// Portal: the token names the project; nothing else from the request does.

export const portalListWebhookEndpointsHandler: Handler<typeof routes.portalListWebhookEndpoints> = async (c, { deps, headers }) => {
  const projectId = projectOfPortalToken(deps.config, headers['x-webhooks-portal-token']);
  return c.json({ items: (await endpoints.listEndpoints(deps, projectId)).map((e) => toWebhookEndpoint(e)), is_paginated: false as const }, 200);
};

export const portalUpdateWebhookEndpointHandler: Handler<typeof routes.portalUpdateWebhookEndpoint> = async (c, { deps, headers, params, body }) => {
  const projectId = projectOfPortalToken(deps.config, headers['x-webhooks-portal-token']);
  // No URL in this body, so the destination rule (which needs the project's mode) is not involved.
  const e = await endpoints.updateEndpoint(deps, { id: projectId, isProductionMode: true }, params.endpoint_id, { description: body.description, eventTypes: body.event_types, enabled: body.enabled });
  return c.json(toWebhookEndpoint(e), 200);
};

export const portalListWebhookDeliveriesHandler: Handler<typeof routes.portalListWebhookDeliveries> = async (c, { deps, headers, params, query }) => {
  const projectId = projectOfPortalToken(deps.config, headers['x-webhooks-portal-token']);
  const page = await deliveries.listDeliveries(deps, projectId, params.endpoint_id, { limit: query.limit, cursor: query.cursor });
  return c.json({ items: page.items.map(toWebhookDelivery), is_paginated: true as const, pagination: { next_cursor: page.nextCursor } }, 200);
};

export const portalResendWebhookDeliveryHandler: Handler<typeof routes.portalResendWebhookDelivery> = async (c, { deps, headers, params }) => {
  const projectId = projectOfPortalToken(deps.config, headers['x-webhooks-portal-token']);
  return c.json(toWebhookDelivery(await deliveries.resendDelivery(deps, projectId, params.endpoint_id, params.delivery_id)), 200);
};
