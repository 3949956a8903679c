import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './webhooks.routes.ts';
import * as h from './webhooks.handlers.ts';
import { webhooksErrors } from './webhooks.errors.ts';
import { knownError } from '../../http/errors.ts';
import { WebhookDelivery, WebhookEndpoint } from './webhooks.entity.ts';
import { Migration20261128010000Webhooks } from './migrations/Migration20261128010000Webhooks.ts';
import { Migration20261128050000WebhookEndpointDeletion } from './migrations/Migration20261128050000WebhookEndpointDeletion.ts';
import { Migration20261128051000WebhookAutoDisable } from './migrations/Migration20261128051000WebhookAutoDisable.ts';
import { WEBHOOK_EVENT_TYPES } from './event-types.ts';
import { fanOut } from './fan-out.ts';
import { WebhookWorker } from './webhook-worker.ts';

/**
 * Webhooks (issue 20 §3): per-project endpoints, Standard Webhooks signing, the delivery table and
 * its worker (webhook-worker.ts), fan-out of domain events (fan-out.ts) and the webhooks portal.
 */
export const webhooksModule: ModuleManifest = {
  name: 'webhooks',
  tags: [{ name: 'Webhooks', description: 'Webhook endpoints, signed deliveries (Standard Webhooks), delivery logs and the webhooks portal.', group: 'Admin' }],
  routes: [
    route(routes.listWebhookEndpoints, h.listWebhookEndpointsHandler),
    route(routes.createWebhookEndpoint, h.createWebhookEndpointHandler),
    route(routes.getWebhookEndpoint, h.getWebhookEndpointHandler),
    route(routes.updateWebhookEndpoint, h.updateWebhookEndpointHandler),
    route(routes.deleteWebhookEndpoint, h.deleteWebhookEndpointHandler),
    route(routes.rotateWebhookSecret, h.rotateWebhookSecretHandler),
    route(routes.listWebhookDeliveries, h.listWebhookDeliveriesHandler),
    route(routes.resendWebhookDelivery, h.resendWebhookDeliveryHandler),
    route(routes.svixToken, h.svixTokenHandler),
    route(routes.portalListWebhookEndpoints, h.portalListWebhookEndpointsHandler),
    route(routes.portalUpdateWebhookEndpoint, h.portalUpdateWebhookEndpointHandler),
    route(routes.portalListWebhookDeliveries, h.portalListWebhookDeliveriesHandler),
    route(routes.portalResendWebhookDelivery, h.portalResendWebhookDeliveryHandler),
  ],
  errors: webhooksErrors,
  // A delivery queued for an endpoint deleted in the same moment: the endpoint is gone.
  missingRows: { webhook_endpoint: () => knownError('WEBHOOK_ENDPOINT_NOT_FOUND') },
  entities: [WebhookEndpoint, WebhookDelivery],
  migrations: [
    { name: 'Migration20261128010000Webhooks', class: Migration20261128010000Webhooks },
    { name: 'Migration20261128050000WebhookEndpointDeletion', class: Migration20261128050000WebhookEndpointDeletion },
    { name: 'Migration20261128051000WebhookAutoDisable', class: Migration20261128051000WebhookAutoDisable },
  ],
  // The seam: each committed webhook-type event becomes one pending delivery per subscribed endpoint
  // (idempotent, so the dispatcher's at-least-once runs queue nothing twice). Sending, its retry
  // schedule and the failing state are the webhook worker's, on the delivery table.
  subscribers: [{ name: 'webhooks.fan-out', types: WEBHOOK_EVENT_TYPES, handle: async (event, deps) => void (await fanOut(deps.orm.em.fork(), event)) }],
  workers: [
    {
      name: 'webhook-delivery',
      start: (deps) => {
        const worker = new WebhookWorker(deps);
        worker.start();
        return worker;
      },
    },
  ],
};
