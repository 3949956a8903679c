import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, newProject, rawFetch, testDeps, uniqueEmail, type Headers, type TestProject } from './harness.ts';
import { PASSWORD, signUp } from './auth-helpers.ts';
import { expectKnownError, type KnownErrorBody } from './known-errors.ts';
import { post, startChildProcess, startInProcess, type LimitedServer } from './limited-servers.ts';
import type { RateLimit, RateLimitName } from '../src/modules/rate-limits/rate-limit-settings.ts';
import { RATE_LIMIT_NAMES, defaultRateLimits } from '../src/modules/rate-limits/rate-limit-settings.ts';
import { allRoutesOf } from '../src/http/module.ts';
import type { RouteSpec } from '../src/http/router.ts';
import { modules } from '../src/modules/index.ts';
import { buildOpenApiDocument } from '../src/openapi.ts';
import { sweepEndedBuckets } from '../src/modules/rate-limits/rate-limits.store.ts';

/**
 * Issue 9 §3, against real servers with limits ON on the test run's PostgreSQL:
 *  - `inProcess`: a Gatehouse in this process that trusts no proxy (the default);
 *  - `child`: a second server PROCESS behind "trusted proxies" 127.0.0.1 and ::1, so a test can
 *    speak for any client address through X-Forwarded-For.
 * The shared test server runs with GATEHOUSE_RATE_LIMITS=off. Every test makes its own project with
 * small limits, so no test's buckets touch another's.
 */

let inProcess: LimitedServer;
let child: LimitedServer;

beforeAll(async () => {
  [inProcess, child] = await Promise.all([startInProcess(), startChildProcess()]);
});
afterAll(async () => {
  await Promise.all([inProcess?.close(), child?.close()]);
});

const CALLBACK = 'http://localhost:3000/handler/callback';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function projectWith(limits: Partial<Record<RateLimitName, RateLimit>>, config: Record<string, unknown> = {}): Promise<TestProject> {
  return newProject({ ...config, rate_limits: limits });
}

/** A 429 TOO_MANY_REQUESTS of `limit`, with Retry-After equal to details.retry_after_seconds. */
async function expectRefused(res: Response, limit: RateLimitName): Promise<KnownErrorBody & { details: { retry_after_seconds: number } }> {
  const body = await expectKnownError(res, 429, 'TOO_MANY_REQUESTS');
  expect(body.details).toMatchObject({ limit });
  const seconds = body.details!.retry_after_seconds as number;
  expect(seconds).toBeGreaterThan(0);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  return body as KnownErrorBody & { details: { retry_after_seconds: number } };
}

/** Status, known-error header and body, with the seconds to wait masked (two runs may straddle a second). */
async function answerOf(res: Response) {
  const text = (await res.text()).replace(/\d+ seconds/g, 'N seconds').replace(/"retry_after_seconds": \d+/g, '"retry_after_seconds": N');
  return { status: res.status, knownError: res.headers.get('x-stack-known-error'), retryAfter: res.headers.has('retry-after'), text };
}

async function statusesOf(requests: (() => Promise<Response>)[]): Promise<number[]> {
  const out: number[] = [];
  for (const r of requests) out.push((await r()).status);
  return out;
}

