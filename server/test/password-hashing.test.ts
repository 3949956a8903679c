import { availableParallelism } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { newProject, testDeps, uniqueEmail, type TestProject } from './harness.ts';
import { PASSWORD, claimsOf, userWithoutPassword } from './auth-helpers.ts';
import { startInProcess, type LimitedServer } from './limited-servers.ts';

/**
 * Issue 24: password hashes run on the process's own hashing threads behind a bounded queue
 * (crypto/password-hasher.ts), the bound read from GATEHOUSE_PASSWORD_HASH_CONCURRENCY. Here a
 * server with a bound of ONE takes a burst of sign-ins, so nearly all of them wait in the queue:
 * every right password still signs in, and every refusal still reads the same.
 */
let server: LimitedServer;
let project: TestProject;
beforeAll(async () => {
  server = await startInProcess({ GATEHOUSE_PASSWORD_HASH_CONCURRENCY: '1', GATEHOUSE_RATE_LIMITS: 'off' });
  project = await newProject();
});
afterAll(async () => {
  await server?.close();
});

const json = { 'content-type': 'application/json' };
const post = (path: string, body: unknown) => fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { ...project.clientHeaders(), ...json }, body: JSON.stringify(body) });

async function scrape(): Promise<Record<string, number>> {
  const text = await (await fetch(server.metricsUrl!)).text();
  const values: Record<string, number> = {};
  for (const m of text.matchAll(/^(gatehouse_password_hash\w*) (\S+)$/gm)) values[m[1]!] = Number(m[2]);
  return values;
}

describe('password hashing behind a bounded queue', () => {
  it('reads its bound from GATEHOUSE_PASSWORD_HASH_CONCURRENCY and reports it with its load in the metrics', async () => {
    expect(await scrape()).toEqual({ gatehouse_password_hash_concurrency: 1, gatehouse_password_hashes_running: 0, gatehouse_password_hashes_waiting: 0 });
  });

  it('signs in every one of a burst of concurrent sign-ins, each to a session of its own', async () => {
    const email = uniqueEmail();
    expect((await post('/auth/password/sign-up', { email, password: PASSWORD })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/auth/password/sign-in', { email: i % 2 ? email.toUpperCase() : email, password: PASSWORD })));
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: (await r.json()) as { user_id: string; access_token: string } })));
    expect(bodies.map((b) => b.status)).toEqual(Array(12).fill(200));
    expect(new Set(bodies.map((b) => b.body.user_id)).size).toBe(1);
    expect(new Set(bodies.map((b) => claimsOf(b.body.access_token).refresh_token_id)).size).toBe(12);
    // Everything handed to the hasher was answered: nothing left running or waiting.
    expect(await scrape()).toMatchObject({ gatehouse_password_hashes_running: 0, gatehouse_password_hashes_waiting: 0 });
  });

  it('answers a wrong password, an unknown e-mail and a user without a password byte for byte the same while they queue with right ones', async () => {
    const email = uniqueEmail();
    expect((await post('/auth/password/sign-up', { email, password: PASSWORD })).status).toBe(200);
    const passwordless = (await userWithoutPassword(project)).email;
    const attempts = [
      ...Array.from({ length: 4 }, () => post('/auth/password/sign-in', { email, password: PASSWORD })),
      ...Array.from({ length: 3 }, () => post('/auth/password/sign-in', { email, password: 'a wrong password' })),
      ...Array.from({ length: 3 }, () => post('/auth/password/sign-in', { email: uniqueEmail(), password: PASSWORD })),
      post('/auth/password/sign-in', { email: passwordless, password: PASSWORD }),
    ];
    const seen = await Promise.all((await Promise.all(attempts)).map(async (r) => ({ status: r.status, code: r.headers.get('x-stack-known-error'), body: await r.text() })));
    expect(seen.slice(0, 4).map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const refusals = seen.slice(4);
    expect(refusals[0]).toMatchObject({ status: 400, code: 'EMAIL_PASSWORD_MISMATCH' });
    expect(JSON.parse(refusals[0]!.body)).toEqual({ code: 'EMAIL_PASSWORD_MISMATCH', error: 'Wrong e-mail or password.' });
    for (const r of refusals) expect(r).toEqual(refusals[0]);
  });
});

describe('GATEHOUSE_PASSWORD_HASH_CONCURRENCY and _NICE', () => {
  it('defaults to the cores shared among the worker processes (at least one each) at nice 5, and takes 1 to 64 and 0 to 19', () => {
    const cores = availableParallelism();
    expect(loadConfig({}).passwordHashConcurrency).toBe(cores);
    expect(loadConfig({ GATEHOUSE_WORKERS: String(cores) }).passwordHashConcurrency).toBe(1);
    expect(loadConfig({ GATEHOUSE_WORKERS: String(cores * 4) }).passwordHashConcurrency).toBe(1);
    expect(loadConfig({ GATEHOUSE_PASSWORD_HASH_CONCURRENCY: '3', GATEHOUSE_WORKERS: '2' }).passwordHashConcurrency).toBe(3);
    expect(loadConfig({}).passwordHashNice).toBe(5);
    expect(loadConfig({ GATEHOUSE_PASSWORD_HASH_NICE: '0' }).passwordHashNice).toBe(0);
    expect(loadConfig({ GATEHOUSE_PASSWORD_HASH_NICE: '19' }).passwordHashNice).toBe(19);
    for (const bad of ['-1', '20', 'low']) expect(() => loadConfig({ GATEHOUSE_PASSWORD_HASH_NICE: bad })).toThrow('GATEHOUSE_PASSWORD_HASH_NICE: must be a whole number from 0 to 19');
    for (const bad of ['0', '65', '1.5', 'many']) {
      expect(() => loadConfig({ GATEHOUSE_PASSWORD_HASH_CONCURRENCY: bad })).toThrow('GATEHOUSE_PASSWORD_HASH_CONCURRENCY: must be a whole number from 1 to 64');
    }
  });
});

