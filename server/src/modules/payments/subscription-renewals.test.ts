import { describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { signedInUser } from '../../../test/factories.ts';
import { call, quantity } from '../../../test/payments-catalogue.ts';
import { rawSql } from '../../db/sql.ts';
import { addInterval, nextPeriodEnd, periodIndexAt } from './intervals.ts';
import { settleDueSubscriptions } from './subscription-renewals.ts';

/**
 * Test-mode subscriptions (no Stripe) renew and end at their period end, by the subscription
 * worker. Time is not waited for: a test moves a purchase's start and period end into the past
 * through SQL, then runs the worker's pass itself (the shared test server's own worker passes
 * only hourly, see test/global-setup.ts), two at once as two processes would.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY = 86_400_000;

async function shop(): Promise<TestProject> {
  const project = await newProject();
  const res = await call('PATCH', '/internal/config/override/project', project.adminHeaders(), {
    config_override_string: JSON.stringify({
      'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
      'payments.items.tokens': { displayName: 'Tokens', customerType: 'user' },
      'payments.items.bonus': { displayName: 'Bonus', customerType: 'user' },
      'payments.products.plan': {
        displayName: 'Plan',
        customerType: 'user',
        serverOnly: false,
        prices: { monthly: { USD: '20', interval: [1, 'month'] } },
        includedItems: { credits: { quantity: 10, expires: 'when-purchase-expires' }, tokens: { quantity: 5, repeat: [1, 'month'], expires: 'when-repeated' }, bonus: { quantity: 3 } },
      },
      'payments.products.daily': { displayName: 'Daily', customerType: 'user', serverOnly: false, prices: { daily: { USD: '1', interval: [1, 'day'] } }, includedItems: { credits: { quantity: 1, expires: 'when-purchase-expires' } } },
      'payments.products.once': { displayName: 'Once', customerType: 'user', serverOnly: false, prices: { once: { USD: '1' } } },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return project;
}

/** A test purchase through the hosted page's calls (test mode: completes without Stripe). */
async function buy(project: TestProject, userId: string, productId: string, priceId: string): Promise<void> {
  const created = await call('POST', '/payments/purchases/create-purchase-url', project.serverHeaders(), { customer_type: 'user', customer_id: userId, product_id: productId });
  expect(created.status, await created.clone().text()).toBe(200);
  const fullCode = new URL(((await created.json()) as { url: string }).url).pathname.split('/').pop()!;
  const session = await call('POST', '/payments/purchases/purchase-session', {}, { full_code: fullCode, price_id: priceId });
  expect(session.status, await session.clone().text()).toBe(200);
  expect(await session.json()).toMatchObject({ completed: true });
}

const products = async (project: TestProject, userId: string) => ((await (await call('GET', `/payments/products/user/${userId}`, project.serverHeaders())).json()) as Json).items as Json[];
const transactions = async (project: TestProject) => ((await (await call('GET', '/internal/payments/transactions?limit=200', project.adminHeaders())).json()) as Json).transactions as Json[];
const cancel = (project: TestProject, body: unknown, headers = project.adminHeaders()) => call('POST', '/internal/payments/subscriptions/cancel', headers, body);

/**
 * Moves the customer's subscription of `productId` to have started at `anchor`, its first period
 * ending one interval later; its granted item rows move with it (a when-repeated row expires at
 * the first repeat). Answers the subscription id.
 */
async function startedAt(project: TestProject, productId: string, anchor: Date, interval: [number, 'day' | 'month']): Promise<string> {
  const { em } = await testDeps();
  const end = addInterval(anchor, interval);
  const [row] = await rawSql<{ id: string }>(em, `update customer_product set created_at = ?, current_period_end = ? where project_id = ? and product_id = ? and status <> 'ended' returning id`, [anchor, end, project.id, productId]);
  await rawSql(em, `update item_quantity_change set created_at = ?, expires_at = case when expires_at is null then null else ?::timestamptz end where customer_product_id = ?`, [anchor, end, row!.id]);
  return row!.id;
}

/** Two worker passes at once (two processes: each on its own connection). */
async function twoWorkers(): Promise<void> {
  const { orm } = await testDeps();
  const log = () => {};
  await Promise.all([settleDueSubscriptions(orm, log), settleDueSubscriptions(orm, log)]);
}

describe('interval arithmetic', () => {
  it('adds days, weeks, months and years in UTC, clamping to the month end and counting from one anchor', () => {
    const at = (s: string) => new Date(s);
    expect(addInterval(at('2027-01-31T10:00:00Z'), [1, 'day'])).toEqual(at('2027-02-01T10:00:00Z'));
    expect(addInterval(at('2027-01-31T10:00:00Z'), [2, 'week'])).toEqual(at('2027-02-14T10:00:00Z'));
    expect(addInterval(at('2027-01-31T10:00:00Z'), [1, 'month'])).toEqual(at('2027-02-28T10:00:00Z'));
    expect(addInterval(at('2028-01-31T10:00:00Z'), [1, 'month'])).toEqual(at('2028-02-29T10:00:00Z'));
    expect(addInterval(at('2027-01-31T10:00:00Z'), [1, 'month'], 2)).toEqual(at('2027-03-31T10:00:00Z'));
    expect(addInterval(at('2027-01-31T10:00:00Z'), [1, 'month'], 3)).toEqual(at('2027-04-30T10:00:00Z'));
    expect(addInterval(at('2027-08-31T00:00:00Z'), [6, 'month'])).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addInterval(at('2028-02-29T23:59:59.999Z'), [1, 'year'])).toEqual(at('2029-02-28T23:59:59.999Z'));
    expect(addInterval(at('2027-12-15T00:00:00Z'), [1, 'month'])).toEqual(at('2028-01-15T00:00:00Z'));
    expect(addInterval(at('2027-03-31T00:00:00Z'), [1, 'month'], -1)).toEqual(at('2027-02-28T00:00:00Z'));
  });

  it('finds the period a time falls in, for any span, as stepping one period at a time would', () => {
    const anchor = new Date('2027-01-31T12:00:00Z');
    for (const iv of [[1, 'day'], [3, 'day'], [1, 'week'], [1, 'month'], [2, 'month'], [1, 'year']] as [number, 'day' | 'week' | 'month' | 'year'][]) {
      for (const t of [anchor, new Date(anchor.getTime() - 1), new Date(anchor.getTime() + 1), addInterval(anchor, iv, 7), new Date(addInterval(anchor, iv, 7).getTime() - 1), new Date(anchor.getTime() + 3 * 365 * DAY + 12345)]) {
        let k = -1;
        while (addInterval(anchor, iv, k + 1) <= t) k++;
        expect(periodIndexAt(anchor, iv, t), `${iv} ${t.toISOString()}`).toBe(k);
      }
    }
    // The period after one ending on Feb 28 ends on Mar 31 (the anchor's day), not Mar 28.
    expect(nextPeriodEnd(anchor, [1, 'month'], new Date('2027-02-28T12:00:00Z'))).toEqual(new Date('2027-03-31T12:00:00Z'));
    // A period end set anywhere before the first boundary renews to the first one, never to the anchor itself.
    expect(nextPeriodEnd(anchor, [1, 'month'], new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2027-02-28T12:00:00Z'));
  });
});

describe('test-mode subscriptions (the subscription worker)', () => {
  it('renews once at the period end, across two workers: a subscription-renewal, repeating items granted again, when-repeated ones expired', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    await buy(project, user.id, 'plan', 'monthly');
    expect([await quantity(project, 'user', user.id, 'credits'), await quantity(project, 'user', user.id, 'tokens'), await quantity(project, 'user', user.id, 'bonus')]).toEqual([10, 5, 3]);
    const anchor = new Date(Date.now() - 40 * DAY);
    const id = await startedAt(project, 'plan', anchor, [1, 'month']);

    await twoWorkers();
    await twoWorkers();
    const { em } = await testDeps();
    // The worker wrote the new period's tokens itself (before any read caught them up).
    const rows = await rawSql<{ period: number; expired: boolean }>(em, `select period, expires_at <= now() as expired from item_quantity_change where customer_product_id = ? and item_id = 'tokens' order by period`, [id]);
    expect(rows).toEqual([{ period: 0, expired: true }, { period: 1, expired: false }]);
    expect((await transactions(project)).filter((t) => t.type === 'subscription-renewal')).toHaveLength(1);
    const [owned] = await products(project, user.id);
    expect(owned!.subscription).toMatchObject({ subscription_id: id, current_period_end: addInterval(anchor, [1, 'month'], 2).toISOString(), cancel_at_period_end: false, is_cancelable: true });
    expect([await quantity(project, 'user', user.id, 'credits'), await quantity(project, 'user', user.id, 'tokens'), await quantity(project, 'user', user.id, 'bonus')]).toEqual([10, 5, 3]);
  });

  it('catches up exactly: a daily subscription 3.5 days behind renews three times, one period each', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    await buy(project, user.id, 'daily', 'daily');
    const anchor = new Date(Date.now() - 3.5 * DAY);
    await startedAt(project, 'daily', anchor, [1, 'day']);
    await twoWorkers();
    expect((await transactions(project)).filter((t) => t.type === 'subscription-renewal')).toHaveLength(3);
    expect((await products(project, user.id))[0]!.subscription.current_period_end).toBe(addInterval(anchor, [1, 'day'], 4).toISOString());
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(1);
  });

  it('cancelled at period end (dashboard route), it keeps its items until then and ends then, its purchase-long items expiring at that instant', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    await buy(project, user.id, 'plan', 'monthly');
    const id = (await products(project, user.id))[0]!.subscription.subscription_id as string;
    expect((await cancel(project, { subscription_id: id })).status).toBe(200);
    // Twice changes nothing more.
    expect((await cancel(project, { subscription_id: id, at_period_end: true })).status).toBe(200);
    expect((await products(project, user.id))[0]!.subscription).toMatchObject({ cancel_at_period_end: true, is_cancelable: false });
    expect((await transactions(project)).filter((t) => t.type === 'subscription-cancellation')).toHaveLength(1);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(10);

    const anchor = new Date(Date.now() - 40 * DAY);
    await startedAt(project, 'plan', anchor, [1, 'month']);
    await twoWorkers();
    expect(await products(project, user.id)).toEqual([]);
    expect([await quantity(project, 'user', user.id, 'credits'), await quantity(project, 'user', user.id, 'tokens'), await quantity(project, 'user', user.id, 'bonus')]).toEqual([0, 0, 3]);
    const ts = await transactions(project);
    expect(ts.filter((t) => t.type === 'subscription-renewal')).toHaveLength(0);
    const ended = ts.filter((t) => t.type === 'subscription-cancellation');
    expect(ended).toHaveLength(2);
    expect(ended[0]!.entries).toEqual([
      expect.objectContaining({ type: 'product_revocation', quantity: 1 }),
      expect.objectContaining({ type: 'item_quantity_change', item_id: 'credits', quantity: -10 }),
    ]);
    const { em } = await testDeps();
    const [row] = await rawSql<{ ended_at: Date }>(em, `select ended_at from customer_product where id = ?`, [id]);
    expect(new Date(row!.ended_at).toISOString()).toBe(addInterval(anchor, [1, 'month']).toISOString());
    await expectKnownError(await cancel(project, { subscription_id: id }), 404, 'SUBSCRIPTION_NOT_FOUND');
  });

  it('cancelled now, its items go at once; only the project admin may cancel, and only a live subscription of the project', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    await buy(project, user.id, 'plan', 'monthly');
    await buy(project, user.id, 'once', 'once');
    const id = (await products(project, user.id)).find((p) => p.id === 'plan')!.subscription.subscription_id as string;

    const other = await shop();
    const stranger = await signedInUser(other);
    await buy(other, stranger.id, 'plan', 'monthly');
    const foreign = (await products(other, stranger.id))[0]!.subscription.subscription_id as string;
    const { em } = await testDeps();
    const [oneTime] = await rawSql<{ id: string }>(em, `select id from customer_product where project_id = ? and product_id = 'once'`, [project.id]);
    for (const bad of [foreign, oneTime!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', id.toUpperCase().replace(/-/g, '')]) {
      await expectKnownError(await cancel(project, { subscription_id: bad, at_period_end: false }), 404, 'SUBSCRIPTION_NOT_FOUND');
    }
    for (const headers of [project.serverHeaders(), project.clientHeaders(user.accessToken)]) {
      const res = await cancel(project, { subscription_id: id, at_period_end: false }, headers);
      expect([401, 403], await res.clone().text()).toContain(res.status);
    }
    await expectKnownError(await cancel(project, { subscription_id: id, at_period_end: 'now' }), 400, 'SCHEMA_ERROR');
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(10);
    expect(await quantity(other, 'user', stranger.id, 'credits')).toBe(10);

    expect((await cancel(project, { subscription_id: id, at_period_end: false })).status).toBe(200);
    expect([await quantity(project, 'user', user.id, 'credits'), await quantity(project, 'user', user.id, 'tokens'), await quantity(project, 'user', user.id, 'bonus')]).toEqual([0, 0, 3]);
    expect((await products(project, user.id)).map((p) => p.id)).toEqual(['once']);
    await expectKnownError(await cancel(project, { subscription_id: id, at_period_end: false }), 404, 'SUBSCRIPTION_NOT_FOUND');
    // The worker has nothing left to do for it.
    await twoWorkers();
    expect((await transactions(project)).filter((t) => t.type === 'subscription-renewal')).toHaveLength(0);
  });
});
