import type { z } from '../../http/zod.ts';
import type { Deps } from '../../http/context.ts';
import { loadTeams } from '../teams/teams.store.ts';
import { paymentsOverview } from '../payments/index.ts';
import { countPurchaseCodes } from '../purchases/index.ts';
import { toServerUser } from '../users/users.dto.ts';
import type { UserRecord } from '../users/users.records.ts';
import type { Metrics } from './metrics.schemas.ts';
import * as store from './metrics.store.ts';

/** How many days the daily lists cover (ending today, UTC) and how many users/e-mails the recent lists hold. */
export const METRICS_DAYS = 30;
export const RECENT_LIMIT = 10;

const DAY_MS = 86_400_000;

/** The METRICS_DAYS UTC days ending on the day of `now`, oldest first, as YYYY-MM-DD. */
export function metricsDays(now: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: METRICS_DAYS }, (_, i) => new Date(today - (METRICS_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'kept_in_dev_inbox'] as const;
const DELIVERED = new Set(['sent', 'kept_in_dev_inbox']);

/**
 * GET /internal/metrics. The user counts and daily series read the users module's counters (a few
 * hundred rows); the rest is index-only or bounded by today's activity, the window or a LIMIT,
 * except the payments figures: the payments and purchases modules' own read functions, each one
 * grouped query over the project's rows of their tables (project_id-led indexes).
 * The queries are independent reads, so they run in three lanes, each one query after another
 * (the request's em is not in a transaction: each query takes a pool connection and gives it
 * back): the answer takes about its slowest lane instead of the sum, and one dashboard refresh
 * never holds more than three connections of the pool (db/orm.ts, 20 by default). The lanes are
 * balanced by the costs measured in bench/README.md.
 */
export async function projectMetrics(deps: Deps, projectId: string, requireEmailVerification: boolean, anon: boolean): Promise<z.infer<typeof Metrics>> {
  const em = deps.em;
  const days = metricsDays(Date.now());
  const [from, today] = [days[0], days[days.length - 1]];

  // The e-mail aggregates are the costliest pair (bench/README.md), so they go in different lanes.
  const [[byStatus, recentEmails, registered, recentActive, owned, mrr], [emailDays, totalTeams, oauth, subDays, money, codes], [teamSplit, mau, userSplit, users, password, verified, signUps, active]] =
    await Promise.all([
      (async () => {
        const byStatus = await store.emailsByStatus(em, projectId);
        const recentEmails = await store.recentEmails(em, projectId, RECENT_LIMIT);
        const registered = await store.recentlyRegistered(em, projectId, RECENT_LIMIT, anon);
        const recentActive = await store.recentlyActive(em, projectId, RECENT_LIMIT, anon);
        const owned = await paymentsOverview.ownedProductCounts(em, projectId);
        const mrr = await paymentsOverview.liveMrrCents(em, projectId);
        return [byStatus, recentEmails, registered, recentActive, owned, mrr] as const;
      })(),
      (async () => {
        const emailDays = await store.emailsPerDay(em, projectId, from);
        const totalTeams = await store.countTeams(em, projectId);
        const oauth = await store.countOAuthUsers(em, projectId, anon);
        const subDays = await paymentsOverview.subscriptionsPerDay(em, projectId, from);
        const money = await paymentsOverview.ordersAndLiveRevenue(em, projectId);
        const codes = await countPurchaseCodes(em, projectId);
        return [emailDays, totalTeams, oauth, subDays, money, codes] as const;
      })(),
      (async () => {
        const teamSplit = await store.activeTeamSplit(em, projectId, today, anon);
        const mau = await store.monthlyActiveUsers(em, projectId, anon);
        const userSplit = await store.activeUserSplit(em, projectId, today, anon);
        const users = await store.countUsers(em, projectId, anon);
        const password = await store.countPasswordUsers(em, projectId, anon);
        const verified = await store.countVerifiedUsers(em, projectId);
        const signUps = await store.signUpsPerDay(em, projectId, from, anon);
        const active = await store.activeUsersPerDay(em, projectId, from, anon);
        return [teamSplit, mau, userSplit, users, password, verified, signUps, active] as const;
      })(),
    ]);

  const teams = await loadTeams(em, projectId, [...registered, ...recentActive].map((u) => u.selectedTeamId));
  const serverUser = (u: UserRecord) => toServerUser(u, u.selectedTeamId ? (teams.get(u.selectedTeamId) ?? null) : null, requireEmailVerification);
  const series = (m: Map<string, number>) => days.map((date) => ({ date, activity: m.get(date) ?? 0 }));
  const zeros = days.map((date) => ({ date, activity: 0 }));

  const emailsByStatus = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, byStatus.get(s) ?? 0]));
  for (const [s, v] of byStatus) emailsByStatus[s] = v; // a status added later still shows
  const total = (pick: (s: string) => boolean) => [...byStatus].reduce((sum, [s, v]) => sum + (pick(s) ? v : 0), 0);
  const delivered = total((s) => DELIVERED.has(s));
  const failed = total((s) => s === 'failed');
  const perDay = new Map(days.map((d) => [d, { date: d, ok: 0, error: 0, in_progress: 0 }]));
  for (const e of emailDays) {
    const d = perDay.get(e.day);
    if (!d) continue;
    if (DELIVERED.has(e.status)) d.ok += e.n;
    else if (e.status === 'failed') d.error += e.n;
    else d.in_progress += e.n;
  }
  const byDay = [...perDay.values()];

  return {
    total_users: users.total,
    daily_users: series(signUps),
    daily_active_users: series(active),
    users_by_country: users.byCountry,
    recently_registered: registered.map(serverUser),
    recently_active: recentActive.map(serverUser),
    login_methods: [
      { method: 'password', count: password },
      { method: 'otp', count: users.otp },
      { method: 'passkey', count: users.passkey },
      ...Object.entries(oauth).map(([method, count]) => ({ method, count })),
    ],
    auth_overview: {
      verified_users: verified,
      unverified_users: Math.max(0, users.total - (anon ? users.anonymous : 0) - verified),
      anonymous_users: users.anonymous,
      total_teams: totalTeams,
      mau,
      daily_active_users_split: userSplit,
      daily_active_teams_split: teamSplit,
      total_users_filtered: users.filtered,
    },
    payments_overview: {
      subscriptions_by_status: owned.subscriptionsByStatus,
      active_subscription_count: owned.subscriptionsByStatus.active ?? 0,
      total_one_time_purchases: owned.oneTimePurchases,
      daily_subscriptions: series(subDays),
      // bigint cents -> number: exact below 2^53 cents (about 90 trillion dollars).
      revenue_cents: Number(money.revenueCents),
      mrr_cents: Number(mrr),
      total_orders: money.orders,
      checkout_conversion_rate: codes.created === 0 ? 0 : codes.completed / codes.created,
    },
    email_overview: {
      emails_by_status: emailsByStatus,
      total_emails: total(() => true),
      daily_emails: byDay.map((d) => ({ date: d.date, activity: d.ok + d.error + d.in_progress })),
      daily_emails_by_status: byDay,
      emails_sent: total((s) => s === 'sent'),
      recent_emails: recentEmails.map((e) => ({ id: e.id, status: e.status, subject: e.subject, created_at_millis: e.createdAt.getTime() })),
      deliverability_status: { delivered, bounced: 0, error: failed, in_progress: total((s) => s === 'queued') },
      deliverability_rate: delivered + failed === 0 ? 0 : delivered / (delivered + failed),
      bounce_rate: 0,
      click_rate: 0,
    },
    analytics_overview: {
      daily_page_views: zeros,
      daily_clicks: zeros,
      daily_visitors: zeros,
      daily_revenue: days.map((date) => ({ date, new_cents: 0, refund_cents: 0 })),
      total_revenue_cents: 0,
      total_replays: 0,
      recent_replays: [],
      visitors: 0,
      avg_session_seconds: 0,
      online_live: 0,
      revenue_per_visitor: 0,
      top_referrers: [],
      top_region: null,
    },
  };
}
