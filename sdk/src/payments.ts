import type { GatehouseApi } from './api-types.ts';
import { KnownError } from './errors.ts';

/**
 * Payments (wire-contract §9.21): items a customer holds a quantity of, products a customer owns,
 * and purchase URLs. A customer is a user, a team or a custom id of your own; every call names
 * exactly one of `userId`, `teamId`, `customCustomerId` (SPEC §5). Results are the API's own JSON
 * (snake_case) so what you read is what the contract says. Money amounts stay decimal strings
 * ("9.99"): the SDK never turns them into floating-point numbers.
 *
 * Access: a client app may read its own user's (or, as a team admin, its team's) items and
 * products and create purchase URLs; granting products and changing quantities need a server or
 * admin app.
 */
export type CustomerType = 'user' | 'team' | 'custom';
export type Customer = { userId: string; teamId?: never; customCustomerId?: never } | { teamId: string; userId?: never; customCustomerId?: never } | { customCustomerId: string; userId?: never; teamId?: never };

type Interval = [number, 'day' | 'week' | 'month' | 'year'];
/** A product written inline (`product_inline`) and as products are answered (`product`). */
export interface InlineProduct {
  display_name: string;
  customer_type: CustomerType;
  free_trial?: Interval;
  server_only?: boolean;
  stackable?: boolean;
  /** Per price id: amounts per currency as decimal strings ("9.99"), and an optional billing interval. */
  prices: Record<string, { [currency: string]: string | Interval | boolean | undefined; interval?: Interval; free_trial?: Interval }>;
  included_items: Record<string, { quantity?: number; repeat?: Interval | 'never'; expires?: 'never' | 'when-purchase-expires' | 'when-repeated' }>;
  client_metadata?: unknown;
  client_read_only_metadata?: unknown;
  server_metadata?: unknown;
}
/** GET /payments/items/…: quantity is the sum of the unexpired changes and may be negative. */
export interface Item {
  id: string;
  display_name: string;
  quantity: number;
}
export interface CustomerProduct {
  id: string | null;
  quantity: number;
  product: InlineProduct;
  type?: 'one_time' | 'subscription';
  subscription?: { subscription_id: string; current_period_end: string | null; cancel_at_period_end: boolean; is_cancelable: boolean } | null;
  switch_options?: { product_id: string; product: InlineProduct }[];
}
export interface CustomerProductPage {
  items: CustomerProduct[];
  /** Give it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Exactly one product: one of your config's (`productId`) or one written here (`productInline`, server and admin only). */
export type ProductChoice = { productId: string; productInline?: never } | { productInline: InlineProduct; productId?: never };
/** Sent as the Idempotency-Key header: a retry with the same key answers the first result and applies nothing twice. */
export interface Idempotent {
  idempotencyKey?: string;
}

export interface ClientPaymentHelpers {
  /** One item's quantity for the customer (ItemNotFoundError, ItemCustomerTypeDoesNotMatchError, UserNotFoundError / TeamNotFoundError). */
  getItem(input: Customer & { itemId: string }): Promise<Item>;
  /** The products the customer owns, sorted by product id; `limit` 1..100 (default 10). */
  listProducts(input: Customer & { cursor?: string; limit?: number }): Promise<CustomerProductPage>;
  /**
   * A URL of the hosted purchase page (valid 24 h) for the customer to buy the product; with
   * `returnUrl` (a trusted domain) the page sends the customer back there afterwards.
   */
  createCheckoutUrl(input: Customer & ProductChoice & { returnUrl?: string }): Promise<string>;
  /**
   * Switches an owned product to another of the same catalog (the `switch_options` of
   * listProducts); `priceId` is needed when the new product has several prices. A Stripe
   * subscription moves to the new price (prorated by Stripe). PRODUCT_SWITCH_NOT_ALLOWED says why not.
   */
  switchProduct(input: Customer & Idempotent & { fromProductId: string; toProductId: string; priceId?: string }): Promise<{ subscriptionId: string | null }>;
  /** Whether the customer has a Stripe customer, and its default card (never an error without Stripe). */
  getBilling(input: Customer): Promise<Billing>;
  /** The customer's Stripe invoices, newest first; `limit` 1..100 (default 10). Empty without a Stripe customer. */
  listInvoices(input: Customer & { cursor?: string; limit?: number }): Promise<InvoicePage>;
  /** A Stripe SetupIntent to confirm with Stripe.js (StripeAccountInfoNotFoundError when the project has no Stripe). */
  createSetupIntent(input: Customer & Idempotent): Promise<SetupIntent>;
  /** Makes a payment method attached to the customer its default (PAYMENT_METHOD_NOT_FOUND when it is not this customer's). */
  setDefaultPaymentMethod(input: Customer & Idempotent & { paymentMethodId: string }): Promise<PaymentMethod>;
}

/** A card as Stripe summarises it. */
export interface PaymentMethod {
  id: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
}
export interface Billing {
  has_customer: boolean;
  default_payment_method: PaymentMethod | null;
}
export interface Invoice {
  id: string;
  status: string | null;
  currency: string;
  /** Decimal strings in the currency's units ("9.99"). */
  amount_due: string;
  amount_paid: string;
  created_at_millis: number;
  hosted_invoice_url: string | null;
}
export interface InvoicePage {
  items: Invoice[];
  nextCursor: string | null;
}
export interface SetupIntent {
  client_secret: string;
  stripe_account_id: string;
  publishable_key: string | null;
}

export interface ServerPaymentHelpers extends ClientPaymentHelpers {
  /** Grants the product without payment (PRODUCT_ALREADY_GRANTED for a non-stackable product the customer owns). */
  grantProduct(input: Customer & ProductChoice & Idempotent & { quantity?: number }): Promise<{ subscriptionId: string | null }>;
  /**
   * Adds `delta` (negative to spend) to the item's quantity. Without `allowNegative` a change that
   * would take it below zero throws ItemQuantityInsufficientAmountError and changes nothing.
   */
  updateItemQuantity(input: Customer & Idempotent & { itemId: string; delta: number; allowNegative?: boolean; expiresAt?: Date; description?: string }): Promise<void>;
  /**
   * Spends `amount` (≥ 1) of the item if the customer has that much: true when spent, false when
   * the quantity is too low (nothing changes). Never goes below zero, also under concurrent calls:
   * the server serialises spends of one customer's item.
   */
  tryDecreaseQuantity(input: Customer & Idempotent & { itemId: string; amount: number; description?: string }): Promise<boolean>;
  /** Ends every grant of the product the customer holds (a Stripe subscription is cancelled at Stripe); PRODUCT_NOT_OWNED when none. */
  revokeProduct(input: Customer & Idempotent & { productId: string }): Promise<{ transactionIds: string[] }>;
}

/** `{type, id}` of the one customer the input names; a TypeError for none or several. */
export function customerOf(input: { userId?: string; teamId?: string; customCustomerId?: string }): { type: CustomerType; id: string } {
  const given = (['userId', 'teamId', 'customCustomerId'] as const).filter((k) => input[k] !== undefined);
  if (given.length !== 1) throw new TypeError('Name exactly one customer: userId, teamId or customCustomerId.');
  const key = given[0];
  const id = input[key];
  if (typeof id !== 'string' || id === '') throw new TypeError(`${key} must be a non-empty string.`);
  return { type: key === 'userId' ? 'user' : key === 'teamId' ? 'team' : 'custom', id };
}

function productBody(input: { productId?: string; productInline?: InlineProduct }): { product_id: string } | { product_inline: InlineProduct } {
  if ((input.productId === undefined) === (input.productInline === undefined)) throw new TypeError('Give exactly one of productId and productInline.');
  return input.productId !== undefined ? { product_id: input.productId } : { product_inline: input.productInline! };
}

function positiveInteger(n: unknown, name: string): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new TypeError(`${name} must be an integer.`);
  return n;
}

