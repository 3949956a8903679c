import type { Handler } from '../../http/router.ts';
import type * as routes from './stripe-account.routes.ts';
import * as service from './stripe-account.service.ts';
import type { StripeAccountInfo } from './stripe-account.service.ts';
import { stripeWebhookUrl } from './stripe-webhook.url.ts';

const toInfo = (publicUrl: string, projectId: string, a: StripeAccountInfo) => ({
  account_id: a.accountId,
  livemode: a.livemode,
  charges_enabled: a.chargesEnabled,
  payouts_enabled: a.payoutsEnabled,
  details_submitted: a.detailsSubmitted,
  webhook_url: stripeWebhookUrl(publicUrl, projectId),
});

export const setupPaymentsHandler: Handler<typeof routes.setupPayments> = async (c, { deps, auth, body }) => {
  const info = await service.setupStripe(deps, auth.project.id, { secretKey: body.stripe_secret_key, webhookSecret: body.stripe_webhook_secret });
  return c.json(toInfo(deps.config.publicUrl, auth.project.id, info), 200);
};

export const getStripeAccountInfoHandler: Handler<typeof routes.getStripeAccountInfo> = async (c, { deps, auth }) =>
  c.json(toInfo(deps.config.publicUrl, auth.project.id, await service.accountInfo(deps, auth.project.id)), 200);

export const createStripeAccountSessionHandler: Handler<typeof routes.createStripeAccountSession> = async (c, { deps, auth }) =>
  c.json({ client_secret: (await service.accountSession(deps, auth.project.id)).clientSecret }, 200);
