import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { PASSWORD, claimsOf, refreshWithHeader, refreshWithOAuth, signIn, signUp, userWithoutPassword } from '../../../test/auth-helpers.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

const me = { params: { query: { user_id: 'me' } } };

async function storedPasswordHash(userId: string): Promise<string | null> {
  const deps = await testDeps();
  const rows = await deps.em.execute(`select password_hash from project_user where id = ?`, [userId]);
  return rows[0].password_hash as string | null;
}

describe('password sign-up, sign-in and refresh, end to end', () => {
  it('signs up, signs in, refreshes through both endpoints and reads with the result', async () => {
    const project = await newProject();
    const email = uniqueEmail();
    const up = await project.client().POST('/auth/password/sign-up', { body: { email, password: PASSWORD } });
    expect(up.response.status).toBe(200);
    expect(Object.keys(up.data!).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    expect(claimsOf(up.data!.access_token)).toMatchObject({ sub: up.data!.user_id, email, email_verified: false, is_anonymous: false });

    const inAgain = await signIn(project, email);
    expect(inAgain.user_id).toBe(up.data!.user_id);
    expect(inAgain.refresh_token).not.toBe(up.data!.refresh_token);

    const viaHeader = await refreshWithHeader(project, inAgain.refresh_token);
    expect(viaHeader.response.status).toBe(200);
    const viaOAuth = await refreshWithOAuth(project.id, viaHeader.data!.refresh_token);
    expect(viaOAuth.status).toBe(200);
    const token = (await viaOAuth.json()) as { access_token: string };

    const sessions = await project.client(token.access_token).GET('/auth/sessions', me);
    expect(sessions.response.status).toBe(200);
    expect(sessions.data!.items).toHaveLength(2);
    expect(sessions.data!.items.filter((s) => s.is_current_session).map((s) => s.id)).toEqual([claimsOf(inAgain.access_token).refresh_token_id]);
  });

  it('makes a user with an unverified, sign-in-enabled primary e-mail and an argon2id password', async () => {
    const project = await newProject();
    const user = await signUp(project, { email: uniqueEmail('Ada.Lovelace').replace('example.com', 'Example.COM') });
    const { data } = await project.server().GET('/users/{user_id}', { params: { path: { user_id: user.user_id } } });
    expect(data).toMatchObject({ primary_email: user.email.toLowerCase(), primary_email_verified: false, primary_email_auth_enabled: true, has_password: true, is_anonymous: false });
    expect(await storedPasswordHash(user.user_id)).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /auth/password/sign-up', () => {
  const body = (over: Record<string, string> = {}) => ({ email: uniqueEmail(), password: PASSWORD, ...over });

  it('checks password sign-in first, then the callback URL, then sign-up, then the length', async () => {
    const all = { verification_callback_url: 'https://evil.example.org/verify', password: 'short' };
    const off = await newProject({ credential_enabled: false, sign_up_enabled: false });
    expectKnownError(await off.client().POST('/auth/password/sign-up', { body: body(all) }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    const closed = await newProject({ sign_up_enabled: false, allow_localhost: false });
    expectKnownError(await closed.client().POST('/auth/password/sign-up', { body: body(all) }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    expectKnownError(await closed.client().POST('/auth/password/sign-up', { body: body({ password: 'short' }) }), 400, 'SIGN_UP_NOT_ENABLED');
  });

  it('enforces 8 to 70 characters', async () => {
    const project = await newProject();
    const short = expectKnownError(await project.client().POST('/auth/password/sign-up', { body: body({ password: '1234567' }) }), 400, 'PASSWORD_TOO_SHORT');
    expect(short.details).toEqual({ min_length: 8 });
    expectKnownError(await project.client().POST('/auth/password/sign-up', { body: body({ password: '' }) }), 400, 'PASSWORD_TOO_SHORT');
    const long = expectKnownError(await project.client().POST('/auth/password/sign-up', { body: body({ password: 'x'.repeat(71) }) }), 400, 'PASSWORD_TOO_LONG');
    expect(long.details).toEqual({ maxLength: 70 });
    expect((await project.client().POST('/auth/password/sign-up', { body: body({ password: 'x'.repeat(70) }) })).response.status).toBe(200);
    expect((await project.client().POST('/auth/password/sign-up', { body: body({ password: '12345678' }) })).response.status).toBe(200);
  });

  it('accepts a verification callback URL on a trusted domain or, when allowed, on localhost', async () => {
    const project = await newProject({ allow_localhost: false, domains: [{ domain: 'https://*.example.com', handler_path: '/handler' }] });
    const ok = await project.client().POST('/auth/password/sign-up', { body: body({ verification_callback_url: 'https://app.example.com/handler/email-verification' }) });
    expect(ok.response.status).toBe(200);
    expectKnownError(await project.client().POST('/auth/password/sign-up', { body: body({ verification_callback_url: 'http://localhost:3000/verify' }) }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    const local = await newProject({ allow_localhost: true });
    expect((await local.client().POST('/auth/password/sign-up', { body: body({ verification_callback_url: 'http://localhost:3000/verify' }) })).response.status).toBe(200);
  });

  it('refuses an e-mail another user signs in with, whatever its case', async () => {
    const project = await newProject();
    const first = await signUp(project);
    const result = await project.client().POST('/auth/password/sign-up', { body: body({ email: first.email.toUpperCase() }) });
    const error = expectKnownError(result, 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(error.details).toEqual({ email: first.email, would_work_if_email_was_verified: false });
  });

  it('validates the body', async () => {
    const project = await newProject();
    const result = await project.client().POST('/auth/password/sign-up', { body: { email: 'not-an-email', password: PASSWORD, extra: 1 } as never });
    const error = expectKnownError(result, 400, 'SCHEMA_ERROR');
    expect(error.error).toContain('body.email must be a valid e-mail address');
    expect(error.error).toContain('body contains unknown properties: extra');
  });

  it('creates a new user when a non-anonymous user is signed in', async () => {
    const project = await newProject();
    const existing = await signUp(project);
    const res = await rawFetch('/auth/password/sign-up', {
      method: 'POST',
      headers: { ...project.clientHeaders(existing.access_token), 'content-type': 'application/json' },
      body: JSON.stringify(body()),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user_id: string }).user_id).not.toBe(existing.user_id);
  });
});

describe('POST /auth/password/sign-in', () => {
  it('gives byte-identical answers for an unknown e-mail, a wrong password and a user without a password', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const passwordless = await userWithoutPassword(project);
    const attempt = (email: string, password: string) =>
      rawFetch('/auth/password/sign-in', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const answers = await Promise.all([attempt(uniqueEmail(), PASSWORD), attempt(user.email, 'wrong password!'), attempt(passwordless.email, PASSWORD)]);
    const seen = await Promise.all(answers.map(async (r) => ({ status: r.status, code: r.headers.get('x-stack-known-error'), body: await r.text() })));
    expect(seen[0]).toMatchObject({ status: 400, code: 'EMAIL_PASSWORD_MISMATCH' });
    expect(JSON.parse(seen[0].body)).toEqual({ code: 'EMAIL_PASSWORD_MISMATCH', error: 'Wrong e-mail or password.' });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it('finds the user whatever the case of the e-mail and opens a new session each time', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const a = await signIn(project, user.email.toUpperCase());
    const b = await signIn(project, ` ${user.email} `);
    expect([a.user_id, b.user_id]).toEqual([user.user_id, user.user_id]);
    expect(new Set([user, a, b].map((s) => claimsOf(s.access_token).refresh_token_id)).size).toBe(3);
  });

  it('is off when password sign-in is disabled', async () => {
    const project = await newProject({ credential_enabled: false });
    expectKnownError(await project.client().POST('/auth/password/sign-in', { body: { email: uniqueEmail(), password: PASSWORD } }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });

  it('rejects an empty e-mail as a schema error', async () => {
    const project = await newProject();
    const error = expectKnownError(await project.client().POST('/auth/password/sign-in', { body: { email: '', password: PASSWORD } }), 400, 'SCHEMA_ERROR');
    expect(error.error).toContain('body.email must not be empty');
  });

  it('verifies an imported bcrypt hash and upgrades it to argon2id', async () => {
    const project = await newProject();
    const imported = bcrypt.hashSync(PASSWORD, 4);
    const user = await userWithoutPassword(project, { passwordHash: imported });
    const email = user.email;

    expectKnownError(await project.client().POST('/auth/password/sign-in', { body: { email, password: 'not the password' } }), 400, 'EMAIL_PASSWORD_MISMATCH');
    expect(await storedPasswordHash(user.id)).toBe(imported);

    expect((await signIn(project, email)).user_id).toBe(user.id);
    expect(await storedPasswordHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await signIn(project, email)).user_id).toBe(user.id);
  });
});

describe('POST /auth/password/update', () => {
  const update = (project: TestProject, token: string | undefined, old_password: string, new_password: string) =>
    project.client(token).POST('/auth/password/update', { body: { old_password, new_password } });

  it('changes the password, keeps the calling session and revokes every other one', async () => {
    const project = await newProject();
    const first = await signUp(project);
    const second = await signIn(project, first.email);
    const caller = await signIn(project, first.email);
    const { data, response } = await update(project, caller.access_token, PASSWORD, 'a brand new passphrase');
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });

    const left = await project.client(caller.access_token).GET('/auth/sessions', me);
    expect(left.data!.items.map((s) => s.id)).toEqual([claimsOf(caller.access_token).refresh_token_id]);
    expect((await refreshWithHeader(project, caller.refresh_token)).response.status).toBe(200);
    for (const other of [first, second]) {
      expectKnownError(await project.client(other.access_token).GET('/auth/sessions', me), 401, 'ACCESS_TOKEN_REVOKED');
      expectKnownError(await refreshWithHeader(project, other.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    }
    expectKnownError(await project.client().POST('/auth/password/sign-in', { body: { email: first.email, password: PASSWORD } }), 400, 'EMAIL_PASSWORD_MISMATCH');
    expect((await signIn(project, first.email, 'a brand new passphrase')).user_id).toBe(first.user_id);
  });

  it('checks, in order: password sign-in enabled, new length, a password exists, the old one matches', async () => {
    const off = await newProject({ credential_enabled: false });
    const offUser = await userWithoutPassword(off);
    expectKnownError(await update(off, offUser.accessToken, 'wrong', 'short'), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');

    const project = await newProject();
    const passwordless = await userWithoutPassword(project);
    expectKnownError(await update(project, passwordless.accessToken, 'wrong', 'short'), 400, 'PASSWORD_TOO_SHORT');
    expectKnownError(await update(project, passwordless.accessToken, 'wrong', 'x'.repeat(71)), 400, 'PASSWORD_TOO_LONG');
    expectKnownError(await update(project, passwordless.accessToken, 'wrong', 'long enough now'), 400, 'USER_DOES_NOT_HAVE_PASSWORD');

    const user = await signUp(project);
    expectKnownError(await update(project, user.access_token, 'wrong old password', 'long enough now'), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    expect((await signIn(project, user.email)).user_id).toBe(user.user_id);
  });

  it('needs a signed-in user', async () => {
    const project = await newProject();
    const error = expectKnownError(await update(project, undefined, PASSWORD, 'long enough now'), 400, 'SCHEMA_ERROR');
    expect(error.error).toContain('auth.user must be defined');
  });
});

describe('POST /auth/password/set', () => {
  it('gives a passwordless user a password and revokes its other sessions', async () => {
    const project = await newProject();
    const user = await userWithoutPassword(project);
    const other = await project.server().POST('/auth/sessions', { body: { user_id: user.id } });
    const { data, response } = await project.client(user.accessToken).POST('/auth/password/set', { body: { password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });
    expect((await signIn(project, user.email)).user_id).toBe(user.id);
    expect((await project.client(user.accessToken).GET('/auth/sessions', me)).response.status).toBe(200);
    expectKnownError(await project.client(other.data!.access_token).GET('/auth/sessions', me), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it('refuses a second password, a bad length, no user, and a project without password sign-in', async () => {
    const project = await newProject();
    const user = await signUp(project);
    expectKnownError(await project.client(user.access_token).POST('/auth/password/set', { body: { password: 'another passphrase' } }), 400, 'PASSWORD_ALREADY_SET');
    const passwordless = await userWithoutPassword(project);
    const short = expectKnownError(await project.client(passwordless.accessToken).POST('/auth/password/set', { body: { password: 'short' } }), 400, 'PASSWORD_TOO_SHORT');
    expect(short.details).toEqual({ min_length: 8 });
    expect(expectKnownError(await project.client().POST('/auth/password/set', { body: { password: PASSWORD } }), 400, 'SCHEMA_ERROR').error).toContain('auth.user must be defined');
    const off = await newProject({ credential_enabled: false });
    const offUser = await userWithoutPassword(off);
    expectKnownError(await off.client(offUser.accessToken).POST('/auth/password/set', { body: { password: PASSWORD } }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });
});
