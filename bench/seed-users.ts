/**
 * The metrics benchmark (issue 20 §5): one project with N users (default 1,000,000) and the rows
 * GET /internal/metrics reads, then the route's latency (p50/p99), the plan of each of its queries,
 * and what the counters' triggers cost on writes.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/seed-users.ts [--users 1000000] [--runs 100] [--signup-runs 500] [--keep]
 *
 * A fresh database on DATABASE_URL's server (dropped at the end unless --keep), migrated by
 * Gatehouse itself; the project and its keys through the services; the rows by SQL, in batches of
 * BATCH users (INSERT … SELECT over generate_series: minutes, not hours), with progress output.
 * The data is shaped like a live product: sign-ups over two years, 5 % anonymous, 70 % with a
 * password, about 5 % of users active on each of the last 30 days, 50k teams, 200k e-mails.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { openServices } from '../server/src/services.ts';
import { startGatehouse } from '../server/src/server.ts';
import { createProject } from '../server/src/modules/projects/projects.service.ts';
import { createKeySet } from '../server/src/modules/api-keys/api-keys.service.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import * as store from '../server/src/modules/metrics/metrics.store.ts';
import { metricsDays } from '../server/src/modules/metrics/metrics.service.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 1_000_000);
const RUNS = arg('runs', 100);
const SIGNUP_RUNS = arg('signup-runs', 500);
const KEEP = process.argv.includes('--keep');
const BATCH = 100_000;
const log = (m: string) => process.stdout.write(`[seed-users ${new Date().toISOString().slice(11, 19)}] ${m}\n`);

async function timed<T>(what: string, f: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await f();
  log(`${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return r;
}

async function seedRows(c: pg.Client, projectId: string): Promise<void> {
  // One statement per batch: users (contact channels for the non-anonymous ones follow).
  for (let from = 1; from <= USERS; from += BATCH) {
    const to = Math.min(USERS, from + BATCH - 1);
    await c.query(
      `insert into project_user (id, project_id, is_anonymous, password_hash, otp_auth_enabled, passkey_auth_enabled, country_code, signed_up_at, last_active_at, credentials_proved_at)
       select gen_random_uuid(), $1, i % 20 = 0, case when i % 10 < 7 then '$argon2id$bench' end, i % 5 = 0, i % 33 = 0,
         (array['US','DE','FR','GB','IN','BR','JP', null, null, null])[1 + i % 10],
         s.at, greatest(s.at, now() - (i % 90) * interval '1 day' - (i % 86400) * interval '1 second'), s.at
       from generate_series($2::int, $3::int) i, lateral (select now() - (i % 730) * interval '1 day' - (i % 86399) * interval '1 second' as at) s`,
      [projectId, from, to],
    );
    log(`users ${to.toLocaleString('en')} / ${USERS.toLocaleString('en')}`);
  }
  await timed('contact channels (non-anonymous users, 60 % verified)', () =>
    c.query(
      `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth)
       select gen_random_uuid(), project_id, id, 'email', id::text || '@bench.example', true, abs(hashtext(id::text)) % 10 < 6, true
       from project_user where project_id = $1 and not is_anonymous`,
      [projectId],
    ),
  );
  await timed('activity days (≈5 % of users on each of the last 30 days)', () =>
    c.query(
      `insert into user_activity_day (project_id, day, user_id, is_anonymous)
       select u.project_id, (now() at time zone 'UTC')::date - d, u.id, u.is_anonymous
       from project_user u, generate_series(0, 29) d
       where u.project_id = $1 and abs(hashtext(u.id::text || d)) % 20 = 0 and u.signed_up_at < now() - d * interval '1 day'
       on conflict do nothing`,
      [projectId],
    ),
  );
  await timed('50,000 teams, 100,000 memberships', async () => {
    await c.query(`insert into team (id, project_id, display_name, created_at) select gen_random_uuid(), $1, 'Team ' || i, now() - (i % 700) * interval '1 day' from generate_series(1, 50000) i`, [projectId]);
    await c.query(
      `insert into team_member (project_id, team_id, user_id)
       select $1, t.id, u.id
       from (select id, row_number() over () as n from team where project_id = $1) t
       join (select id, row_number() over () as n from project_user where project_id = $1 limit 100000) u on u.n % 50000 + 1 = t.n`,
      [projectId],
    );
  });
  await timed('200,000 e-mails over 60 days', () =>
    c.query(
      `insert into email_outbox (id, project_id, to_address, subject, html, text_body, notification_category_id, status, next_attempt_at, created_at)
       select gen_random_uuid(), $1, 'x@bench.example', 'Mail ' || i, '<p>x</p>', 'x', gen_random_uuid(),
         (array['sent','sent','sent','sent','sent','sent','sent','sent','failed','queued'])[1 + i % 10], now() + interval '1 year', now() - (i % 60) * interval '1 day'
       from generate_series(1, 200000) i`,
      [projectId],
    ),
  );
  await timed('vacuum analyze', () => c.query('vacuum analyze'));
}

/** An EntityManager stand-in for the store functions: runs each query under EXPLAIN ANALYZE and prints the plan. */
function explaining(c: pg.Client, plans: string[]): EntityManager {
  return {
    execute: async (sql: string, params: unknown[]) => {
      let i = 0;
      const text = sql.replace(/\?/g, () => `$${++i}`);
      const r = await c.query(`explain (analyze, buffers) ${text}`, params);
      plans.push(r.rows.map((row) => row['QUERY PLAN'] as string).join('\n'));
      return [{}];
    },
  } as unknown as EntityManager;
}

