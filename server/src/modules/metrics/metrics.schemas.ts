import { z } from '../../http/zod.ts';
import { queryBoolean } from '../../http/schemas.ts';
import { ServerUser } from '../users/users.schemas.ts';

/** GET /internal/metrics (wire-contract §9.22). Every definition is in the field descriptions. */

const count = (what: string) => z.number().int().min(0).openapi({ description: what, example: 12 });
const day = z.string().openapi({ description: 'A UTC day, YYYY-MM-DD.', example: '2026-11-28' });
const rate = (what: string) => z.number().min(0).max(1).openapi({ description: what, example: 0.98 });

export const MetricsQuery = z
  .object({
    include_anonymous: queryBoolean.optional().openapi({ description: 'Count anonymous users in every user figure (default false). The e-mail, team and payment figures do not depend on it.' }),
  })
  .strict();

const DailyActivity = z.array(z.object({ date: day, activity: z.number().int().min(0) }));

const Split = (what: string) =>
  z
    .object({
      total: count(`${what} active today (UTC).`),
      new: count(`Of those, ${what.toLowerCase()} created today.`),
      retained: count(`Of those, not new and active yesterday too.`),
      reactivated: count(`Of those, not new and not active yesterday (back after a gap).`),
    })
    .openapi({ description: `Today's active ${what.toLowerCase()}, split by why they are active: total = new + retained + reactivated.` });

const EmailsByStatus = z.record(z.string(), z.number().int().min(0)).openapi({
  description: 'Outbox e-mails of the project per status: queued (not sent yet, perhaps retrying), sent (accepted by the SMTP server), failed (given up after the retries), kept_in_dev_inbox (not sent: development mode). Every status is present, 0 when none.',
  example: { queued: 0, sent: 40, failed: 1, kept_in_dev_inbox: 0 },
});

const PaymentsOverview = z
  .object({
    subscriptions_by_status: z.record(z.string(), z.number().int().min(0)).openapi({
      description: 'Subscriptions (owned products bought at a price with an interval, or through a Stripe subscription) per status: active, canceled (canceled at period end, still owned until then), ended (canceled now, refunded or expired). Every status is present, 0 when none. Test purchases included.',
      example: { active: 3, canceled: 1, ended: 2 },
    }),
    active_subscription_count: count('Subscriptions with status active (the same number as subscriptions_by_status.active). Test purchases included.'),
    total_one_time_purchases: count('Owned products that are not subscriptions, ever granted (hosted-page or Stripe purchases and server grants), whatever their status now. Test purchases included.'),
    daily_subscriptions: DailyActivity.openapi({ description: 'Subscriptions granted per UTC day, the 30 days ending today, oldest first, zero-filled. Test purchases included.' }),
    revenue_cents: z.number().int().openapi({
      description: 'Revenue in USD cents: the sum of the USD charged_amount of every money_transfer entry of the non-test transactions (test_mode false), refunds (negative entries) subtracted. Test-mode transactions never count as money; amounts in other currencies are not converted.',
      example: 2999,
    }),
    mrr_cents: count('Monthly recurring revenue in USD cents: over the active subscriptions whose grant was not a test, the USD amount of their price × quantity normalised to a month (year ÷ 12, week × 52 ÷ 12, day × 365 ÷ 12, n-unit intervals ÷ n), in integers rounded down per distinct price amount and interval. Prices without a USD amount are not counted.'),
    total_orders: count('Transactions of type purchase (every grant: hosted-page and Stripe purchases and server grants), test ones included.'),
    checkout_conversion_rate: rate('Purchase links (create-purchase-url) that completed a purchase ÷ purchase links created, test purchases included; 0 when none was created.'),
  })
  .openapi({ description: 'Payments figures from the owned products, payment transactions and purchase links of the project. Money figures count only non-test transactions; counts include test purchases.' });

const AnalyticsOverview = z
  .object({
    daily_page_views: DailyActivity,
    daily_clicks: DailyActivity,
    daily_visitors: DailyActivity,
    daily_revenue: z.array(z.object({ date: day, new_cents: z.number().int(), refund_cents: z.number().int() })),
    total_revenue_cents: z.number().int(),
    total_replays: z.number().int(),
    recent_replays: z.array(z.unknown()),
    visitors: z.number().int(),
    avg_session_seconds: z.number(),
    online_live: z.number().int(),
    revenue_per_visitor: z.number(),
    top_referrers: z.array(z.object({ referrer: z.string(), visitors: z.number().int() })),
    top_region: z.object({ country_code: z.string(), region_code: z.string(), count: z.number().int() }).nullable(),
  })
  .openapi({ description: 'Gatehouse records no page analytics: every figure is 0, daily lists are zero-filled over the 30 days, other lists empty, top_region null.' });

