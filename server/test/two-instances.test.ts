import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatehouseClient } from '@gatehouse/generated';
import { newProject, testDeps, uniqueEmail, type TestProject } from './harness.ts';
import { claimsOf, signUp } from './auth-helpers.ts';
import { expectKnownError } from './known-errors.ts';
import { codeFromMail, mailsTo, waitForMails } from './mailbox.ts';
import { post, sharedEnv, startChildProcess, type LimitedServer } from './limited-servers.ts';
import { freePort, spawnMain, type MainProcess } from './main-process.ts';

/**
 * Issue 24 "beyond one machine": Gatehouse as stateless processes on one PostgreSQL. Two real
 * server processes on two ports share the test run's database, rate limits ON:
 *  - `clustered`: `src/main.ts` with GATEHOUSE_WORKERS=2, one port served by two worker processes;
 *  - `single`: `src/main.ts` with one process, on another port.
 * Every race below is split across both ports (so across three processes and their own pools and
 * caches): what decides is always one statement in PostgreSQL, never a process's memory.
 */

let clusteredProcess: MainProcess;
let clustered: LimitedServer;
let single: LimitedServer;
let singleStart: Promise<LimitedServer> | undefined;

beforeAll(async () => {
  const port = await freePort();
  clusteredProcess = spawnMain({ ...sharedEnv(), PORT: String(port), HOST: '::', GATEHOUSE_TRUSTED_PROXIES: '127.0.0.1, ::1', GATEHOUSE_WORKERS: '2' });
  singleStart = startChildProcess({ GATEHOUSE_WORKERS: '1' });
  [single] = await Promise.all([singleStart, clusteredProcess.waitFor('Gatehouse is running', 400_000)]);
  clustered = { url: `http://127.0.0.1:${port}`, close: async () => void clusteredProcess.child.kill('SIGTERM') };
}, 480_000);
afterAll(async () => {
  // Closed even when the other one failed to start (then `single` was never assigned).
  await (await singleStart?.catch(() => undefined))?.close();
  if (clusteredProcess && clusteredProcess.child.exitCode === null) {
    clusteredProcess.child.kill('SIGTERM');
    await clusteredProcess.exited;
  }
});

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
/** Code sends are limited per address; these tests send many from 127.0.0.1 on purpose. */
const ROOMY = { code_sends_per_ip: { max: 10_000, window_seconds: 600 }, emails_per_address: { max: 10_000, window_seconds: 600 } };
const both = () => [clustered, single];

/**
 * `post`, sent again while the answer is 503 DATABASE_UNAVAILABLE: the documented "try again"
 * answer, which the shared CI machine gives when its PostgreSQL is too busy to hand out a
 * connection within 3 s (db/timeouts.ts). Every other answer is returned as it came.
 */
async function send(server: LimitedServer, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await post(server, path, headers, body);
    if (res.status !== 503 || attempt === 20) return res;
    await res.text();
    await new Promise((r) => setTimeout(r, 250));
  }
}
const clientOn = (server: LimitedServer, project: TestProject, accessToken?: string) => createGatehouseClient({ baseUrl: server.url, headers: project.clientHeaders(accessToken) });

describe('cluster mode (GATEHOUSE_WORKERS=2)', { timeout: 180_000 }, () => {
  it('the primary migrates once, then says how many workers serve the port', () => {
    const out = clusteredProcess.stdout() + clusteredProcess.stderr();
    expect(out).toContain('starting 2 workers on port');
    expect(out).toMatch(/Workers: +2 processes on one port/);
    expect(out.match(/worker \d+ \(pid \d+\) is serving/g)).toHaveLength(2);
    // The start-up passes (migrations, internal project) ran in the primary only: no worker logs them.
    expect(out).not.toMatch(/worker \d+: applied migrations/);
  });
});

