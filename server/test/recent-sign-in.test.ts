import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from './harness.ts';
import { signUp, refreshWithHeader, PASSWORD } from './auth-helpers.ts';
import { expectKnownError } from './known-errors.ts';
import { waitForMail, mailsTo } from './mailbox.ts';

/**
 * Item 8 of issue 19: a stolen access token must not become a permanent takeover. Changes to the
 * ways into an account need a recent sign-in (GATEHOUSE_RECENT_SIGN_IN_SECONDS, 600 s in the test
 * server), or the current password / a TOTP code sent to POST /auth/sessions/current/reauthenticate;
 * a refresh does not renew it; server keys are not asked; and the owner is e-mailed about the change.
 * A session is made old by moving its signed_in_at back in the database (the clock is not faked).
 */

const WINDOW = 600;

async function ageSession(refreshToken: string): Promise<void> {
  const deps = await testDeps();
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(refreshToken).digest();
  const n = await deps.em.getConnection().execute(`update user_session set signed_in_at = now() - interval '1 hour' where refresh_token_hash = ?`, [hash], 'run');
  expect((n as unknown as { affectedRows: number }).affectedRows).toBe(1);
}

function json(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return rawFetch(path, { method, headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
}

const reauth = (p: TestProject, token: string, body: unknown) => json('POST', '/auth/sessions/current/reauthenticate', p.clientHeaders(token), body);

function totpNow(secret: Buffer, offsetSteps = 0): string {
  return new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe('recent sign-in for changes to the ways into an account', () => {
  it('primary e-mail: fresh sign-in works; an old session is refused with the accepted proofs; the current password lets it through', async () => {
    const p = await newProject();
    const u = await signUp(p);
    const fresh = await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { primary_email: uniqueEmail('fresh') });
    expect(fresh.status).toBe(200);

    await ageSession(u.refresh_token);
    const wanted = uniqueEmail('thief');
    const refused = await expectKnownError(await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { primary_email: wanted }), 403, 'RECENT_SIGN_IN_REQUIRED');
    expect(refused.details).toEqual({ max_age_seconds: WINDOW, accepted_proofs: ['password'] });
    expect(refused.error).toMatch(/recent sign-in/);
    // Nothing changed.
    const me = await p.server().GET('/users/{user_id}', { params: { path: { user_id: u.user_id } } });
    expect(me.data!.primary_email).not.toBe(wanted);
    // Changes that are not about signing in are not asked.
    expect((await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { display_name: 'Still me' })).status).toBe(200);

    await expectKnownError(await reauth(p, u.access_token, { password: 'not the password' }), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    await expectKnownError(await reauth(p, u.access_token, {}), 400, 'SCHEMA_ERROR');
    await expectKnownError(await reauth(p, u.access_token, { password: PASSWORD, totp_code: '123456' }), 400, 'SCHEMA_ERROR');
    expect((await reauth(p, u.access_token, { password: PASSWORD })).status).toBe(200);
    expect((await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { primary_email: wanted })).status).toBe(200);
  });

  it('a refreshed access token of an old session is still refused; a new sign-in is recent', async () => {
    const p = await newProject({ allow_user_api_keys: true });
    const u = await signUp(p);
    await ageSession(u.refresh_token);
    const refreshed = await refreshWithHeader(p, u.refresh_token);
    expect(refreshed.response.status).toBe(200);
    const token = refreshed.data!.access_token;
    await expectKnownError(await json('POST', '/user-api-keys', p.clientHeaders(token), { user_id: 'me', description: 'k', expires_at_millis: null }), 403, 'RECENT_SIGN_IN_REQUIRED');

    const signedIn = await p.client().POST('/auth/password/sign-in', { body: { email: u.email, password: PASSWORD } });
    expect(signedIn.response.status).toBe(200);
    expect((await json('POST', '/user-api-keys', p.clientHeaders(signedIn.data!.access_token), { user_id: 'me', description: 'k', expires_at_millis: null })).status).toBe(200);
  });

  it('TOTP: turning it off needs a recent sign-in or a TOTP code; a code is accepted once', async () => {
    const p = await newProject();
    const u = await signUp(p);
    const secret = Buffer.from('12345678901234567890');
    expect((await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { totp_secret_base64: secret.toString('base64') })).status).toBe(200);
    await ageSession(u.refresh_token);
    const refused = await expectKnownError(await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { totp_secret_base64: null }), 403, 'RECENT_SIGN_IN_REQUIRED');
    expect(refused.details).toEqual({ max_age_seconds: WINDOW, accepted_proofs: ['password', 'totp_code'] });
    await expectKnownError(await reauth(p, u.access_token, { totp_code: '000000' === totpNow(secret) ? '111111' : '000000' }), 400, 'INVALID_TOTP_CODE');
    const code = totpNow(secret);
    expect((await reauth(p, u.access_token, { totp_code: code })).status).toBe(200);
    // The same code again (the replay guard of sign-in holds here too).
    await expectKnownError(await reauth(p, u.access_token, { totp_code: code }), 400, 'INVALID_TOTP_CODE');
    expect((await json('PATCH', '/users/me', p.clientHeaders(u.access_token), { totp_secret_base64: null })).status).toBe(200);
  });

  it('passkey registration, first password, auth addresses and account deletion need it; server access is never asked', async () => {
    const p = await newProject({ passkey_enabled: true, allow_user_api_keys: true, client_user_deletion_enabled: true });
    const u = await signUp(p);
    await ageSession(u.refresh_token);
    const h = p.clientHeaders(u.access_token);
    await expectKnownError(await json('POST', '/auth/passkey/initiate-passkey-registration', h), 403, 'RECENT_SIGN_IN_REQUIRED');
    await expectKnownError(await json('POST', '/auth/password/set', h, { password: 'another long password' }), 403, 'RECENT_SIGN_IN_REQUIRED');
    await expectKnownError(await json('POST', '/contact-channels', h, { user_id: 'me', type: 'email', value: uniqueEmail('auth'), used_for_auth: true }), 403, 'RECENT_SIGN_IN_REQUIRED');
    await expectKnownError(await json('POST', '/contact-channels', h, { user_id: 'me', type: 'email', value: uniqueEmail('primary'), used_for_auth: false, is_primary: true }), 403, 'RECENT_SIGN_IN_REQUIRED');
    await expectKnownError(await json('DELETE', '/users/me', h), 403, 'RECENT_SIGN_IN_REQUIRED');
    // A plain (non-primary, non-sign-in) address is not a way in.
    expect((await json('POST', '/contact-channels', h, { user_id: 'me', type: 'email', value: uniqueEmail('plain'), used_for_auth: false })).status).toBe(201);

    // Server access acts for the project: the same changes with the secret server key (and the user's old token) go through.
    const s = p.serverHeaders(u.access_token);
    expect((await json('POST', '/user-api-keys', s, { user_id: u.user_id, description: 'server', expires_at_millis: null })).status).toBe(200);
    expect((await json('POST', '/contact-channels', s, { user_id: u.user_id, type: 'email', value: uniqueEmail('srv'), used_for_auth: true })).status).toBe(201);
    expect((await json('PATCH', '/users/me', s, { primary_email: uniqueEmail('srv-primary') })).status).toBe(200);
  });

  it('a CLI login completed by an old browser session does not get a recent session', async () => {
    const p = await newProject({ allow_user_api_keys: true });
    const u = await signUp(p);
    await ageSession(u.refresh_token);
    const started = await json('POST', '/auth/cli', p.clientHeaders(), {});
    expect(started.status).toBe(200);
    const { polling_code, login_code } = (await started.json()) as { polling_code: string; login_code: string };
    expect((await json('POST', '/auth/cli/complete', p.clientHeaders(), { login_code, refresh_token: u.refresh_token })).status).toBe(200);
    const polled = await json('POST', '/auth/cli/poll', p.clientHeaders(), { polling_code });
    expect(polled.status).toBe(201);
    const { refresh_token } = (await polled.json()) as { refresh_token: string };
    const refreshed = await refreshWithHeader(p, refresh_token);
    await expectKnownError(await json('POST', '/user-api-keys', p.clientHeaders(refreshed.data!.access_token), { user_id: 'me', description: 'cli', expires_at_millis: null }), 403, 'RECENT_SIGN_IN_REQUIRED');
  });
});