/**
 * The payment routes are called through `api` untyped: they are declared by the server's payments
 * modules and this keeps the helpers independent of the generated client's version. The SDK's
 * transport still throws their known errors as typed errors.
 */
interface RawApi {
  GET(url: string, init?: object): Promise<{ data: unknown }>;
  POST(url: string, init?: object): Promise<{ data: unknown }>;
  DELETE(url: string, init?: object): Promise<{ data: unknown }>;
}
const seg = encodeURIComponent;
const idem = (input: Idempotent) => (input.idempotencyKey ? { headers: { 'Idempotency-Key': input.idempotencyKey } } : {});

export function clientPaymentHelpers(typed: GatehouseApi): ClientPaymentHelpers {
  const api = typed as unknown as RawApi;
  return {
    async getItem(input) {
      const c = customerOf(input);
      return (await api.GET(`/payments/items/${c.type}/${seg(c.id)}/${seg(input.itemId)}`)).data as Item;
    },
    async listProducts(input) {
      const c = customerOf(input);
      const query: Record<string, string> = {};
      if (input.cursor !== undefined) query.cursor = input.cursor;
      if (input.limit !== undefined) query.limit = String(positiveInteger(input.limit, 'limit'));
      const data = (await api.GET(`/payments/products/${c.type}/${seg(c.id)}`, { params: { query } })).data as { items: CustomerProduct[]; pagination: { next_cursor: string | null } };
      return { items: data.items, nextCursor: data.pagination.next_cursor ?? null };
    },
    async createCheckoutUrl(input) {
      const c = customerOf(input);
      const body = { customer_type: c.type, customer_id: c.id, ...productBody(input), ...(input.returnUrl !== undefined ? { return_url: input.returnUrl } : {}) };
      return ((await api.POST('/payments/purchases/create-purchase-url', { body })).data as { url: string }).url;
    },
    async switchProduct(input) {
      const c = customerOf(input);
      const body = { from_product_id: input.fromProductId, to_product_id: input.toProductId, ...(input.priceId !== undefined ? { price_id: input.priceId } : {}) };
      const data = (await api.POST(`/payments/products/${c.type}/${seg(c.id)}/switch`, { body, ...idem(input) })).data as { subscription_id?: string | null };
      return { subscriptionId: data.subscription_id ?? null };
    },
    async getBilling(input) {
      const c = customerOf(input);
      return (await api.GET(`/payments/billing/${c.type}/${seg(c.id)}`)).data as Billing;
    },
    async listInvoices(input) {
      const c = customerOf(input);
      const query: Record<string, string> = {};
      if (input.cursor !== undefined) query.cursor = input.cursor;
      if (input.limit !== undefined) query.limit = String(positiveInteger(input.limit, 'limit'));
      const data = (await api.GET(`/payments/invoices/${c.type}/${seg(c.id)}`, { params: { query } })).data as { items: Invoice[]; pagination: { next_cursor: string | null } };
      return { items: data.items, nextCursor: data.pagination.next_cursor ?? null };
    },
    async createSetupIntent(input) {
      const c = customerOf(input);
      return (await api.POST(`/payments/payment-method/${c.type}/${seg(c.id)}/setup-intent`, { ...idem(input) })).data as SetupIntent;
    },
    async setDefaultPaymentMethod(input) {
      const c = customerOf(input);
      const body = { payment_method_id: input.paymentMethodId };
      return ((await api.POST(`/payments/payment-method/${c.type}/${seg(c.id)}/set-default`, { body, ...idem(input) })).data as { default_payment_method: PaymentMethod }).default_payment_method;
    },
  };
}