describe('single-use codes across both instances', { timeout: 180_000 }, () => {
  it('one sign-in code redeemed 20 times at once, split across both ports: exactly one success', async () => {
    const project = await newProject({ magic_link_enabled: true, rate_limits: ROOMY });
    for (let round = 0; round < 2; round++) {
      const email = uniqueEmail('two-instances-code');
      expect((await send(single, '/auth/otp/send-sign-in-code', project.clientHeaders(), { email, callback_url: CALLBACK })).status).toBe(200);
      const code = codeFromMail((await waitForMails(email))[0]);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(both()[i % 2], '/auth/otp/sign-in', project.clientHeaders(), { code })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      await expectKnownError(results.find((r) => r.status === 409)!, 409, 'VERIFICATION_CODE_ALREADY_USED');
    }
  });

  it('every queued e-mail is sent exactly once while both instances (and the suite server) deliver', async () => {
    const project = await newProject({ magic_link_enabled: true, rate_limits: ROOMY });
    const emails = Array.from({ length: 12 }, () => uniqueEmail('two-instances-once'));
    await Promise.all(emails.map(async (email, i) => expect((await send(both()[i % 2], '/auth/otp/send-sign-in-code', project.clientHeaders(), { email, callback_url: CALLBACK })).status).toBe(200)));
    await Promise.all(emails.map((email) => waitForMails(email)));
    // Once nothing is left queued, no process can send any of them again: then count.
    const deps = await testDeps();
    for (;;) {
      const [row] = await deps.em.getConnection().execute(`select count(*)::int as n from email_outbox where project_id = ? and status <> 'sent'`, [project.id]);
      if (row.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [sent] = await deps.em.getConnection().execute(`select count(*)::int as n, max(attempts)::int as attempts from email_outbox where project_id = ?`, [project.id]);
    expect(sent).toEqual({ n: 12, attempts: 1 });
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('sessions across both instances', { timeout: 180_000 }, () => {
  it('concurrent refreshes of one token, split across both ports, all get the same successor', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(both()[i % 2], '/auth/sessions/current/refresh', { ...project.clientHeaders(), 'x-stack-refresh-token': user.refresh_token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const successors = new Set(await Promise.all(results.map(async (r) => ((await r.json()) as { refresh_token: string }).refresh_token)));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(user.refresh_token);
    // The chain goes on from either port.
    for (const server of both()) expect((await send(server, '/auth/sessions/current/refresh', { ...project.clientHeaders(), 'x-stack-refresh-token': successor })).status).toBe(200);
  });

  it('a session revoked through one port is refused at once on the other (no process keeps it alive)', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const sessionId = claimsOf(user.access_token).refresh_token_id as string;
    // Both instances have served the token (warm caches, if any).
    for (const server of both()) expect((await clientOn(server, project, user.access_token).GET('/users/me')).response.status).toBe(200);
    const serverOnSingle = createGatehouseClient({ baseUrl: single.url, headers: project.serverHeaders() });
    const revoked = await serverOnSingle.DELETE('/auth/sessions/{id}', { params: { path: { id: sessionId }, query: { user_id: user.user_id } } });
    expect(revoked.response.status).toBe(200);
    // Every worker of the clustered port: round-robin hands consecutive connections to each in turn.
    for (let i = 0; i < 4; i++) {
      expectKnownError(await clientOn(clustered, project, user.access_token).GET('/users/me'), 401, 'ACCESS_TOKEN_REVOKED');
      expectKnownError(
        await send(clustered, '/auth/sessions/current/refresh', { ...project.clientHeaders(), 'x-stack-refresh-token': user.refresh_token }),
        401,
        'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
      );
    }
  });
});

describe('rate limits across both instances', { timeout: 180_000 }, () => {
  const project = (max: number) => newProject({ anonymous_accounts_enabled: true, rate_limits: { anonymous_sign_ups_per_ip: { max, window_seconds: 600 } } });
  const signUpOn = (server: LimitedServer, p: TestProject) => send(server, '/auth/anonymous/sign-up', p.clientHeaders());

  it('limit 5, 9 requests alternating between the ports: exactly the first 5 succeed', async () => {
    const p = await project(5);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await signUpOn(both()[i % 2], p)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it('limit 10, 30 requests at once split across the ports: exactly 10 succeed', async () => {
    const p = await project(10);
    // Sent once each (no retry: a request counted and then answered 503 by a busy database would
    // count twice if sent again). On a healthy database no 503 comes and exactly 10 succeed.
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => post(both()[i % 2], '/auth/anonymous/sign-up', p.clientHeaders())))).map((r) => r.status);
    const ok = statuses.filter((s) => s === 200).length;
    const unavailable = statuses.filter((s) => s === 503).length;
    expect(statuses.every((s) => s === 200 || s === 429 || s === 503), statuses.join(',')).toBe(true);
    expect(ok).toBeLessThanOrEqual(10);
    expect(ok + unavailable).toBeGreaterThanOrEqual(10);
  });
});

describe('cluster supervision', { timeout: 180_000 }, () => {
  it('restarts a worker that dies (logged, with its pause), keeps serving, and drains every worker on SIGTERM', async () => {
    const pids = () => [...(clusteredProcess.stdout() + clusteredProcess.stderr()).matchAll(/worker \d+ \(pid (\d+)\) is serving/g)].map((m) => Number(m[1]));
    const [victim, survivor] = pids();
    process.kill(victim, 'SIGKILL');
    await clusteredProcess.waitFor('exited (SIGKILL)', 30_000);
    await clusteredProcess.waitFor('starting a new one in 500 ms', 30_000);
    const deadline = Date.now() + 180_000;
    while (pids().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const replacement = pids()[2];
    expect(replacement).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) expect((await fetch(`${clustered.url}/api/v1`)).status).toBe(200);

    clusteredProcess.child.kill('SIGTERM');
    expect(await clusteredProcess.exited).toBe(0);
    for (const pid of [survivor, replacement]) expect(() => process.kill(pid, 0)).toThrow();
  }, 240_000);
});
