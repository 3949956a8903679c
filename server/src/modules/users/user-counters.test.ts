import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { PASSWORD, signUp } from '../../../test/auth-helpers.ts';
import { jsonInit } from '../../../test/factories.ts';
import { activityCounts, userCounts, verifiedCounts } from './migrations/Migration20261128030000UserCounters.ts';

/**
 * The counters GET /internal/metrics reads (users migration 20261128030000) are kept by triggers.
 * After every write path that changes a counted column, over HTTP, each counter must equal the
 * COUNT(*) of the rows it stands for, and the metrics route must answer the counted figures:
 * sign-up (password, anonymous, server create), anonymous upgrade, admin edits of each counted
 * field, primary e-mail verification and primary changes through /contact-channels, user delete,
 * project delete, bulk SQL statements, and the migration's backfill.
 */

const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => db.end());

const USER_KEY = `is_anonymous, restricted_by_admin, otp_auth_enabled, passkey_auth_enabled`;

/** Every counter of the project next to a recount of its rows; also no counter may be negative. */
async function expectCountersExact(projectId: string): Promise<void> {
  const q = async (text: string) => (await db.query(text, [projectId])).rows;
  expect(
    await q(`select ${USER_KEY}, has_password, country_code, users::int as n from project_user_count where project_id = $1 and users <> 0 order by 1, 2, 3, 4, 5, 6`),
  ).toEqual(
    await q(
      `select ${USER_KEY}, password_hash is not null as has_password, coalesce(country_code, '') as country_code, count(*)::int as n
       from project_user where project_id = $1 group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
    ),
  );
  expect(
    await q(`select to_char(day, 'YYYY-MM-DD') as day, is_anonymous, signups::int, active_users::int from project_daily_count where project_id = $1 and (signups <> 0 or active_users <> 0) order by 1, 2`),
  ).toEqual(
    await q(
      `select to_char(day, 'YYYY-MM-DD') as day, is_anonymous, sum(s)::int as signups, sum(a)::int as active_users from (
         select (signed_up_at at time zone 'UTC')::date as day, is_anonymous, 1 as s, 0 as a from project_user where project_id = $1
         union all select day, is_anonymous, 0, 1 from user_activity_day where project_id = $1
       ) x group by 1, 2 order by 1, 2`,
    ),
  );
  const [kept] = await q(`select coalesce(sum(users), 0)::int as n from project_verified_email_count where project_id = $1`);
  const [counted] = await q(`select count(*)::int as n from contact_channel where project_id = $1 and is_primary and is_verified and type = 'email'`);
  expect(kept.n).toBe(counted.n);
  const [negative] = (await db.query(
    `select (select count(*) from project_user_count where users < 0) + (select count(*) from project_daily_count where signups < 0 or active_users < 0)
       + (select count(*) from project_verified_email_count where users < 0) as n`,
  )).rows;
  expect(Number(negative.n)).toBe(0);
}

type Metrics = { total_users: number; login_methods: { method: string; count: number }[]; users_by_country: Record<string, number>; auth_overview: Record<string, unknown> };

async function metrics(p: TestProject, anon = false): Promise<Metrics> {
  const res = await rawFetch(`/internal/metrics?include_anonymous=${anon}`, { headers: p.adminHeaders() });
  expect(res.status).toBe(200);
  return (await res.json()) as Metrics;
}

async function ok(res: Response): Promise<Record<string, unknown>> {
  const body = await res.text();
  expect([200, 201], body).toContain(res.status);
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

const anonymousProject = () => newProject({ anonymous_accounts_enabled: true });

async function anonymousSignUp(p: TestProject): Promise<{ user_id: string; access_token: string }> {
  return (await ok(await rawFetch('/auth/anonymous/sign-up', { method: 'POST', headers: p.clientHeaders() }))) as { user_id: string; access_token: string };
}

describe('the metrics counters equal a recount after every write path', () => {
  it('sign-ups: password, anonymous and server-created users (the insert path)', async () => {
    const p = await anonymousProject();
    await signUp(p);
    await anonymousSignUp(p);
    await anonymousSignUp(p);
    await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { primary_email: uniqueEmail(), primary_email_verified: true, password: PASSWORD, otp_auth_enabled: true, passkey_auth_enabled: true, country_code: 'DE' })));
    await expectCountersExact(p.id);
    const m = await metrics(p, true);
    expect(m.total_users).toBe(4);
    expect(m.auth_overview).toMatchObject({ anonymous_users: 2, verified_users: 1, unverified_users: 1, total_users_filtered: 2 });
    expect(m.users_by_country).toEqual({ DE: 1 });
    expect(m.login_methods).toEqual([{ method: 'password', count: 2 }, { method: 'otp', count: 1 }, { method: 'passkey', count: 1 }]);
    expect((await metrics(p)).total_users).toBe(2);
  });

  it('an anonymous upgrade moves the user (and its sign-up day) out of the anonymous counters', async () => {
    const p = await anonymousProject();
    const anon = await anonymousSignUp(p);
    expect((await metrics(p)).total_users).toBe(0);
    await ok(
      await rawFetch('/auth/password/sign-up', {
        method: 'POST',
        headers: { ...p.clientHeaders(anon.access_token), 'x-stack-allow-anonymous-user': 'true', 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
      }),
    );
    await expectCountersExact(p.id);
    const m = await metrics(p);
    expect(m.total_users).toBe(1);
    expect(m.auth_overview).toMatchObject({ anonymous_users: 0, unverified_users: 1 });
    expect((m as unknown as { daily_users: { activity: number }[] }).daily_users.at(-1)!.activity).toBe(1);
  });

  it('admin edits of each counted field: restriction, methods, password, country, primary e-mail and its verification', async () => {
    const p = await newProject();
    const created = await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { primary_email: uniqueEmail(), password: PASSWORD, country_code: 'FR' })));
    const path = `/users/${created.id as string}`;
    const edits: Record<string, unknown>[] = [
      { restricted_by_admin: true },
      { otp_auth_enabled: true },
      { passkey_auth_enabled: true },
      { country_code: 'GB' },
      { country_code: null },
      { password: null },
      { primary_email_verified: true },
      { primary_email: uniqueEmail() }, // a new primary address is unverified
      { primary_email_verified: true },
      { primary_email: null },
      { restricted_by_admin: false, otp_auth_enabled: false, password: PASSWORD, country_code: 'US' },
    ];
    for (const edit of edits) {
      await ok(await rawFetch(path, jsonInit('PATCH', p.serverHeaders(), edit)));
      await expectCountersExact(p.id);
    }
    const m = await metrics(p);
    expect(m.auth_overview).toMatchObject({ verified_users: 0, total_users_filtered: 1 });
    expect(m.users_by_country).toEqual({ US: 1 });
  });

  it('contact channels: a verified primary added, verification withdrawn and restored, another made primary, deleted', async () => {
    const p = await newProject();
    const { user_id: userId } = await signUp(p);
    const channel = async (body: Record<string, unknown>) => (await ok(await rawFetch('/contact-channels', jsonInit('POST', p.serverHeaders(), { user_id: userId, type: 'email', used_for_auth: false, ...body })))).id as string;
    const patch = async (id: string, body: Record<string, unknown>) => {
      await ok(await rawFetch(`/contact-channels/${userId}/${id}`, jsonInit('PATCH', p.serverHeaders(), body)));
      await expectCountersExact(p.id);
    };
    const a = await channel({ value: uniqueEmail(), is_primary: true, is_verified: true });
    await expectCountersExact(p.id);
    expect((await metrics(p)).auth_overview.verified_users).toBe(1);
    await patch(a, { is_verified: false });
    await patch(a, { is_verified: true });
    const b = await channel({ value: uniqueEmail(), is_verified: false });
    await patch(b, { is_primary: true });
    expect((await metrics(p)).auth_overview.verified_users).toBe(0);
    await patch(b, { is_verified: true });
    await ok(await rawFetch(`/contact-channels/${userId}/${b}`, { method: 'DELETE', headers: p.serverHeaders() }));
    await expectCountersExact(p.id);
    expect((await metrics(p)).auth_overview.verified_users).toBe(0);
  });

  it('a deleted user leaves the counters, its activity days and verified e-mail with it', async () => {
    const p = await anonymousProject();
    const keep = await signUp(p);
    const gone = await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { primary_email: uniqueEmail(), primary_email_verified: true, country_code: 'DE' })));
    const anon = await anonymousSignUp(p);
    for (const id of [gone.id as string, anon.user_id]) {
      await ok(await rawFetch(`/users/${id}`, { method: 'DELETE', headers: p.serverHeaders() }));
      await expectCountersExact(p.id);
    }
    const m = await metrics(p, true);
    expect(m.total_users).toBe(1);
    expect(m.auth_overview).toMatchObject({ anonymous_users: 0, verified_users: 0 });
    expect(m.users_by_country).toEqual({});
    void keep;
  });

  it('a deleted project takes its counters with it (the cascade does not trip over them)', async () => {
    const p = await anonymousProject();
    await signUp(p);
    await anonymousSignUp(p);
    await ok(await rawFetch('/internal/projects/current', { method: 'DELETE', headers: p.adminHeaders() }));
    const { rows } = await db.query(
      `select (select count(*) from project_user_count where project_id = $1) + (select count(*) from project_daily_count where project_id = $1)
         + (select count(*) from project_verified_email_count where project_id = $1) as n`,
      [p.id],
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  it('bulk statements (many rows, several keys) and hand-written SQL on activity days keep them exact; a last-active touch writes none', async () => {
    const p = await anonymousProject();
    await signUp(p);
    await db.query(
      `insert into project_user (id, project_id, is_anonymous, password_hash, otp_auth_enabled, country_code, signed_up_at, last_active_at)
       select gen_random_uuid(), $1, i % 3 = 0, case when i % 2 = 0 then 'x' end, i % 5 = 0, (array['DE', 'FR', null])[1 + i % 3],
         now() - (i % 7) * interval '1 day', now() - (i % 4) * interval '1 day' from generate_series(1, 60) i`,
      [p.id],
    );
    await expectCountersExact(p.id);
    // One counted column at a time (an OAuth upgrade changes is_anonymous alone), then several.
    await db.query(`update project_user set is_anonymous = false where project_id = $1 and is_anonymous and otp_auth_enabled`, [p.id]);
    await expectCountersExact(p.id);
    await db.query(`update project_user set is_anonymous = false, signed_up_at = signed_up_at - interval '1 day' where project_id = $1 and is_anonymous`, [p.id]);
    await expectCountersExact(p.id);
    await db.query(`update contact_channel set is_verified = not is_verified where project_id = $1`, [p.id]);
    await expectCountersExact(p.id);
    await db.query(`update user_activity_day set is_anonymous = not is_anonymous where project_id = $1 and day = (now() at time zone 'UTC')::date`, [p.id]);
    await db.query(`delete from user_activity_day where project_id = $1 and day < (now() at time zone 'UTC')::date - 1`, [p.id]);
    await expectCountersExact(p.id);
    await db.query(`delete from project_user where project_id = $1 and otp_auth_enabled`, [p.id]);
    await expectCountersExact(p.id);

    // The hot path: last_active_at moving within the day (or into a new day) does not touch project_user_count.
    const versions = async () => (await db.query(`select xmin::text from project_user_count where project_id = $1 order by 1`, [p.id])).rows;
    const before = await versions();
    await db.query(`update project_user set last_active_at = now() where project_id = $1`, [p.id]);
    expect(await versions()).toEqual(before);
    await expectCountersExact(p.id);
  });

  it('the migration backfill, run over a project\'s existing rows, yields the same counters', async () => {
    const p = await anonymousProject();
    await signUp(p);
    await anonymousSignUp(p);
    await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { primary_email: uniqueEmail(), primary_email_verified: true, country_code: 'DE' })));
    const c = await db.connect();
    try {
      await c.query('begin');
      for (const t of ['project_user_count', 'project_daily_count', 'project_verified_email_count']) await c.query(`delete from ${t} where project_id = $1`, [p.id]);
      const only = (table: string) => `(select * from ${table} where project_id = '${p.id.replace(/'/g, "''")}')`;
      await c.query(userCounts(only('project_user'), '1') + activityCounts(only('user_activity_day'), '1') + verifiedCounts(only('contact_channel'), '1'));
      const { rows } = await c.query(`select count(*)::int as n from project_user_count where project_id = $1`, [p.id]);
      expect(rows[0].n).toBeGreaterThan(0);
      await c.query('commit');
    } finally {
      c.release();
    }
    await expectCountersExact(p.id);
  });
});
