import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { newProject, type TestProject } from './harness.ts';
import { PASSWORD, signUp } from './auth-helpers.ts';
import { expectKnownError } from './known-errors.ts';
import { post, startChildProcess, type LimitedServer } from './limited-servers.ts';
import type { RateLimit, RateLimitName } from '../src/modules/rate-limits/rate-limit-settings.ts';

/**
 * Issue 19 item 6: wrong TOTP codes are limited per ACCOUNT (`totp_failures_per_account`), not only
 * per client address: a guesser spreading its guesses over many addresses (X-Forwarded-For through
 * the child server's trusted proxies) and many fresh attempt codes still gets `max` in a row.
 */

let server: LimitedServer;
beforeAll(async () => {
  server = await startChildProcess();
}, 60_000);
afterAll(() => server?.close());

const totpOf = (secret: Buffer, offsetSteps = 0) => new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A 6-digit code that is none of the three the server accepts around now. */
function wrongTotp(secret: Buffer): string {
  const valid = new Set([-1, 0, 1].map((d) => totpOf(secret, d)));
  let n = 0;
  while (valid.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

interface TotpAccount {
  project: TestProject;
  email: string;
  userId: string;
  secret: Buffer;
}

async function totpAccount(limits: Partial<Record<RateLimitName, RateLimit>>): Promise<TotpAccount> {
  const project = await newProject({ credential_enabled: true, rate_limits: limits });
  const user = await signUp(project);
  const secret = randomBytes(20);
  const on = await project.client(user.access_token).PATCH('/users/me', { body: { totp_secret_base64: secret.toString('base64') } });
  expect(on.data?.requires_totp_mfa).toBe(true);
  return { project, email: user.email, userId: user.user_id, secret };
}

/** The first factor again, from `ip`: a fresh attempt code. */
async function attemptCode(a: TotpAccount, ip: string): Promise<string> {
  const res = await post(server, '/auth/password/sign-in', a.project.clientHeaders(), { email: a.email, password: PASSWORD }, { 'x-forwarded-for': ip });
  const body = await expectKnownError(res, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
  return (body.details as { attempt_code: string }).attempt_code;
}

const mfaSignIn = (a: TotpAccount, code: string, totp: string, ip: string) => post(server, '/auth/mfa/sign-in', a.project.clientHeaders(), { code, type: 'totp', totp }, { 'x-forwarded-for': ip });

async function expectTotpLimit(res: Response) {
  const body = await expectKnownError(res, 429, 'TOO_MANY_REQUESTS');
  expect(body.details).toMatchObject({ limit: 'totp_failures_per_account' });
  expect(res.headers.get('retry-after')).toBe(String((body.details as { retry_after_seconds: number }).retry_after_seconds));
}

describe('totp_failures_per_account', () => {
  it('counts wrong codes of one account across client addresses and fresh attempt codes; then the right code waits too', async () => {
    const a = await totpAccount({ totp_failures_per_account: { max: 4, window_seconds: 600 } });
    const bad = wrongTotp(a.secret);
    // Four addresses, each with its own attempt code: one guess each (per client and per code, far under their limits).
    for (const ip of ['198.51.100.1', '198.51.100.2', '203.0.113.3', '2001:db8::4']) {
      expectKnownError(await mfaSignIn(a, await attemptCode(a, ip), bad, ip), 400, 'INVALID_TOTP_CODE');
    }
    // A fifth address and a fresh attempt code: refused, the right code too, without spending the attempt code.
    const code = await attemptCode(a, '192.0.2.5');
    await expectTotpLimit(await mfaSignIn(a, code, bad, '192.0.2.5'));
    await expectTotpLimit(await mfaSignIn(a, code, totpOf(a.secret), '192.0.2.5'));
    await expectTotpLimit(await mfaSignIn(a, await attemptCode(a, '192.0.2.6'), totpOf(a.secret), '192.0.2.6'));
  });

  it('cannot be slipped past by parallel guesses with many attempt codes from many addresses', async () => {
    const a = await totpAccount({ totp_failures_per_account: { max: 3, window_seconds: 600 } });
    const bad = wrongTotp(a.secret);
    const ips = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 10}`);
    // Fetched one after another: parallel password sign-ins would meet password_failures_per_account's in-flight cap.
    const codes: string[] = [];
    for (const ip of ips) codes.push(await attemptCode(a, ip));
    const burst = await Promise.all(codes.map((code, i) => mfaSignIn(a, code, bad, ips[i])));
    const statuses = burst.map((r) => r.status);
    // At most 3 guesses were checked at all; every other one was refused before its code was looked at.
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
    for (const r of burst.filter((x) => x.status === 400)) expectKnownError(r, 400, 'INVALID_TOTP_CODE');
    for (const r of burst.filter((x) => x.status === 429)) expect(((await r.json()) as { details: { limit: string } }).details.limit).toBe('totp_failures_per_account');
    // However the burst was split, the account ends it with its 3 failures used up.
    const after = await attemptCode(a, '198.51.100.99');
    await expectTotpLimit(await mfaSignIn(a, after, bad, '198.51.100.99'));
  });

  it('a right code resets the count; other accounts and other answers count nothing', async () => {
    const a = await totpAccount({ totp_failures_per_account: { max: 2, window_seconds: 600 } });
    const other = await totpAccount({ totp_failures_per_account: { max: 2, window_seconds: 600 } });
    const bad = wrongTotp(a.secret);
    expectKnownError(await mfaSignIn(a, await attemptCode(a, '198.51.100.1'), bad, '198.51.100.1'), 400, 'INVALID_TOTP_CODE');
    // Answers that checked no TOTP code of this account: an unknown attempt code, another account's guesses.
    for (let i = 0; i < 3; i++) expectKnownError(await mfaSignIn(a, 'a'.repeat(45), bad, '198.51.100.2'), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnownError(await mfaSignIn(other, await attemptCode(other, '198.51.100.3'), wrongTotp(other.secret), '198.51.100.3'), 400, 'INVALID_TOTP_CODE');
    expectKnownError(await mfaSignIn(other, await attemptCode(other, '198.51.100.3'), wrongTotp(other.secret), '198.51.100.3'), 400, 'INVALID_TOTP_CODE');
    // One failure used: the right code signs in and starts the count again.
    expect((await mfaSignIn(a, await attemptCode(a, '198.51.100.4'), totpOf(a.secret), '198.51.100.4')).status).toBe(200);
    expectKnownError(await mfaSignIn(a, await attemptCode(a, '198.51.100.5'), bad, '198.51.100.5'), 400, 'INVALID_TOTP_CODE');
    expectKnownError(await mfaSignIn(a, await attemptCode(a, '198.51.100.6'), bad, '198.51.100.6'), 400, 'INVALID_TOTP_CODE');
    await expectTotpLimit(await mfaSignIn(a, await attemptCode(a, '198.51.100.7'), totpOf(a.secret, 1), '198.51.100.7'));
    await expectTotpLimit(await mfaSignIn(other, await attemptCode(other, '198.51.100.8'), totpOf(other.secret), '198.51.100.8'));
  });

  it('has a default of 10 failures per 900 s', async () => {
    const project = await newProject();
    const limits = (await project.admin().GET('/internal/projects/current')).data!.config.rate_limits as Record<string, RateLimit>;
    expect(limits.totp_failures_per_account).toEqual({ max: 10, window_seconds: 900 });
  });
});
