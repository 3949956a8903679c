import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newProject, uniqueEmail, type TestProject } from './harness.ts';
import { claimsOf, signUp } from './auth-helpers.ts';
import { expectKnownError } from './known-errors.ts';
import { codeFromMail, waitForMails } from './mailbox.ts';
import { post, startInProcess, type LimitedServer } from './limited-servers.ts';
import { startPgBouncer, type PgBouncer } from './pgbouncer.ts';

/**
 * The short PgBouncer check that runs in `make test` (the long one is `make test-pgbouncer`, the
 * suite's key flows with every server behind the pooler). Debian's PgBouncer in TRANSACTION mode
 * with a pool of 10 server connections in front of the test database, and two Gatehouse servers
 * (A and B: own pools, own caches, own listening connection) whose DATABASE_URL goes through it,
 * set up as README "Behind PgBouncer" says: GATEHOUSE_DATABASE_POOLER=transaction and the direct
 * GATEHOUSE_DIRECT_DATABASE_URL for LISTEN and the migrations' lock. What breaks behind such a
 * pooler when done wrong: named prepared statements (a name prepared on one server connection is
 * missing on the next), session state, and LISTEN (a listener through the pooler is deaf, so a
 * cache would keep serving a revoked session or key). Each test below would fail if so.
 */

let pgbouncer: PgBouncer | undefined;
let a: LimitedServer;
let b: LimitedServer;
const both = () => [a, b];

beforeAll(async () => {
  const direct = inject('databaseUrl');
  pgbouncer = await startPgBouncer(direct);
  const env = { DATABASE_URL: pgbouncer.pooled(direct), GATEHOUSE_DIRECT_DATABASE_URL: direct, GATEHOUSE_DATABASE_POOLER: 'transaction' };
  [a, b] = await Promise.all([startInProcess(env), startInProcess(env)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await pgbouncer?.stop();
});

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

async function call(server: LimitedServer, method: string, path: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/api/v1${path}`, { method, headers });
}

describe('behind PgBouncer in transaction mode, two servers', { timeout: 120_000 }, () => {
  it('the hot path (project, session and user look-ups, refresh) answers under concurrency on both servers', async () => {
    const project = await newProject();
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(project)));
    // 40 reads at once over 10 server connections: statements of many clients share connections.
    const reads = await Promise.all(Array.from({ length: 40 }, (_, i) => call(both()[i % 2], 'GET', '/users/me', project.clientHeaders(users[i % 4].access_token))));
    expect(reads.map((r) => r.status)).toEqual(Array(40).fill(200));
    const refreshed = await Promise.all(users.map((u, i) => post(both()[i % 2], '/auth/sessions/current/refresh', { ...project.clientHeaders(), 'x-stack-refresh-token': u.refresh_token })));
    expect(refreshed.map((r) => r.status)).toEqual(Array(4).fill(200));
  });

  it('a session revoked through A is refused by the very next request through B', async () => {
    const project = await newProject();
    const user = await signUp(project);
    for (let i = 0; i < 3; i++) for (const server of both()) expect((await call(server, 'GET', '/users/me', project.clientHeaders(user.access_token))).status).toBe(200);
    const sessionId = claimsOf(user.access_token).refresh_token_id as string;
    expect((await call(a, 'DELETE', `/auth/sessions/${sessionId}?user_id=${user.user_id}`, project.serverHeaders())).status).toBe(200);
    await expectKnownError(await call(b, 'GET', '/users/me', project.clientHeaders(user.access_token)), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it('a key revoked through A is refused by the very next request through B', async () => {
    const project: TestProject = await newProject();
    for (let i = 0; i < 3; i++) expect((await call(b, 'GET', '/projects/current', project.clientHeaders())).status).toBe(200);
    const sets = (await (await call(a, 'GET', '/internal/api-keys', project.adminHeaders())).json()) as { items: { id: string }[] };
    for (const set of sets.items) {
      const res = await fetch(`${a.url}/api/v1/internal/api-keys/${set.id}`, { method: 'PATCH', headers: { ...project.adminHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ revoked: true }) });
      expect(res.status).toBe(200);
    }
    await expectKnownError(await call(b, 'GET', '/projects/current', project.clientHeaders()), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
  });

  it('one sign-in code redeemed 10 times at once across both servers: exactly one success', async () => {
    // Code checks are limited per address; these ten come from 127.0.0.1 on purpose.
    const roomy = { max: 10_000, window_seconds: 600 };
    const project = await newProject({ magic_link_enabled: true, rate_limits: { code_sends_per_ip: roomy, code_checks_per_ip: roomy, emails_per_address: roomy } });
    const email = uniqueEmail('pgbouncer-code');
    expect((await post(a, '/auth/otp/send-sign-in-code', project.clientHeaders(), { email, callback_url: CALLBACK })).status).toBe(200);
    const code = codeFromMail((await waitForMails(email))[0]);
    const statuses = (await Promise.all(Array.from({ length: 10 }, (_, i) => post(both()[i % 2], '/auth/otp/sign-in', project.clientHeaders(), { code })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200), statuses.join()).toHaveLength(1);
    expect(statuses.filter((s) => s === 409), statuses.join()).toHaveLength(9);
  });

  it('a rate limit of 5 holds across both servers: of 9 requests alternating, exactly the first 5 pass', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true, rate_limits: { anonymous_sign_ups_per_ip: { max: 5, window_seconds: 600 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await post(both()[i % 2], '/auth/anonymous/sign-up', project.clientHeaders())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });
});
