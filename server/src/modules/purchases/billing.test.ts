import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { newTeam, signedInUser } from '../../../test/factories.ts';
import { call, quantity } from '../../../test/payments-catalogue.ts';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server.ts';
import { startInProcess } from '../../../test/limited-servers.ts';
import { rawSql } from '../../db/sql.ts';

/**
 * The wire §9.21 "Also" routes over HTTP: revoke, switch (and GET products' switch_options),
 * billing, invoices, setup-intent, set-default. Test mode on the shared server (no Stripe at all);
 * Stripe-paid products against stripe-mock, granted through a signed checkout.session.completed.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PLANS = {
  'payments.catalogs.plans': { displayName: 'Plans' },
  'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
  'payments.items.badges': { displayName: 'Badges', customerType: 'user' },
  'payments.products.basic': {
    displayName: 'Basic', customerType: 'user', catalogId: 'plans', serverOnly: false,
    prices: { monthly: { USD: '5', interval: [1, 'month'] } },
    includedItems: { credits: { quantity: 10, expires: 'when-purchase-expires' }, badges: { quantity: 1, expires: 'never' } },
  },
  'payments.products.plus': {
    displayName: 'Plus', customerType: 'user', catalogId: 'plans', serverOnly: false,
    prices: { monthly: { USD: '20', interval: [1, 'month'] }, yearly: { USD: '200', interval: [1, 'year'] } },
    includedItems: { credits: { quantity: 50, expires: 'when-purchase-expires' } },
  },
  'payments.products.secret-plan': { displayName: 'Secret', customerType: 'user', catalogId: 'plans', serverOnly: true, prices: { monthly: { USD: '1', interval: [1, 'month'] } } },
  'payments.products.once': { displayName: 'Once', customerType: 'user', serverOnly: false, prices: { one: { USD: '3' } }, includedItems: { credits: { quantity: 7 } } },
  'payments.products.pack': { displayName: 'Pack', customerType: 'user', stackable: true, prices: { one: { USD: '1' } }, includedItems: { credits: { quantity: 1, expires: 'when-purchase-expires' } } },
};

async function shop(project: TestProject, extra: Record<string, unknown> = {}, via = call): Promise<void> {
  const res = await via('PATCH', '/internal/config/override/project', project.adminHeaders(), { config_override_string: JSON.stringify({ ...PLANS, ...extra }) });
  expect(res.status, await res.clone().text()).toBe(200);
}

const grant = async (project: TestProject, userId: string, productId: string, quantity = 1, via = call) => {
  const res = await via('POST', `/payments/products/user/${userId}`, project.serverHeaders(), { product_id: productId, quantity });
  expect(res.status, await res.clone().text()).toBe(200);
};

const products = async (project: TestProject, userId: string, headers = project.serverHeaders(), via = call) =>
  ((await (await via('GET', `/payments/products/user/${userId}`, headers)).json()) as Json).items as Json[];

const transactions = async (project: TestProject, via = call) => ((await (await via('GET', '/internal/payments/transactions', project.adminHeaders())).json()) as Json).transactions as Json[];

describe('revoke a product (DELETE /payments/products/{type}/{id}/{product_id})', () => {
  it('ends the product, removes its items by their expires rules, records a product_revocation, and is PRODUCT_NOT_OWNED after', async () => {
    const project = await newProject();
    await shop(project);
    const user = await signedInUser(project);
    await grant(project, user.id, 'basic');
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(10);

    const res = await call('DELETE', `/payments/products/user/${user.id}/basic`, project.serverHeaders(), undefined, { 'idempotency-key': 'revoke-1' });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as Json;
    expect(answer).toMatchObject({ success: true, transaction_ids: [expect.any(String)] });
    // when-purchase-expires credits go; the `never` badge stays.
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
    expect(await quantity(project, 'user', user.id, 'badges')).toBe(1);
    expect(await products(project, user.id)).toEqual([]);

    const [revocation, purchase] = await transactions(project);
    expect(revocation!.id).toBe(answer.transaction_ids[0]);
    expect(revocation!.entries[0]).toMatchObject({ type: 'product_revocation', quantity: 1, adjusted_transaction_id: purchase!.id, adjusted_entry_index: 0 });
    expect(revocation!.entries.slice(1)).toEqual([expect.objectContaining({ type: 'item_quantity_change', item_id: 'credits', quantity: -10 })]);
    expect(purchase!.adjusted_by).toEqual([{ transaction_id: revocation!.id, entry_index: 0 }]);

    // The same key answers the first answer; a new request finds nothing to revoke.
    const again = await call('DELETE', `/payments/products/user/${user.id}/basic`, project.serverHeaders(), undefined, { 'idempotency-key': 'revoke-1' });
    expect(await again.json()).toEqual(answer);
    await expectKnownError(await call('DELETE', `/payments/products/user/${user.id}/basic`, project.serverHeaders()), 404, 'PRODUCT_NOT_OWNED');
    await expectKnownError(await call('DELETE', `/payments/products/user/${user.id}/no-such-product`, project.serverHeaders()), 404, 'PRODUCT_NOT_OWNED');
    expect(await transactions(project)).toHaveLength(2);
  });

  it('revokes every grant of a stackable product; client access is refused; unknown customers are not found', async () => {
    const project = await newProject();
    await shop(project);
    const user = await signedInUser(project);
    await grant(project, user.id, 'pack', 3);
    await grant(project, user.id, 'pack', 2);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(5);
    const client = await call('DELETE', `/payments/products/user/${user.id}/pack`, project.clientHeaders(user.accessToken));
    expect(client.status).toBe(401);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(5);
    const res = await call('DELETE', `/payments/products/user/${user.id}/pack`, project.adminHeaders());
    expect(((await res.json()) as Json).transaction_ids).toHaveLength(2);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
    await expectKnownError(await call('DELETE', '/payments/products/user/not-a-uuid/pack', project.serverHeaders()), 404, 'USER_NOT_FOUND');
    await expectKnownError(await call('DELETE', '/payments/products/team/00000000-0000-4000-8000-000000000000/pack', project.serverHeaders()), 404, 'TEAM_NOT_FOUND');
  });
});

describe('switch a product (POST /payments/products/{type}/{id}/switch)', () => {
  it('lists switch_options of the catalog (server-only hidden from clients) and switches in test mode in one product-change transaction', async () => {
    const project = await newProject();
    await shop(project);
    const user = await signedInUser(project);
    await grant(project, user.id, 'basic');
    await grant(project, user.id, 'once');

    const asServer = await products(project, user.id);
    expect(asServer.find((p) => p.id === 'basic')!.switch_options.map((o: Json) => o.product_id)).toEqual(['plus', 'secret-plan']);
    expect(asServer.find((p) => p.id === 'once')!.switch_options).toEqual([]);
    const asClient = await products(project, user.id, project.clientHeaders(user.accessToken));
    const options = asClient.find((p) => p.id === 'basic')!.switch_options as Json[];
    expect(options.map((o) => o.product_id)).toEqual(['plus']);
    expect(options[0]!.product).toMatchObject({ display_name: 'Plus', prices: { monthly: { USD: '20' } } });

    const headers = project.clientHeaders(user.accessToken);
    // Two prices and none chosen; a price the product lacks; a server-only product; another catalog.
    expect((await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'basic', to_product_id: 'plus' })).status).toBe(400);
    await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'basic', to_product_id: 'plus', price_id: 'weekly' }), 400, 'PRICE_DOES_NOT_EXIST');
    const hidden = await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'basic', to_product_id: 'secret-plan' }), 400, 'PRODUCT_DOES_NOT_EXIST');
    expect(hidden.details).toMatchObject({ context: 'server_only' });
    const other = await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'once', to_product_id: 'plus', price_id: 'monthly' }), 400, 'PRODUCT_SWITCH_NOT_ALLOWED');
    expect(other.details).toMatchObject({ reason: 'not_in_same_catalog' });
    const same = await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'basic', to_product_id: 'basic' }), 400, 'PRODUCT_SWITCH_NOT_ALLOWED');
    expect(same.details).toMatchObject({ reason: 'same_product' });
    await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'plus', to_product_id: 'basic' }), 404, 'PRODUCT_NOT_OWNED');
    expect(await transactions(project)).toHaveLength(2);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(17);

    const res = await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'basic', to_product_id: 'plus', price_id: 'yearly' });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as Json;
    expect(answer).toMatchObject({ success: true, subscription_id: expect.any(String) });
    // basic's 10 credits end with it, plus grants 50; the `never` badge and the one-time 7 stay.
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(57);
    expect(await quantity(project, 'user', user.id, 'badges')).toBe(1);
    const owned = await products(project, user.id);
    expect(owned.map((p) => p.id)).toEqual(['once', 'plus']);
    expect(owned[1]!.switch_options.map((o: Json) => o.product_id)).toEqual(['basic', 'secret-plan']);

    const [change, , basicGrant] = await transactions(project);
    expect(change!.type).toBe('product-change');
    expect(change!.entries.map((e: Json) => e.type)).toEqual(['product_grant', 'item_quantity_change', 'product_revocation', 'item_quantity_change']);
    expect(change!.entries[0]).toMatchObject({ product_id: 'plus', price_id: 'yearly', subscription_id: answer.subscription_id });
    expect(change!.entries[2]).toMatchObject({ adjusted_transaction_id: basicGrant!.id, adjusted_entry_index: 0 });
    expect(basicGrant!.adjusted_by).toEqual([{ transaction_id: change!.id, entry_index: 2 }]);
    // Back again is a switch too; switching what is gone is PRODUCT_NOT_OWNED.
    await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, headers, { from_product_id: 'basic', to_product_id: 'plus', price_id: 'monthly' }), 404, 'PRODUCT_NOT_OWNED');
  });

  it('outside test mode a client cannot switch a free server grant (payment_required); a server can', async () => {
    const project = await newProject();
    await shop(project, { 'payments.testMode': false });
    const user = await signedInUser(project);
    await grant(project, user.id, 'basic');
    const body = { from_product_id: 'basic', to_product_id: 'plus', price_id: 'monthly' };
    const refused = await expectKnownError(await call('POST', `/payments/products/user/${user.id}/switch`, project.clientHeaders(user.accessToken), body), 400, 'PRODUCT_SWITCH_NOT_ALLOWED');
    expect(refused.details).toMatchObject({ reason: 'payment_required' });
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(10);
    const ok = await call('POST', `/payments/products/user/${user.id}/switch`, project.serverHeaders(), body);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(50);
  });
});

describe('client access on every new route (the shared §9.21 customer rules)', () => {
  it('refuses another user, a custom customer, a team without team_admin, unknown ids and no session', async () => {
    const project = await newProject();
    await shop(project);
    const me = await signedInUser(project);
    const other = await signedInUser(project);
    const team = await newTeam(project, other);
    const h = project.clientHeaders(me.accessToken);
    const routes: [string, string, unknown?][] = [
      ['GET', 'billing/{c}'],
      ['GET', 'invoices/{c}'],
      ['POST', 'payment-method/{c}/setup-intent'],
      ['POST', 'payment-method/{c}/set-default', { payment_method_id: 'pm_card_visa' }],
      ['POST', 'products/{c}/switch', { from_product_id: 'basic', to_product_id: 'plus', price_id: 'monthly' }],
    ];
    for (const [method, path, body] of routes) {
      const at = (c: string) => `/payments/${path.replace('{c}', c)}`;
      await expectKnownError(await call(method, at(`user/${other.id}`), h, body), 403, 'CUSTOMER_ACCESS_DENIED');
      await expectKnownError(await call(method, at('custom/acme'), h, body), 403, 'CUSTOMER_ACCESS_DENIED');
      await expectKnownError(await call(method, at(`team/${team}`), h, body), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
      await expectKnownError(await call(method, at('user/not-a-uuid'), h, body), 404, 'USER_NOT_FOUND');
      await expectKnownError(await call(method, at('team/not-a-uuid'), h, body), 404, 'TEAM_NOT_FOUND');
      await expectKnownError(await call(method, at(`user/${me.id}`), project.clientHeaders(), body), 401, 'USER_AUTHENTICATION_REQUIRED');
    }
  });

  it('without Stripe (test mode): billing says no customer, invoices are empty, payment methods are STRIPE_ACCOUNT_INFO_NOT_FOUND', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const h = project.clientHeaders(me.accessToken);
    expect(await (await call('GET', `/payments/billing/user/${me.id}`, h)).json()).toEqual({ has_customer: false, default_payment_method: null });
    expect(await (await call('GET', `/payments/invoices/user/${me.id}?limit=5`, h)).json()).toEqual({ items: [], is_paginated: true, pagination: { next_cursor: null } });
    expect(await (await call('GET', '/payments/billing/custom/acme', project.serverHeaders())).json()).toEqual({ has_customer: false, default_payment_method: null });
    await expectKnownError(await call('POST', `/payments/payment-method/user/${me.id}/setup-intent`, h), 404, 'STRIPE_ACCOUNT_INFO_NOT_FOUND');
    await expectKnownError(await call('POST', `/payments/payment-method/user/${me.id}/set-default`, h, { payment_method_id: 'pm_123' }), 404, 'STRIPE_ACCOUNT_INFO_NOT_FOUND');
    expect((await call('POST', `/payments/payment-method/user/${me.id}/set-default`, h, { payment_method_id: 'cus_123' })).status).toBe(400);
    expect((await call('GET', `/payments/invoices/user/${me.id}?cursor=not-an-invoice`, h)).status).toBe(400);
  });

  it('counts client calls in stripe_calls_per_user (a server with rate limits on)', async () => {
    const server = await startInProcess();
    try {
      const via = (method: string, path: string, headers: Record<string, string>) => fetch(`${server.url}/api/v1${path}`, { method, headers });
      const project = await newProject({ rate_limits: { stripe_calls_per_user: { max: 2, window_seconds: 600 } } } as never);
      const me = await signedInUser(project);
      const h = project.clientHeaders(me.accessToken);
      expect((await via('GET', `/payments/billing/user/${me.id}`, h)).status).toBe(200);
      expect((await via('GET', `/payments/invoices/user/${me.id}`, h)).status).toBe(200);
      await expectKnownError(await via('POST', `/payments/payment-method/user/${me.id}/setup-intent`, h), 429, 'TOO_MANY_REQUESTS');
      await expectKnownError(await via('GET', `/payments/billing/user/${me.id}`, h), 429, 'TOO_MANY_REQUESTS');
      // Server access is not counted.
      expect((await via('GET', `/payments/billing/user/${me.id}`, project.serverHeaders())).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('with Stripe (stripe-mock)', () => {
  let s: StripeServer;
  beforeAll(async () => void (s = await startStripeServer()), 60_000);
  afterAll(async () => s?.close());
  const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
  const WHSEC = 'whsec_test_secret_0123456789abcdef';
  const signer = new Stripe('sk_test_unused').webhooks;
  const via = (method: string, path: string, headers: Record<string, string>, body?: unknown) => s.call(method, path, headers, body);

  async function stripeShop(): Promise<TestProject> {
    const project = await newProject();
    const setup = await s.call('POST', '/internal/payments/setup', project.adminHeaders(), { stripe_secret_key: KEY, stripe_webhook_secret: WHSEC });
    expect(setup.status, await setup.clone().text()).toBe(200);
    await shop(project, { 'payments.testMode': false }, via);
    return project;
  }

  /** A Stripe subscription of `basic` for the user, as checkout.session.completed grants it. */
  async function subscribe(project: TestProject, userId: string, subscriptionId: string): Promise<void> {
    const created = await s.call('POST', '/payments/purchases/create-purchase-url', project.serverHeaders(), { customer_type: 'user', customer_id: userId, product_id: 'basic' });
    const fullCode = new URL(((await created.json()) as { url: string }).url).pathname.split('/').pop()!;
    expect((await s.call('POST', '/payments/purchases/purchase-session', {}, { full_code: fullCode, price_id: 'monthly' })).status).toBe(200);
    const [row] = await rawSql<{ id: string }>((await testDeps()).em, 'select id from purchase_code where project_id = ? and used_at is null order by created_at desc limit 1', [project.id]);
    const event = { id: `evt_${subscriptionId}`, object: 'event', type: 'checkout.session.completed', livemode: false, created: Math.floor(Date.now() / 1000), api_version: '2025-01-27', data: { object: { id: 'cs_test_1', object: 'checkout.session', subscription: subscriptionId, metadata: { gatehouse_purchase_code_id: row!.id, gatehouse_price_id: 'monthly', gatehouse_quantity: '1' }, amount_total: 500, currency: 'usd' } } };
    const payload = JSON.stringify(event);
    const res = await fetch(`${s.server.url}/api/v1/integrations/stripe/webhooks/${project.id}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signer.generateTestHeaderString({ payload, secret: WHSEC }) }, body: payload });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  it('setup-intent makes one Stripe customer; billing, invoices and set-default then read and write it', async () => {
    const project = await stripeShop();
    const me = await signedInUser(project);
    const h = project.clientHeaders(me.accessToken);
    expect(await (await s.call('GET', `/payments/billing/user/${me.id}`, h)).json()).toEqual({ has_customer: false, default_payment_method: null });
    // Before a Stripe customer exists no payment method can be this customer's.
    await expectKnownError(await s.call('POST', `/payments/payment-method/user/${me.id}/set-default`, h, { payment_method_id: 'pm_card_visa' }), 404, 'PAYMENT_METHOD_NOT_FOUND');

    const first = await s.call('POST', `/payments/payment-method/user/${me.id}/setup-intent`, { ...h, 'idempotency-key': 'si-1' });
    expect(first.status, await first.clone().text()).toBe(200);
    const intent = (await first.json()) as Json;
    expect(intent).toMatchObject({ client_secret: expect.any(String), stripe_account_id: expect.stringMatching(/^acct_/), publishable_key: null });
    const retried = await s.call('POST', `/payments/payment-method/user/${me.id}/setup-intent`, { ...h, 'idempotency-key': 'si-1' });
    expect(await retried.json()).toEqual(intent);
    expect((await s.call('POST', `/payments/payment-method/user/${me.id}/setup-intent`, h)).status).toBe(200);
    const mapped = await rawSql<{ n: number }>((await testDeps()).em, 'select count(*)::int as n from stripe_customer where project_id = ? and customer_id = ?', [project.id, me.id]);
    expect(mapped[0]!.n).toBe(1);

    const billing = (await (await s.call('GET', `/payments/billing/user/${me.id}`, h)).json()) as Json;
    expect(billing.has_customer).toBe(true);
    const invoices = (await (await s.call('GET', `/payments/invoices/user/${me.id}?limit=3`, h)).json()) as Json;
    expect(invoices.is_paginated).toBe(true);
    for (const inv of invoices.items) expect(inv).toMatchObject({ id: expect.stringMatching(/^in_/), currency: expect.stringMatching(/^[A-Z]{3}$/), amount_due: expect.stringMatching(/^-?\d+(\.\d+)?$/), created_at_millis: expect.any(Number) });

    const set = await s.call('POST', `/payments/payment-method/user/${me.id}/set-default`, h, { payment_method_id: 'pm_card_visa' });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(((await set.json()) as Json).default_payment_method).toMatchObject({ id: expect.stringMatching(/^pm_/) });
    // Another user of the project has no Stripe customer: the same payment method is not theirs.
    const other = await signedInUser(project);
    await expectKnownError(await s.call('POST', `/payments/payment-method/user/${other.id}/set-default`, project.clientHeaders(other.accessToken), { payment_method_id: 'pm_card_visa' }), 404, 'PAYMENT_METHOD_NOT_FOUND');
  });

  it('revoking a Stripe subscription cancels it at Stripe; switching one moves its Stripe subscription to the new product', async () => {
    const project = await stripeShop();
    const me = await signedInUser(project);
    await subscribe(project, me.id, 'sub_switch_1');
    expect(await quantity(project, 'user', me.id, 'credits', project.serverHeaders(), via)).toBe(10);
    const h = project.clientHeaders(me.accessToken);
    const monthOnly = await expectKnownError(await s.call('POST', `/payments/products/user/${me.id}/switch`, h, { from_product_id: 'basic', to_product_id: 'plus', price_id: 'monthly', extra: 1 }), 400, 'SCHEMA_ERROR');
    expect(monthOnly).toBeTruthy();
    const switched = await s.call('POST', `/payments/products/user/${me.id}/switch`, h, { from_product_id: 'basic', to_product_id: 'plus', price_id: 'monthly' });
    expect(switched.status, await switched.clone().text()).toBe(200);
    expect(await quantity(project, 'user', me.id, 'credits', project.serverHeaders(), via)).toBe(50);
    const [row] = await rawSql<{ product_id: string; status: string }>((await testDeps()).em, 'select product_id, status from customer_product where project_id = ? and stripe_subscription_id = ?', [project.id, 'sub_switch_1']);
    expect(row).toEqual({ product_id: 'plus', status: 'active' });
    const listed = await products(project, me.id, project.serverHeaders(), via);
    expect(listed).toEqual([expect.objectContaining({ id: 'plus', type: 'subscription', subscription: expect.objectContaining({ is_cancelable: true }) })]);

    const revoked = await s.call('DELETE', `/payments/products/user/${me.id}/plus`, project.serverHeaders());
    expect(revoked.status, await revoked.clone().text()).toBe(200);
    expect(await quantity(project, 'user', me.id, 'credits', project.serverHeaders(), via)).toBe(0);
    const ts = await transactions(project, via);
    expect(ts.map((t) => t.type)).toEqual(['subscription-cancellation', 'product-change', 'purchase']);
  });
});
