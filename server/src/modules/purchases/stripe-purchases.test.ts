import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { signedInUser } from '../../../test/factories.ts';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server.ts';
import { rawSql } from '../../db/sql.ts';

/**
 * Purchases through Stripe: Checkout sessions against stripe-mock, and Stripe's events signed with
 * the stripe library's own test helper (webhooks.generateTestHeaderString) as Stripe would sign them.
 */

let s: StripeServer;
beforeAll(async () => void (s = await startStripeServer()), 60_000);
afterAll(async () => s?.close());

const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const WHSEC = 'whsec_test_secret_0123456789abcdef';
const signer = new Stripe('sk_test_unused').webhooks;

async function stripeShop(): Promise<TestProject> {
  const project = await newProject();
  const setup = await s.call('POST', '/internal/payments/setup', project.adminHeaders(), { stripe_secret_key: KEY, stripe_webhook_secret: WHSEC });
  expect(setup.status, await setup.clone().text()).toBe(200);
  const config = await s.call('PATCH', '/internal/config/override/project', project.adminHeaders(), {
    config_override_string: JSON.stringify({
      'payments.testMode': false,
      'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
      'payments.products.pro': { displayName: 'Pro', customerType: 'user', serverOnly: false, prices: { once: { USD: '9.99' } }, includedItems: { credits: { quantity: 100 } } },
      'payments.products.plan': {
        displayName: 'Plan',
        customerType: 'user',
        serverOnly: false,
        prices: { monthly: { USD: '20', interval: [1, 'month'] } },
        includedItems: { credits: { quantity: 10, expires: 'when-purchase-expires' } },
      },
    }),
  });
  expect(config.status, await config.clone().text()).toBe(200);
  return project;
}

/** A purchase link and its Checkout session; answers the code id Stripe echoes back in the session's metadata. */
async function checkout(project: TestProject, userId: string, productId: string, priceId: string): Promise<{ codeId: string; redirect: string }> {
  const created = await s.call('POST', '/payments/purchases/create-purchase-url', project.serverHeaders(), { customer_type: 'user', customer_id: userId, product_id: productId });
  expect(created.status, await created.clone().text()).toBe(200);
  const fullCode = new URL(((await created.json()) as { url: string }).url).pathname.split('/').pop()!;
  const session = await s.call('POST', '/payments/purchases/purchase-session', {}, { full_code: fullCode, price_id: priceId });
  expect(session.status, await session.clone().text()).toBe(200);
  const answer = (await session.json()) as { mode: string; completed: boolean; redirect_url: string };
  expect(answer).toMatchObject({ mode: 'stripe_checkout', completed: false });
  // What Stripe would echo back: the metadata we set on the session (stripe-mock does not keep state).
  const [row] = await rawSql<{ id: string; stripe_checkout_session_id: string }>((await testDeps()).em, 'select id, stripe_checkout_session_id from purchase_code where project_id = ? and used_at is null order by created_at desc limit 1', [project.id]);
  expect(row!.stripe_checkout_session_id).toMatch(/^cs_/);
  return { codeId: row!.id, redirect: answer.redirect_url };
}

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  return { id, object: 'event', type, livemode: false, created: Math.floor(Date.now() / 1000), api_version: '2025-01-27', data: { object } };
}

