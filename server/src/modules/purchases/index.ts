import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as account from './stripe-account.routes.ts';
import * as accountH from './stripe-account.handlers.ts';
import * as purchases from './purchases.routes.ts';
import * as purchasesH from './purchases.handlers.ts';
import * as billing from './billing.routes.ts';
import * as billingH from './billing.handlers.ts';
import { mountStripeWebhook } from './stripe-webhook.receiver.ts';
import { purchasesErrors } from './purchases.errors.ts';
import { PurchaseCode, StripeAccount, StripeEvent } from './purchases.entity.ts';
import { Migration20261128050000Purchases } from './migrations/Migration20261128050000Purchases.ts';
import { Migration20261128300000StripeCustomers } from './migrations/Migration20261128300000StripeCustomers.ts';

// For GET /internal/metrics' checkout_conversion_rate (the metrics module never reads purchase_code itself).
export { countCodes as countPurchaseCodes } from './purchase-codes.store.ts';

/**
 * Purchases (issue 21): the project's Stripe account, purchase links and the hosted purchase
 * page's calls, the Stripe webhook receiver and refunds. Grants, items and transactions are the
 * payments module's (its exported services run inside our transactions).
 */
export const purchasesModule: ModuleManifest = {
  name: 'purchases',
  tags: [{ name: 'Purchases', description: 'Purchase links, the hosted purchase page, the project\'s Stripe account and refunds (payments through Stripe, or test purchases without it).', group: 'Admin' }],
  routes: [
    route(account.setupPayments, accountH.setupPaymentsHandler),
    route(account.getStripeAccountInfo, accountH.getStripeAccountInfoHandler),
    route(account.createStripeAccountSession, accountH.createStripeAccountSessionHandler),
    route(purchases.createPurchaseUrl, purchasesH.createPurchaseUrlHandler),
    route(purchases.validatePurchaseCode, purchasesH.validatePurchaseCodeHandler),
    route(purchases.validatePurchaseCodePost, purchasesH.validatePurchaseCodePostHandler),
    route(purchases.createPurchaseSession, purchasesH.createPurchaseSessionHandler),
    route(purchases.refundTransaction, purchasesH.refundTransactionHandler),
    route(purchases.cancelSubscription, purchasesH.cancelSubscriptionHandler),
    route(billing.revokeProduct, billingH.revokeProductHandler),
    route(billing.switchProduct, billingH.switchProductHandler),
    route(billing.getBilling, billingH.getBillingHandler),
    route(billing.listInvoices, billingH.listInvoicesHandler),
    route(billing.createSetupIntent, billingH.createSetupIntentHandler),
    route(billing.setDefaultPaymentMethod, billingH.setDefaultPaymentMethodHandler),
  ],
  mountPlain: mountStripeWebhook,
  errors: purchasesErrors,
  entities: [StripeAccount, PurchaseCode, StripeEvent],
  migrations: [
    { name: 'Migration20261128050000Purchases', class: Migration20261128050000Purchases },
    { name: 'Migration20261128300000StripeCustomers', class: Migration20261128300000StripeCustomers },
  ],
};
