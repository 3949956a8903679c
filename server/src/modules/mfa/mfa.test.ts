import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { randomBytes } from 'node:crypto';
import { newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, waitForMail } from '../../../test/mailbox.ts';

/**
 * The TOTP second factor (wire-contract §9.4, §8.2) through HTTP on real PostgreSQL: codes are
 * computed here from the secret with the otpauth library, exactly as an authenticator app would.
 */

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

function totpOf(secret: Buffer, offsetSteps = 0): string {
  return new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A wrong 6-digit code: none of the three steps the server accepts around now. */
function wrongTotp(secret: Buffer): string {
  const valid = new Set([-1, 0, 1].map((d) => totpOf(secret, d)));
  let n = 0;
  while (valid.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

interface TotpUser {
  project: TestProject;
  email: string;
  userId: string;
  secret: Buffer;
  accessToken: string;
}

/** Signs up with a password over HTTP, then turns TOTP on with PATCH /users/me. */
async function totpUser(project?: TestProject): Promise<TotpUser> {
  project ??= await newProject({ credential_enabled: true, magic_link_enabled: true });
  const email = uniqueEmail('mfa');
  const up = await project.client().POST('/auth/password/sign-up', { body: { email, password: PASSWORD } });
  expect(up.response.status).toBe(200);
  const secret = randomBytes(20);
  const on = await project.client(up.data!.access_token).PATCH('/users/me', { body: { totp_secret_base64: secret.toString('base64') } });
  expect(on.data?.requires_totp_mfa).toBe(true);
  return { project, email, userId: up.data!.user_id, secret, accessToken: up.data!.access_token };
}

/** Password sign-in of a TOTP user: the MFA answer, and its attempt code. */
async function attemptCode(u: TotpUser): Promise<string> {
  const res = await u.project.client().POST('/auth/password/sign-in', { body: { email: u.email, password: PASSWORD } });
  const body = expectKnownError(res, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
  const code = (body.details as { attempt_code: string }).attempt_code;
  expect(code).toMatch(/^[0-9a-z]{45}$/);
  return code;
}

const mfaSignIn = (project: TestProject, code: string, totp: string) => project.client().POST('/auth/mfa/sign-in', { body: { code, type: 'totp', totp } });

async function sessionCount(userId: string): Promise<number> {
  const deps = await testDeps();
  const [row] = await deps.em.getConnection().execute('select count(*)::int as n from user_session where user_id = ?', [userId]);
  return row.n as number;
}

describe('TOTP second factor', () => {
  it('password sign-in of a TOTP user answers MULTI_FACTOR_AUTHENTICATION_REQUIRED without a session; the TOTP code finishes it', async () => {
    const u = await totpUser();
    const before = await sessionCount(u.userId);
    const res = await rawFetch('/auth/password/sign-in', {
      method: 'POST',
      headers: { ...u.project.clientHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: PASSWORD }),
    });
    const body = await expectKnownError(res, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(body.error).toBe('Multi-factor authentication is required for this user.');
    expect(Object.keys(body.details as object)).toEqual(['attempt_code']);
    expect(await sessionCount(u.userId)).toBe(before);

    const { data, response } = await mfaSignIn(u.project, (body.details as { attempt_code: string }).attempt_code, totpOf(u.secret));
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ user_id: u.userId, is_new_user: false });
    const me = await u.project.client(data!.access_token).GET('/users/me');
    expect(me.data?.id).toBe(u.userId);
    expect(await sessionCount(u.userId)).toBe(before + 1);
  });

  it('a wrong TOTP code is INVALID_TOTP_CODE and leaves the attempt code usable; a right one then signs in, once', async () => {
    const u = await totpUser();
    const code = await attemptCode(u);
    const wrong = expectKnownError(await mfaSignIn(u.project, code, wrongTotp(u.secret)), 400, 'INVALID_TOTP_CODE');
    expect(wrong.error).toBe('The TOTP code is invalid. Please try again.');
    expectKnownError(await mfaSignIn(u.project, code, 'abcdef'), 400, 'INVALID_TOTP_CODE');
    expectKnownError(await mfaSignIn(u.project, code, '12345'), 400, 'INVALID_TOTP_CODE');
    expect((await mfaSignIn(u.project, code, totpOf(u.secret))).response.status).toBe(200);
    expectKnownError(await mfaSignIn(u.project, code, totpOf(u.secret)), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('refuses a TOTP code that already signed in, and a code of an earlier step (replay)', async () => {
    const u = await totpUser();
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret))).response.status).toBe(200);
    // Same code, new attempt: the step was used.
    expectKnownError(await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret)), 400, 'INVALID_TOTP_CODE');
    // The previous step's code is inside the window, but older than the used step.
    expectKnownError(await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret, -1)), 400, 'INVALID_TOTP_CODE');
    // The next step's code is new: it signs in.
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret, 1))).response.status).toBe(200);
  });

  it('two sign-ins racing with the same TOTP code: exactly one succeeds', async () => {
    const u = await totpUser();
    const codes = await Promise.all([attemptCode(u), attemptCode(u), attemptCode(u)]);
    const totp = totpOf(u.secret);
    const results = await Promise.all(codes.map((c) => mfaSignIn(u.project, c, totp)));
    expect(results.filter((r) => r.response.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.response.status !== 200)) expectKnownError(r, 400, 'INVALID_TOTP_CODE');
  });

  it('an attempt code is single-use under concurrency', async () => {
    const u = await totpUser();
    const code = await attemptCode(u);
    const totp = totpOf(u.secret);
    const results = await Promise.all(Array.from({ length: 6 }, () => mfaSignIn(u.project, code, totp)));
    expect(results.filter((r) => r.response.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.response.status !== 200)) expectKnownError(r, 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('allows 5 guesses per attempt code, even when they arrive at once; then even the right code is refused', async () => {
    const u = await totpUser();
    const code = await attemptCode(u);
    const bad = wrongTotp(u.secret);
    const results = await Promise.all(Array.from({ length: 9 }, () => mfaSignIn(u.project, code, bad)));
    const codesOf = results.map((r) => (r.error as { code: string }).code).sort();
    expect(codesOf.filter((c) => c === 'INVALID_TOTP_CODE')).toHaveLength(5);
    expect(codesOf.filter((c) => c === 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED')).toHaveLength(4);
    expectKnownError(await mfaSignIn(u.project, code, totpOf(u.secret)), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    // A new sign-in (the first factor again) gets a fresh attempt code.
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret))).response.status).toBe(200);
  });

  it('refuses unknown, expired and foreign attempt codes, and attempt codes elsewhere', async () => {
    const u = await totpUser();
    const totp = totpOf(u.secret);
    expectKnownError(await mfaSignIn(u.project, 'a'.repeat(45), totp), 404, 'VERIFICATION_CODE_NOT_FOUND');
    // Another project's attempt code does not exist here.
    const other = await totpUser();
    expectKnownError(await mfaSignIn(u.project, await attemptCode(other), totpOf(other.secret)), 404, 'VERIFICATION_CODE_NOT_FOUND');
    // An attempt code is no e-mail sign-in code (and vice versa).
    const code = await attemptCode(u);
    expectKnownError(await u.project.client().POST('/auth/otp/sign-in', { body: { code } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    // Five minutes later it has expired.
    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select extract(epoch from expires_at - created_at)::int as s from verification_code where type = 'MFA_ATTEMPT' and data->>'user_id' = ? order by created_at desc limit 1`, [u.userId]);
    expect(row.s).toBe(300);
    await deps.em.getConnection().execute(`update verification_code set expires_at = now() - interval '1 second' where type = 'MFA_ATTEMPT' and data->>'user_id' = ?`, [u.userId]);
    expectKnownError(await mfaSignIn(u.project, code, totp), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('checks the request shape (SCHEMA_ERROR) before anything else', async () => {
    const u = await totpUser();
    const code = await attemptCode(u);
    const post = (body: unknown) => rawFetch('/auth/mfa/sign-in', { method: 'POST', headers: { ...u.project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await expectKnownError(await post({ code, type: 'sms', totp: totpOf(u.secret) }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post({ code: code.slice(1), type: 'totp', totp: totpOf(u.secret) }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post({ code, type: 'totp' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post({ code, type: 'totp', totp: totpOf(u.secret), extra: 1 }), 400, 'SCHEMA_ERROR');
    // None of these spent a guess or the code.
    expect((await mfaSignIn(u.project, code, totpOf(u.secret))).response.status).toBe(200);
  });

  it('e-mail code sign-in of a TOTP user needs the second factor too, and spends the e-mailed code', async () => {
    const u = await totpUser();
    await u.project.client().POST('/auth/otp/send-sign-in-code', { body: { email: u.email, callback_url: CALLBACK } });
    // The sign-up e-mail is unverified: verify it so the address may get codes.
    const deps = await testDeps();
    await deps.em.getConnection().execute('update contact_channel set is_verified = true where user_id = ?', [u.userId]);
    const sent = await u.project.client().POST('/auth/otp/send-sign-in-code', { body: { email: u.email, callback_url: CALLBACK } });
    expect(sent.response.status).toBe(200);
    // The address also got the notice that TOTP was turned on (security-notices.ts): take the code's mail.
    const mail = await waitForMail(u.email, { subject: /^Sign in to / });
    const emailed = codeFromMail(mail);
    const res = await u.project.client().POST('/auth/otp/sign-in', { body: { code: emailed } });
    const attempt = (expectKnownError(res, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED').details as { attempt_code: string }).attempt_code;
    // The first factor was proven: the e-mailed code is spent (wire-contract §8.2 step 5).
    expectKnownError(await u.project.client().POST('/auth/otp/sign-in', { body: { code: emailed } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    const done = await mfaSignIn(u.project, attempt, totpOf(u.secret));
    expect(done.data).toMatchObject({ user_id: u.userId, is_new_user: false });
  });

  it('an anonymous user with TOTP who signs up is asked for the second factor, and is_new_user survives it', async () => {
    const project = await newProject({ credential_enabled: true, anonymous_accounts_enabled: true });
    const anon = await project.client().POST('/auth/anonymous/sign-up');
    const anonHeaders = { ...project.clientHeaders(anon.data!.access_token), 'x-stack-allow-anonymous-user': 'true' };
    const secret = randomBytes(20);
    const patch = await rawFetch('/users/me', { method: 'PATCH', headers: { ...anonHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ totp_secret_base64: secret.toString('base64') }) });
    expect(patch.status).toBe(200);
    const up = await rawFetch('/auth/password/sign-up', { method: 'POST', headers: { ...anonHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ email: uniqueEmail('anon'), password: PASSWORD }) });
    const attempt = ((await expectKnownError(up, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED')).details as { attempt_code: string }).attempt_code;
    const done = await mfaSignIn(project, attempt, totpOf(secret));
    expect(done.data).toMatchObject({ user_id: anon.data!.user_id, is_new_user: true });
  });

  it('turning TOTP off (client or server) means no second factor; a server can turn it on', async () => {
    const u = await totpUser();
    const code = await attemptCode(u);
    const off = await u.project.client(u.accessToken).PATCH('/users/me', { body: { totp_secret_base64: null } });
    expect(off.data?.requires_totp_mfa).toBe(false);
    // The attempt code from before has no second factor left to check.
    expectKnownError(await mfaSignIn(u.project, code, totpOf(u.secret)), 400, 'INVALID_TOTP_CODE');
    const direct = await u.project.client().POST('/auth/password/sign-in', { body: { email: u.email, password: PASSWORD } });
    expect(direct.response.status).toBe(200);

    const secret = randomBytes(20);
    const on = await u.project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.userId } }, body: { totp_secret_base64: secret.toString('base64') } });
    expect(on.data?.requires_totp_mfa).toBe(true);
    const attempt = await attemptCode(u);
    expectKnownError(await mfaSignIn(u.project, attempt, totpOf(u.secret, 1)), 400, 'INVALID_TOTP_CODE'); // the old secret's code
    expect((await mfaSignIn(u.project, attempt, totpOf(secret, 1))).response.status).toBe(200);
  });

  it('a new secret starts with no used step: its first code is accepted in the step the old one last signed in with; replaying it is refused', async () => {
    // The step after now (inside the window, and still inside it if the clock rolls over
    // meanwhile): both secrets' codes of the SAME step, so only a reset guard lets the second in.
    const u = await totpUser();
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret, 1))).response.status).toBe(200);

    // Set anew by the user (PATCH /users/me).
    const second = randomBytes(20);
    expect((await u.project.client(u.accessToken).PATCH('/users/me', { body: { totp_secret_base64: second.toString('base64') } })).data?.requires_totp_mfa).toBe(true);
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(second, 1))).response.status).toBe(200);
    expectKnownError(await mfaSignIn(u.project, await attemptCode(u), totpOf(second, 1)), 400, 'INVALID_TOTP_CODE'); // replay
    expectKnownError(await mfaSignIn(u.project, await attemptCode(u), totpOf(second)), 400, 'INVALID_TOTP_CODE'); // an earlier step

    // Removed, then set anew by a server (PATCH /users/{id}).
    expect((await u.project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.userId } }, body: { totp_secret_base64: null } })).data?.requires_totp_mfa).toBe(false);
    const third = randomBytes(20);
    expect((await u.project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.userId } }, body: { totp_secret_base64: third.toString('base64') } })).data?.requires_totp_mfa).toBe(true);
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(third, 1))).response.status).toBe(200);
    expectKnownError(await mfaSignIn(u.project, await attemptCode(u), totpOf(third, 1)), 400, 'INVALID_TOTP_CODE');

    // The same secret set again is not a new secret: a code it already signed in with stays spent.
    expect((await u.project.client(u.accessToken).PATCH('/users/me', { body: { totp_secret_base64: third.toString('base64') } })).response.status).toBe(200);
    expectKnownError(await mfaSignIn(u.project, await attemptCode(u), totpOf(third, 1)), 400, 'INVALID_TOTP_CODE');
  });

  it('deleting the user deletes its replay record (foreign key cascade)', async () => {
    const u = await totpUser();
    expect((await mfaSignIn(u.project, await attemptCode(u), totpOf(u.secret))).response.status).toBe(200);
    const deps = await testDeps();
    const count = async () => ((await deps.em.getConnection().execute('select count(*)::int as n from totp_used_step where user_id = ?', [u.userId]))[0].n as number);
    expect(await count()).toBe(1);
    expect((await u.project.server().DELETE('/users/{user_id}', { params: { path: { user_id: u.userId } } })).response.status).toBe(200);
    expect(await count()).toBe(0);
  });
});
