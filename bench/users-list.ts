/**
 * GET /users at a million users (issue 24): one project with N users (default 1,000,000), each
 * with a display name and a primary e-mail, then the first page, a cursor page deep in the list,
 * and ?query= by e-mail prefix and by display-name substring (p50/p99 over --runs after one
 * untimed run, and EXPLAIN (ANALYZE, BUFFERS) of the list's SQL), first without the search
 * indexes of users migration 20261128130000 ("before"), then with them; then what those indexes
 * cost on writes (a sign-up's INSERT and a 50,000-row INSERT, each rolled back) and their sizes.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/users-list.ts [--users 1000000] [--runs 100] [--signup-runs 500] [--keep]
 */
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { openServices } from '../server/src/services.ts';
import { startGatehouse } from '../server/src/server.ts';
import { createProject } from '../server/src/modules/projects/projects.service.ts';
import { createKeySet } from '../server/src/modules/api-keys/api-keys.service.ts';
import { createTestDatabase } from '../server/test/test-database.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 1_000_000);
const RUNS = arg('runs', 100);
const SIGNUP_RUNS = arg('signup-runs', 500);
const KEEP = process.argv.includes('--keep');
const BATCH = 100_000;
const log = (m: string) => process.stdout.write(`[users-list ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const INDEXES = {
  create: [
    'create index project_user_display_name_trgm_idx on project_user using gin (display_name gin_trgm_ops)',
    'create index contact_channel_value_trgm_idx on contact_channel using gin (value gin_trgm_ops)',
  ],
  drop: 'drop index project_user_display_name_trgm_idx; drop index contact_channel_value_trgm_idx',
};

async function timed<T>(what: string, f: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await f();
  log(`${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return r;
}

async function seedRows(c: pg.Client, projectId: string): Promise<void> {
  // Names from 20 × 20 words plus the row number, so a name substring matches few or many users.
  for (let from = 1; from <= USERS; from += BATCH) {
    const to = Math.min(USERS, from + BATCH - 1);
    await c.query(
      `insert into project_user (id, project_id, is_anonymous, display_name, password_hash, signed_up_at, last_active_at, credentials_proved_at)
       select gen_random_uuid(), $1, i % 20 = 0,
         (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','John','Margaret','Ken','Dennis','Radia','Tim','Sophie','Niklaus','Leslie','Hedy','Linus','Guido','Anita'])[1 + i % 20]
           || ' ' || (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Allen','Backus','Hamilton','Thompson','Ritchie','Perlman','Lee','Wilson','Wirth','Lamport','Lamarr','Torvalds','Rossum','Borg'])[1 + (i / 20) % 20]
           || ' ' || i,
         case when i % 10 < 7 then '$argon2id$bench' end, s.at, s.at, s.at
       from generate_series($2::int, $3::int) i, lateral (select now() - (i % 730) * interval '1 day' - (i % 86399) * interval '1 second' as at) s`,
      [projectId, from, to],
    );
    log(`users ${to.toLocaleString('en')} / ${USERS.toLocaleString('en')}`);
  }
  await timed('primary e-mails (non-anonymous users)', () =>
    c.query(
      `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth)
       select gen_random_uuid(), project_id, id, 'email', id::text || '@bench.example', true, abs(hashtext(id::text)) % 10 < 6, true
       from project_user where project_id = $1 and not is_anonymous`,
      [projectId],
    ),
  );
  await timed('vacuum analyze', () => c.query('vacuum analyze project_user').then(() => c.query('vacuum analyze contact_channel')));
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

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const db = await createTestDatabase();
  log(`database ${db.url.replace(/\/\/[^@]*@/, '//')}`);
  const config = { ...loadConfig({ GATEHOUSE_RATE_LIMITS: 'off', PORT: '0', HOST: '127.0.0.1' }), databaseUrl: db.url };
  const c = new pg.Client({ connectionString: db.url });
  const server = await startGatehouse(config, () => {}); // migrates the database as it starts
  try {
    const services = await openServices(db.url, config, () => {}, { poolMax: 2, hotPoolMax: 1 });
    const deps = { ...services.deps, em: services.deps.orm.em.fork() };
    const project = await createProject(deps, { displayName: 'Users bench', ownerTeamId: null, config: {} });
    const set = await createKeySet(deps, project.id, { description: 'bench', expiresAt: new Date(Date.now() + 86400_000), slots: ['secret_server_key'] });
    await services.close();
    await c.connect();
    // Seed without the search indexes (a bulk load builds them faster afterwards), time "before".
    await c.query(INDEXES.drop);
    await timed(`seeded ${USERS.toLocaleString('en')} users`, () => seedRows(c, project.id));

    const deep = Math.floor(USERS * 0.9);
    const { rows } = await c.query(
      `select id from project_user where project_id = $1 and not is_anonymous and not restricted_by_admin order by signed_up_at, id offset $2 limit 1`,
      [project.id, deep - 1],
    );
    const cursor = rows[0].id as string;
    const emailPrefix = cursor.slice(0, 8);
    const cases: [string, string][] = [
      ['first page', '?limit=20'],
      [`cursor page at user ${deep.toLocaleString('en')}`, `?limit=20&cursor=${cursor}`],
      [`e-mail prefix "${emailPrefix}"`, `?limit=20&query=${emailPrefix}`],
      ['display-name substring "hopper 4242" (20 users at 1M)', `?limit=20&query=${encodeURIComponent('hopper 4242')}`],
      ['display-name substring "race hop" (1 user in 400)', `?limit=20&query=${encodeURIComponent('race hop')}`],
    ];
    const headers = { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': set.secrets.secret_server_key! };
    const timeAll = async (label: string) => {
      for (const [name, q] of cases) {
        const times: number[] = [];
        for (let r = 0; r <= RUNS; r++) {
          const t = performance.now();
          const res = await fetch(`${server.url}/api/v1/users${q}`, { headers });
          const body = (await res.json()) as { items: { id: string }[] };
          if (r === 0) {
            if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
            log(`${label} ${name}: ${body.items.length} items (first run, not timed)`);
          } else times.push(performance.now() - t);
        }
        const s = [...times].sort((a, b) => a - b);
        log(`${label} GET /users${q.replace(cursor, '…')} over ${RUNS} runs (ms): p50 ${pct(s, 50).toFixed(1)}, p99 ${pct(s, 99).toFixed(1)}, min ${s[0].toFixed(1)}, max ${s.at(-1)!.toFixed(1)}`);
      }
    };
    const explainAll = async (label: string) => {
      // The list's SQL as users.list.ts builds it for these calls (server key: no anonymous, no restricted).
      const base = `select u.id from project_user u left join contact_channel c on c.user_id = u.id and c.is_primary and c.type = 'email' where u.project_id = $1 and not u.is_anonymous and not u.restricted_by_admin`;
      const search = `u.id in (select nu.id from project_user nu where nu.display_name ilike $2 union select cc.user_id from contact_channel cc where cc.value ilike $2)`;
      const order = 'order by u.signed_up_at asc, u.id asc limit 21';
      const plans: [string, string, unknown[]][] = [
        ['first page', `${base} ${order}`, [project.id]],
        ['cursor page', `${base} and (u.signed_up_at, u.id) >= (select cu.signed_up_at, cu.id from project_user cu where cu.project_id = $1 and cu.id = $2) ${order}`, [project.id, cursor]],
        ['e-mail prefix', `${base} and ${search} ${order}`, [project.id, `%${emailPrefix}%`]],
        ['display-name substring (rare)', `${base} and ${search} ${order}`, [project.id, '%hopper 4242%']],
        ['display-name substring (common)', `${base} and ${search} ${order}`, [project.id, '%race hop%']],
      ];
      for (const [name, sql, params] of plans) {
        const r = await c.query(`explain (analyze, buffers) ${sql}`, params);
        process.stdout.write(`\n=== ${label} ${name}\n${r.rows.map((row) => row['QUERY PLAN'] as string).join('\n')}\n`);
      }
    };
    await timeAll('before');
    await explainAll('before');
    for (const sql of INDEXES.create) await timed(sql.split(' using')[0], () => c.query(sql));
    await c.query('analyze project_user; analyze contact_channel');
    await timeAll('after');
    await explainAll('after');
    await server.close();

    const { rows: sizes } = await c.query(
      `select relname, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
       where relname in ('project_user_display_name_trgm_idx', 'contact_channel_value_trgm_idx', 'project_user_signed_up_idx', 'project_user', 'contact_channel') order by relname`,
    );
    for (const s of sizes) log(`size ${s.relname}: ${s.size}`);

    // What the indexes cost on writes: one sign-up (user + primary e-mail, as createUser writes
    // them) and one 50,000-row INSERT of users with names, with the indexes and without them.
    const insertOne = `with u as (insert into project_user (id, project_id, display_name, password_hash, signed_up_at, last_active_at) values (gen_random_uuid(), $1, 'Grace Hopper', '$argon2id$bench', now(), now()) returning id, project_id)
      insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) select gen_random_uuid(), project_id, id, 'email', id::text || '@signup.example', true, false, true from u`;
    const insertMany = `insert into project_user (id, project_id, display_name, password_hash, signed_up_at, last_active_at)
      select gen_random_uuid(), $1, 'Bulk User ' || i, '$argon2id$bench', now(), now() from generate_series(1, 50000) i`;
    const measure = async (label: string) => {
      const one: number[] = [];
      for (let r = 0; r < SIGNUP_RUNS; r++) one.push(await writeCost(c, insertOne, [project.id]));
      one.sort((a, b) => a - b);
      const many = await writeCost(c, insertMany, [project.id]);
      log(`${label}: one sign-up INSERT (user + e-mail) over ${SIGNUP_RUNS} runs p50 ${pct(one, 50).toFixed(3)} ms, p99 ${pct(one, 99).toFixed(3)} ms; one 50,000-row INSERT ${many.toFixed(0)} ms`);
    };
    await measure('with the search indexes');
    await c.query(INDEXES.drop);
    await measure('without the search indexes');
  } finally {
    await server.close().catch(() => undefined);
    await c.end().catch(() => undefined);
    if (KEEP) log(`kept ${db.url}`);
    else await db.drop();
  }
}

await main();
