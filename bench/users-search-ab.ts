/**
 * GET /users search at a million users, this checkout against a base checkout in one run
 * (bench/README.md "The search table"): two servers already running, each on its own copy of a
 * database seeded by `users-list.ts --seed-only` (the copy for this checkout migrated by it), are
 * asked the same pages in alternating order, round after round, so load from other jobs on a
 * shared machine falls on both alike. The first round checks that both give the same page (ids
 * and next cursor). Then the write cost on each database (rolled back) and the sizes.
 *
 *   npx tsx bench/users-search-ab.ts --base http://127.0.0.1:PORT --base-database postgres://…/a
 *     --new http://127.0.0.1:PORT --new-database postgres://…/b [--runs 50] [--signup-runs 200]
 */
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { openServices } from '../server/src/services.ts';
import { createKeySet } from '../server/src/modules/api-keys/api-keys.service.ts';

const opt = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  if (fallback === undefined) throw new Error(`--${name} is required`);
  return fallback;
};
const RUNS = Number(opt('runs', '50'));
const SIGNUP_RUNS = Number(opt('signup-runs', '200'));
const log = (m: string) => process.stdout.write(`[users-search-ab ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Side {
  name: string;
  url: string;
  database: string;
  headers: Record<string, string>;
  times: Map<string, number[]>;
}

async function sideOf(name: string, url: string, database: string): Promise<Side & { projectId: string }> {
  const c = new pg.Client({ connectionString: database });
  await c.connect();
  const { rows } = await c.query(`select id from project where display_name = 'Users bench'`);
  await c.end();
  const projectId = rows[0].id as string;
  const config = { ...loadConfig({ GATEHOUSE_RATE_LIMITS: 'off', PORT: '0' }), databaseUrl: database };
  const services = await openServices(database, config, () => {}, { poolMax: 1, hotPoolMax: 1 });
  const set = await createKeySet({ ...services.deps, em: services.deps.orm.em.fork() }, projectId, { description: 'bench', expiresAt: new Date(Date.now() + 86400_000), slots: ['secret_server_key'] });
  await services.close();
  const headers = { 'x-stack-project-id': projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': set.secrets.secret_server_key! };
  return { name, url, database, headers, times: new Map(), projectId };
}

async function ask(side: Side, q: string): Promise<[number, number, string]> {
  const t = performance.now();
  const res = await fetch(`${side.url}/api/v1/users${q}`, { headers: side.headers });
  const body = (await res.json()) as { items: { id: string }[]; pagination: { next_cursor: string | null } };
  const ms = performance.now() - t;
  return [res.status, ms, res.status === 200 ? JSON.stringify([body.items.map((u) => u.id), body.pagination.next_cursor]) : JSON.stringify(body)];
}

async function writeCost(database: string, projectId: string): Promise<string> {
  const c = new pg.Client({ connectionString: database });
  await c.connect();
  const timedRollback = async (sql: string) => {
    await c.query('begin');
    const t = performance.now();
    await c.query(sql, [projectId]);
    const ms = performance.now() - t;
    await c.query('rollback');
    return ms;
  };
  const one = `with u as (insert into project_user (id, project_id, display_name, password_hash, signed_up_at, last_active_at) values (gen_random_uuid(), $1, 'Grace Hopper', '$argon2id$bench', now(), now()) returning id, project_id)
    insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) select gen_random_uuid(), project_id, id, 'email', id::text || '@signup.example', true, false, true from u`;
  const many = `with u as (insert into project_user (id, project_id, display_name, password_hash, signed_up_at, last_active_at)
      select gen_random_uuid(), $1, 'Bulk User ' || i, '$argon2id$bench', now(), now() from generate_series(1, 50000) i returning id, project_id)
    insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) select gen_random_uuid(), project_id, id, 'email', id::text || '@import.example', true, false, true from u`;
  const times: number[] = [];
  for (let r = 0; r < SIGNUP_RUNS; r++) times.push(await timedRollback(one));
  times.sort((a, b) => a - b);
  const bulk = await timedRollback(many);
  const { rows } = await c.query(
    `select relname, pg_size_pretty(pg_total_relation_size(oid)) as total, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
     where relname in ('user_search', 'user_search_list_idx', 'user_search_text_trgm_idx', 'project_user_display_name_trgm_idx', 'contact_channel_value_trgm_idx', 'project_user', 'contact_channel') order by relname`,
  );
  await c.end();
  return `one sign-up (user + e-mail) over ${SIGNUP_RUNS} runs p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms; 50,000 users + e-mails in one statement ${(bulk / 1000).toFixed(1)} s; sizes ${rows.map((r) => `${r.relname} ${r.size}`).join(', ')}`;
}

async function main() {
  const base = await sideOf('base', opt('base'), opt('base-database'));
  const next = await sideOf('new', opt('new'), opt('new-database'));
  if (base.projectId !== next.projectId) throw new Error('the two databases are not copies of one seed');
  const c = new pg.Client({ connectionString: next.database });
  await c.connect();
  const { rows } = await c.query(`select count(*)::int as n from project_user where project_id = $1`, [next.projectId]);
  const deep = Math.floor(Number(rows[0].n) * 0.9);
  const { rows: at } = await c.query(
    `select id from project_user where project_id = $1 and not is_anonymous and not restricted_by_admin order by signed_up_at, id offset $2 limit 1`,
    [next.projectId, deep - 1],
  );
  await c.end();
  const cursor = at[0].id as string;
  const q = (text: string, extra = '') => `?limit=20&query=${encodeURIComponent(text)}${extra}`;
  const cases: [string, string][] = [
    ['first page', '?limit=20'],
    [`e-mail prefix (1 match)`, q(cursor.slice(0, 8))],
    ['"hopper 4242" (rare)', q('hopper 4242')],
    ['"race hop" (1 in 400)', q('race hop')],
    ['"hopper 1" (1 in 180)', q('hopper 1')],
    ['"grace" (1 in 20)', q('grace')],
    ['"grace" newest first', q('grace', '&desc=true')],
    ['"bench.example" (every e-mail)', q('bench.example')],
    ['"race hop" from the cursor at 0.9·N', q('race hop', `&cursor=${cursor}`)],
    ['"race hop" newest first', q('race hop', '&desc=true')],
    ['"lovelace 99" (1 in 4,000)', q('lovelace 99')],
    ['"hopper 4242" with has_password=true', q('hopper 4242', '&has_password=true')],
    ['"race hop" with primary_email_verified=true', q('race hop', '&primary_email_verified=true')],
  ];
  for (const [name, path] of cases) {
    for (let r = 0; r <= RUNS; r++) {
      const order = r % 2 === 0 ? [base, next] : [next, base];
      const answers: string[] = [];
      for (const side of order) {
        const [status, ms, answer] = await ask(side, path);
        if (r === 0) {
          if (status !== 200) log(`${side.name} ${name}: ${status} ${answer.slice(0, 200)}`);
          answers.push(`${status} ${answer}`);
        } else {
          const list = side.times.get(name) ?? [];
          list.push(ms);
          side.times.set(name, list);
        }
      }
      if (r === 0) log(`${name}: ${answers[0] === answers[1] ? 'same page from both' : 'DIFFERENT PAGES'} (first round, not timed)`);
      if (r === 0 && answers[0] !== answers[1]) throw new Error(`${name}: ${answers.join(' / ')}`);
    }
    const fmt = (side: Side) => {
      const s = [...(side.times.get(name) ?? [])].sort((a, b) => a - b);
      return s.length ? [pct(s, 50), pct(s, 99)] : [NaN, NaN];
    };
    const [b50, b99] = fmt(base);
    const [n50, n99] = fmt(next);
    log(`| ${name} | ${b50.toFixed(1)} / ${b99.toFixed(1)} | ${n50.toFixed(1)} / ${n99.toFixed(1)} | ${(b50 / n50).toFixed(2)}x / ${(b99 / n99).toFixed(2)}x |`);
  }
  if (SIGNUP_RUNS > 0) {
    log(`write cost, base: ${await writeCost(base.database, base.projectId)}`);
    log(`write cost, new: ${await writeCost(next.database, next.projectId)}`);
  }
}

await main();