export const Metrics = z
  .object({
    total_users: count('Users of the project (anonymous ones only with include_anonymous=true).'),
    daily_users: DailyActivity.openapi({ description: 'Sign-ups per UTC day (signed_up_at), the 30 days ending today, oldest first, 0 for a day without any.' }),
    daily_active_users: DailyActivity.openapi({
      description:
        'Active users per UTC day, the 30 days ending today, oldest first, zero-filled. A user is active on a day when their last_active_at moved that day: sign-up, sign-in, token refresh or any authenticated request (recorded once per user and day). Deleted users leave the counts.',
    }),
    users_by_country: z.record(z.string(), z.number().int().min(0)).openapi({
      description: 'Users per country_code (ISO 3166-1 alpha-2). Gatehouse does not look up countries itself: only users whose country_code was set through the API are counted; {} when none.',
      example: { DE: 3 },
    }),
    recently_registered: z.array(ServerUser).openapi({ description: 'The 10 newest users (signed_up_at, newest first).' }),
    recently_active: z.array(ServerUser).openapi({ description: 'The 10 most recently active users (last_active_at, newest first).' }),
    login_methods: z
      .array(z.object({ method: z.string(), count: z.number().int().min(0) }))
      .openapi({
        description:
          'How many users can sign in with each method: password, otp (e-mailed code or magic link), passkey, then each OAuth provider linked to at least one user, by provider config id. A user with several methods counts once for each.',
        example: [{ method: 'password', count: 10 }, { method: 'otp', count: 2 }, { method: 'passkey', count: 0 }, { method: 'github', count: 4 }],
      }),
    auth_overview: z.object({
      verified_users: count('Users whose primary e-mail is verified (anonymous users have none).'),
      unverified_users: count('Users that are not anonymous and have no verified primary e-mail (unverified, or no e-mail at all).'),
      anonymous_users: count('Anonymous users (counted whatever include_anonymous says).'),
      total_teams: count('Teams of the project.'),
      mau: count('Monthly active users: users whose last_active_at is within the last 30 × 24 hours.'),
      daily_active_users_split: Split('Users'),
      daily_active_teams_split: Split('Teams').openapi({ description: "Today's active teams (a team is active on a day when one of its members was), split like the users: total = new + retained + reactivated." }),
      total_users_filtered: count('Users the user list shows by default: not anonymous and not restricted by an admin.'),
    }),
    payments_overview: PaymentsOverview,
    email_overview: z.object({
      emails_by_status: EmailsByStatus,
      total_emails: count('Every e-mail in the outbox of the project.'),
      daily_emails: DailyActivity.openapi({ description: 'E-mails queued per UTC day (created_at), the 30 days ending today, zero-filled.' }),
      daily_emails_by_status: z
        .array(z.object({ date: day, ok: z.number().int().min(0), error: z.number().int().min(0), in_progress: z.number().int().min(0) }))
        .openapi({ description: 'The same days by current status: ok = sent or kept_in_dev_inbox, error = failed, in_progress = queued.' }),
      emails_sent: count('E-mails accepted by the SMTP server (status sent).'),
      recent_emails: z
        .array(z.object({ id: z.string().uuid(), status: z.string(), subject: z.string(), created_at_millis: z.number().int() }))
        .openapi({ description: 'The 10 newest e-mails, newest first, with their outbox status.' }),
      deliverability_status: z
        .object({ delivered: z.number().int().min(0), bounced: z.number().int().min(0), error: z.number().int().min(0), in_progress: z.number().int().min(0) })
        .openapi({ description: 'delivered = sent or kept_in_dev_inbox; bounced is always 0 (bounces are not tracked: the SMTP server accepting a message is all the outbox knows); error = failed; in_progress = queued.' }),
      deliverability_rate: rate('delivered / (delivered + error), 0 when there are none.'),
      bounce_rate: rate('Always 0: bounces are not tracked.'),
      click_rate: rate('Always 0: link clicks are not tracked.'),
    }),
    analytics_overview: AnalyticsOverview,
  })
  .openapi('Metrics');
