import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { nonEmpty } from '../../http/schemas.ts';
import { CustomerParams } from '../payments/index.ts';

/** Request and answer shapes of the customer billing routes (wire §9.21 "Also" routes; shapes ours). */

export const ProductParams = CustomerParams.extend({ product_id: nonEmpty(LIMITS.shortText).openapi({ description: 'A product of the payments config the customer owns.', example: 'pro-plan' }) });

export const SwitchProductBody = z
  .object({
    from_product_id: nonEmpty(LIMITS.shortText).openapi({ description: 'The product the customer owns now.', example: 'basic-plan' }),
    to_product_id: nonEmpty(LIMITS.shortText).openapi({ description: 'The product to switch to: of the same catalog (catalogId).', example: 'pro-plan' }),
    price_id: nonEmpty(LIMITS.shortText).optional().openapi({ description: 'The new product\'s price; required when it has more than one.', example: 'monthly' }),
  })
  .strict();

export const RevokeAnswer = z
  .object({ success: z.literal(true), transaction_ids: z.array(z.string()).openapi({ description: 'The transactions that recorded the revocation (one per grant).' }) })
  .openapi('PaymentsRevokeAnswer');

const PaymentMethod = z
  .object({
    id: z.string().openapi({ example: 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6' }),
    brand: z.string().nullable().openapi({ example: 'visa' }),
    last4: z.string().nullable().openapi({ example: '4242' }),
    exp_month: z.number().int().nullable().openapi({ example: 12 }),
    exp_year: z.number().int().nullable().openapi({ example: 2030 }),
  })
  .openapi('PaymentsPaymentMethod', { description: 'A card as Stripe summarises it (never its number).' });

export const BillingAnswer = z
  .object({
    has_customer: z.boolean().openapi({ description: 'Whether the customer has a Stripe customer in the project\'s Stripe account (false in test mode without Stripe).' }),
    default_payment_method: PaymentMethod.nullable(),
  })
  .openapi('PaymentsBilling');

export const ListInvoicesQuery = z.object({
  cursor: z
    .string()
    .max(LIMITS.shortText)
    .regex(/^in_[A-Za-z0-9]+$/, '{path} must be an invoice id (in_...) that next_cursor gave')
    .optional()
    .openapi({ description: 'next_cursor of the previous page (a Stripe invoice id).' }),
  limit: z.coerce
    .number()
    .int('{path} must be an integer')
    .min(1, '{path} must be at least 1')
    .max(100, '{path} must be at most 100')
    .optional()
    .openapi({ description: 'Invoices per page, 1 to 100 (default 10).', example: 10 }),
});

export const InvoiceList = z
  .object({
    items: z.array(
      z.object({
        id: z.string().openapi({ example: 'in_1MtHbELkdIwHu7ixl4OzzPMv' }),
        status: z.string().nullable().openapi({ description: 'draft, open, paid, uncollectible or void (Stripe\'s).', example: 'paid' }),
        currency: z.string().openapi({ example: 'USD' }),
        amount_due: z.string().openapi({ description: 'A decimal string in the currency\'s units.', example: '9.99' }),
        amount_paid: z.string().openapi({ example: '9.99' }),
        created_at_millis: z.number().int(),
        hosted_invoice_url: z.string().nullable(),
      }),
    ),
    is_paginated: z.literal(true),
    pagination: z.object({ next_cursor: z.string().nullable() }),
  })
  .openapi('PaymentsInvoiceList');

export const SetupIntentAnswer = z
  .object({
    client_secret: z.string().openapi({ description: 'Confirm it with Stripe.js (Elements) in the browser.', example: 'seti_1Mm8s8LkdIwHu7ix0OXBfTRG_secret_NXDICkPqPeiBTAFqWmkbff09lRmSVXe' }),
    stripe_account_id: z.string().openapi({ example: 'acct_1032D82eZvKYlo2C' }),
    publishable_key: z.string().nullable().openapi({ description: 'null: Gatehouse keeps no publishable key; use your own.' }),
  })
  .openapi('PaymentsSetupIntent');

export const SetDefaultBody = z
  .object({
    payment_method_id: z
      .string()
      .max(255, '{path} must be at most 255 characters')
      .regex(/^(pm|card|src)_[A-Za-z0-9_]+$/, '{path} must be a Stripe payment method id (pm_...)')
      .openapi({ example: 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6' }),
  })
  .strict();

export const SetDefaultAnswer = z.object({ success: z.literal(true), default_payment_method: PaymentMethod }).openapi('PaymentsSetDefaultAnswer');

export const EmptyObject = z.object({}).strict();