describe('per account: consecutive wrong passwords', () => {
  it('are throttled; then even the right password waits, works again after the window, and a success restarts the count', async () => {
    const project = await projectWith({ password_failures_per_account: { max: 3, window_seconds: 5 } });
    const { email } = await signUp(project);
    const signIn = (password: string, as = email) => post(inProcess, '/auth/password/sign-in', project.clientHeaders(), { email: as, password });

    // Another spelling of the same address is the same account.
    for (const as of [email, email.toUpperCase(), ` ${email}`]) await expectKnownError(await signIn('wrong password 1', as), 400, 'EMAIL_PASSWORD_MISMATCH');
    await expectRefused(await signIn('wrong password 2'), 'password_failures_per_account');
    // The right password is refused too: otherwise a guesser would simply keep going.
    const refused = await expectRefused(await signIn(PASSWORD), 'password_failures_per_account');
    expect(refused.details.retry_after_seconds).toBeLessThanOrEqual(5);

    // Never a lockout for good: after the window the right password works.
    await sleep(refused.details.retry_after_seconds * 1000 + 250);
    expect((await signIn(PASSWORD)).status).toBe(200);

    // Consecutive failures: a success empties the bucket, so 2 + 3 failures around one are allowed.
    expect(await statusesOf([() => signIn('wrong 1'), () => signIn('wrong 2'), () => signIn(PASSWORD), () => signIn('wrong 3'), () => signIn('wrong 4'), () => signIn('wrong 5')])).toEqual([400, 400, 200, 400, 400, 400]);
    await expectRefused(await signIn('wrong 6'), 'password_failures_per_account');
  });

  it('answers an unknown account exactly like an existing one: same statuses, headers and bodies', async () => {
    const project = await projectWith({ password_failures_per_account: { max: 2, window_seconds: 600 } });
    const existing = (await signUp(project)).email;
    const attempts = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await answerOf(await post(inProcess, '/auth/password/sign-in', project.clientHeaders(), { email, password: 'not the password' })));
      return answers;
    };
    const forExisting = await attempts(existing);
    expect(forExisting.map((a) => a.status)).toEqual([400, 400, 429, 429]);
    expect(forExisting[2].retryAfter).toBe(true);
    expect(await attempts(uniqueEmail('nobody'))).toEqual(forExisting);
  });

  it('cannot be slipped past by a burst of parallel guesses', async () => {
    const project = await projectWith({ password_failures_per_account: { max: 3, window_seconds: 600 } });
    const { email } = await signUp(project);
    const burst = await Promise.all(Array.from({ length: 12 }, () => post(inProcess, '/auth/password/sign-in', project.clientHeaders(), { email, password: 'parallel guess' })));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(9).fill(429)]);
  });

  it('admits parallel sign-ins with the right password up to the limit, and asks the rest to retry in a second', async () => {
    const project = await projectWith({ password_failures_per_account: { max: 3, window_seconds: 600 } });
    const { email } = await signUp(project);
    const signIn = () => post(inProcess, '/auth/password/sign-in', project.clientHeaders(), { email, password: PASSWORD });
    const burst = await Promise.all(Array.from({ length: 8 }, signIn));
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
    for (const r of burst.filter((x) => x.status !== 200)) expect((await expectRefused(r, 'password_failures_per_account')).details.retry_after_seconds).toBe(1);
    // Nothing was a failure: once the burst is over, the account signs in as usual.
    expect(await statusesOf([signIn, signIn, signIn, signIn])).toEqual([200, 200, 200, 200]);
  });

  it('counts only attempts that checked a password: other refusals count nothing', async () => {
    const project = await projectWith({ password_failures_per_account: { max: 2, window_seconds: 600 } }, { credential_enabled: false });
    for (let i = 0; i < 4; i++) {
      await expectKnownError(await post(inProcess, '/auth/password/sign-in', project.clientHeaders(), { email: 'ada@example.com', password: 'whatever it is' }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    }
  });

  it('also counts wrong current passwords of a signed-in user changing their password', async () => {
    const project = await projectWith({ password_failures_per_account: { max: 2, window_seconds: 600 } });
    const user = await signUp(project);
    const update = (old: string) => post(inProcess, '/auth/password/update', project.clientHeaders(user.access_token), { old_password: old, new_password: 'a brand new password' });
    await expectKnownError(await update('wrong old password'), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    await expectKnownError(await update('wrong old password'), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    await expectRefused(await update(PASSWORD), 'password_failures_per_account');
  });
});

describe('per client address', () => {
  const TWO = { max: 2, window_seconds: 600 };
  const code = () => 'x'.repeat(45);
  const form = (projectId: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'not-a-token', client_id: projectId, client_secret: '__stack_public_client__' }).toString(),
  });

  // Each case: the limit, the project settings it needs, and three requests (the third is over);
  // where the requests go to different routes, those routes share the limit's bucket.
  const cases: { limit: RateLimitName; config?: Record<string, unknown>; requests: (p: TestProject) => (() => Promise<Response>)[] }[] = [
    { limit: 'sign_ins_per_ip', requests: (p) => [1, 2, 3].map(() => () => post(inProcess, '/auth/password/sign-in', p.clientHeaders(), { email: uniqueEmail(), password: PASSWORD })) },
    { limit: 'sign_ups_per_ip', requests: (p) => [1, 2, 3].map(() => () => post(inProcess, '/auth/password/sign-up', p.clientHeaders(), { email: uniqueEmail(), password: PASSWORD })) },
    { limit: 'anonymous_sign_ups_per_ip', config: { anonymous_accounts_enabled: true }, requests: (p) => [1, 2, 3].map(() => () => post(inProcess, '/auth/anonymous/sign-up', p.clientHeaders())) },
    {
      limit: 'code_sends_per_ip',
      config: { magic_link_enabled: true },
      requests: (p) => [1, 2, 3].map(() => () => post(inProcess, '/auth/otp/send-sign-in-code', p.clientHeaders(), { email: uniqueEmail(), callback_url: CALLBACK })),
    },
    {
      limit: 'code_checks_per_ip',
      config: { magic_link_enabled: true },
      requests: (p) => ['/auth/otp/sign-in/check-code', '/contact-channels/verify', '/auth/otp/sign-in'].map((path) => () => post(inProcess, path, p.clientHeaders(), { code: code() })),
    },
    {
      limit: 'password_resets_per_ip',
      requests: (p) => [
        () => post(inProcess, '/auth/password/send-reset-code', p.clientHeaders(), { email: uniqueEmail(), callback_url: CALLBACK }),
        () => post(inProcess, '/auth/password/reset/check-code', p.clientHeaders(), { code: code() }),
        () => post(inProcess, '/auth/password/reset', p.clientHeaders(), { code: code(), password: PASSWORD }),
      ],
    },
    {
      limit: 'refreshes_per_ip',
      requests: (p) => [
        () => post(inProcess, '/auth/sessions/current/refresh', p.clientHeaders(), undefined, { 'x-stack-refresh-token': 'not-a-token' }),
        () => fetch(`${inProcess.url}/api/v1/auth/oauth/token`, form(p.id)),
        () => post(inProcess, '/auth/sessions/current/refresh', p.clientHeaders(), undefined, { 'x-stack-refresh-token': 'not-a-token' }),
      ],
    },
  ];

  it.each(cases)('$limit: the third request within the window is refused', async ({ limit, config, requests }) => {
    const project = await projectWith({ [limit]: TWO }, config);
    const [first, second, third] = requests(project);
    for (const r of [first, second]) expect((await r()).status).not.toBe(429);
    await expectRefused(await third(), limit);
  });

  it("code_checks_per_ip: the hosted purchase page's keyless calls count in the project the code names", async () => {
    const project = await projectWith({ code_checks_per_ip: { max: 3, window_seconds: 600 } });
    const other = await projectWith({ code_checks_per_ip: { max: 3, window_seconds: 600 } });
    const fullCode = (p: TestProject) => `${p.id}_${code()}`;
    const validateGet = (p: TestProject) => fetch(`${inProcess.url}/api/v1/payments/purchases/validate-code?full_code=${encodeURIComponent(fullCode(p))}`);
    await expectKnownError(await validateGet(project), 404, 'PURCHASE_CODE_INVALID');
    await expectKnownError(await post(inProcess, '/payments/purchases/validate-code', {}, { full_code: fullCode(project) }), 404, 'PURCHASE_CODE_INVALID');
    await expectKnownError(await post(inProcess, '/payments/purchases/purchase-session', {}, { full_code: fullCode(project), price_id: 'monthly', quantity: 1 }), 404, 'PURCHASE_CODE_INVALID');
    await expectRefused(await validateGet(project), 'code_checks_per_ip');
    await expectRefused(await post(inProcess, '/payments/purchases/purchase-session', {}, { full_code: fullCode(project), price_id: 'monthly', quantity: 1 }), 'code_checks_per_ip');
    // Another project's codes have their own bucket.
    await expectKnownError(await validateGet(other), 404, 'PURCHASE_CODE_INVALID');
  });

  it('failed_key_checks_per_ip: wrong secret and admin keys count together; over the limit they answer 429 instead of 401', async () => {
    const project = await projectWith({ failed_key_checks_per_ip: { max: 3, window_seconds: 600 } });
    const get = (headers: Headers) => fetch(`${inProcess.url}/api/v1/users`, { headers });
    const wrongServer = { ...project.serverHeaders(), 'x-stack-secret-server-key': 'ssk_guess' };
    const wrongAdmin = { ...project.adminHeaders(), 'x-stack-super-secret-admin-key': 'sak_guess' };
    await expectKnownError(await get(wrongServer), 401, 'INVALID_SECRET_SERVER_KEY');
    await expectKnownError(await get(wrongAdmin), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
    await expectKnownError(await get(wrongServer), 401, 'INVALID_SECRET_SERVER_KEY');
    await expectRefused(await get(wrongAdmin), 'failed_key_checks_per_ip');
    await expectRefused(await get(wrongServer), 'failed_key_checks_per_ip');
    // Publishable client keys are public: a wrong one is not a guess.
    await expectKnownError(await get({ ...project.clientHeaders(), 'x-stack-publishable-client-key': 'pck_stale' }), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    // Only failures count: the real key pays no database round trip and still works.
    expect((await get(project.serverHeaders())).status).toBe(200);
  });
});

describe('which client a request comes from', () => {
  const signUpFrom = (server: LimitedServer, project: TestProject, forwardedFor?: string) =>
    post(server, '/auth/anonymous/sign-up', project.clientHeaders(), undefined, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
  const anonymousProject = (max: number) => projectWith({ anonymous_sign_ups_per_ip: { max, window_seconds: 600 } }, { anonymous_accounts_enabled: true });

  it('ignores X-Forwarded-For by default: the socket peer is the client', async () => {
    const project = await anonymousProject(2);
    const statuses = await statusesOf(['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((xff) => () => signUpFrom(inProcess, project, xff)));
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('believes X-Forwarded-For from a trusted proxy: the rightmost address that is not a trusted proxy is the client', async () => {
    const project = await anonymousProject(2);
    // Three different clients through the proxy (which shows as ::ffff:127.0.0.1 to a dual-stack socket).
    expect(await statusesOf(['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((xff) => () => signUpFrom(child, project, xff)))).toEqual([200, 200, 200]);
    // What a client writes on the left of its proxy's entry is not believed; trusted hops are skipped.
    const spoofed = ['198.51.100.9', 'forged, 198.51.100.9', '192.0.2.1, 198.51.100.9, 127.0.0.1'];
    expect(await statusesOf(spoofed.map((xff) => () => signUpFrom(child, project, xff)))).toEqual([200, 200, 429]);
  });

  it('counts IPv6 clients per /64, and every spelling of one address in the same bucket', async () => {
    const v6 = await anonymousProject(2);
    const sameSlash64 = ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:7'];
    expect(await statusesOf(sameSlash64.map((xff) => () => signUpFrom(child, v6, xff)))).toEqual([200, 200, 429]);
    expect((await signUpFrom(child, v6, '2001:db8:1:3::1')).status).toBe(200);

    const v4 = await anonymousProject(2);
    const spellings = ['198.51.100.7', '::ffff:198.51.100.7', '[::FFFF:c633:6407]:443'];
    expect(await statusesOf(spellings.map((xff) => () => signUpFrom(child, v4, xff)))).toEqual([200, 200, 429]);
  });
});

describe('per recipient address: e-mails', () => {
  async function queuedMailsTo(address: string): Promise<number> {
    const deps = await testDeps();
    const rows = await deps.em.execute('select count(*)::int as n from email_outbox where lower(to_address) = ?', [address.toLowerCase()]);
    return rows[0].n as number;
  }

  it('caps reset mails per address with the same answers whether or not an account has it, shared with sign-in codes', async () => {
    const project = await projectWith({ emails_per_address: { max: 2, window_seconds: 3600 } }, { magic_link_enabled: true });
    const existing = (await signUp(project)).email;
    const unknown = uniqueEmail('nobody');
    const sends = async (email: string) => {
      const answers = [];
      for (const spelling of [email, email.toUpperCase(), email[0].toUpperCase() + email.slice(1)]) {
        answers.push(await answerOf(await post(inProcess, '/auth/password/send-reset-code', project.clientHeaders(), { email: spelling, callback_url: CALLBACK })));
      }
      return answers;
    };
    const forExisting = await sends(existing);
    expect(forExisting.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(await sends(unknown)).toEqual(forExisting);
    // Only the two admitted requests queued mail for the account; the refused one did nothing.
    expect(await queuedMailsTo(existing)).toBe(2);
    // A sign-in code is another mail to the same address: same cap.
    await expectRefused(await post(inProcess, '/auth/otp/send-sign-in-code', project.clientHeaders(), { email: unknown, callback_url: CALLBACK }), 'emails_per_address');
  });

  it('caps team invitations per invited address like the other e-mails; a refused invitation makes nothing', async () => {
    const project = await projectWith({ emails_per_address: { max: 2, window_seconds: 3600 } });
    const created = await project.server().POST('/teams', { body: { display_name: 'Capped' } });
    const invited = uniqueEmail('invited');
    const send = (email: string) => post(inProcess, '/team-invitations/send-code', project.serverHeaders(), { team_id: created.data!.id, email, callback_url: CALLBACK });
    expect((await send(invited)).status).toBe(200);
    expect((await send(invited.toUpperCase())).status).toBe(200);
    await expectRefused(await send(invited), 'emails_per_address');
    expect(await queuedMailsTo(invited)).toBe(2);
    // Another address is another bucket.
    expect((await send(uniqueEmail('other'))).status).toBe(200);
  });
});

describe('path spellings of one route share its bucket', () => {
  it('with a trailing slash or a percent-encoded character', async () => {
    const project = await projectWith({ anonymous_sign_ups_per_ip: { max: 2, window_seconds: 600 } }, { anonymous_accounts_enabled: true });
    const spellings = ['/auth/anonymous/sign-up', '/auth/anonymous/sign-up/', '/auth/anonymous/sign%2Dup'];
    const answers = [];
    for (const path of spellings) answers.push(await post(inProcess, path, project.clientHeaders()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    await expectRefused(answers[2], 'anonymous_sign_ups_per_ip');
  });

  it("with 'me' or the user's id in the path", async () => {
    const project = await projectWith({ emails_per_address: { max: 2, window_seconds: 3600 } });
    const user = await signUp(project);
    const channels = await fetch(apiUrl('/contact-channels?user_id=me'), { headers: project.clientHeaders(user.access_token) });
    const channelId = ((await channels.json()) as { items: { id: string }[] }).items[0].id;
    const send = (userPart: string) => post(inProcess, `/contact-channels/${userPart}/${channelId}/send-verification-code`, project.clientHeaders(user.access_token), { callback_url: CALLBACK });
    expect((await send('me')).status).toBe(200);
    expect((await send(user.user_id)).status).toBe(200);
    await expectRefused(await send('me'), 'emails_per_address');
  });
});

describe('across server processes', () => {
  it('two processes count in the same buckets', async () => {
    const project = await projectWith({ anonymous_sign_ups_per_ip: { max: 3, window_seconds: 600 } }, { anonymous_accounts_enabled: true });
    const from = (s: LimitedServer) => () => post(s, '/auth/anonymous/sign-up', project.clientHeaders());
    expect(await statusesOf([from(inProcess), from(child), from(inProcess), from(child), from(inProcess)])).toEqual([200, 200, 200, 429, 429]);
  });

  it('concurrent requests on both are counted exactly', async () => {
    const project = await projectWith({ anonymous_sign_ups_per_ip: { max: 10, window_seconds: 600 } }, { anonymous_accounts_enabled: true });
    const all = await Promise.all(Array.from({ length: 24 }, (_, i) => post(i % 2 ? child : inProcess, '/auth/anonymous/sign-up', project.clientHeaders())));
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
  });
});

describe('metrics', () => {
  it('every refusal counts in gatehouse_rate_limit_refusals_total by limit', async () => {
    const refusals = async () => {
      const text = await (await fetch(inProcess.metricsUrl!)).text();
      const line = text.split('\n').find((l) => l.startsWith('gatehouse_rate_limit_refusals_total{bucket="anonymous_sign_ups_per_ip"}'));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const project = await projectWith({ anonymous_sign_ups_per_ip: { max: 1, window_seconds: 600 } }, { anonymous_accounts_enabled: true });
    const before = await refusals();
    const signUp = () => post(inProcess, '/auth/anonymous/sign-up', project.clientHeaders());
    expect(await statusesOf([signUp, signUp, signUp])).toEqual([200, 429, 429]);
    expect(await refusals()).toBe(before + 2);
  });
});

describe('the counters table', () => {
  it('keeps no e-mail or client address in clear, and the sweeper deletes buckets whose window ended', async () => {
    const project = await projectWith({ emails_per_address: { max: 5, window_seconds: 1 } }, { magic_link_enabled: true });
    const email = uniqueEmail('swept');
    expect((await post(inProcess, '/auth/otp/send-sign-in-code', project.clientHeaders(), { email, callback_url: CALLBACK })).status).toBe(200);
    const deps = await testDeps();
    const keysOf = async () => ((await deps.em.execute('select key from rate_limit_bucket where key like ?', [`${project.id}:%`])) as { key: string }[]).map((r) => r.key).sort();
    const keys = await keysOf();
    expect(keys.map((k) => k.split(':')[1])).toEqual(['code_sends_per_ip', 'emails_per_address']);
    expect(keys.join(' ')).not.toContain(email);
    expect(keys.join(' ')).not.toContain('127.0.0.1');
    await sleep(1_100);
    // Sweep until this project's ended bucket is gone (ended buckets of other tests may go first).
    for (let i = 0; i < 1_000 && (await keysOf()).some((k) => k.includes(':emails_per_address:')); i++) await sweepEndedBuckets(deps.hotSql, 50);
    expect(await keysOf()).toEqual(keys.filter((k) => !k.includes(':emails_per_address:')));
  });
});

describe('GATEHOUSE_RATE_LIMITS=off', () => {
  it('switches every limit off (the shared test server runs with it)', async () => {
    const project = await projectWith({ anonymous_sign_ups_per_ip: { max: 1, window_seconds: 600 }, failed_key_checks_per_ip: { max: 1, window_seconds: 600 } }, { anonymous_accounts_enabled: true });
    const off = () => rawFetch('/auth/anonymous/sign-up', { method: 'POST', headers: project.clientHeaders() });
    expect(await statusesOf([off, off, off])).toEqual([200, 200, 200]);
    const wrongKey = () => rawFetch('/users', { headers: { ...project.serverHeaders(), 'x-stack-secret-server-key': 'ssk_guess' } });
    expect(await statusesOf([wrongKey, wrongKey, wrongKey])).toEqual([401, 401, 401]);
    // The same project on a server with limits on.
    const on = () => post(inProcess, '/auth/anonymous/sign-up', project.clientHeaders());
    expect(await statusesOf([on, on])).toEqual([200, 429]);
  });
});

describe('limits are project settings', () => {
  it('the admin view shows every limit with its default; an update sets some and keeps the defaults of the rest', async () => {
    const project = await newProject();
    const get = await project.admin().GET('/internal/projects/current');
    expect(get.data!.config.rate_limits).toEqual(defaultRateLimits());
    expect(Object.keys(get.data!.config.rate_limits).sort()).toEqual([...RATE_LIMIT_NAMES].sort());

    const patched = await project.admin().PATCH('/internal/projects/current', { body: { config: { rate_limits: { sign_ins_per_ip: { max: 5, window_seconds: 60 } } } } });
    expect(patched.response.status).toBe(200);
    expect(patched.data!.config.rate_limits).toEqual({ ...defaultRateLimits(), sign_ins_per_ip: { max: 5, window_seconds: 60 } });
  });

  it('refuses a limit of zero, a window longer than a day and unknown limits, changing nothing', async () => {
    const project = await newProject();
    for (const rate_limits of [{ sign_ins_per_ip: { max: 0, window_seconds: 60 } }, { sign_ins_per_ip: { max: 5, window_seconds: 86_401 } }, { sign_ins_per_ip_typo: { max: 5, window_seconds: 60 } }]) {
      const res = await project.admin().PATCH('/internal/projects/current', { body: { config: { rate_limits } } as never });
      const error = expectKnownError(res, 400, 'SCHEMA_ERROR');
      expect(error.error).toContain('rate_limits');
    }
    expect((await project.admin().GET('/internal/projects/current')).data!.config.rate_limits).toEqual(defaultRateLimits());
  });
});

describe('declarations', () => {
  const routes = allRoutesOf(modules).map((r) => r.spec);
  const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
  const responsesOf = (spec: RouteSpec) => document.paths[spec.path][spec.method].responses;

  it('every limit a route names is a project setting, and the routes of issue 9 §3 are limited', () => {
    const limited = routes.filter((s) => s.rateLimits?.length);
    expect(limited.flatMap((s) => s.rateLimits!.map((l) => l.limit)).filter((l) => !(RATE_LIMIT_NAMES as string[]).includes(l))).toEqual([]);
    expect(limited.map((s) => s.operationId).sort()).toEqual(
      [
        'signInWithPassword', 'signUpWithPassword', 'updatePassword', 'signUpAnonymously', 'sendSignInCode', 'signInWithOtp', 'checkOtpCode',
        'sendPasswordResetCode', 'resetPassword', 'checkPasswordResetCode', 'sendChannelVerificationCode', 'sendPrimaryVerificationCode',
        'verifyContactChannel', 'checkContactChannelCode', 'refreshCurrentSession', 'exchangeOAuthToken',
        'sendTeamInvitation', 'acceptTeamInvitation', 'checkTeamInvitationCode', 'teamInvitationDetails',
        // Issue 13: the TOTP step (guesses per address) and CLI login start/confirm; issue 19 item 15:
        // polling too (cli_polls_per_ip: a flood of polls is still load, guessed codes included).
        'signInWithMfa', 'createCliLoginAttempt', 'completeCliLoginAttempt', 'pollCliLoginAttempt',
        // Passkeys (issue 13): each ceremony start writes a challenge, each answer is a sign-in or a code check.
        'initiatePasskeyRegistration', 'registerPasskey', 'initiatePasskeyAuthentication', 'signInWithPasskey',
        // Issue 13: every OAuth authorize call stores a pending flow; Apple's native sign-in is a sign-in.
        'authorizeOAuth', 'signInWithAppleNative',
        // Issue 13: every cross-domain handoff stores an authorization code.
        'authorizeCrossDomain',
        // Issue 19 item 3: every API key is a stored secret (also capped per owner).
        'createUserApiKey', 'createTeamApiKey',
        // Issue 19 item 8: confirming it is you checks a password or TOTP code (counted per account).
        'reauthenticate',
        // Issue 19 item 3: client-created teams (also capped per user).
        'createTeam',
        // Issue 21: a purchase link is a stored code (per client, like code sends); the hosted page's
        // keyless calls check a code each (per client, in the project the code names).
        'createPurchaseUrl', 'validatePurchaseCode', 'validatePurchaseCodePost', 'createPurchaseSession',
        // Issue 21 "Also" routes: client calls that reach the project's Stripe account (stripe_calls_per_user).
        'switchPaymentsProduct', 'getPaymentsBilling', 'listPaymentsInvoices', 'createPaymentsSetupIntent', 'setPaymentsDefaultPaymentMethod',
      ].sort(),
    );
  });

  it('every limited route, and every route taking project keys, documents 429 with Retry-After', () => {
    const undocumented = routes
      .filter((s) => s.rateLimits?.length || s.access.types !== 'none')
      .filter((s) => !responsesOf(s)['429']?.headers?.['retry-after'])
      .map((s) => s.operationId);
    expect(undocumented).toEqual([]);
  });

  it('a route without declared limits (GET /users/me, the hot path) never touches the counters', async () => {
    const project = await newProject();
    const user = await signUp(project);
    for (let i = 0; i < 5; i++) expect((await fetch(`${inProcess.url}/api/v1/users/me`, { headers: project.clientHeaders(user.access_token) })).status).toBe(200);
    const deps = await testDeps();
    const rows = await deps.em.execute('select count(*)::int as n from rate_limit_bucket where key like ?', [`${project.id}:%`]);
    expect(rows[0].n).toBe(0);
  });
});