describe('account-security notices', () => {
  it('a changed primary e-mail is told to the new and the former address; TOTP, passkey-free password change and API keys are told too', async () => {
    const p = await newProject({ allow_user_api_keys: true });
    const u = await signUp(p);
    const h = p.clientHeaders(u.access_token);
    const next = uniqueEmail('next');
    expect((await json('PATCH', '/users/me', h, { primary_email: next })).status).toBe(200);
    const toFormer = await waitForMail(u.email, { subject: /Security notice/ });
    expect(toFormer.text).toMatch(/primary e-mail address of your account was changed/);
    expect(toFormer.text).toMatch(/no longer the primary e-mail/);
    const toNew = await waitForMail(next, { subject: /Security notice/ });
    expect(toNew.text).toMatch(/primary e-mail address of your account was changed/);

    expect((await json('PATCH', '/users/me', h, { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') })).status).toBe(200);
    expect((await json('POST', '/user-api-keys', h, { user_id: 'me', description: 'k', expires_at_millis: null })).status).toBe(200);
    expect((await json('POST', '/auth/password/update', h, { old_password: PASSWORD, new_password: 'a brand new password' })).status).toBe(200);
    const seen = async () => (await mailsTo(next)).map((m) => m.text);
    await expect.poll(seen, { timeout: 10_000 }).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Two-factor authentication \(an authenticator app\) was set up/),
        expect.stringMatching(/An API key was created/),
        expect.stringMatching(/The password of your account was changed/),
      ]),
    );
  });
});
