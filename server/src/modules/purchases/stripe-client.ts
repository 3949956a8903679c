import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { loadOnFirstUse } from '../../load-on-first-use.ts';

/**
 * The one place a Stripe client is made. A self-hosted project uses its own Stripe account, so a
 * client is per secret key; the API origin is the server's GATEHOUSE_STRIPE_API_BASE (Stripe's own
 * by default, stripe-mock in tests). No automatic retries: a failed call answers the request that
 * made it, and Stripe's writes we make carry idempotency keys where a retry could double them.
 */
export async function stripeClient(config: Pick<Config, 'stripe'>, secretKey: string): Promise<Stripe> {
  const base = new URL(config.stripe.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const StripeLibrary = await stripeLibrary();
  return new StripeLibrary(secretKey, {
    host: base.hostname,
    port: base.port ? Number.parseInt(base.port, 10) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
    timeout: 15_000,
    telemetry: false,
  });
}

/**
 * The library, imported on first use: its code and objects are ~3 MB of every server process's
 * heap, and only projects selling through Stripe ever need them.
 */
const stripeLibrary = loadOnFirstUse(async () => (await import('stripe')).default);

/** The library's webhook verifier needs no key or network: one shared instance, made on first use. */
export const stripeWebhooks = loadOnFirstUse(async () => new (await stripeLibrary())('sk_unused_for_webhook_verification').webhooks);
