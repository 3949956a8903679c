import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the purchases module owns (codes are never renamed). */
export const purchasesErrors = defineErrors({
  STRIPE_ACCOUNT_INFO_NOT_FOUND: def({ status: 404, message: 'Stripe account information not found. Please make sure the user has onboarded with Stripe.' }),
  // The wire contract answers 500 when a purchase needs Stripe and the project has none: kept as a
  // known error with its own code, so clients (and the contract fuzzer) can tell it from a crash.
  STRIPE_ACCOUNT_NOT_CONFIGURED: def({
    status: 500,
    message: 'This project is not in test mode and has no Stripe account. Connect one with POST /internal/payments/setup, or turn payments.testMode on.',
  }),
  NEW_PURCHASES_BLOCKED: def({ status: 403, message: 'New purchases are blocked for this project (payments.blockNewPurchases).' }),
  STRIPE_KEY_INVALID: def({ status: 400, message: 'Stripe refused this secret key. Use a secret key (sk_...) or restricted key (rk_...) of your Stripe account.' }),
  // Stripe could not be reached or answered with an error we do not map: the caller may retry.
  STRIPE_UNAVAILABLE: def({ status: 503, message: 'Stripe could not complete the request. Try again in a moment.' }),
  PURCHASE_CODE_INVALID: def({ status: 404, message: 'This purchase link is invalid, has expired or was already used. Ask for a new one.' }),
  PRICE_DOES_NOT_EXIST: def({ status: 400, message: 'The product has no price with this id.' }),
  STRIPE_WEBHOOK_SIGNATURE_INVALID: def({ status: 400, message: 'The Stripe-Signature header does not verify with this project\'s webhook secret, or is too old.' }),
  // Gatehouse addition: set-default names a payment method Stripe does not hold for this customer.
  PAYMENT_METHOD_NOT_FOUND: def({ status: 404, message: 'The payment method does not exist or is not attached to this customer in Stripe.' }),
  TRANSACTION_NOT_FOUND: def({ status: 404, message: 'The transaction does not exist.' }),
  SUBSCRIPTION_NOT_FOUND: def({ status: 404, message: 'The subscription does not exist in this project or has already ended.' }),
  TRANSACTION_NOT_REFUNDABLE: def({ status: 400, message: 'Only purchases that are not yet refunded can be refunded.' }),
});

type PurchasesErrors = typeof purchasesErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends PurchasesErrors {}
}