export function serverPaymentHelpers(typed: GatehouseApi): ServerPaymentHelpers {
  const api = typed as unknown as RawApi;
  const client = clientPaymentHelpers(typed);
  const update = async (input: Customer & Idempotent & { itemId: string; delta: number; allowNegative?: boolean; expiresAt?: Date; description?: string }) => {
    const c = customerOf(input);
    const body = { delta: positiveInteger(input.delta, 'delta'), ...(input.expiresAt ? { expires_at: input.expiresAt.toISOString() } : {}), ...(input.description !== undefined ? { description: input.description } : {}) };
    await api.POST(`/payments/items/${c.type}/${seg(c.id)}/${seg(input.itemId)}/update-quantity`, { params: { query: { allow_negative: input.allowNegative ? 'true' : 'false' } }, body, ...idem(input) });
  };
  return {
    ...client,
    async grantProduct(input) {
      const c = customerOf(input);
      const body = { ...productBody(input), ...(input.quantity !== undefined ? { quantity: positiveInteger(input.quantity, 'quantity') } : {}) };
      const data = (await api.POST(`/payments/products/${c.type}/${seg(c.id)}`, { body, ...idem(input) })).data as { subscription_id?: string | null };
      return { subscriptionId: data.subscription_id ?? null };
    },
    updateItemQuantity: update,
    async revokeProduct(input) {
      const c = customerOf(input);
      const data = (await api.DELETE(`/payments/products/${c.type}/${seg(c.id)}/${seg(input.productId)}`, { ...idem(input) })).data as { transaction_ids: string[] };
      return { transactionIds: data.transaction_ids };
    },
    async tryDecreaseQuantity(input) {
      const amount = positiveInteger(input.amount, 'amount');
      if (amount < 1) throw new TypeError('amount must be at least 1.');
      try {
        await update({ ...input, delta: -amount, allowNegative: false } as Parameters<typeof update>[0]);
        return true;
      } catch (e) {
        if (e instanceof KnownError && e.code === 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT') return false;
        throw e;
      }
    },
  };
}
