import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import { USER_COLUMNS, USER_FROM, userFromRow } from '../users/users.store.ts';
import type { UserRecord } from '../users/users.records.ts';

/**
 * The reads behind GET /internal/metrics. Reads only: the tables belong to users (project_user,
 * contact_channel, user_activity_day), teams (team, team_member), oauth-accounts and emails
 * (email_outbox); ARCHITECTURE §3 lets a module read another's table where one query is the
 * honest answer. Raw SQL: these are aggregates (count ... filter, group by day) that the
 * EntityManager cannot say. The user counts and the daily series read the counters the users
 * module's triggers keep (project_user_count, project_daily_count, project_verified_email_count);
 * every other query is index-only or bounded by the 30-day window, today's activity or a LIMIT.
 * bench/README.md has the plans and timings at a million users.
 *
 * `anon` is include_anonymous: false leaves anonymous users out of every user count.
 */

const n = (v: unknown): number => Number(v ?? 0);

export interface UserCounts {
  total: number;
  anonymous: number;
  /** Not anonymous and not restricted by an admin. */
  filtered: number;
  otp: number;
  passkey: number;
  byCountry: Record<string, number>;
}

/**
 * From project_user_count (users migration 20261128030000): one row per combination of the
 * counted flags and country that the project's users have, kept by triggers, so this reads a few
 * hundred rows however many users there are. country_code '' is "no country".
 */
export async function countUsers(em: EntityManager, projectId: string, anon: boolean): Promise<UserCounts> {
  const rows = await rawSql(
    em,
    `select country_code,
       sum(users) filter (where ?::boolean or not is_anonymous) as total,
       sum(users) filter (where is_anonymous) as anonymous,
       sum(users) filter (where not is_anonymous and not restricted_by_admin) as filtered,
       sum(users) filter (where otp_auth_enabled and (?::boolean or not is_anonymous)) as otp,
       sum(users) filter (where passkey_auth_enabled and (?::boolean or not is_anonymous)) as passkey
     from project_user_count where project_id = ? group by country_code`,
    [anon, anon, anon, projectId],
  );
  const c: UserCounts = { total: 0, anonymous: 0, filtered: 0, otp: 0, passkey: 0, byCountry: {} };
  for (const r of rows) {
    c.total += n(r.total);
    c.anonymous += n(r.anonymous);
    c.filtered += n(r.filtered);
    c.otp += n(r.otp);
    c.passkey += n(r.passkey);
    if (r.country_code && n(r.total) > 0) c.byCountry[r.country_code as string] = n(r.total);
  }
  return c;
}

/** Users with a password: the has_password rows of project_user_count. */
export async function countPasswordUsers(em: EntityManager, projectId: string, anon: boolean): Promise<number> {
  const [r] = await rawSql(em, `select sum(users) as n from project_user_count where project_id = ? and has_password and (?::boolean or not is_anonymous)`, [projectId, anon]);
  return n(r.n);
}

/** Users whose primary e-mail is verified: the project's one row of project_verified_email_count. */
export async function countVerifiedUsers(em: EntityManager, projectId: string): Promise<number> {
  const [r] = await rawSql(em, `select coalesce(sum(users), 0) as n from project_verified_email_count where project_id = ?`, [projectId]);
  return n(r.n);
}

/** Users linked to each OAuth provider (a user with two accounts of one provider counts once). Bounded by the project's links. */
export async function countOAuthUsers(em: EntityManager, projectId: string, anon: boolean): Promise<Record<string, number>> {
  const rows = await rawSql(
    em,
    `select a.provider_id, count(distinct a.user_id) as n from oauth_account a join project_user u on u.id = a.user_id
     where a.project_id = ? and (?::boolean or not u.is_anonymous) group by a.provider_id order by a.provider_id`,
    [projectId, anon],
  );
  return Object.fromEntries(rows.map((r) => [r.provider_id as string, n(r.n)]));
}

/** Sign-ups per UTC day (of signed_up_at) from `from` (a 'YYYY-MM-DD' day): at most 2 rows a day of project_daily_count. */
export async function signUpsPerDay(em: EntityManager, projectId: string, from: string, anon: boolean): Promise<Map<string, number>> {
  return dailyCounts(em, 'signups', projectId, from, anon);
}

/** Active users per UTC day from `from`: the user_activity_day rows, counted in project_daily_count. */
export async function activeUsersPerDay(em: EntityManager, projectId: string, from: string, anon: boolean): Promise<Map<string, number>> {
  return dailyCounts(em, 'active_users', projectId, from, anon);
}

async function dailyCounts(em: EntityManager, column: 'signups' | 'active_users', projectId: string, from: string, anon: boolean): Promise<Map<string, number>> {
  const rows = await rawSql(
    em,
    `select to_char(day, 'YYYY-MM-DD') as day, sum(${column}) as n from project_daily_count
     where project_id = ? and day >= ?::date and (?::boolean or not is_anonymous) group by day`,
    [projectId, from, anon],
  );
  return new Map(rows.filter((r) => n(r.n) !== 0).map((r) => [r.day as string, n(r.n)]));
}

/** Users whose last_active_at is within the last 30 days: an index-only range of project_user_last_active_idx. */
export async function monthlyActiveUsers(em: EntityManager, projectId: string, anon: boolean): Promise<number> {
  const [r] = await rawSql(
    em,
    `select count(*) as n from project_user where project_id = ? and last_active_at >= now() - interval '30 days' and (?::boolean or not is_anonymous)`,
    [projectId, anon],
  );
  return n(r.n);
}

export interface Split {
  total: number;
  new: number;
  retained: number;
  reactivated: number;
}

