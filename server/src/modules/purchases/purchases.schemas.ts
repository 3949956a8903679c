import { z } from '../../http/zod.ts';
import { CUSTOMER_TYPES, InlineProduct } from '../payments/index.ts';

const FullCode = z
  .string()
  .min(1, '{path} must not be empty')
  .max(300, '{path} must be at most 300 characters')
  .openapi({ description: 'The `<projectId>_<code>` of the purchase URL.', example: '3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6' });

export const CreatePurchaseUrlBody = z
  .object({
    customer_type: z.enum(CUSTOMER_TYPES).openapi({ example: 'user' }),
    customer_id: z.string().min(1, '{path} must not be empty').max(256, '{path} must be at most 256 characters').openapi({ example: '3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11' }),
    product_id: z.string().min(1, '{path} must not be empty').max(63, '{path} must be at most 63 characters').optional().openapi({ example: 'pro' }),
    product_inline: InlineProduct.optional(),
    return_url: z.string().url('{path} must be a URL').max(2000, '{path} must be at most 2000 characters').optional().openapi({ example: 'https://app.example.com/billing/done' }),
  })
  .strict()
  .openapi('CreatePurchaseUrlBody');

export const PurchaseUrl = z
  .object({ url: z.string().openapi({ example: 'https://auth.example.com/purchase/3f1c…_4k7x…' }) })
  .openapi('PurchaseUrl');

export const ValidateCodeQuery = z.object({ full_code: FullCode }).strict();
export const ValidateCodeBody = z.object({ full_code: FullCode }).strict().openapi('ValidatePurchaseCodeBody');

export const PurchaseCodeInfo = z
  .object({
    project_id: z.string(),
    project_display_name: z.string(),
    customer_type: z.enum(CUSTOMER_TYPES),
    customer_id: z.string(),
    product_id: z.string().nullable(),
    product: InlineProduct,
    test_mode: z.boolean().openapi({ description: 'True: the purchase completes without Stripe and is marked as a test.' }),
    return_url: z.string().nullable(),
    expires_at_millis: z.number().int(),
    already_bought_non_stackable: z.boolean(),
  })
  .openapi('PurchaseCodeInfo');

export const PurchaseSessionBody = z
  .object({
    full_code: FullCode,
    price_id: z.string().min(1, '{path} must not be empty').max(63, '{path} must be at most 63 characters').openapi({ example: 'monthly' }),
    quantity: z.number().int('{path} must be an integer').min(1, '{path} must be at least 1').max(1_000_000, '{path} must be at most 1000000').default(1).openapi({ example: 1 }),
  })
  .strict()
  .openapi('PurchaseSessionBody');

export const PurchaseSessionAnswer = z
  .object({
    mode: z.enum(['test_purchase', 'stripe_checkout']),
    completed: z.boolean().openapi({ description: 'True: the product is granted (test mode). False: send the buyer to redirect_url (Stripe Checkout).' }),
    redirect_url: z.string().nullable().openapi({ description: 'Where the buyer goes next: Stripe Checkout, or the return URL after a test purchase (null: none given).' }),
  })
  .openapi('PurchaseSession');

export const RefundBody = z
  .object({ transaction_id: z.string().uuid('{path} must be a UUID').openapi({ example: '7c0e1f7a-2b1d-4f6e-9a0d-5b3c2e1f0a9b' }) })
  .strict()
  .openapi('RefundTransactionBody');

export const CancelSubscriptionBody = z
  .object({
    subscription_id: z.string().min(1).max(100).openapi({ example: '7c0e1f7a-2b1d-4f6e-9a0d-5b3c2e1f0a9b', description: 'The `subscription.subscription_id` of GET /payments/products.' }),
    at_period_end: z.boolean().default(true).openapi({ description: 'true (default): it stays until its period ends, then ends. false: it ends now (its items that last as long as the purchase go at once); no money is returned.' }),
  })
  .strict()
  .openapi('CancelSubscriptionBody');
