import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../src/server.ts';
import { createLog } from '../src/observability/logger.ts';
import { PrometheusMetrics } from '../src/observability/metrics.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { uniqueEmail } from './harness.ts';
import { TEST_SERVER_ALLOWANCES } from './global-setup.ts';
import { freePort } from './main-process.ts';

/**
 * Issue 9 §5: the request log and the Prometheus endpoint, on real servers of their own (a fresh
 * database, so the outbox depth is this file's alone) with pino writing into memory.
 */

// Secrets the requests below carry; none may reach the log.
const KEYS = { client: 'pk-observe-client-7f3a91', server: 'sk-observe-server-2c8e44', admin: 'ak-observe-admin-9d1b07' };
const PASSWORD = 'observe-password-Zq81x!';
const COOKIE_SECRET = 'cookie-secret-55aa21';
const BEARER_SECRET = 'bearer-secret-77bd02';
const QUERY_SECRET = 'query-secret-31cf9e';
const PATH_SECRET = 'path-secret-64e0d3';

interface Captured {
  text: () => string;
  lines: () => Record<string, unknown>[];
}

/** A pino destination that keeps what the server writes (JSON lines, as on stdout in production). */
function capture(): { stream: { write(s: string): void } } & Captured {
  const chunks: string[] = [];
  const text = () => chunks.join('');
  return {
    stream: { write: (s: string) => void chunks.push(s) },
    text,
    lines: () => text().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function start(env: Record<string, string>, log: { write(s: string): void }, level: 'info' | 'warn' = 'info'): Promise<RunningGatehouse> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    GATEHOUSE_INTERNAL_CLIENT_KEY: KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: KEYS.admin,
    // No background work in this process: queued mail stays queued (the outbox depth is measurable).
    GATEHOUSE_BACKGROUND: 'off',
    GATEHOUSE_LOG_LEVEL: level,
    // Signs up users on the internal project, whose first account the shared test server made.
    ...TEST_SERVER_ALLOWANCES,
    ...env,
  });
  return startGatehouse({ ...config, publicUrl: 'http://localhost' }, createLog({ level: config.logLevel, format: 'json' }, log));
}

const internal = (type: 'client' | 'server' | 'admin', extra: Record<string, string> = {}) => ({
  'x-stack-project-id': 'internal',
  'x-stack-access-type': type,
  ...(type === 'client' ? { 'x-stack-publishable-client-key': KEYS.client } : type === 'server' ? { 'x-stack-secret-server-key': KEYS.server } : { 'x-stack-super-secret-admin-key': KEYS.admin }),
  ...extra,
});

