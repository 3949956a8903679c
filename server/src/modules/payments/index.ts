import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { paymentsErrors } from './payments.errors.ts';
import { paymentsSettings } from './payments.settings.ts';
import * as routes from './payments.routes.ts';
import * as handlers from './payments.handlers.ts';
import { Migration20261128200000Payments } from './migrations/Migration20261128200000Payments.ts';
import { Migration20261128210000SubscriptionWorker } from './migrations/Migration20261128210000SubscriptionWorker.ts';
import { startSubscriptionWorker } from './subscription-renewals.ts';

// The interfaces other modules build on (the purchases module: Stripe, purchase codes, refunds).
export { grantProduct, renewSubscription, cancelSubscription, revokeGrant, resolveProduct, checkProductCustomerType, findCustomerProductByStripeSubscription, findCustomerProductByGrant, lockActiveSubscription, customerOwnsProduct } from './grants.service.ts';
export type { GrantInput, GrantResult } from './grants.service.ts';
export type { OwnedProduct } from './customer-products.store.ts';
export { declaredItem } from './items.service.ts';
export { revokeOwnedProduct, switchOwnedProduct } from './product-changes.service.ts';
export { CustomerParams, GrantProductAnswer } from './payments.schemas.ts';
export { PAYMENTS_TAG } from './payments.routes.ts';
export { checkCustomerAccess, CUSTOMER_ACCESS_ERRORS } from './customer-access.ts';
export { idempotently, IdempotencyHeaders } from './idempotency.ts';
export { settleDueSubscriptions } from './subscription-renewals.ts';
export { paymentsSettings, paymentsOf } from './payments.settings.ts';
export { InlineProduct, CUSTOMER_TYPES, type CustomerType } from './product-schemas.ts';
export { TRANSACTION_EVENT } from './transactions.ts';
export * as money from './money.ts';
// The payments figures of GET /internal/metrics (the metrics module reads them, never our tables).
export * as paymentsOverview from './overview.service.ts';

/**
 * Payments core (issue 21): the catalogue in config (`payments.*`), the item ledger, owned products,
 * payment transactions and the Idempotency-Key store. Stripe, purchase codes and refunds are the
 * purchases module's, built on the services exported above.
 */
export const paymentsModule: ModuleManifest = {
  name: 'payments',
  settings: paymentsSettings,
  tags: [{ name: routes.PAYMENTS_TAG, description: 'Items, products and transactions of customers (users, teams, custom).', group: 'Other client/server' }],
  routes: [
    route(routes.getItem, handlers.getItemHandler),
    route(routes.updateItemQuantity, handlers.updateItemQuantityHandler),
    route(routes.listProducts, handlers.listProductsHandler),
    route(routes.grantProduct, handlers.grantProductHandler),
    route(routes.listTransactions, handlers.listTransactionsHandler),
  ],
  errors: paymentsErrors,
  migrations: [
    { name: 'Migration20261128200000Payments', class: Migration20261128200000Payments },
    { name: 'Migration20261128210000SubscriptionWorker', class: Migration20261128210000SubscriptionWorker },
  ],
  // Renews and ends the subscriptions Gatehouse runs itself (test mode, server grants) at their period end.
  workers: [{ name: 'payment-subscriptions', start: (deps) => startSubscriptionWorker(deps) }],
};
