import type Stripe from 'stripe';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { stripeClient } from './stripe-client.ts';
import { openStripeSecret, sealStripeSecret } from './stripe-secrets.ts';
import * as store from './stripe-account.store.ts';

/** What the dashboard may know about a project's Stripe account: never its secrets. */
export interface StripeAccountInfo {
  accountId: string;
  livemode: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** Stripe's own refusals keep their meaning; anything else (network, 5xx) is "try again". */
export function stripeFailure(err: unknown): never {
  const e = err as { type?: string; statusCode?: number };
  if (e?.type === 'StripeAuthenticationError' || e?.type === 'StripePermissionError') throw knownError('STRIPE_KEY_INVALID');
  throw knownError('STRIPE_UNAVAILABLE');
}

/**
 * Stores the project's Stripe secret key and webhook secret (sealed). The key is checked first by
 * asking Stripe for its account, so a typo is refused now rather than at the first purchase.
 */
export async function setupStripe(deps: Deps, projectId: string, input: { secretKey: string; webhookSecret: string }): Promise<StripeAccountInfo> {
  const account = await (await stripeClient(deps.config, input.secretKey)).accounts.retrieveCurrent().catch(stripeFailure);
  await store.saveStripeAccount(deps.em, {
    projectId,
    accountId: account.id,
    secretKeySealed: sealStripeSecret(deps.config, projectId, 'secret-key', input.secretKey),
    webhookSecretSealed: sealStripeSecret(deps.config, projectId, 'webhook-secret', input.webhookSecret),
    livemode: input.secretKey.includes('_live_'),
  });
  return infoOf(account, input.secretKey.includes('_live_'));
}

/** The project's Stripe client, or STRIPE_ACCOUNT_INFO_NOT_FOUND before setup. */
export async function projectStripe(deps: Deps, projectId: string): Promise<{ stripe: Stripe; account: store.StripeAccountRecord }> {
  const account = await store.findStripeAccount(deps.em, projectId);
  if (!account) throw knownError('STRIPE_ACCOUNT_INFO_NOT_FOUND');
  return { stripe: await stripeClient(deps.config, openStripeSecret(deps.config, projectId, 'secret-key', account.secretKeySealed)), account };
}

export async function accountInfo(deps: Deps, projectId: string): Promise<StripeAccountInfo> {
  const { stripe, account } = await projectStripe(deps, projectId);
  return infoOf(await stripe.accounts.retrieveCurrent().catch(stripeFailure), account.livemode);
}

/** A client secret for Stripe's embedded components (Connect account session) of the project's account. */
export async function accountSession(deps: Deps, projectId: string): Promise<{ clientSecret: string }> {
  const { stripe, account } = await projectStripe(deps, projectId);
  const session = await stripe.accountSessions
    .create({ account: account.accountId, components: { payments: { enabled: true }, payouts: { enabled: true } } })
    .catch(stripeFailure);
  return { clientSecret: session.client_secret };
}

function infoOf(a: Stripe.Account, livemode: boolean): StripeAccountInfo {
  return {
    accountId: a.id,
    livemode,
    chargesEnabled: a.charges_enabled ?? false,
    payoutsEnabled: a.payouts_enabled ?? false,
    detailsSubmitted: a.details_submitted ?? false,
  };
}