describe('the request log', () => {
  const log = capture();
  let server: RunningGatehouse;
  beforeAll(async () => {
    server = await start({}, log.stream);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes one line per request with its id, method, route pattern, status, latency and project, and no secret', async () => {
    const api = `${server.url}/api/v1`;
    const json = { 'content-type': 'application/json' };
    const email = uniqueEmail('observe');
    const signUp = await fetch(`${api}/auth/password/sign-up`, { method: 'POST', headers: { ...internal('client'), ...json }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(signUp.status).toBe(200);
    const tokens = (await signUp.json()) as { user_id: string; access_token: string; refresh_token: string };
    const signIn = await fetch(`${api}/auth/password/sign-in`, { method: 'POST', headers: { ...internal('client'), ...json }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const wrong = await fetch(`${api}/auth/password/sign-in`, { method: 'POST', headers: { ...internal('client'), ...json }, body: JSON.stringify({ email, password: `${PASSWORD}-wrong` }) });
    expect(wrong.status).toBe(400);
    // Secrets in headers: keys, tokens, a cookie, an Authorization header.
    const me = await fetch(`${api}/users/me`, { headers: internal('client', { 'x-stack-access-token': tokens.access_token, cookie: `session=${COOKIE_SECRET}`, authorization: `Bearer ${BEARER_SECRET}` }) });
    expect(me.status).toBe(200);
    const byId = await fetch(`${api}/users/${tokens.user_id}`, { headers: internal('server') });
    expect(byId.status).toBe(200);
    await fetch(`${api}/users`, { headers: internal('admin') });
    // A secret in the query string and in the path of routes that exist, and of one that does not.
    const query = await fetch(`${api}/users/me?refresh_token=${QUERY_SECRET}`, { headers: internal('client', { 'x-stack-access-token': tokens.access_token }) });
    const pathSecret = await fetch(`${api}/users/${PATH_SECRET}`, { headers: internal('server') });
    const unknown = await fetch(`${api}/no-such-route/${PATH_SECRET}?token=${QUERY_SECRET}`);
    expect(unknown.status).toBe(404);
    // A refresh token and client secret in a form body.
    const refresh = await fetch(`${api}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'internal', client_secret: KEYS.client }).toString(),
    });
    expect(refresh.status).toBe(200);
    const refreshed = (await refresh.json()) as { access_token: string; refresh_token: string };

    const lines = log.lines().filter((l) => l.msg === 'request');
    const lineOf = (res: Response) => lines.find((l) => l.request_id === res.headers.get('x-stack-request-id'));
    expect(lineOf(me)).toMatchObject({ level: 'info', method: 'GET', route: '/api/v1/users/me', status: 200, project_id: 'internal' });
    expect(lineOf(me)!.ms).toEqual(expect.any(Number));
    expect(typeof lineOf(me)!.time).toBe('string');
    expect(lineOf(byId)).toMatchObject({ method: 'GET', route: '/api/v1/users/{user_id}', status: 200, project_id: 'internal' });
    expect(lineOf(pathSecret)).toMatchObject({ route: '/api/v1/users/{user_id}', status: pathSecret.status });
    expect(lineOf(query)).toMatchObject({ route: '/api/v1/users/me', status: query.status });
    expect(lineOf(wrong)).toMatchObject({ method: 'POST', route: '/api/v1/auth/password/sign-in', status: 400, project_id: 'internal' });
    expect(lineOf(unknown)).toMatchObject({ method: 'GET', route: 'unmatched', status: 404 });
    expect(lineOf(unknown)).not.toHaveProperty('project_id');
    expect(lineOf(refresh)).toMatchObject({ method: 'POST', route: '/api/v1/auth/oauth/token', status: 200 });
    // Every request above has its line, exactly one.
    for (const res of [signUp, signIn, wrong, me, byId, query, pathSecret, unknown, refresh]) {
      expect(lines.filter((l) => l.request_id === res.headers.get('x-stack-request-id'))).toHaveLength(1);
    }

    const written = log.text();
    const secrets = [
      ...Object.values(KEYS), PASSWORD, COOKIE_SECRET, BEARER_SECRET, QUERY_SECRET, PATH_SECRET,
      tokens.access_token, tokens.refresh_token, refreshed.access_token, refreshed.refresh_token,
      // A token's signature alone, in case a line held a fragment of one.
      tokens.access_token.split('.')[2],
    ];
    expect(secrets.filter((s) => written.includes(s))).toEqual([]);
    // Guard: the capture really holds the log (the test would pass vacuously on an empty one).
    expect(lines.length).toBeGreaterThanOrEqual(9);
  });

  it('redacts secret-named fields even if a call site logs them', async () => {
    const out = capture();
    const log = createLog({ level: 'info', format: 'json' }, out.stream);
    log('warn', 'careless call', { password: PASSWORD, headers: { authorization: `Bearer ${BEARER_SECRET}`, 'x-stack-secret-server-key': KEYS.server, accept: 'text/html' } });
    expect(out.lines()).toMatchObject([{ level: 'warn', msg: 'careless call', password: '[redacted]', headers: { authorization: '[redacted]', 'x-stack-secret-server-key': '[redacted]', accept: 'text/html' } }]);
  });
});

describe('GATEHOUSE_LOG_LEVEL', () => {
  it('warn: requests write no line, warnings still do', async () => {
    const log = capture();
    const server = await start({}, log.stream, 'warn');
    try {
      for (const path of ['/health', '/api/v1/users/me', '/api/v1/nope']) await (await fetch(`${server.url}${path}`)).text();
      expect(log.lines().filter((l) => l.msg === 'request')).toEqual([]);
    } finally {
      await server.close();
    }
    // The same logger at the same level does write a warning (the filter is the level, not a dead stream).
    const direct = capture();
    createLog({ level: loadConfig({ GATEHOUSE_LOG_LEVEL: 'warn' }).logLevel, format: 'json' }, direct.stream)('warn', 'still written');
    createLog({ level: 'warn', format: 'json' }, direct.stream)('info', 'filtered');
    expect(direct.lines().map((l) => l.msg)).toEqual(['still written']);
  });

  it('GATEHOUSE_LOG_REQUESTS=false turns the request line off at level info', async () => {
    const log = capture();
    const server = await start({ GATEHOUSE_LOG_REQUESTS: 'false' }, log.stream);
    try {
      await (await fetch(`${server.url}/health`)).text();
      // (The same set-up with the default writes request lines: the first test of this file.)
      expect(log.lines().filter((l) => l.msg === 'request')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses an unknown level with a clear configuration error', () => {
    expect(() => loadConfig({ GATEHOUSE_LOG_LEVEL: 'loud' })).toThrow(/GATEHOUSE_LOG_LEVEL/);
  });
});

/** The value of one sample in Prometheus text format (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2] ? m[2].split(/,(?=\w+=")/) : [];
    if (wanted.length === have.length && wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('the Prometheus endpoint (GATEHOUSE_METRICS_PORT)', () => {
  let server: RunningGatehouse;
  beforeAll(async () => {
    server = await start({ GATEHOUSE_METRICS_PORT: '0' }, capture().stream);
  });
  afterAll(async () => {
    await server?.close();
  });
  const scrape = async () => {
    const res = await fetch(server.metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('serves request counts and latency histograms by route pattern, method and status, moving with requests', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const me = { method: 'GET', route: '/api/v1/users/me', status: '400' };
    const before = await scrape();
    const count0 = sample(before, 'gatehouse_http_requests_total', me) ?? 0;
    const hist0 = sample(before, 'gatehouse_http_request_duration_seconds_count', me) ?? 0;
    // No access type: 400 ACCESS_TYPE_REQUIRED, counted under the route that answered it.
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/v1/users/me`)).text();
    for (const id of ['a-random-id', 'another-random-id']) await (await fetch(`${server.url}/api/v1/users/${id}`)).text();
    for (const junk of ['/api/v1/junk-one', '/api/v1/junk-two/x', '/junk-three.js', '//api/v1/users/me']) await (await fetch(`${server.url}${junk}`)).text();
    await (await fetch(`${server.url}/health`)).text();

    const after = await scrape();
    expect(sample(after, 'gatehouse_http_requests_total', me)).toBe(count0 + 3);
    expect(sample(after, 'gatehouse_http_request_duration_seconds_count', me)).toBe(hist0 + 3);
    expect(sample(after, 'gatehouse_http_request_duration_seconds_bucket', { ...me, le: '+Inf' })).toBe(hist0 + 3);
    expect(sample(after, 'gatehouse_http_request_duration_seconds_sum', me)).toBeGreaterThan(0);
    expect(sample(after, 'gatehouse_http_requests_total', { method: 'GET', route: '/api/v1/users/{user_id}', status: '400' })).toBe(2);
    expect(sample(after, 'gatehouse_http_requests_total', { method: 'GET', route: '/health', status: '200' })).toBeGreaterThanOrEqual(1);
    // Unknown paths share one label; no raw path becomes a label.
    expect(sample(after, 'gatehouse_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(4);
    for (const raw of ['a-random-id', 'junk-one', 'junk-two', 'junk-three', '//api']) expect(after).not.toContain(raw);
  });

  it('serves event-loop delay, both database pools, the outbox depth and the rate-limit counter', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toEqual(expect.any(Number));
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
    for (const pool of ['orm', 'hot']) {
      expect(sample(text, 'gatehouse_db_pool_max_connections', { pool })).toBeGreaterThan(0);
      for (const name of ['gatehouse_db_pool_connections', 'gatehouse_db_pool_idle_connections', 'gatehouse_db_pool_waiting']) {
        expect(sample(text, name, { pool })).toEqual(expect.any(Number));
      }
    }
    // The ORM pool has served this server's start-up and requests: it holds connections now.
    expect(sample(text, 'gatehouse_db_pool_connections', { pool: 'orm' })).toBeGreaterThan(0);
    expect(sample(text, 'gatehouse_email_outbox_depth')).toEqual(expect.any(Number));
    expect(text).toContain('# TYPE gatehouse_rate_limit_refusals_total counter');
  });

  it('reports the outbox depth: queued mail raises it', async () => {
    const depth0 = sample(await scrape(), 'gatehouse_email_outbox_depth')!;
    expect(depth0).toBeGreaterThanOrEqual(0);
    // Two accounts ask for a password reset: two mails queued (this server runs no background work).
    for (let i = 0; i < 2; i++) {
      const email = uniqueEmail('depth');
      const up = await fetch(`${server.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: { ...internal('client'), 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
      expect(up.status).toBe(200);
      const depthAfterSignUp = sample(await scrape(), 'gatehouse_email_outbox_depth')!;
      const reset = await fetch(`${server.url}/api/v1/auth/password/send-reset-code`, {
        method: 'POST',
        headers: { ...internal('client'), 'content-type': 'application/json' },
        body: JSON.stringify({ email, callback_url: 'http://localhost:8102/handler/password-reset' }),
      });
      expect(reset.status).toBe(200);
      expect(sample(await scrape(), 'gatehouse_email_outbox_depth')).toBe(depthAfterSignUp + 1);
    }
    expect(sample(await scrape(), 'gatehouse_email_outbox_depth')).toBeGreaterThanOrEqual(depth0 + 2);
  });

  it('is not served on the API port, and the metrics port serves nothing else', async () => {
    // /metrics is a dashboard path when web/dist is built (`make start`): the app shell, or a plain
    // 404 without a build (a clean clone's server tests). Never the Prometheus text.
    const plain = await fetch(`${server.url}/metrics`);
    expect([200, 404]).toContain(plain.status);
    expect(plain.headers.get('content-type') ?? '').not.toContain('text/plain; version=');
    expect(await plain.text()).not.toContain('gatehouse_http_requests_total');
    const api = await fetch(`${server.url}/api/v1/metrics`);
    expect(api.status).toBe(404);
    expect(await api.text()).not.toContain('gatehouse_http_requests_total');
    const other = await fetch(server.metricsUrl!.replace(/\/metrics$/, '/api/v1/users/me'));
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('gatehouse_');
  });

  it('is off unless a port is set, and never on the API port', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ GATEHOUSE_METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ GATEHOUSE_METRICS_PORT: '9464', GATEHOUSE_METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => loadConfig({ PORT: '8102', GATEHOUSE_METRICS_PORT: '8102' })).toThrow(/GATEHOUSE_METRICS_PORT: must differ from PORT/);
  });
});

describe('gatehouse_rate_limit_refusals_total', () => {
  // The rate limiter reports refusals through deps.metrics.rateLimitRefused(bucket); this is what a scrape then shows.
  it('counts refusals per bucket', async () => {
    const metrics = new PrometheusMetrics();
    metrics.rateLimitRefused('sign-in-ip');
    metrics.rateLimitRefused('sign-in-ip');
    metrics.rateLimitRefused('code-send-address');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'gatehouse_rate_limit_refusals_total', { bucket: 'sign-in-ip' })).toBe(2);
    expect(sample(text, 'gatehouse_rate_limit_refusals_total', { bucket: 'code-send-address' })).toBe(1);
  });
});

describe('make start (main.ts) with stdout a pipe', () => {
  it('writes JSON lines to stdout, serves metrics on its own port, and flushes the log on SIGTERM', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, GATEHOUSE_METRICS_PORT: String(metricsPort), GATEHOUSE_LOG_LEVEL: 'info', GATEHOUSE_LOG_FORMAT: 'auto' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let requestId: string | null = null;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!stdout.includes('Gatehouse is running') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
      expect(stdout, stderr).toContain(`Metrics:    http://127.0.0.1:${metricsPort}/metrics`);
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/users/${PATH_SECRET}`, { headers: internal('server') });
      requestId = res.headers.get('x-stack-request-id');
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(metrics, 'gatehouse_http_requests_total', { method: 'GET', route: '/api/v1/users/{user_id}', status: String(res.status) })).toBe(1);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    const lines = stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ level: 'info', route: '/api/v1/users/{user_id}', project_id: 'internal', request_id: expect.any(String) });
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.request_id)).toEqual([requestId]);
    // Written after the HTTP server closed, just before exit: the async destination was flushed.
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: expect.stringContaining('SIGTERM received') });
    expect(stdout + stderr).not.toContain(PATH_SECRET);
    expect(stdout + stderr).not.toContain(KEYS.server);
  }, 90_000);
});
