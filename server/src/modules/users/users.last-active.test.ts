import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGatehouseClient, type GatehouseClient } from '@gatehouse/generated';
import { loadConfig } from '../../config.ts';
import { startGatehouse, type RunningGatehouse } from '../../server.ts';
import { internalProject, newProject, testDeps, uniqueEmail, TEST_INTERNAL_KEYS, type TestProject } from '../../../test/harness.ts';
import { TEST_PUBLIC_URL, TEST_SERVER_ALLOWANCES } from '../../../test/global-setup.ts';
import { dashboardProject } from '../../../test/factories.ts';
import { otpFromMail, waitForMails } from '../../../test/mailbox.ts';
import { HotSql } from '../../db/hot-sql.ts';
import { UserActivity } from './user-activity.ts';

/**
 * "Last active" (project_user.last_active_at) moves on every sign-in and every authenticated
 * request, at most once per user per interval. The interval is 60 s in production; this file runs
 * its own Gatehouse on the test database with a short one, so "a minute later" takes seconds.
 */
const INTERVAL_MS = 2500;
const PASSWORD = 'correct horse battery staple';

let server: RunningGatehouse;
const clientOf = (headers: Record<string, string>): GatehouseClient => createGatehouseClient({ baseUrl: server.url, headers });

beforeAll(async () => {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: inject('databaseUrl'),
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    SMTP_URL: `smtp://127.0.0.1:${inject('smtpPort')}`,
    SMTP_SENDER: 'Gatehouse Tests <noreply@gatehouse.test>',
    GATEHOUSE_EVENTS_POLL_MS: '100',
    GATEHOUSE_RATE_LIMITS: 'off',
    ...TEST_SERVER_ALLOWANCES,
  });
  server = await startGatehouse({ ...config, publicUrl: TEST_PUBLIC_URL, lastActiveIntervalMs: INTERVAL_MS }, (level, message, extra) => {
    if (level !== 'info') process.stderr.write(`[last-active gatehouse] ${level} ${message} ${JSON.stringify(extra ?? {})}\n`);
  });
});
afterAll(async () => {
  await server?.close();
});

/** The user's last_active_at as the API reports it (server access). */
async function lastActive(project: TestProject, userId: string): Promise<number> {
  const { data, response } = await clientOf(project.serverHeaders()).GET('/users/{user_id}', { params: { path: { user_id: userId } } });
  expect(response.status).toBe(200);
  return data!.last_active_at_millis;
}

/** SET-UP: pretends the user was last active an hour ago; returns that time as the API reports it. */
async function setBack(project: TestProject, userId: string): Promise<number> {
  const deps = await testDeps();
  await deps.em.getConnection().execute(`update project_user set last_active_at = now() - interval '1 hour' where id = ?`, [userId]);
  const millis = await lastActive(project, userId);
  expect(Date.now() - millis).toBeGreaterThan(3500_000);
  return millis;
}