/** Times `sql` (a write) inside a transaction that is rolled back, so the data stays as seeded. */
async function writeCost(c: pg.Client, sql: string, params: unknown[]): Promise<number> {
  await c.query('begin');
  const t = performance.now();
  await c.query(sql, params);
  const ms = performance.now() - t;
  await c.query('rollback');
  return ms;
}

async function main() {
  const db = await createTestDatabase();
  log(`database ${db.url.replace(/\/\/[^@]*@/, '//')}`);
  const config = { ...loadConfig({ GATEHOUSE_RATE_LIMITS: 'off', PORT: '0', HOST: '127.0.0.1' }), databaseUrl: db.url };
  const c = new pg.Client({ connectionString: db.url });
  // Gatehouse migrates the database as it starts; the server stays up for the timings.
  const server = await startGatehouse(config, () => {});
  try {
    const services = await openServices(db.url, config, () => {}, { poolMax: 2, hotPoolMax: 1 });
    const deps = { ...services.deps, em: services.deps.orm.em.fork() };
    const project = await createProject(deps, { displayName: 'Metrics bench', ownerTeamId: null, config: {} });
    const set = await createKeySet(deps, project.id, { description: 'bench', expiresAt: new Date(Date.now() + 86400_000), slots: ['super_secret_admin_key'] });
    await services.close();
    await c.connect();
    await timed(`seeded ${USERS.toLocaleString('en')} users`, () => seedRows(c, project.id));

    {
      // The counters were kept by the triggers during the bulk load: the recount they must match.
      const { rows } = await c.query(
        `select count(*) filter (where not is_anonymous) as users, count(*) filter (where is_anonymous) as anonymous,
           (select count(*) from contact_channel where project_id = $1 and is_primary and is_verified and type = 'email') as verified
         from project_user where project_id = $1`,
        [project.id],
      );
      log(`recount: ${rows[0].users} users, ${rows[0].anonymous} anonymous, ${rows[0].verified} verified`);
      const headers = { 'x-stack-project-id': project.id, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': set.secrets.super_secret_admin_key! };
      const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
      for (const q of ['?include_anonymous=false', '?include_anonymous=true']) {
        const times: number[] = [];
        for (let r = 0; r <= RUNS; r++) {
          const t = performance.now();
          const res = await fetch(`${server.url}/api/v1/internal/metrics${q}`, { headers });
          const body = (await res.json()) as { total_users: number; auth_overview: { mau: number; anonymous_users: number; verified_users: number } };
          if (r === 0) log(`GET /internal/metrics${q}: ${res.status}, total_users ${body.total_users}, anonymous ${body.auth_overview.anonymous_users}, verified ${body.auth_overview.verified_users}, mau ${body.auth_overview.mau} (first run, not timed)`);
          else times.push(performance.now() - t);
        }
        const sorted = [...times].sort((a, b) => a - b);
        log(`GET /internal/metrics${q} over ${RUNS} runs (ms): p50 ${pct(sorted, 50).toFixed(0)}, p99 ${pct(sorted, 99).toFixed(0)}, min ${sorted[0].toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}`);
      }
    }
    await server.close();

    const plans: string[] = [];
    const em = explaining(c, plans);
    const days = metricsDays(Date.now());
    const [from, today] = [days[0], days[days.length - 1]];
    const queries: [string, () => Promise<unknown>][] = [
      ['countUsers', () => store.countUsers(em, project.id, false)],
      ['countPasswordUsers', () => store.countPasswordUsers(em, project.id, false)],
      ['countVerifiedUsers', () => store.countVerifiedUsers(em, project.id)],
      ['countOAuthUsers', () => store.countOAuthUsers(em, project.id, false)],
      ['signUpsPerDay', () => store.signUpsPerDay(em, project.id, from, false)],
      ['activeUsersPerDay', () => store.activeUsersPerDay(em, project.id, from, false)],
      ['monthlyActiveUsers', () => store.monthlyActiveUsers(em, project.id, false)],
      ['activeUserSplit', () => store.activeUserSplit(em, project.id, today, false)],
      ['activeTeamSplit', () => store.activeTeamSplit(em, project.id, today, false)],
      ['countTeams', () => store.countTeams(em, project.id)],
      ['recentlyRegistered', () => store.recentlyRegistered(em, project.id, 10, false)],
      ['recentlyActive', () => store.recentlyActive(em, project.id, 10, false)],
      ['emailsByStatus', () => store.emailsByStatus(em, project.id)],
      ['emailsPerDay', () => store.emailsPerDay(em, project.id, from)],
      ['recentEmails', () => store.recentEmails(em, project.id, 10)],
    ];
    for (const [name, run] of queries) {
      plans.length = 0;
      await run().catch(() => undefined); // the stand-in answers {} rows: a caller's parsing may fail, the plan is what counts
      process.stdout.write(`\n=== ${name}\n${plans.join('\n')}\n`);
    }

    // What the counters cost on writes: a sign-up's own INSERT (one user, its own transaction, rolled
    // back; the activity trigger and the counter triggers fire as on a real sign-up) and one
    // 50,000-row INSERT, with the counter triggers and then without them (as before they existed).
    const insertOne = `insert into project_user (id, project_id, password_hash, signed_up_at, last_active_at) values (gen_random_uuid(), $1, '$argon2id$bench', now(), now())`;
    const insertMany = `insert into project_user (id, project_id, password_hash, signed_up_at, last_active_at)
      select gen_random_uuid(), $1, '$argon2id$bench', now(), now() from generate_series(1, 50000)`;
    const measure = async (label: string) => {
      const one: number[] = [];
      for (let r = 0; r < SIGNUP_RUNS; r++) one.push(await writeCost(c, insertOne, [project.id]));
      one.sort((a, b) => a - b);
      const many = await writeCost(c, insertMany, [project.id]);
      log(`${label}: one sign-up INSERT over ${SIGNUP_RUNS} runs p50 ${one[Math.floor(one.length / 2)].toFixed(3)} ms, p99 ${one[Math.ceil(one.length * 0.99) - 1].toFixed(3)} ms; one 50,000-row INSERT ${many.toFixed(0)} ms`);
    };
    await measure('with the counter triggers');
    await c.query(`drop trigger project_user_count_insert on project_user; drop trigger user_activity_day_count_insert on user_activity_day`);
    await measure('without the counter triggers (as before them; the activity trigger kept)');
  } finally {
    await server.close().catch(() => undefined);
    await c.end().catch(() => undefined);
    if (KEEP) log(`kept ${db.url}`);
    else await db.drop();
  }
}

await main();
