import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, type TestProject } from '../../../test/harness.ts';
import { addTeamMember, dashboardProject, newTeam, signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { metricsDays } from './metrics.service.ts';
import { call, spend, withCatalogue } from '../../../test/payments-catalogue.ts';
import { cancelSubscription, grantProduct, InlineProduct, renewSubscription, revokeGrant, type GrantInput } from '../payments/index.ts';

/**
 * GET /internal/metrics over HTTP on a small project whose dates are set directly in the test
 * database (the API cannot backdate a sign-up, an activity day or an e-mail): every figure is
 * asserted exactly, with and without anonymous users, next to another project whose rows must
 * never be counted.
 */

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0R2v0cHRfQxfF6U7vnH2YxjBq3m0aGqFvYgNpYt1l4A';

async function sql(text: string, params: unknown[] = []): Promise<void> {
  const deps = await testDeps();
  await deps.em.getConnection().execute(text, params);
}

type Metrics = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function metrics(p: TestProject, query = ''): Promise<Metrics> {
  const res = await rawFetch(`/internal/metrics${query}`, { headers: p.adminHeaders() });
  expect(res.status).toBe(200);
  return (await res.json()) as Metrics;
}

/** The daily list as {date: n} for the non-zero days; also checks it covers the 30 days ending today. */
function nonZero(list: { date: string; activity: number }[], days: string[]): Record<string, number> {
  expect(list.map((d) => d.date)).toEqual(days);
  return Object.fromEntries(list.filter((d) => d.activity > 0).map((d) => [d.date, d.activity]));
}

describe('GET /internal/metrics', () => {
  let p: TestProject;
  let days: string[];
  const ago = (k: number) => days[days.length - 1 - k];
  const u: Record<string, SignedInUser> = {};

  beforeAll(async () => {
    days = metricsDays(Date.now());
    p = await newProject();
    // a: verified e-mail + password, signed up 5 days ago, active 5 days ago, yesterday and today (retained)
    u.a = await signedInUser(p, { primaryEmailVerified: true, passwordHash: HASH });
    // b: unverified e-mail with e-mailed codes, signed up today (new)
    u.b = await signedInUser(p, { primaryEmailAuthEnabled: true, otpAuthEnabled: true });
    // c: no e-mail, password, in Germany, signed up 10 days ago, active then and today (reactivated)
    u.c = await signedInUser(p, { primaryEmail: null, passwordHash: HASH, countryCode: 'DE' });
    // d: anonymous, signed up yesterday, active yesterday and today (retained, only with include_anonymous)
    u.d = await signedInUser(p, { isAnonymous: true });
    // e: restricted by an admin, signed up and last active 40 days ago (outside every window)
    u.e = await signedInUser(p, { passwordHash: HASH, restrictedByAdmin: true });

    // Teams: t1 new today (member a), t2 made 3 days ago (member c: reactivated), t3 made 3 days ago (member d, anonymous: retained).
    const t1 = await newTeam(p, null, [u.a], 'One');
    const t2 = await newTeam(p, null, [u.c], 'Two');
    const t3 = await newTeam(p, null, [], 'Three');
    await addTeamMember(p, t3, u.d);
    await sql(`update team set created_at = now() - interval '3 days' where id in (?, ?)`, [t2, t3]);
    void t1;

    const dates: [SignedInUser, number, number][] = [[u.a, 5, 1], [u.b, 0, 2], [u.c, 10, 3], [u.d, 1, 4]];
    for (const [user, signedUpDaysAgo, secondsAgo] of dates) {
      await sql(`update project_user set signed_up_at = ?::date + time '00:00:01', last_active_at = now() - make_interval(secs => ?) where id = ?`, [ago(signedUpDaysAgo), secondsAgo, user.id]);
    }
    await sql(`update project_user set signed_up_at = now() - interval '40 days', last_active_at = now() - interval '40 days' where id = ?`, [u.e.id]);
    // The activity days, exactly (sign-up wrote today's row for everyone).
    await sql(`delete from user_activity_day where project_id = ?`, [p.id]);
    const activity: [SignedInUser, number[]][] = [[u.a, [5, 1, 0]], [u.b, [0]], [u.c, [10, 0]], [u.d, [1, 0]], [u.e, [40]]];
    for (const [user, ds] of activity) {
      for (const k of ds) {
        const day = new Date(Date.parse(ago(0)) - k * 86_400_000).toISOString().slice(0, 10);
        await sql(`insert into user_activity_day (project_id, day, user_id, is_anonymous) values (?, ?::date, ?, ?)`, [p.id, day, user.id, user.isAnonymous]);
      }
    }

    // E-mails: 2 sent today, 1 failed 2 days ago, 1 queued today (not due: the worker leaves it), 1 kept 40 days ago.
    await sql(`delete from email_outbox where project_id = ?`, [p.id]);
    const mails: [string, string, string][] = [
      ['sent', '0 days', 'Welcome'],
      ['sent', '0 days', 'Your code'],
      ['failed', '2 days', 'Broken'],
      ['queued', '0 days', 'Waiting'],
      ['kept_in_dev_inbox', '40 days', 'Old'],
    ];
    for (const [i, [status, age, subject]] of mails.entries()) {
      await sql(
        `insert into email_outbox (id, project_id, to_address, subject, html, text_body, notification_category_id, status, next_attempt_at, created_at)
         values (?, ?, 'x@example.com', ?, '<p>x</p>', 'x', ?, ?, now() + interval '1 day', now() - ?::interval - make_interval(secs => ?))`,
        [randomUUID(), p.id, subject, randomUUID(), status, age, i],
      );
    }

    // Another project with users, activity, a team and e-mails that must never show.
    const other = await newProject();
    const stranger = await signedInUser(other, { primaryEmailVerified: true, passwordHash: HASH, countryCode: 'FR' });
    await newTeam(other, null, [stranger], 'Elsewhere');
    await sql(
      `insert into email_outbox (id, project_id, to_address, subject, html, text_body, notification_category_id, status, next_attempt_at) values (?, ?, 'y@example.com', 'Theirs', 'y', 'y', ?, 'sent', now() + interval '1 day')`,
      [randomUUID(), other.id, randomUUID()],
    );
  });

  it('counts users, sign-ups, activity, methods and teams exactly, anonymous users left out by default', async () => {
    const m = await metrics(p);
    expect(m.total_users).toBe(4);
    expect(nonZero(m.daily_users, days)).toEqual({ [ago(10)]: 1, [ago(5)]: 1, [ago(0)]: 1 });
    expect(nonZero(m.daily_active_users, days)).toEqual({ [ago(10)]: 1, [ago(5)]: 1, [ago(1)]: 1, [ago(0)]: 3 });
    expect(m.users_by_country).toEqual({ DE: 1 });
    expect(m.login_methods).toEqual([{ method: 'password', count: 3 }, { method: 'otp', count: 1 }, { method: 'passkey', count: 0 }]);
    expect(m.auth_overview).toEqual({
      verified_users: 1,
      unverified_users: 3,
      anonymous_users: 1,
      total_teams: 3,
      mau: 3,
      daily_active_users_split: { total: 3, new: 1, retained: 1, reactivated: 1 },
      daily_active_teams_split: { total: 2, new: 1, retained: 0, reactivated: 1 },
      total_users_filtered: 3,
    });
    // Full server user objects, newest first.
    expect(m.recently_registered.map((x: { id: string }) => x.id)).toEqual([u.b.id, u.a.id, u.c.id, u.e.id]);
    expect(m.recently_active.map((x: { id: string }) => x.id)).toEqual([u.a.id, u.b.id, u.c.id, u.e.id]);
    expect(m.recently_registered[1]).toMatchObject({ id: u.a.id, primary_email: u.a.email, primary_email_verified: true, has_password: true, is_anonymous: false });
    expect(m.recently_registered[1].signed_up_at_millis).toBe(Date.parse(`${ago(5)}T00:00:01Z`));
  });

  it('with include_anonymous=true, anonymous users count in every user figure', async () => {
    const m = await metrics(p, '?include_anonymous=true');
    expect(m.total_users).toBe(5);
    expect(nonZero(m.daily_users, days)).toEqual({ [ago(10)]: 1, [ago(5)]: 1, [ago(1)]: 1, [ago(0)]: 1 });
    expect(nonZero(m.daily_active_users, days)).toEqual({ [ago(10)]: 1, [ago(5)]: 1, [ago(1)]: 2, [ago(0)]: 4 });
    expect(m.auth_overview).toEqual({
      verified_users: 1,
      unverified_users: 3,
      anonymous_users: 1,
      total_teams: 3,
      mau: 4,
      daily_active_users_split: { total: 4, new: 1, retained: 2, reactivated: 1 },
      daily_active_teams_split: { total: 3, new: 1, retained: 1, reactivated: 1 },
      total_users_filtered: 3,
    });
    expect(m.recently_registered.map((x: { id: string }) => x.id)).toEqual([u.b.id, u.d.id, u.a.id, u.c.id, u.e.id]);
    expect(m.recently_active.map((x: { id: string }) => x.id)).toEqual([u.a.id, u.b.id, u.c.id, u.d.id, u.e.id]);
    const f = await metrics(p, '?include_anonymous=false');
    expect(f.total_users).toBe(4);
  });

  it('counts the outbox by status and day, and answers payments and analytics as zeros', async () => {
    const m = await metrics(p);
    const e = m.email_overview;
    expect(e.emails_by_status).toEqual({ queued: 1, sent: 2, failed: 1, kept_in_dev_inbox: 1 });
    expect(e.total_emails).toBe(5);
    expect(e.emails_sent).toBe(2);
    expect(nonZero(e.daily_emails, days)).toEqual({ [ago(2)]: 1, [ago(0)]: 3 });
    expect(e.daily_emails_by_status.find((d: { date: string }) => d.date === ago(0))).toEqual({ date: ago(0), ok: 2, error: 0, in_progress: 1 });
    expect(e.daily_emails_by_status.find((d: { date: string }) => d.date === ago(2))).toEqual({ date: ago(2), ok: 0, error: 1, in_progress: 0 });
    expect(e.recent_emails.map((x: { subject: string }) => x.subject)).toEqual(['Welcome', 'Your code', 'Waiting', 'Broken', 'Old']);
    expect(e.deliverability_status).toEqual({ delivered: 3, bounced: 0, error: 1, in_progress: 1 });
    expect(e.deliverability_rate).toBe(0.75);
    expect([e.bounce_rate, e.click_rate]).toEqual([0, 0]);
    // No payments in this project (the payments project of the test below is never counted here).
    expect(m.payments_overview).toMatchObject({
      subscriptions_by_status: { active: 0, canceled: 0, ended: 0 },
      active_subscription_count: 0,
      total_one_time_purchases: 0,
      revenue_cents: 0,
      mrr_cents: 0,
      total_orders: 0,
      checkout_conversion_rate: 0,
    });
    expect(nonZero(m.payments_overview.daily_subscriptions, days)).toEqual({});
    expect(m.analytics_overview).toMatchObject({ total_revenue_cents: 0, visitors: 0, top_referrers: [], recent_replays: [], top_region: null });
    expect(nonZero(m.analytics_overview.daily_page_views, days)).toEqual({});
  });

  it('answers an empty project with zeros, not errors', async () => {
    const empty = await newProject();
    const m = await metrics(empty, '?include_anonymous=true');
    expect(m.total_users).toBe(0);
    expect(nonZero(m.daily_users, days)).toEqual({});
    expect(m.auth_overview.daily_active_users_split).toEqual({ total: 0, new: 0, retained: 0, reactivated: 0 });
    expect(m.email_overview.deliverability_rate).toBe(0);
    expect(m.recently_active).toEqual([]);
  });

  it('records the day a user becomes active again through the existing last-active write', async () => {
    const q = await newProject();
    const user = await signedInUser(q, { passwordHash: HASH });
    // Sign-up is activity: today's row exists at once.
    expect((await metrics(q)).auth_overview.daily_active_users_split).toEqual({ total: 1, new: 1, retained: 0, reactivated: 0 });
    // Make the user a returning one, last seen three days ago, then let them make one authenticated request.
    await sql(`update project_user set signed_up_at = now() - interval '5 days', last_active_at = now() - interval '3 days' where id = ?`, [user.id]);
    await sql(`delete from user_activity_day where user_id = ?`, [user.id]);
    expect((await metrics(q)).auth_overview.daily_active_users_split.total).toBe(0);
    const me = await rawFetch('/users/me', { headers: q.clientHeaders(user.accessToken) });
    expect(me.status).toBe(200);
    // The touch is written in the background (never awaited by the request): wait for it to land.
    let split: Record<string, number> = {};
    for (let i = 0; i < 100 && split.total !== 1; i++) {
      split = (await metrics(q)).auth_overview.daily_active_users_split;
      if (split.total !== 1) await new Promise((r) => setTimeout(r, 50));
    }
    expect(split).toEqual({ total: 1, new: 0, retained: 0, reactivated: 1 });
    expect(nonZero((await metrics(q)).daily_active_users, days)).toEqual({ [ago(0)]: 1 });
  });

  it('admin access only: a dashboard user of the project may read it, client and server keys may not', async () => {
    const dash = await dashboardProject();
    const res = await rawFetch('/internal/metrics', { headers: dash.headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Metrics).total_users).toBe(0);
    await expectKnownError(await rawFetch('/internal/metrics', { headers: p.serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await rawFetch('/internal/metrics', { headers: p.clientHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('refuses an unknown query parameter or a bad include_anonymous with SCHEMA_ERROR', async () => {
    await expectKnownError(await rawFetch('/internal/metrics?include_anonymous=yes', { headers: p.adminHeaders() }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await rawFetch('/internal/metrics?days=365', { headers: p.adminHeaders() }), 400, 'SCHEMA_ERROR');
  });
});

describe('GET /internal/metrics payments_overview', () => {
  it('counts subscriptions, one-time purchases, orders and purchase links (test ones included) and live USD money only', async () => {
    const days = metricsDays(Date.now());
    const shop = await newProject(); // payments.testMode is on: everything over HTTP below is a test
    await withCatalogue(shop);
    const buyer = await signedInUser(shop);
    const other = await signedInUser(shop);
    const link = async (userId: string, productId: string) => {
      const res = await call('POST', '/payments/purchases/create-purchase-url', shop.serverHeaders(), { customer_type: 'user', customer_id: userId, product_id: productId });
      expect(res.status, await res.clone().text()).toBe(200);
      return new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    };
    const buy = async (fullCode: string, priceId: string, quantity?: number) => {
      const res = await call('POST', '/payments/purchases/purchase-session', {}, { full_code: fullCode, price_id: priceId, ...(quantity ? { quantity } : {}) });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    // Test mode, over HTTP: a server grant (one-time), a bought subscription, a bought one-time pack, an unused link, a spend.
    expect((await call('POST', `/payments/products/user/${buyer.id}`, shop.serverHeaders(), { product_id: 'credit-pack' })).status).toBe(200);
    await buy(await link(buyer.id, 'pro'), 'monthly');
    await buy(await link(buyer.id, 'credit-pack'), 'once', 2);
    await link(other.id, 'pro');
    expect((await spend(shop, buyer.id, -10)).status).toBe(200);

    // Live (not test) grants as the Stripe webhook makes them, through the payments module's services
    // (the API cannot make a non-test charge without Stripe): amounts in USD with one EUR one.
    const em = (await testDeps()).em;
    const product = (prices: Record<string, unknown>, stackable = false) => InlineProduct.parse({ display_name: 'Live', customer_type: 'user', stackable, prices });
    const live = (over: Partial<GrantInput>) =>
      em.transactional((tx) =>
        grantProduct(tx, { projectId: shop.id, customerType: 'user', customerId: buyer.id, productId: null, product: product({}), priceId: 'p', quantity: 1, source: 'stripe', testMode: false, ...over }),
      );
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const sub = (id: string) => ({ stripeSubscriptionId: id, currentPeriodEnd: periodEnd });
    // A: monthly 9.99, renewed once (9.99 again) -> MRR 999
    const a = await live({ product: product({ p: { USD: '9.99', interval: [1, 'month'] } }), subscription: sub('sub_a'), chargedAmount: { USD: '9.99' } });
    await em.transactional((tx) => renewSubscription(tx, { projectId: shop.id, customerProductId: a.customerProductId, currentPeriodEnd: periodEnd, chargedAmount: { USD: '9.99' }, testMode: false }));
    // B: 10 USD every 2 weeks, quantity 3 -> MRR 3000 × 52 / 24 = 6500 (rounded down)
    await live({ product: product({ p: { USD: '10', interval: [2, 'week'] } }, true), quantity: 3, subscription: sub('sub_b'), chargedAmount: { USD: '30' } });
    // C: one-time 5 USD (+ 4 EUR, not converted), refunded: net 0
    const c = await live({ product: product({ p: { USD: '5', EUR: '4' } }), chargedAmount: { USD: '5', EUR: '4' } });
    await em.transactional((tx) => revokeGrant(tx, { projectId: shop.id, transactionId: c.transactionId }));
    // D: yearly 100 USD, canceled now (ended), granted 3 days ago: money kept, no MRR
    const d = await live({ product: product({ p: { USD: '100', interval: [1, 'year'] } }), subscription: sub('sub_d'), chargedAmount: { USD: '100' } });
    await em.transactional((tx) => cancelSubscription(tx, { projectId: shop.id, customerProductId: d.customerProductId, atPeriodEnd: false }));
    await em.getConnection().execute(`update customer_product set created_at = ?::date + time '12:00' where id = ?`, [days[days.length - 4], d.customerProductId]);
    // E: monthly 7 USD canceled at period end (status canceled): money kept, no MRR
    const e = await live({ product: product({ p: { USD: '7', interval: [1, 'month'] } }), subscription: sub('sub_e'), chargedAmount: { USD: '7' } });
    await em.transactional((tx) => cancelSubscription(tx, { projectId: shop.id, customerProductId: e.customerProductId, atPeriodEnd: true }));
    // F: a subscription 40 days old: outside the daily list, still counted as active (no USD price: no MRR)
    const f = await live({ product: product({ p: { EUR: '50', interval: [1, 'month'] } }), subscription: sub('sub_f') });
    await em.getConnection().execute(`update customer_product set created_at = now() - interval '40 days' where id = ?`, [f.customerProductId]);

    const res = await rawFetch('/internal/metrics', { headers: shop.adminHeaders() });
    expect(res.status).toBe(200);
    const o = ((await res.json()) as Metrics).payments_overview;
    expect(o.subscriptions_by_status).toEqual({ active: 4, canceled: 1, ended: 1 }); // test pro, A, B, F | E | D
    expect(o.active_subscription_count).toBe(4);
    expect(o.total_one_time_purchases).toBe(3); // server grant, bought pack, C (refunded, still counted)
    expect(nonZero(o.daily_subscriptions, days)).toEqual({ [days[days.length - 1]!]: 4, [days[days.length - 4]!]: 1 }); // test pro, A, B, E today; D 3 days ago
    expect(o.revenue_cents).toBe(999 + 999 + 3000 + 500 - 500 + 10_000 + 700);
    expect(o.mrr_cents).toBe(999 + 6500);
    expect(o.total_orders).toBe(3 + 6); // server grant, two test purchases; A, B, C, D, E, F (refund, renewal, cancellations are not orders)
    expect(o.checkout_conversion_rate).toBeCloseTo(2 / 3, 10);

    // Another project sees none of it.
    const other2 = await newProject();
    const res2 = await rawFetch('/internal/metrics', { headers: other2.adminHeaders() });
    expect(((await res2.json()) as Metrics).payments_overview).toMatchObject({ subscriptions_by_status: { active: 0, canceled: 0, ended: 0 }, revenue_cents: 0, mrr_cents: 0, total_orders: 0, total_one_time_purchases: 0, checkout_conversion_rate: 0 });
  });
});
