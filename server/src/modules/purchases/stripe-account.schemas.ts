import { z } from '../../http/zod.ts';

export const PaymentsSetupBody = z
  .object({
    stripe_secret_key: z
      .string()
      .max(255, '{path} must be at most 255 characters')
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, '{path} must be a Stripe secret or restricted key (sk_test_..., sk_live_..., rk_...)')
      .openapi({ description: 'Write-only: sealed at rest, never answered back.', example: 'sk_test_51Abc' }),
    stripe_webhook_secret: z
      .string()
      .max(255, '{path} must be at most 255 characters')
      .regex(/^whsec_[A-Za-z0-9_+/=-]+$/, '{path} must be a Stripe webhook signing secret (whsec_...)')
      .openapi({ description: "The signing secret of the Stripe webhook endpoint pointing at this project's receiver. Write-only.", example: 'whsec_abc123' }),
  })
  .strict()
  .openapi('PaymentsSetupBody');

export const StripeAccountInfo = z
  .object({
    account_id: z.string().openapi({ example: 'acct_1032D82eZvKYlo2C' }),
    livemode: z.boolean().openapi({ description: 'Whether the key is a live key (false: a Stripe test key).' }),
    charges_enabled: z.boolean(),
    payouts_enabled: z.boolean(),
    details_submitted: z.boolean(),
    webhook_url: z.string().openapi({ description: "Where to point the Stripe webhook endpoint of this project (events: checkout.session.completed, invoice.paid, customer.subscription.updated, customer.subscription.deleted, charge.refunded).", example: 'https://auth.example.com/api/v1/integrations/stripe/webhooks/3f1c…' }),
  })
  .openapi('StripeAccountInfo');

export const StripeAccountSession = z.object({ client_secret: z.string().openapi({ example: 'accs_secret__abc' }) }).openapi('StripeAccountSession');
