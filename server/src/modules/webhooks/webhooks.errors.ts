import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';

/** The known errors the webhooks module owns (codes are never renamed). */
export const webhooksErrors = defineErrors({
  WEBHOOK_ENDPOINT_NOT_FOUND: def({ status: 404, message: 'The webhook endpoint does not exist.' }),
  WEBHOOK_DELIVERY_NOT_FOUND: def({ status: 404, message: 'The webhook delivery does not exist.' }),
  // One answer for every refused destination (private, loopback, link-local, metadata, unresolvable
  // to anything allowed): a finer answer would map the operator's network.
  WEBHOOK_URL_NOT_ALLOWED: def({
    status: 400,
    message:
      'The webhook URL points to an address this server does not send webhooks to. Production projects may only use public addresses; private, loopback and link-local addresses are refused (projects not in production mode may use private and loopback addresses for development, where the server allows it).',
  }),
  WEBHOOK_ENDPOINT_LIMIT_REACHED: def({
    status: 400,
    details: z.object({ limit: z.number().int().openapi({ example: LIMITS.webhookEndpointsPerProject }) }),
    message: (d) => `This project already has ${d.limit} webhook endpoints, the most it may have. Delete one first.`,
  }),
  WEBHOOKS_PORTAL_TOKEN_INVALID: def({
    status: 401,
    message: 'The webhooks portal token is invalid or has expired. Open the portal again from the dashboard or your backend.',
  }),
});

type WebhooksErrors = typeof webhooksErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends WebhooksErrors {}
}