/** Waits until last_active_at is within a few seconds of now (the per-request write is not awaited). */
async function expectMovedToNow(project: TestProject, userId: string) {
  await expect.poll(async () => Date.now() - (await lastActive(project, userId)), { timeout: 5000, interval: 50 }).toBeLessThan(10_000);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function passwordUser(project: TestProject) {
  const email = uniqueEmail('active');
  const { data, response } = await clientOf(project.clientHeaders()).POST('/auth/password/sign-up', { body: { email, password: PASSWORD } });
  expect(response.status).toBe(200);
  return { email, ...data! };
}

async function passwordSignIn(project: TestProject, email: string) {
  const { data, response } = await clientOf(project.clientHeaders()).POST('/auth/password/sign-in', { body: { email, password: PASSWORD } });
  expect(response.status).toBe(200);
  return data!;
}

describe('last active', () => {
  it('moves on a password sign-in', async () => {
    const project = await newProject({ credential_enabled: true });
    const user = await passwordUser(project);
    await setBack(project, user.user_id);
    await passwordSignIn(project, user.email);
    await expectMovedToNow(project, user.user_id);
  });

  it('moves on a sign-in with an e-mailed code', async () => {
    const project = await newProject({ magic_link_enabled: true });
    const email = uniqueEmail('active-otp');
    const send = async (nth: number) => {
      const { data, response } = await clientOf(project.clientHeaders()).POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: 'http://localhost:3000/handler/magic-link-callback' } });
      expect(response.status).toBe(200);
      const mails = await waitForMails(email, { count: nth });
      return `${otpFromMail(mails[nth - 1])}${data!.nonce}`;
    };
    // The first code signs the user up; the second signs the existing user in.
    const first = await clientOf(project.clientHeaders()).POST('/auth/otp/sign-in', { body: { code: await send(1) } });
    expect(first.response.status).toBe(200);
    const userId = first.data!.user_id;
    const code = await send(2);
    await setBack(project, userId);
    const second = await clientOf(project.clientHeaders()).POST('/auth/otp/sign-in', { body: { code } });
    expect(second.response.status).toBe(200);
    expect(second.data!.is_new_user).toBe(false);
    await expectMovedToNow(project, userId);
  });

  it('moves when an anonymous user makes requests, and when it signs up with a password', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true, credential_enabled: true });
    const anon = await clientOf(project.clientHeaders()).POST('/auth/anonymous/sign-up', {});
    expect(anon.response.status).toBe(200);
    const userId = anon.data!.user_id;
    expect(Date.now() - (await lastActive(project, userId))).toBeLessThan(10_000);

    await setBack(project, userId);
    const me = await clientOf({ ...project.clientHeaders(anon.data!.access_token), 'x-stack-allow-anonymous-user': 'true' }).GET('/users/me');
    expect(me.response.status).toBe(200);
    await expectMovedToNow(project, userId);

    // Upgrading the anonymous user signs it in: once the interval since the last write has passed,
    // that moves it too.
    await sleep(INTERVAL_MS);
    await setBack(project, userId);
    const upgraded = await clientOf({ ...project.clientHeaders(anon.data!.access_token), 'x-stack-allow-anonymous-user': 'true' }).POST('/auth/password/sign-up', {
      body: { email: uniqueEmail('upgraded'), password: PASSWORD },
    });
    expect(upgraded.response.status).toBe(200);
    expect(upgraded.data!.user_id).toBe(userId);
    await expectMovedToNow(project, userId);
  });

  it('moves on authenticated requests at most once per interval per user', async () => {
    const project = await newProject({ credential_enabled: true });
    const user = await passwordUser(project);
    const asUser = clientOf(project.clientHeaders(user.access_token));

    const stale = await setBack(project, user.user_id);
    expect((await asUser.GET('/users/me')).response.status).toBe(200);
    await expectMovedToNow(project, user.user_id);
    const written = Date.now();

    // Within the interval: requests and a new sign-in write nothing more.
    const again = await setBack(project, user.user_id);
    expect(again).toBeLessThanOrEqual(stale + 5000);
    await Promise.all(Array.from({ length: 10 }, () => asUser.GET('/users/me')));
    await passwordSignIn(project, user.email);
    await sleep(300);
    // Guards the assertion below: it holds only while the interval has not passed yet.
    expect(Date.now() - written).toBeLessThan(INTERVAL_MS);
    expect(await lastActive(project, user.user_id)).toBe(again);

    // Once the interval has passed, the next request writes again.
    await sleep(INTERVAL_MS - (Date.now() - written) + 100);
    expect((await asUser.GET('/users/me')).response.status).toBe(200);
    await expectMovedToNow(project, user.user_id);
  });

  it('moves for the developer on dashboard-mode requests (admin access token)', async () => {
    const project = await dashboardProject();
    const internal = internalProject();
    await setBack(internal, project.owner.id);
    const res = await clientOf(project.headers).GET('/users', { params: { query: {} } });
    expect(res.response.status).toBe(200);
    await expectMovedToNow(internal, project.owner.id);
  });
});

describe('the per-process throttle', () => {
  it('remembers only the users it wrote within the last interval', async () => {
    let clock = 1_000_000;
    const sql = new HotSql(inject('databaseUrl'), 1);
    const activity = new UserActivity(sql, 1000, () => {}, () => clock);
    // Unknown ids: the writes go to the database and change nothing.
    for (let i = 0; i < 300; i++) activity.seen('internal', randomUUID(), null);
    expect(activity.tracked).toBe(300);
    clock += 999;
    activity.seen('internal', randomUUID(), null);
    expect(activity.tracked).toBe(301);
    clock += 1;
    activity.seen('internal', randomUUID(), null);
    expect(activity.tracked).toBe(2);
    await sql.close();
  });

  it('logs a failed write instead of throwing it at the request', async () => {
    const sql = new HotSql(inject('databaseUrl'), 1);
    await sql.close();
    const logged: string[] = [];
    const activity = new UserActivity(sql, 1000, (level, message) => logged.push(`${level}: ${message}`));
    expect(() => activity.seen('internal', randomUUID(), null)).not.toThrow();
    await expect.poll(() => logged).toEqual(['warn: could not record user activity (last_active_at)']);
  });
});