/**
 * A new session changes nothing the per-process session + user cache holds, so a sign-in no
 * longer announces its user on gatehouse_user_changed (users migration 20261128150000): the
 * user's other cached sessions stay warm. Ending a session still announces (revocation is
 * immediate in every process: session-cache.test.ts). Counted on a LISTEN connection of the test's
 * own, with a `select 1` after each step: PostgreSQL delivers every notification committed before
 * that query before answering it, so the counts are exact, not timed.
 */
describe('gatehouse_user_changed announcements of sessions', () => {
  it('a sign-in announces nothing; signing out still announces the user', async () => {
    const listener = new pg.Client({ connectionString: inject('databaseUrl') });
    await listener.connect();
    try {
      const email = uniqueEmail();
      const serverHeaders = { ...project.serverHeaders(), ...json };
      const created = await fetch(`${server.url}/api/v1/users`, { method: 'POST', headers: serverHeaders, body: JSON.stringify({ primary_email: email, primary_email_auth_enabled: true, password: PASSWORD }) });
      expect(created.status).toBe(201);
      const userId = ((await created.json()) as { id: string }).id;
      const announced: string[] = [];
      listener.on('notification', (n) => n.channel === 'gatehouse_user_changed' && n.payload === userId && announced.push(n.payload));
      await listener.query('listen gatehouse_user_changed');
      await listener.query('select 1');

      const sessions = await Promise.all(Array.from({ length: 3 }, () => post('/auth/password/sign-in', { email, password: PASSWORD })));
      expect(sessions.map((r) => r.status)).toEqual([200, 200, 200]);
      await listener.query('select 1');
      expect(announced).toHaveLength(0);

      const { access_token } = (await sessions[0]!.json()) as { access_token: string };
      const signOut = await fetch(`${server.url}/api/v1/auth/sessions/current`, { method: 'DELETE', headers: project.clientHeaders(access_token) });
      expect(signOut.status).toBe(200);
      await listener.query('select 1');
      expect(announced).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });
});

/**
 * One verification holds one of the few hashing threads (and, for argon2id, m KiB of memory), so
 * an imported hash is bounded by what it may cost (crypto/passwords.ts IMPORTED_HASH_LIMITS):
 * refused at import with INVALID_PASSWORD_HASH, and one already stored is never computed (the
 * sign-in answers like a wrong password after the decoy's work, never a 500).
 */
describe('imported password hashes are bounded by their cost', () => {
  const salt = 'c29tZXNhbHRzb21lc2FsdA';
  const digest = 'YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY';
  const argon = (params: string, version = 19) => `$argon2id$v=${version}$${params}$${salt}$${digest}`;
  const bcryptOf = (cost: string) => `$2b$${cost}$${'a'.repeat(53)}`;
  const importing = (passwordHash: string) =>
    fetch(`${server.url}/api/v1/users`, { method: 'POST', headers: { ...project.serverHeaders(), ...json }, body: JSON.stringify({ primary_email: uniqueEmail(), password_hash: passwordHash }) });

  it('accepts hashes up to the limits and refuses anything costlier or malformed with INVALID_PASSWORD_HASH', async () => {
    for (const ok of [argon('m=262144,t=10,p=16'), argon('m=19456,t=2,p=1', 16), bcryptOf('04'), bcryptOf('14')]) {
      const res = await importing(ok);
      expect(res.status, ok).toBe(201);
    }
    const refused = [
      argon('m=262145,t=2,p=1'),
      argon('m=19456,t=11,p=1'),
      argon('m=19456,t=2,p=17'),
      argon('m=4294967295,t=4294967295,p=255'),
      argon('m=19456,t=2,p=1', 99),
      `$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$${digest}`,
      bcryptOf('15'),
      bcryptOf('99'),
      bcryptOf('03'),
    ];
    for (const bad of refused) {
      const res = await importing(bad);
      expect({ hash: bad, status: res.status, code: res.headers.get('x-stack-known-error') }).toEqual({ hash: bad, status: 400, code: 'INVALID_PASSWORD_HASH' });
    }
  });

  it('answers a sign-in to a stored hash over the limits exactly like a wrong password', async () => {
    const email = uniqueEmail();
    const created = await fetch(`${server.url}/api/v1/users`, { method: 'POST', headers: { ...project.serverHeaders(), ...json }, body: JSON.stringify({ primary_email: email, primary_email_auth_enabled: true, password: PASSWORD }) });
    expect(created.status).toBe(201);
    const userId = ((await created.json()) as { id: string }).id;
    // Stored before the limits existed (or written around them): set directly in the database.
    const deps = await testDeps();
    await deps.em.execute('update project_user set password_hash = ? where id = ?', [argon('m=4294967295,t=4294967295,p=255'), userId]);
    const attempts = await Promise.all([post('/auth/password/sign-in', { email, password: PASSWORD }), post('/auth/password/sign-in', { email: uniqueEmail(), password: PASSWORD })]);
    const seen = await Promise.all(attempts.map(async (r) => ({ status: r.status, code: r.headers.get('x-stack-known-error'), body: await r.text() })));
    expect(seen[0]).toMatchObject({ status: 400, code: 'EMAIL_PASSWORD_MISMATCH' });
    expect(seen[1]).toEqual(seen[0]);
    expect(await scrape()).toMatchObject({ gatehouse_password_hashes_running: 0, gatehouse_password_hashes_waiting: 0 });
  });
});
