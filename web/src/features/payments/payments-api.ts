import { adminApp } from '../../api/client.ts';
import type { CustomerType } from './payment-rules.ts';

/**
 * The payment routes of wire-contract §9.21 the dashboard reads and writes, with admin access.
 * Called untyped through the admin app (its transport still throws the known errors): the routes
 * are declared by the server's payments modules, and these shapes are the contract's.
 */
interface RawApi {
  GET(url: string, init?: object): Promise<{ data: unknown }>;
  POST(url: string, init?: object): Promise<{ data: unknown }>;
}
const api = (projectId: string) => adminApp(projectId).api as unknown as RawApi;
const seg = encodeURIComponent;

export const TRANSACTION_TYPES = ['purchase', 'subscription-renewal', 'subscription-cancellation', 'manual-item-quantity-change', 'product-change', 'chargeback'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

interface EntryBase {
  adjusted_transaction_id?: string | null;
  adjusted_entry_index?: number | null;
  customer_type?: CustomerType;
  customer_id?: string;
}
export type TransactionEntry =
  | (EntryBase & { type: 'money_transfer'; charged_amount: Record<string, string>; net_amount?: Record<string, string> })
  | (EntryBase & { type: 'item_quantity_change'; item_id: string; quantity: number })
  | (EntryBase & { type: 'product_grant'; product_id: string | null; product: { display_name?: string }; price_id: string | null; quantity: number })
  | (EntryBase & { type: 'product_revocation' | 'product_revocation_reversal'; quantity: number });
export interface Transaction {
  id: string;
  created_at_millis: number;
  effective_at_millis: number;
  type: TransactionType | null;
  entries: TransactionEntry[];
  adjusted_by: { transaction_id: string; entry_index: number }[];
  test_mode: boolean;
}

export async function listTransactions(projectId: string, query: { cursor?: string; limit: number; type?: string; customer_type?: string }): Promise<{ transactions: Transaction[]; next_cursor: string | null }> {
  const q = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  return (await api(projectId).GET('/internal/payments/transactions', { params: { query: q } })).data as { transactions: Transaction[]; next_cursor: string | null };
}

export interface CustomerItem {
  id: string;
  display_name: string;
  quantity: number;
}
export async function getItem(projectId: string, type: CustomerType, id: string, itemId: string): Promise<CustomerItem> {
  return (await api(projectId).GET(`/payments/items/${type}/${seg(id)}/${seg(itemId)}`)).data as CustomerItem;
}

export interface OwnedProduct {
  id: string | null;
  quantity: number;
  product: { display_name: string; customer_type: CustomerType };
  type?: 'one_time' | 'subscription';
  subscription?: { subscription_id: string; current_period_end: string | null; cancel_at_period_end: boolean; is_cancelable?: boolean } | null;
}
/** Every product the customer owns (the route pages by 100 at most; a customer owns few). */
export async function listOwnedProducts(projectId: string, type: CustomerType, id: string): Promise<OwnedProduct[]> {
  const out: OwnedProduct[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const data = (await api(projectId).GET(`/payments/products/${type}/${seg(id)}`, { params: { query: { limit: '100', ...(cursor ? { cursor } : {}) } } })).data as { items: OwnedProduct[]; pagination: { next_cursor: string | null } };
    out.push(...data.items);
    if (!data.pagination.next_cursor) break;
    cursor = data.pagination.next_cursor;
  }
  return out;
}

export async function grantProduct(projectId: string, type: CustomerType, id: string, productId: string, quantity: number): Promise<void> {
  await api(projectId).POST(`/payments/products/${type}/${seg(id)}`, { body: { product_id: productId, quantity }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

export async function changeQuantity(projectId: string, type: CustomerType, id: string, itemId: string, delta: number, description: string | undefined): Promise<void> {
  await api(projectId).POST(`/payments/items/${type}/${seg(id)}/${seg(itemId)}/update-quantity`, {
    params: { query: { allow_negative: 'false' } },
    body: { delta, ...(description ? { description } : {}) },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

export interface StripeAccountInfo {
  account_id: string;
  livemode: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  webhook_url: string;
}
/** The connected Stripe account, or null before setup (STRIPE_ACCOUNT_INFO_NOT_FOUND). */
export async function stripeAccount(projectId: string): Promise<StripeAccountInfo | null> {
  try {
    return (await api(projectId).GET('/internal/payments/stripe/account-info')).data as StripeAccountInfo;
  } catch (e) {
    if ((e as { code?: string }).code === 'STRIPE_ACCOUNT_INFO_NOT_FOUND') return null;
    throw e;
  }
}
/** Stores the project's Stripe secret key and webhook signing secret (write-only; sealed at rest by the server). */
export async function setUpStripe(projectId: string, secretKey: string, webhookSecret: string): Promise<StripeAccountInfo> {
  return (await api(projectId).POST('/internal/payments/setup', { body: { stripe_secret_key: secretKey, stripe_webhook_secret: webhookSecret } })).data as StripeAccountInfo;
}

/** Whether the server would refund it: a purchase not yet revoked (its grant entry not adjusted). */
export const isRefundable = (t: Transaction): boolean => t.type === 'purchase' && !t.adjusted_by.some((a) => a.entry_index === 0);

/** Refunds a purchase (money back in Stripe, or nothing moves for a test one), revoking its product and items. */
export async function refundTransaction(projectId: string, transactionId: string): Promise<void> {
  await api(projectId).POST('/internal/payments/transactions/refund', { body: { transaction_id: transactionId }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

/** Cancels a customer's subscription at its period end, or now. */
export async function cancelSubscription(projectId: string, subscriptionId: string, atPeriodEnd: boolean): Promise<void> {
  await api(projectId).POST('/internal/payments/subscriptions/cancel', { body: { subscription_id: subscriptionId, at_period_end: atPeriodEnd }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}
