import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the payments module owns (wire-contract §9.21 codes and details; messages ours). */
const customerType = z.enum(['user', 'team', 'custom']).openapi({ example: 'user' });
const itemId = z.string().openapi({ example: 'credits' });
const productId = z.string().openapi({ example: 'pro-plan' });
const customerId = z.string().openapi({ example: '3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11' });

export const paymentsErrors = defineErrors({
  ITEM_NOT_FOUND: def({
    status: 404,
    details: z.object({ item_id: itemId }),
    message: (d) => `The item '${d.item_id}' is not declared in this project's payments config.`,
  }),
  ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH: def({
    status: 400,
    details: z.object({ item_id: itemId, customer_id: customerId, item_customer_type: customerType, actual_customer_type: customerType.openapi({ example: 'team' }) }),
    message: (d) => `The item '${d.item_id}' is for customers of type '${d.item_customer_type}', but '${d.customer_id}' is a customer of type '${d.actual_customer_type}'.`,
  }),
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: def({
    status: 400,
    details: z.object({ item_id: itemId, customer_id: customerId, quantity: z.number().int().openapi({ example: 3 }) }),
    message: (d) => `The customer '${d.customer_id}' holds ${d.quantity} of the item '${d.item_id}': not enough for this change (send allow_negative=true to allow a negative quantity).`,
  }),
  PRODUCT_DOES_NOT_EXIST: def({
    status: 400,
    details: z.object({ product_id: productId, context: z.enum(['item_exists', 'server_only']).nullable().openapi({ example: null }) }),
    message: (d) =>
      d.context === 'item_exists'
        ? `'${d.product_id}' is an item, not a product.`
        : d.context === 'server_only'
          ? `The product '${d.product_id}' can only be granted with server access.`
          : `The product '${d.product_id}' does not exist.`,
  }),
  PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH: def({
    status: 400,
    details: z.object({ product_id: productId.nullable(), customer_id: customerId, product_customer_type: customerType, actual_customer_type: customerType.openapi({ example: 'team' }) }),
    message: (d) => `The product is for customers of type '${d.product_customer_type}', but '${d.customer_id}' is a customer of type '${d.actual_customer_type}'.`,
  }),
  PRODUCT_ALREADY_GRANTED: def({
    status: 400,
    details: z.object({ product_id: productId, customer_id: customerId }),
    message: (d) => `The customer '${d.customer_id}' already owns the product '${d.product_id}', which is not stackable.`,
  }),
  // Gatehouse additions for DELETE /payments/products/… and …/switch (the contract names no codes for them).
  PRODUCT_NOT_OWNED: def({
    status: 404,
    details: z.object({ product_id: productId, customer_id: customerId }),
    message: (d) => `The customer '${d.customer_id}' does not own the product '${d.product_id}'.`,
  }),
  PRODUCT_SWITCH_NOT_ALLOWED: def({
    status: 400,
    details: z.object({
      from_product_id: productId,
      to_product_id: productId.openapi({ example: 'team-plan' }),
      reason: z.enum(['same_product', 'not_in_same_catalog', 'stackable', 'payment_required', 'not_recurring']).openapi({ example: 'not_in_same_catalog' }),
    }),
    message: (d) =>
      d.reason === 'same_product'
        ? `The customer already has '${d.to_product_id}'.`
        : d.reason === 'not_in_same_catalog'
          ? `'${d.from_product_id}' and '${d.to_product_id}' are not in the same catalog: only products of one catalog can be switched between.`
          : d.reason === 'stackable'
            ? 'Stackable products cannot be switched; grant or revoke them instead.'
            : d.reason === 'payment_required'
              ? `'${d.from_product_id}' is not paid through Stripe and the project is not in test mode: only a server can switch it.`
              : `The new price of '${d.to_product_id}' has no interval: a Stripe subscription can only switch to a recurring price.`,
  }),
  // "403 text" in the contract; Gatehouse answers every 4xx as a known error (ARCHITECTURE §3.3).
  CUSTOMER_ACCESS_DENIED: def({
    status: 403,
    details: z.object({ customer_type: customerType, customer_id: customerId }),
    message: (d) =>
      d.customer_type === 'custom'
        ? 'Custom customers can only be read and charged with server or admin access.'
        : `Client access may only act on its own user as a customer, not on '${d.customer_id}'.`,
  }),
  // Gatehouse addition (Stripe's convention): an Idempotency-Key reused with another request.
  IDEMPOTENCY_KEY_REUSED: def({
    status: 400,
    details: z.object({ idempotency_key: z.string().openapi({ example: '2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11' }) }),
    message: (d) => `The Idempotency-Key '${d.idempotency_key}' was already used with a different request on this route in the last 24 hours. Use a new key for a new request.`,
  }),
});

type PaymentsErrors = typeof paymentsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends PaymentsErrors {}
}