/**
 * Today's active users split: new (signed up today), retained (not new, active yesterday too),
 * reactivated (the rest). Without reading project_user for every active user: total and "active
 * yesterday too" are index-only ranges of user_activity_day's primary key (today's and
 * yesterday's rows), new is a range of today's sign-ups (project_user_signed_up_idx) checked
 * against today's activity; reactivated is what remains. Bounded by today's active users and
 * sign-ups. (bench/README.md: the first version joined project_user and cost 2.9 s at 1 M users.)
 */
export async function activeUserSplit(em: EntityManager, projectId: string, today: string, anon: boolean): Promise<Split> {
  const [r] = await rawSql(
    em,
    `with t as (select user_id from user_activity_day where project_id = ? and day = ?::date and (?::boolean or not is_anonymous)),
     n as (
       select u.id from project_user u
       where u.project_id = ? and u.signed_up_at >= (?::date)::timestamp at time zone 'UTC' and (?::boolean or not u.is_anonymous)
         and exists (select 1 from user_activity_day a where a.project_id = u.project_id and a.day = ?::date and a.user_id = u.id)
     )
     select (select count(*) from t) as total, (select count(*) from n) as new,
       (select count(*) from t join user_activity_day y on y.project_id = ? and y.day = ?::date - 1 and y.user_id = t.user_id
         where t.user_id not in (select id from n)) as retained`,
    [projectId, today, anon, projectId, today, anon, today, projectId, today],
  );
  const [total, fresh, retained] = [n(r.total), n(r.new), n(r.retained)];
  return { total, new: fresh, retained, reactivated: Math.max(0, total - fresh - retained) };
}

/**
 * The same split for teams: a team is active on a day when one of its members was. New: created
 * today; retained: not new, active yesterday; reactivated: the rest. Bounded by the members of
 * today's and yesterday's active users.
 */
export async function activeTeamSplit(em: EntityManager, projectId: string, today: string, anon: boolean): Promise<Split> {
  const [r] = await rawSql(
    em,
    `with active as (
       select distinct a.day, m.team_id from user_activity_day a join team_member m on m.user_id = a.user_id
       where a.project_id = ? and a.day in (?::date, ?::date - 1) and (?::boolean or not a.is_anonymous)
     )
     select count(*) as total,
       count(*) filter (where t.created_at >= (?::date)::timestamp at time zone 'UTC') as new,
       count(*) filter (where t.created_at < (?::date)::timestamp at time zone 'UTC' and y.team_id is not null) as retained,
       count(*) filter (where t.created_at < (?::date)::timestamp at time zone 'UTC' and y.team_id is null) as reactivated
     from active a join team t on t.id = a.team_id
     left join active y on y.team_id = a.team_id and y.day = a.day - 1
     where a.day = ?::date`,
    [projectId, today, today, anon, today, today, today, today],
  );
  return { total: n(r.total), new: n(r.new), retained: n(r.retained), reactivated: n(r.reactivated) };
}

/** Index-only on team_project_idx. */
export async function countTeams(em: EntityManager, projectId: string): Promise<number> {
  const [r] = await rawSql(em, `select count(*) as n from team where project_id = ?`, [projectId]);
  return n(r.n);
}

/** The newest sign-ups: a backward walk of project_user_signed_up_idx stopping at `limit`. */
export async function recentlyRegistered(em: EntityManager, projectId: string, limit: number, anon: boolean): Promise<UserRecord[]> {
  const rows = await rawSql(
    em,
    `select ${USER_COLUMNS} from ${USER_FROM} where u.project_id = ? and (?::boolean or not u.is_anonymous)
     order by u.signed_up_at desc, u.id desc limit ?`,
    [projectId, anon, limit],
  );
  return rows.map(userFromRow);
}

/** The most recently active users: a backward walk of project_user_last_active_idx stopping at `limit`. */
export async function recentlyActive(em: EntityManager, projectId: string, limit: number, anon: boolean): Promise<UserRecord[]> {
  const rows = await rawSql(
    em,
    `select ${USER_COLUMNS} from ${USER_FROM} where u.project_id = ? and (?::boolean or not u.is_anonymous)
     order by u.last_active_at desc, u.id desc limit ?`,
    [projectId, anon, limit],
  );
  return rows.map(userFromRow);
}

/** E-mails per status: index-only on email_outbox_metrics_idx. */
export async function emailsByStatus(em: EntityManager, projectId: string): Promise<Map<string, number>> {
  const rows = await rawSql(em, `select status, count(*) as n from email_outbox where project_id = ? group by status`, [projectId]);
  return new Map(rows.map((r) => [r.status as string, n(r.n)]));
}

/** E-mails per UTC day (of created_at) and status from `from`: an index-only range of email_outbox_metrics_idx. */
export async function emailsPerDay(em: EntityManager, projectId: string, from: string): Promise<{ day: string; status: string; n: number }[]> {
  const rows = await rawSql(
    em,
    `select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, status, count(*) as n from email_outbox
     where project_id = ? and created_at >= (?::date)::timestamp at time zone 'UTC' group by 1, 2`,
    [projectId, from],
  );
  return rows.map((r) => ({ day: r.day as string, status: r.status as string, n: n(r.n) }));
}

export interface RecentEmail {
  id: string;
  status: string;
  subject: string;
  createdAt: Date;
}

/** The newest e-mails: a walk of email_outbox_project_idx stopping at `limit`. */
export async function recentEmails(em: EntityManager, projectId: string, limit: number): Promise<RecentEmail[]> {
  const rows = await rawSql(em, `select id, status, subject, created_at from email_outbox where project_id = ? order by created_at desc, id desc limit ?`, [projectId, limit]);
  return rows.map((r) => ({ id: r.id as string, status: r.status as string, subject: r.subject as string, createdAt: new Date(r.created_at as string) }));
}
