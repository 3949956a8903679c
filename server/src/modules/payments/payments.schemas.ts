import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { nonEmpty, queryBoolean } from '../../http/schemas.ts';
import { CUSTOMER_TYPES, InlineProduct, MAX_ITEM_QUANTITY } from './product-schemas.ts';
import { TRANSACTION_TYPES } from './transactions.store.ts';

/** The payments API's request and response shapes (wire-contract §9.21). Written by hand. */

/** Custom customer ids are the developer's own strings: ours, at most 256 characters. */
export const CUSTOMER_ID_MAX = 256;

const customerParams = {
  customer_type: z.enum(CUSTOMER_TYPES).openapi({ description: 'user, team, or custom (a customer id of your own).', example: 'user' }),
  customer_id: nonEmpty(CUSTOMER_ID_MAX).openapi({ description: 'A user id, a team id, or your own id for a custom customer.', example: '3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11' }),
};

export const CustomerParams = z.object(customerParams);
export const ItemParams = z.object({ ...customerParams, item_id: nonEmpty(LIMITS.shortText).openapi({ example: 'credits' }) });

export const ItemView = z
  .object({ id: z.string().openapi({ example: 'credits' }), display_name: z.string().openapi({ example: 'Credits' }), quantity: z.number().int().openapi({ example: 42 }) })
  .openapi('PaymentsItem', { description: "A customer's quantity of an item: the sum of its unexpired ledger entries (may be negative)." });

/** A change's delta: ours, at most a billion either way per request. */
export const MAX_DELTA = 1_000_000_000;

export const UpdateQuantityQuery = z.object({
  allow_negative: queryBoolean.openapi({ description: 'true: the quantity may go below zero. false: a change that would is refused (ITEM_QUANTITY_INSUFFICIENT_AMOUNT).' }),
});

export const UpdateQuantityBody = z
  .object({
    delta: z.number().int().min(-MAX_DELTA).max(MAX_DELTA).openapi({ description: 'Added to the quantity (negative to spend).', example: -1 }),
    expires_at: z.iso.datetime({ offset: true }).max(64).optional().openapi({ description: 'When this change stops counting (ISO 8601).', example: '2030-01-01T00:00:00Z' }),
    description: z.string().max(LIMITS.description).optional().openapi({ example: 'Used one export' }),
  })
  .strict();

export const EmptyBody = z.object({}).strict().openapi('PaymentsEmpty');

export const ListProductsQuery = z.object({
  cursor: z.string().max(LIMITS.shortText).optional().openapi({ description: 'The product id to start at (next_cursor of the previous page).' }),
  limit: z.coerce
    .number()
    .int('{path} must be an integer')
    .min(1, '{path} must be at least 1')
    .max(100, '{path} must be at most 100')
    .optional()
    .openapi({ description: 'Products per page, 1 to 100 (default 10).', example: 10 }),
});

const Subscription = z.object({
  subscription_id: z.string(),
  current_period_end: z.string().nullable().openapi({ description: 'ISO 8601, or null.' }),
  cancel_at_period_end: z.boolean(),
  is_cancelable: z.boolean(),
});

export const OwnedProductView = z
  .object({
    id: z.string().nullable().openapi({ description: 'The config product id; null for an inline product.' }),
    quantity: z.number().int(),
    product: InlineProduct,
    type: z.enum(['one_time', 'subscription']).optional(),
    subscription: Subscription.nullable().optional(),
    switch_options: z.array(z.object({ product_id: z.string(), product: InlineProduct })).optional(),
  })
  .openapi('PaymentsOwnedProduct');

export const OwnedProductList = z
  .object({ items: z.array(OwnedProductView), is_paginated: z.literal(true), pagination: z.object({ next_cursor: z.string().nullable() }) })
  .openapi('PaymentsOwnedProductList');

export const GrantProductBody = z
  .object({
    product_id: z.string().max(LIMITS.shortText).optional().openapi({ description: 'A product of the payments config.', example: 'pro-plan' }),
    product_inline: InlineProduct.optional(),
    quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY).optional().openapi({ description: 'How many (stackable products only; default 1).', example: 1 }),
  })
  .strict();

export const GrantProductAnswer = z.object({ success: z.literal(true), subscription_id: z.string().optional() }).openapi('PaymentsGrantAnswer');

export const ListTransactionsQuery = z.object({
  cursor: z.string().max(LIMITS.shortText).optional().openapi({ description: 'next_cursor of the previous page (opaque).' }),
  limit: z.coerce
    .number()
    .int('{path} must be an integer')
    .min(1, '{path} must be at least 1')
    .max(200, '{path} must be at most 200')
    .optional()
    .openapi({ description: 'Transactions per page, 1 to 200 (default 50).', example: 10 }),
  type: z.enum(TRANSACTION_TYPES).optional(),
  customer_type: z.enum(CUSTOMER_TYPES).optional(),
});

const Entry = z.record(z.string(), z.unknown()).openapi('PaymentsTransactionEntry', {
  description:
    'One of money_transfer {customer_type, customer_id, charged_amount, net_amount}, item_quantity_change {customer_type, customer_id, item_id, quantity}, product_grant {customer_type, customer_id, product_id, product, price_id, quantity, subscription_id?, one_time_purchase_id?}, product_revocation {quantity}, product_revocation_reversal {quantity}; each with type, adjusted_transaction_id and adjusted_entry_index. Amounts are decimal strings.',
});

export const TransactionView = z
  .object({
    id: z.string(),
    created_at_millis: z.number().int(),
    effective_at_millis: z.number().int(),
    type: z.enum(TRANSACTION_TYPES).nullable(),
    entries: z.array(Entry),
    adjusted_by: z.array(z.object({ transaction_id: z.string(), entry_index: z.number().int() })),
    test_mode: z.boolean(),
  })
  .openapi('PaymentsTransaction');

export const TransactionList = z.object({ transactions: z.array(TransactionView), next_cursor: z.string().nullable() }).openapi('PaymentsTransactionList');