function send(project: TestProject, payload: unknown, secret = WHSEC) {
  const body = JSON.stringify(payload);
  const header = signer.generateTestHeaderString({ payload: body, secret });
  return fetch(`${s.server.url}/api/v1/integrations/stripe/webhooks/${project.id}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
}

const credits = async (project: TestProject, userId: string) =>
  ((await (await s.call('GET', `/payments/items/user/${userId}/credits`, project.serverHeaders())).json()) as { quantity: number }).quantity;

const transactions = async (project: TestProject) =>
  ((await (await s.call('GET', '/internal/payments/transactions', project.adminHeaders())).json()) as { transactions: { id: string; type: string | null; test_mode: boolean }[] }).transactions;

const completed = (codeId: string, extra: Record<string, unknown>) =>
  ({ id: `cs_test_${codeId.slice(0, 8)}`, object: 'checkout.session', metadata: { gatehouse_purchase_code_id: codeId, gatehouse_price_id: 'once', gatehouse_quantity: '1' }, amount_total: 999, currency: 'usd', ...extra });

describe('purchases through Stripe', () => {
  it('creates a Checkout session in the project account and grants once on checkout.session.completed, however often it is delivered', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const { codeId, redirect } = await checkout(project, user.id, 'pro', 'once');
    expect(typeof redirect).toBe('string');

    const e = event('checkout.session.completed', completed(codeId, { payment_intent: 'pi_test_1' }));
    const first = await send(project, e);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await credits(project, user.id)).toBe(100);

    // Stripe redelivers the same event, twice at once and once more: nothing is granted again.
    const again = await Promise.all([send(project, e), send(project, e)]);
    for (const r of again) expect(r.status).toBe(200);
    expect(await (await send(project, e)).json()).toEqual({ received: true, duplicate: true });
    // Another event for the same session (a different id) finds the code used.
    expect((await send(project, event('checkout.session.completed', completed(codeId, { payment_intent: 'pi_test_1' })))).status).toBe(200);
    expect(await credits(project, user.id)).toBe(100);
    const list = await transactions(project);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'purchase', test_mode: true });
  });

  it('refuses events with a bad, foreign or missing signature, changing nothing', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const { codeId } = await checkout(project, user.id, 'pro', 'once');
    const e = event('checkout.session.completed', completed(codeId, {}));
    await expectKnownError(await send(project, e, 'whsec_someone_else'), 400, 'STRIPE_WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await fetch(`${s.server.url}/api/v1/integrations/stripe/webhooks/${project.id}`, { method: 'POST', body: JSON.stringify(e) });
    await expectKnownError(unsigned, 400, 'STRIPE_WEBHOOK_SIGNATURE_INVALID');
    // A body changed after signing.
    const body = JSON.stringify(e);
    const header = signer.generateTestHeaderString({ payload: body, secret: WHSEC });
    const tampered = await fetch(`${s.server.url}/api/v1/integrations/stripe/webhooks/${project.id}`, { method: 'POST', headers: { 'stripe-signature': header }, body: body.replace('"1"', '"5"') });
    await expectKnownError(tampered, 400, 'STRIPE_WEBHOOK_SIGNATURE_INVALID');
    // A project without a Stripe account answers the same.
    const bare = await newProject();
    await expectKnownError(await send(bare, e), 400, 'STRIPE_WEBHOOK_SIGNATURE_INVALID');
    expect(await credits(project, user.id)).toBe(0);
  });

  it('renews on invoice.paid and ends the items on customer.subscription.deleted', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const { codeId } = await checkout(project, user.id, 'plan', 'monthly');
    const sub = `sub_test_${codeId.slice(0, 8)}`;
    await send(project, event('checkout.session.completed', completed(codeId, { metadata: { gatehouse_purchase_code_id: codeId, gatehouse_price_id: 'monthly', gatehouse_quantity: '1' }, mode: 'subscription', subscription: sub, amount_total: 2000 })));
    expect(await credits(project, user.id)).toBe(10);
    const periodEnd = Math.floor(Date.now() / 1000) + 60 * 86400;
    const paid = await send(project, event('invoice.paid', { id: 'in_test_1', object: 'invoice', billing_reason: 'subscription_cycle', subscription: sub, amount_paid: 2000, currency: 'usd', lines: { data: [{ period: { start: 0, end: periodEnd } }] } }));
    expect(paid.status, await paid.clone().text()).toBe(200);
    // Cancel at period end keeps the items; deletion ends them.
    await send(project, event('customer.subscription.updated', { id: sub, object: 'subscription', status: 'active', cancel_at_period_end: true }));
    expect(await credits(project, user.id)).toBe(10);
    await send(project, event('customer.subscription.deleted', { id: sub, object: 'subscription', status: 'canceled', cancel_at_period_end: true }));
    expect(await credits(project, user.id)).toBe(0);
    const types = (await transactions(project)).map((t) => t.type).sort();
    expect(types).toEqual(['purchase', 'subscription-cancellation', 'subscription-cancellation', 'subscription-renewal']);
  });

  it('revokes on charge.refunded, and a refund through the API refunds in Stripe then revokes once', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const a = await checkout(project, user.id, 'pro', 'once');
    await send(project, event('checkout.session.completed', completed(a.codeId, { payment_intent: 'pi_test_a' })));
    expect(await credits(project, user.id)).toBe(100);
    await send(project, event('charge.refunded', { id: 'ch_test_a', object: 'charge', payment_intent: 'pi_test_a', refunded: true }));
    expect(await credits(project, user.id)).toBe(0);

    const b = await checkout(project, user.id, 'pro', 'once');
    await send(project, event('checkout.session.completed', completed(b.codeId, { payment_intent: 'pi_test_b' })));
    expect(await credits(project, user.id)).toBe(100);
    const grant = (await transactions(project)).find((t) => t.type === 'purchase' && !((t as { adjusted_by?: unknown[] }).adjusted_by ?? []).length)!;
    const refund = await s.call('POST', '/internal/payments/transactions/refund', project.adminHeaders(), { transaction_id: grant.id });
    expect(refund.status, await refund.clone().text()).toBe(200);
    expect(await credits(project, user.id)).toBe(0);
    // Stripe's own charge.refunded for that refund then changes nothing.
    expect((await send(project, event('charge.refunded', { id: 'ch_test_b', object: 'charge', payment_intent: 'pi_test_b', refunded: true }))).status).toBe(200);
    await expectKnownError(await s.call('POST', '/internal/payments/transactions/refund', project.adminHeaders(), { transaction_id: grant.id }), 400, 'TRANSACTION_NOT_REFUNDABLE');
    expect(await credits(project, user.id)).toBe(0);
  });
  it('refunding a subscription refunds its latest invoice in Stripe, cancels it in Stripe, then revokes once', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const { codeId } = await checkout(project, user.id, 'plan', 'monthly');
    const sub = `sub_test_${codeId.slice(0, 8)}`;
    // A subscription's Checkout session carries no payment_intent: the money is on its invoices.
    await send(project, event('checkout.session.completed', completed(codeId, { metadata: { gatehouse_purchase_code_id: codeId, gatehouse_price_id: 'monthly', gatehouse_quantity: '1' }, mode: 'subscription', subscription: sub, payment_intent: null, amount_total: 2000 })));
    expect(await credits(project, user.id)).toBe(10);
    const grant = (await transactions(project)).find((t) => t.type === 'purchase')!;

    const before = s.stripeCalls.length;
    const refund = await s.call('POST', '/internal/payments/transactions/refund', project.adminHeaders(), { transaction_id: grant.id });
    expect(refund.status, await refund.clone().text()).toBe(200);
    const calls = s.stripeCalls.slice(before);
    const paths = calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(paths[0]).toBe(`GET /v1/subscriptions/${sub}`);
    const listed = calls[1]!;
    expect(paths[1]).toBe('GET /v1/invoices');
    expect(Object.fromEntries(new URL(listed.path, 'http://x').searchParams)).toMatchObject({ subscription: sub, status: 'paid' });
    expect(paths[2]).toMatch(/^GET \/v1\/invoices\/in_/);
    const refunds = calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    for (const r of refunds) {
      expect(r.body.get('payment_intent') ?? r.body.get('charge')).toMatch(/^(pi|ch)_/);
      expect(r.idempotencyKey).toContain(grant.id);
    }
    const cancel = calls.find((c) => c.method === 'DELETE' && c.path.startsWith(`/v1/subscriptions/${sub}`));
    expect(cancel?.idempotencyKey).toBe(`gatehouse-refund-cancel-${grant.id}`);
    // The money back is a negative transfer, the product and its items are gone.
    expect(await credits(project, user.id)).toBe(0);
    const list = (await transactions(project)) as unknown as { type: string | null; entries: { type: string; charged_amount?: unknown }[] }[];
    const revocation = list.find((t) => t.type === null)!;
    expect(revocation.entries.map((e) => e.type)).toEqual(['product_revocation', 'money_transfer', 'item_quantity_change']);
    expect(revocation.entries[1]!.charged_amount).toEqual({ USD: '-20.00' });
    const owned = (await (await s.call('GET', `/payments/products/user/${user.id}`, project.serverHeaders())).json()) as { items: unknown[] };
    expect(owned.items).toEqual([]);

    // Stripe's own events for that cancellation and refund change nothing more; a second refund is refused and calls Stripe no more.
    expect((await send(project, event('customer.subscription.deleted', { id: sub, object: 'subscription', status: 'canceled', cancel_at_period_end: false }))).status).toBe(200);
    const again = s.stripeCalls.length;
    await expectKnownError(await s.call('POST', '/internal/payments/transactions/refund', project.adminHeaders(), { transaction_id: grant.id }), 400, 'TRANSACTION_NOT_REFUNDABLE');
    expect(s.stripeCalls.length).toBe(again);
    expect((await transactions(project)).filter((t) => t.type === null)).toHaveLength(1);
  });
  it('cancelling a Stripe subscription from the dashboard cancels it in Stripe first (at period end, or now)', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const { codeId } = await checkout(project, user.id, 'plan', 'monthly');
    const sub = `sub_test_${codeId.slice(0, 8)}`;
    await send(project, event('checkout.session.completed', completed(codeId, { metadata: { gatehouse_purchase_code_id: codeId, gatehouse_price_id: 'monthly', gatehouse_quantity: '1' }, mode: 'subscription', subscription: sub, amount_total: 2000 })));
    const listed = (await (await s.call('GET', `/payments/products/user/${user.id}`, project.serverHeaders())).json()) as { items: { subscription: { subscription_id: string } }[] };
    const id = listed.items[0]!.subscription.subscription_id;

    let before = s.stripeCalls.length;
    expect((await s.call('POST', '/internal/payments/subscriptions/cancel', project.adminHeaders(), { subscription_id: id, at_period_end: true })).status).toBe(200);
    const update = s.stripeCalls.slice(before).find((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${sub}`);
    expect(update?.body.get('cancel_at_period_end')).toBe('true');
    expect(await credits(project, user.id)).toBe(10);
    // Stripe's event for it changes nothing more.
    await send(project, event('customer.subscription.updated', { id: sub, object: 'subscription', status: 'active', cancel_at_period_end: true }));
    expect((await transactions(project)).filter((t) => t.type === 'subscription-cancellation')).toHaveLength(1);

    before = s.stripeCalls.length;
    expect((await s.call('POST', '/internal/payments/subscriptions/cancel', project.adminHeaders(), { subscription_id: id, at_period_end: false })).status).toBe(200);
    expect(s.stripeCalls.slice(before).some((c) => c.method === 'DELETE' && c.path.startsWith(`/v1/subscriptions/${sub}`))).toBe(true);
    expect(await credits(project, user.id)).toBe(0);
    await send(project, event('customer.subscription.deleted', { id: sub, object: 'subscription', status: 'canceled', cancel_at_period_end: true }));
    expect((await transactions(project)).filter((t) => t.type === 'subscription-cancellation')).toHaveLength(2);
  });
  it('a Checkout purchase makes its Stripe customer the customer\'s: billing and invoices find it, and the next Checkout pays as that customer', async () => {
    const project = await stripeShop();
    const user = await signedInUser(project);
    const h = project.clientHeaders(user.accessToken);
    expect(await (await s.call('GET', `/payments/billing/user/${user.id}`, h)).json()).toEqual({ has_customer: false, default_payment_method: null });

    const first = await checkout(project, user.id, 'pro', 'once');
    expect((await send(project, event('checkout.session.completed', completed(first.codeId, { payment_intent: 'pi_test_c1', customer: 'cus_checkout_1' })))).status).toBe(200);
    let before = s.stripeCalls.length;
    const billing = (await (await s.call('GET', `/payments/billing/user/${user.id}`, h)).json()) as { has_customer: boolean };
    expect(billing.has_customer).toBe(true);
    expect(s.stripeCalls.slice(before).some((c) => c.method === 'GET' && c.path.startsWith('/v1/customers/cus_checkout_1'))).toBe(true);
    before = s.stripeCalls.length;
    expect((await s.call('GET', `/payments/invoices/user/${user.id}`, h)).status).toBe(200);
    expect(s.stripeCalls.slice(before).some((c) => c.method === 'GET' && c.path.startsWith('/v1/invoices') && c.path.includes('cus_checkout_1'))).toBe(true);

    // A later Checkout names that customer; a later completion naming another one does not replace it.
    before = s.stripeCalls.length;
    const second = await checkout(project, user.id, 'plan', 'monthly');
    const create = s.stripeCalls.slice(before).find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
    expect(create?.body.get('customer')).toBe('cus_checkout_1');
    await send(project, event('checkout.session.completed', completed(second.codeId, { metadata: { gatehouse_purchase_code_id: second.codeId, gatehouse_price_id: 'monthly', gatehouse_quantity: '1' }, mode: 'subscription', subscription: 'sub_test_c2', amount_total: 2000, customer: 'cus_someone_else' })));
    const [row] = await rawSql<{ stripe_customer_id: string }>((await testDeps()).em, 'select stripe_customer_id from stripe_customer where project_id = ? and customer_id = ?', [project.id, user.id]);
    expect(row!.stripe_customer_id).toBe('cus_checkout_1');
  });
});
