import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import type { AuthContext } from '../../http/context.ts';
import { knownError, schemaProblem } from '../../http/errors.ts';
import type { WithOverrides } from '../config/config.settings.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { checkCustomerAccess, checkProductCustomerType, customerOwnsProduct as ownsProduct, grantProduct, paymentsOf, resolveProduct, type CustomerType, type InlineProduct } from '../payments/index.ts';

import { CODE_TTL_MS, hashCode, newCode, parseFullCode } from './full-code.ts';
import * as codes from './purchase-codes.store.ts';
import { createCheckout } from './checkout.ts';
import { findStripeAccount } from './stripe-account.store.ts';

export interface PurchaseUrlInput {
  customerType: CustomerType;
  customerId: string;
  productId?: string;
  productInline?: InlineProduct;
  returnUrl?: string;
}

/**
 * A purchase link for one customer and one product (wire §9.21). Order of checks: purchases not
 * blocked, the customer rules (the payments module's one shared function), the product (exactly one
 * of id or inline; inline and server-only products are not for clients), its customer type, not
 * already owned when not stackable, a trusted return URL. Only the code's hash is stored.
 */
export async function createPurchaseUrl(deps: Deps, auth: AuthContext & { project: WithOverrides & { id: string } }, input: PurchaseUrlInput): Promise<{ url: string }> {
  const project = auth.project;
  if (paymentsOf(project).blockNewPurchases) throw knownError('NEW_PURCHASES_BLOCKED');
  const client = auth.type === 'client';
  // Exactly one product, before anything is looked up.
  const resolved = resolveProduct(project, { productId: input.productId, productInline: input.productInline, client });
  await checkCustomerAccess(deps.em, auth, input.customerType, input.customerId);
  checkProductCustomerType(resolved, input.customerType, input.customerId);
  if (resolved.productId !== null && !resolved.product.stackable) {
    const customer = { projectId: project.id, customerType: input.customerType, customerId: input.customerId };
    if (await ownsProduct(deps.em, customer, resolved.productId)) throw knownError('PRODUCT_ALREADY_GRANTED', { product_id: resolved.productId, customer_id: input.customerId });
  }
  if (input.returnUrl !== undefined && !isTrustedUrl(project, input.returnUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  // Selling for real needs the project's Stripe account (the contract's 500, a known error here).
  if (!paymentsOf(project).testMode && !(await findStripeAccount(deps.em, project.id))) throw knownError('STRIPE_ACCOUNT_NOT_CONFIGURED');
  const { code, hash } = newCode();
  await codes.insertPurchaseCode(deps.em, {
    projectId: project.id,
    codeHash: hash,
    customerType: input.customerType,
    customerId: input.customerId,
    productId: resolved.productId,
    product: resolved.product,
    returnUrl: input.returnUrl ?? null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const url = new URL(`${deps.config.publicUrl}/purchase/${encodeURIComponent(project.id)}_${code}`);
  if (input.returnUrl !== undefined) url.searchParams.set('return_url', input.returnUrl);
  return { url: url.toString() };
}

/** The project and live code a full code names, or PURCHASE_CODE_INVALID (one answer for every reason). */
async function liveCode(deps: Deps, fullCode: string) {
  const parsed = parseFullCode(fullCode);
  const loaded = parsed ? await deps.projectCache.get(parsed.projectId, deps.since) : null;
  if (!parsed || !loaded) throw knownError('PURCHASE_CODE_INVALID');
  const record = await codes.findLiveCode(deps.em, parsed.projectId, hashCode(parsed.code));
  if (!record) throw knownError('PURCHASE_CODE_INVALID');
  return { project: loaded.project, record, codeHash: hashCode(parsed.code) };
}

export interface CodeView {
  projectId: string;
  projectDisplayName: string;
  customerType: string;
  customerId: string;
  productId: string | null;
  product: InlineProduct;
  testMode: boolean;
  returnUrl: string | null;
  expiresAt: Date;
  alreadyBoughtNonStackable: boolean;
}

/** What the hosted purchase page shows for a code; changes nothing. */
export async function validateCode(deps: Deps, fullCode: string): Promise<CodeView> {
  const { project, record } = await liveCode(deps, fullCode);
  const owned =
    record.productId !== null && !record.product.stackable
      ? await ownsProduct(deps.em, { projectId: project.id, customerType: record.customerType, customerId: record.customerId }, record.productId)
      : false;
  return {
    projectId: project.id,
    projectDisplayName: project.displayName,
    customerType: record.customerType,
    customerId: record.customerId,
    productId: record.productId,
    product: record.product,
    testMode: paymentsOf(project).testMode,
    returnUrl: record.returnUrl,
    expiresAt: record.expiresAt,
    alreadyBoughtNonStackable: owned,
  };
}

export type PurchaseSession = { mode: 'test_purchase'; completed: true; redirectUrl: string | null } | { mode: 'stripe_checkout'; completed: false; redirectUrl: string };

/**
 * The hosted page's "buy": in test mode (payments.testMode, a new project's default) the purchase
 * completes at once without Stripe, marked as a test (source test_purchase, test_mode true); the
 * code is used in the grant's transaction, so of two clicks racing on one code one grants and the
 * other hears PURCHASE_CODE_INVALID. Otherwise a Stripe Checkout session of the project's own
 * account is created and its URL answered; the grant happens when Stripe's
 * checkout.session.completed event arrives (stripe-webhook.handlers.ts).
 */
export async function purchaseSession(deps: Deps, input: { fullCode: string; priceId: string; quantity: number }): Promise<PurchaseSession> {
  const { project, record, codeHash } = await liveCode(deps, input.fullCode);
  const payments = paymentsOf(project);
  if (payments.blockNewPurchases) throw knownError('NEW_PURCHASES_BLOCKED');
  if (!Object.hasOwn(record.product.prices, input.priceId)) throw knownError('PRICE_DOES_NOT_EXIST');
  if (!record.product.stackable && input.quantity !== 1) throw schemaProblem('body.quantity must be 1: the product is not stackable');
  if (payments.testMode) {
    await deps.em.transactional(async (tx: EntityManager) => {
      const used = await codes.consumeCode(tx, project.id, { codeHash });
      if (!used) throw knownError('PURCHASE_CODE_INVALID');
      const grant = await grantProduct(tx, {
        projectId: project.id,
        customerType: used.customerType,
        customerId: used.customerId,
        productId: used.productId,
        product: used.product,
        priceId: input.priceId,
        quantity: input.quantity,
        source: 'test_purchase',
        testMode: true,
      });
      await codes.setGrant(tx, used.id, { transactionId: grant.transactionId, paymentIntentId: null });
    });
    return { mode: 'test_purchase', completed: true, redirectUrl: record.returnUrl };
  }
  const url = await createCheckout(deps, project, record, input);
  return { mode: 'stripe_checkout', completed: false, redirectUrl: url };
}
