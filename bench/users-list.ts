/**
 * GET /users at a million users (issue 24): one project with N users (default 1,000,000), each
 * with a display name and a primary e-mail, then the first page, a cursor page deep in the list,
 * and ?query= by e-mail prefix and by display-name substrings from rare to common (p50/p99 over
 * --runs after one untimed run, and EXPLAIN (ANALYZE, BUFFERS) of the list's SQL), first without
 * the search indexes of users migration 20261128130000 ("before", unless --skip-before), then with
 * them: once with the search's ordered walk off (GATEHOUSE_USER_SEARCH_SCAN_ROWS=0: the trigram
 * indexes answer every search) and once with the default; then what the indexes cost on writes
 * (a sign-up's INSERT and a 50,000-row INSERT, each rolled back) and their sizes.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/users-list.ts [--users 1000000] [--runs 100] [--signup-runs 500]
 *     [--keep] [--seed-only] [--database postgres://…/kept] [--skip-before] [--skip-writes]
 *     [--only <text>] [--walk-only]
 *
 * The search reads user_search (users migration 20261128200000); `users-search-ab.ts` compares it
 * with a base checkout on two copies of one seeded database.
 *
 * --keep leaves the seeded database (its URL is printed; --seed-only seeds, builds the indexes and
 * stops); --only times just the cases whose name holds <text>, --walk-only skips the
 * indexes-only server (GATEHOUSE_USER_SEARCH_SCAN_ROWS=0) and its plans; --database runs on such a kept database (seeded once, minutes at a million users)
 * instead of a new one, and leaves it in place.
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
const SKIP_BEFORE = process.argv.includes('--skip-before');
const SKIP_WRITES = process.argv.includes('--skip-writes');
const SEED_ONLY = process.argv.includes('--seed-only');
const WALK_ONLY = process.argv.includes('--walk-only');
const ONLY = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? process.argv[i + 1] : undefined;
})();
const KEPT_DATABASE = (() => {
  const i = process.argv.indexOf('--database');
  return i >= 0 ? process.argv[i + 1] : undefined;
})();
const PROJECT_NAME = 'Users bench';
const BATCH = 100_000;
const log = (m: string) => process.stdout.write(`[users-list ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const INDEXES = {
  // Since users migration 20261128200000 the search's one trigram index is on user_search.
  create: ['create index if not exists user_search_text_trgm_idx on user_search using gin (search_text gin_trgm_ops)'],
  drop: 'drop index if exists user_search_text_trgm_idx',
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
  const db = KEPT_DATABASE ? { url: KEPT_DATABASE, drop: async () => {} } : await createTestDatabase();
  const keep = KEEP || SEED_ONLY || KEPT_DATABASE !== undefined;
  log(`database ${db.url.replace(/\/\/[^@]*@/, '//')}`);
  const configOf = (env: Record<string, string>) => ({ ...loadConfig({ GATEHOUSE_RATE_LIMITS: 'off', PORT: '0', HOST: '127.0.0.1', GATEHOUSE_LOG_REQUESTS: 'false', ...env }), databaseUrl: db.url });
  const config = configOf({});
  const c = new pg.Client({ connectionString: db.url });
  let server = await startGatehouse(config, () => {}); // migrates the database as it starts
  try {
    await c.connect();
    const services = await openServices(db.url, config, () => {}, { poolMax: 2, hotPoolMax: 1 });
    const deps = { ...services.deps, em: services.deps.orm.em.fork() };
    const { rows: kept } = await c.query(`select p.id, (select count(*)::int from project_user u where u.project_id = p.id) as users from project p where p.display_name = $1`, [PROJECT_NAME]);
    const projectId: string = kept[0]?.id ?? (await createProject(deps, { displayName: PROJECT_NAME, ownerTeamId: null, config: {} })).id;
    const set = await createKeySet(deps, projectId, { description: 'bench', expiresAt: new Date(Date.now() + 86400_000), slots: ['secret_server_key'] });
    await services.close();
    if (kept[0]) {
      log(`reusing project ${projectId} with ${Number(kept[0].users).toLocaleString('en')} users`);
      if (!SKIP_BEFORE) await c.query(INDEXES.drop);
      else for (const sql of INDEXES.create) await c.query(sql);
    } else {
      // Seed without the search indexes (a bulk load builds them faster afterwards), time "before".
      await c.query(INDEXES.drop);
      await timed(`seeded ${USERS.toLocaleString('en')} users`, () => seedRows(c, projectId));
      if (SKIP_BEFORE) for (const sql of INDEXES.create) await timed(sql.split(' on ')[0], () => c.query(sql));
    }
    if (SEED_ONLY) {
      for (const sql of INDEXES.create) await timed(sql.split(' on ')[0], () => c.query(sql));
      await c.query('analyze project_user; analyze contact_channel');
      return;
    }
    const { rows: counted } = await c.query(`select count(*)::int as n from project_user where project_id = $1`, [projectId]);
    const users = Number(counted[0].n);

    const deep = Math.floor(users * 0.9);
    const { rows } = await c.query(
      `select id from project_user where project_id = $1 and not is_anonymous and not restricted_by_admin order by signed_up_at, id offset $2 limit 1`,
      [projectId, deep - 1],
    );
    const cursor = rows[0].id as string;
    const emailPrefix = cursor.slice(0, 8);
    // Display names are "<first> <last> <row number>" from 20 × 20 words: "race hop" is Grace
    // Hopper (1 user in 400), "hopper 1" a Hopper whose number starts with 1 (about 1 in 180),
    // "grace" 1 in 20; "bench.example" is in every e-mail (19 users in 20).
    const searches: [string, string][] = [
      [`e-mail prefix "${emailPrefix}" (1 match)`, emailPrefix],
      ['"hopper 4242" (rare)', 'hopper 4242'],
      ['"race hop" (1 in 400)', 'race hop'],
      ['"hopper 1" (1 in 180)', 'hopper 1'],
      ['"grace" (1 in 20)', 'grace'],
      ['"bench.example" (every e-mail)', 'bench.example'],
    ];
    const cases: [string, string][] = [
      ['first page', '?limit=20'],
      [`cursor page at user ${deep.toLocaleString('en')}`, `?limit=20&cursor=${cursor}`],
      ...searches.map(([name, q]): [string, string] => [name, `?limit=20&query=${encodeURIComponent(q)}`]),
      ['"race hop" from the cursor at 0.9·N', `?limit=20&query=${encodeURIComponent('race hop')}&cursor=${cursor}`],
      ['"race hop" newest first', `?limit=20&query=${encodeURIComponent('race hop')}&desc=true`],
      ['"grace" newest first', `?limit=20&query=grace&desc=true`],
    ];
    const headers = { 'x-stack-project-id': projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': set.secrets.secret_server_key! };
    const answers = new Map<string, string>();
    const timeAll = async (label: string) => {
      for (const [name, q] of cases) {
        if (ONLY !== undefined && !name.includes(ONLY)) continue;
        const times: number[] = [];
        for (let r = 0; r <= RUNS; r++) {
          const t = performance.now();
          const res = await fetch(`${server.url}/api/v1/users${q}`, { headers });
          const body = (await res.json()) as { items: { id: string }[]; pagination: { next_cursor: string | null } };
          if (r === 0 && res.status === 503) {
            // A plan that reads every match can run into the 3 s statement limit: said, not timed.
            log(`${label} ${name}: 503 ${(body as unknown as { code: string }).code} after ${(performance.now() - t).toFixed(0)} ms (not timed)`);
            break;
          }
          if (r === 0) {
            if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
            // Every plan must give the same page: the ids and the next cursor.
            const answer = JSON.stringify([body.items.map((u) => u.id), body.pagination.next_cursor]);
            if (answers.has(q) && answers.get(q) !== answer) throw new Error(`${label} ${name}: a different page than before`);
            answers.set(q, answer);
            log(`${label} ${name}: ${body.items.length} items (first run, not timed)`);
          } else times.push(performance.now() - t);
        }
        if (!times.length) continue;
        const s = [...times].sort((a, b) => a - b);
        log(`${label} GET /users${q.replace(cursor, '…')} over ${RUNS} runs (ms): p50 ${pct(s, 50).toFixed(1)}, p99 ${pct(s, 99).toFixed(1)}, min ${s[0].toFixed(1)}, max ${s.at(-1)!.toFixed(1)}`);
        // Which runs were slow (over twice the median), to tell a periodic stall from a plan's spread.
        const median = pct(s, 50);
        const slow = times.flatMap((ms, run) => (ms > 2 * median ? [`#${run + 1} ${ms.toFixed(0)}`] : []));
        if (slow.length) log(`${label} ${name}: ${slow.length} runs over twice the median: ${slow.slice(0, 12).join(', ')}${slow.length > 12 ? ', …' : ''}`);
      }
    };
    const explainAll = async (label: string) => {
      // The index plan's SQL as users.list.ts builds it for these calls (server key: no anonymous, no restricted).
      const filters = 'u.project_id = $1 and not u.is_anonymous and not u.restricted_by_admin';
      const inner = (extra: string) => `select u.id, u.signed_up_at from project_user u where ${filters} ${extra} order by u.signed_up_at asc, u.id asc limit 21`;
      const indexPlan = `with m as materialized (select * from user_search s where s.project_id = $1 and s.search_text like lower($2))
        select s.user_id from m s where not s.is_anonymous and not s.restricted_by_admin order by s.signed_up_at, s.user_id limit 21`;
      const plans: [string, string, unknown[]][] = [
        ['first page', inner(''), [projectId]],
        ['cursor page', inner('and (u.signed_up_at, u.id) >= (select cu.signed_up_at, cu.id from project_user cu where cu.project_id = $1 and cu.id = $2)'), [projectId, cursor]],
        ...searches.slice(0, 4).map(([name, q]): [string, string, unknown[]] => [`index plan: ${name}`, indexPlan, [projectId, `%${q}%`]]),
      ];
      for (const [name, sql, params] of plans) {
        const r = await c.query(`explain (analyze, buffers) ${sql}`, params);
        process.stdout.write(`\n=== ${label} ${name}\n${r.rows.map((row) => row['QUERY PLAN'] as string).join('\n')}\n`);
      }
    };
    if (!SKIP_BEFORE) {
      await timeAll('before');
      await explainAll('before');
      for (const sql of INDEXES.create) await timed(sql.split(' on ')[0], () => c.query(sql));
    }
    await c.query('analyze project_user; analyze contact_channel');
    await server.close();
    if (!WALK_ONLY) {
      server = await startGatehouse(configOf({ GATEHOUSE_USER_SEARCH_SCAN_ROWS: '0' }), () => {});
      await timeAll('indexes only (GATEHOUSE_USER_SEARCH_SCAN_ROWS=0)');
      await explainAll('after');
      await server.close();
    }
    server = await startGatehouse(config, () => {});
    await timeAll(`walk first (GATEHOUSE_USER_SEARCH_SCAN_ROWS=${config.userSearchScanRows})`);
    await server.close();

    const { rows: sizes } = await c.query(
      `select relname, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
       where relname in ('user_search', 'user_search_list_idx', 'user_search_text_trgm_idx', 'project_user_signed_up_idx', 'project_user', 'contact_channel') order by relname`,
    );
    for (const s of sizes) log(`size ${s.relname}: ${s.size}`);
    if (SKIP_WRITES) return;

    // What the indexes cost on writes: one sign-up (user + primary e-mail, as createUser writes
    // them) and one 50,000-row INSERT of users with names, with the indexes and without them.
    const insertOne = `with u as (insert into project_user (id, project_id, display_name, password_hash, signed_up_at, last_active_at) values (gen_random_uuid(), $1, 'Grace Hopper', '$argon2id$bench', now(), now()) returning id, project_id)
      insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) select gen_random_uuid(), project_id, id, 'email', id::text || '@signup.example', true, false, true from u`;
    const insertMany = `insert into project_user (id, project_id, display_name, password_hash, signed_up_at, last_active_at)
      select gen_random_uuid(), $1, 'Bulk User ' || i, '$argon2id$bench', now(), now() from generate_series(1, 50000) i`;
    const measure = async (label: string) => {
      const one: number[] = [];
      for (let r = 0; r < SIGNUP_RUNS; r++) one.push(await writeCost(c, insertOne, [projectId]));
      one.sort((a, b) => a - b);
      const many = await writeCost(c, insertMany, [projectId]);
      log(`${label}: one sign-up INSERT (user + e-mail) over ${SIGNUP_RUNS} runs p50 ${pct(one, 50).toFixed(3)} ms, p99 ${pct(one, 99).toFixed(3)} ms; one 50,000-row INSERT ${many.toFixed(0)} ms`);
    };
    await measure('with the search indexes');
    await c.query(INDEXES.drop);
    await measure('without the search indexes');
    // A kept database is left as the migrations made it.
    for (const sql of INDEXES.create) await timed(sql.split(' on ')[0], () => c.query(sql));
  } finally {
    await server.close().catch(() => undefined);
    await c.end().catch(() => undefined);
    if (keep) log(`kept ${db.url}`);
    else await db.drop();
  }
}

await main();
