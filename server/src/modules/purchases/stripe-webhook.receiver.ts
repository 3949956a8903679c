import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { receiveStripeEvent } from './stripe-webhook.service.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.url.ts';

/** Largest Stripe event body we read (Stripe's events are well under this). */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * The Stripe webhook receiver, one URL per project. A plain route outside the API contract: Stripe
 * sends no x-stack-* headers, its body must be read raw (the signature covers the exact bytes), and
 * only Stripe calls it. 200 for a handled or redelivered event; a bad signature is a known error.
 */
export function mountStripeWebhook(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const raw = await c.req.raw.text();
    if (raw.length > MAX_BODY_BYTES) return c.json({ code: 'REQUEST_BODY_TOO_LARGE', error: 'The Stripe event is too large.' }, 413);
    const result = await receiveStripeEvent(deps, c.req.param('projectId'), raw, c.req.header('stripe-signature'));
    return c.json({ received: true, duplicate: result.duplicate }, 200);
  });
}
