import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../src/server.ts';
import { openOrm, type Orm } from '../src/db/orm.ts';
import { HotSql } from '../src/db/hot-sql.ts';
import { rawSql } from '../src/db/sql.ts';
import { servingConnectionSettings } from '../src/db/timeouts.ts';
import pg from 'pg';
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts';
import { databaseSchema } from '../src/modules/index.ts';
import { SigningKeys } from '../src/modules/jwks/signing-keys.ts';
import { startTcpProxy, type TcpProxy } from './chaos/tcp-proxy.ts';
import { TEST_INTERNAL_KEYS, uniqueEmail } from './harness.ts';
import { TEST_SERVER_ALLOWANCES } from './global-setup.ts';

/**
 * The database goes away under one server's feet: a TCP proxy between that server (or pool) and
 * the test database refuses, resets or freezes its connections. The errors are the real ones of
 * node-postgres, pg-pool, knex and MikroORM; the answers are the real server's over HTTP.
 */

/** The error a promise rejects with, and how long it took (ms). */
async function failure(p: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await p;
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected the database call to fail');
}

describe('isDatabaseUnavailable, on the errors the pools really raise', () => {
  let proxy: TcpProxy;
  let orm: Orm;
  let hot: HotSql;

  beforeAll(async () => {
    proxy = await startTcpProxy(inject('databaseUrl'));
    orm = await openOrm(proxy.url, databaseSchema, 2, () => {});
    hot = new HotSql(proxy.url, 2);
  });
  afterAll(async () => {
    await hot.close().catch(() => {});
    await orm.close().catch(() => {});
    await proxy.close();
  });

  it('recognises a backend terminated under a transaction and under a prepared statement (57P01)', async () => {
    const inTx = await failure(orm.em.fork().transactional((tx) => rawSql(tx, 'select pg_terminate_backend(pg_backend_pid())')));
    const onHot = await failure(hot.rows('test_terminate_self', 'select pg_terminate_backend(pg_backend_pid())', []));
    expect(isDatabaseUnavailable(inTx.error)).toBe(true);
    expect(isDatabaseUnavailable(onHot.error)).toBe(true);
    // Both pools replace the dead connection: the next statement works.
    expect(await rawSql(orm.em.fork(), 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await hot.rows('test_one', 'select 1 as one', [])).toEqual([{ one: 1 }]);
  });

  it('recognises connections cut mid-statement, then refused, on both pools, and recovers after', async () => {
    const slowOrm = orm.em.fork().transactional((tx) => rawSql(tx, 'select pg_sleep(2)'));
    const slowHot = hot.rows('test_sleep', 'select pg_sleep(2)', []);
    await new Promise((r) => setTimeout(r, 300));
    await proxy.refuse();
    const [resetOrm, resetHot] = await Promise.all([failure(slowOrm), failure(slowHot)]);
    const [refusedOrm, refusedHot] = await Promise.all([failure(rawSql(orm.em.fork(), 'select 1')), failure(hot.rows('test_one', 'select 1 as one', []))]);
    for (const f of [resetOrm, resetHot, refusedOrm, refusedHot]) {
      expect(isDatabaseUnavailable(f.error), String(f.error)).toBe(true);
      expect(f.ms).toBeLessThan(1_000);
    }
    await proxy.restore();
    expect(await rawSql(orm.em.fork(), 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await hot.rows('test_one', 'select 1 as one', [])).toEqual([{ one: 1 }]);
  });

  it('gives up on a frozen database within the 3 s wait: hot-path statements, and new ORM connections', async () => {
    // Idle connections are dropped first (and the pools given a moment to notice), so the ORM has to
    // open a new one, into the freeze; the hot pool gets one statement through, then freezes.
    proxy.cut();
    await new Promise((r) => setTimeout(r, 200));
    expect(await hot.rows('test_one', 'select 1 as one', [])).toEqual([{ one: 1 }]);
    proxy.freeze();
    // A bare connect with the serving settings: what knex's pool sees when its connect wins the
    // race against its own acquire timeout (both 3 s), which under the ORM is either.
    const bare = new pg.Client({ connectionString: proxy.url, ...servingConnectionSettings });
    bare.on('error', () => {});
    const [hotStatement, hotQueued, ormConnect, bareConnect] = await Promise.all([
      failure(hot.rows('test_one', 'select 1 as one', [])),
      failure(hot.rows('test_one', 'select 1 as one', []).then(() => hot.rows('test_one', 'select 1 as one', []))),
      failure(rawSql(orm.em.fork(), 'select 1')),
      failure(bare.connect()),
    ]);
    for (const f of [hotStatement, hotQueued, ormConnect, bareConnect]) {
      expect(isDatabaseUnavailable(f.error), String(f.error)).toBe(true);
      // Not the connection reset of the cut: the wait ran out.
      expect(f.ms).toBeGreaterThan(2_500);
      expect(f.ms).toBeLessThan(5_000);
    }
    await proxy.restore();
    proxy.cut();
    await new Promise((r) => setTimeout(r, 200));
    expect(await hot.rows('test_one', 'select 1 as one', [])).toEqual([{ one: 1 }]);
    expect(await rawSql(orm.em.fork(), 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it("recognises knex's acquire timeout when every pooled connection is busy", async () => {
    const small = await openOrm(inject('databaseUrl'), databaseSchema, 1, () => {});
    try {
      let release!: () => void;
      const held = small.em.fork().transactional(async (tx) => {
        await rawSql(tx, 'select 1');
        await new Promise<void>((r) => (release = r));
      });
      await new Promise((r) => setTimeout(r, 100));
      const waited = await failure(rawSql(small.em.fork(), 'select 1'));
      release();
      await held;
      expect(isDatabaseUnavailable(waited.error), String(waited.error)).toBe(true);
      expect(waited.ms).toBeLessThan(5_000);
    } finally {
      await small.close();
    }
  });

  it('leaves no unhandled rejection behind when a signing-key load fails during an outage and a project is forgotten meanwhile', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await proxy.refuse();
      const keys = new SigningKeys(orm);
      const load = keys.publicKey('kid-of-nothing');
      // A project deleted while the load is still pending (forget() walks the pending loads).
      keys.forget('some-project');
      const { error } = await failure(load);
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await proxy.restore();
    }
  });

  it('does not take other failures for an outage', async () => {
    const syntax = await failure(rawSql(orm.em.fork(), 'selec 1'));
    const divide = await failure(hot.rows('test_divide', 'select 1 / 0', []));
    // An outbound call refused (a provider, an SMTP server) is not the database.
    const outbound = await failure(fetch('http://127.0.0.1:1/'));
    for (const e of [syntax.error, divide.error, outbound.error, new Error('Connection'), null, 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(e), String(e)).toBe(false);
    }
  });
});

describe('a server whose database goes away answers 503 DATABASE_UNAVAILABLE, fast, and recovers', () => {
  let proxy: TcpProxy;
  let server: RunningGatehouse;
  const serverHeaders = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': TEST_INTERNAL_KEYS.server };
  const clientHeaders = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': TEST_INTERNAL_KEYS.client, 'content-type': 'application/json' };

  beforeAll(async () => {
    proxy = await startTcpProxy(inject('databaseUrl'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: proxy.url,
      GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
      GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
      GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
      // Signs up several users on the internal project (its first account is long taken here).
      ...TEST_SERVER_ALLOWANCES,
    });
    server = await startGatehouse({ ...config, publicUrl: 'http://localhost' }, () => {});
  });
  afterAll(async () => {
    await proxy.restore();
    await server.close();
    await proxy.close();
  });

  /** One request of each database path: the hot-path pool (pipeline), the ORM only (JWKS), a write. */
  const requests = () => [
    fetch(`${server.url}/api/v1/users?limit=1`, { headers: serverHeaders }),
    fetch(`${server.url}/api/v1/projects/internal/.well-known/jwks.json`),
    fetch(`${server.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: clientHeaders, body: JSON.stringify({ email: uniqueEmail('outage'), password: 'a long password' }) }),
  ];
  const timed = async (p: Promise<Response>) => {
    const started = performance.now();
    const res = await p;
    return { res, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
  };

  it('answers every database path with 503 DATABASE_UNAVAILABLE and Retry-After while the database refuses connections; /health answers 503', async () => {
    for (const r of await Promise.all(requests().map(timed))) expect(r.res.status, JSON.stringify(r.body)).toBeLessThan(300);

    await proxy.refuse();
    const down = await Promise.all(requests().map(timed));
    for (const { res, body, ms } of down) {
      expect(res.status, JSON.stringify(body)).toBe(503);
      expect(res.headers.get('x-stack-known-error')).toBe('DATABASE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('2');
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(String(body.error)).toMatch(/^Gatehouse cannot reach its database right now/);
      expect(ms).toBeLessThan(5_000);
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(503);

    await proxy.restore();
    const deadline = Date.now() + 10_000;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      statuses = (await Promise.all(requests().map(timed))).map((r) => r.res.status);
      if (statuses.every((s) => s < 300)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(statuses.every((s) => s < 300), statuses.join(',')).toBe(true);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('answers the hot path (GET /users/me) 503 within 5 s when the database freezes (sockets open, no answers)', async () => {
    // The project may come from the cache, but the session is always checked on the hot-path pool.
    const signUp = await fetch(`${server.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: clientHeaders, body: JSON.stringify({ email: uniqueEmail('freeze'), password: 'a long password' }) });
    const token = String(((await signUp.json()) as Record<string, unknown>).access_token);
    const me = () => fetch(`${server.url}/api/v1/users/me`, { headers: { ...clientHeaders, 'x-stack-access-token': token } });
    expect((await me()).status).toBe(200);
    proxy.freeze();
    try {
      const { res, body, ms } = await timed(me());
      expect(res.status, JSON.stringify(body)).toBe(503);
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(ms).toBeLessThan(5_000);
    } finally {
      await proxy.restore();
      proxy.cut();
    }
  });
});
