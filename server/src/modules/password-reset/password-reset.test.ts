import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, mailsTo, waitForMail } from '../../../test/mailbox.ts';
import { verifyPassword, hashPassword } from '../../crypto/passwords.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { createUser } from '../users/users.service.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { findProject } from '../projects/projects.store.ts';
import { RESET_ANSWER_FLOOR_MS } from './password-reset.service.ts';

const CALLBACK = 'http://localhost:3000/handler/password-reset';


async function userWithPassword(project: TestProject, password = 'old-password-1') {
  const deps = await testDeps();
  const email = uniqueEmail('reset');
  const user = await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email, passwordHash: await hashPassword(password) });
  const sessions = [await createSession(deps, user, { method: 'password' }), await createSession(deps, user, { method: 'password' })];
  return { email, user, sessions };
}

async function requestReset(project: TestProject, email: string) {
  const res = await project.client().POST('/auth/password/send-reset-code', { body: { email, callback_url: CALLBACK } });
  expect(res.response.status).toBe(200);
  return codeFromMail(await waitForMail(email, { subject: /^Reset your password at / }));
}

async function storedHash(userId: string) {
  const deps = await testDeps();
  const [row] = await deps.em.getConnection().execute(`select password_hash, (select count(*)::int from user_session where user_id = u.id) as sessions from project_user u where id = ?`, [userId]);
  return row as { password_hash: string; sessions: number };
}

describe('password reset', () => {
  it('e-mails a link, sets the new password and revokes every session', async () => {
    const project = await newProject();
    const { email, user, sessions } = await userWithPassword(project);
    const code = await requestReset(project, email);
    const mail = await waitForMail(email);
    expect(mail.text).toContain(`${CALLBACK}?code=${code}`);

    const check = await project.client().POST('/auth/password/reset/check-code', { body: { code } });
    expect(check.data).toEqual({ is_code_valid: true });

    const { data, response } = await project.client().POST('/auth/password/reset', { body: { code, password: 'brand-new-password' } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });
    const after = await storedHash(user.id);
    expect(await verifyPassword(after.password_hash, 'brand-new-password')).toBe(true);
    expect(after.sessions).toBe(0);
    // An access token of a revoked session no longer works on Gatehouse's API.
    const revoked = await project.client(sessions[0].accessToken).POST('/auth/password/reset/check-code', { body: { code } });
    expect(revoked.response.status).toBe(401);

    expectKnownError(await project.client().POST('/auth/password/reset', { body: { code, password: 'another-password' } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnownError(await project.client().POST('/auth/password/reset/check-code', { body: { code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('gives a user without a password (e.g. magic-link only) a password', async () => {
    const project = await newProject();
    const deps = await testDeps();
    const email = uniqueEmail('nopw');
    const user = await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email, primaryEmailVerified: true, otpAuthEnabled: true });
    const code = await requestReset(project, email);
    expect((await project.client().POST('/auth/password/reset', { body: { code, password: 'first-password' } })).response.status).toBe(200);
    expect(await verifyPassword((await storedHash(user.id)).password_hash, 'first-password')).toBe(true);
  });

  it('answers an unknown address exactly like a known one, in the same time, and sends nothing', async () => {
    const project = await newProject();
    const { email } = await userWithPassword(project);
    const unknown = uniqueEmail('nobody');
    const call = async (address: string) => {
      const started = performance.now();
      const res = await rawFetch('/auth/password/send-reset-code', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ email: address, callback_url: CALLBACK }) });
      return { ms: performance.now() - started, status: res.status, body: await res.text(), known: res.headers.get('x-stack-known-error') };
    };
    const known = [];
    const missing = [];
    for (let i = 0; i < 3; i++) {
      known.push(await call(email));
      missing.push(await call(unknown));
    }
    for (const r of [...known, ...missing]) {
      expect(r.status).toBe(200);
      expect(r.known).toBeNull();
      expect(r.body).toBe(known[0].body);
      expect(r.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    }
    expect(JSON.parse(known[0].body)).toEqual({ success: 'maybe, only if user with e-mail exists' });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    expect(Math.abs(median(known.map((r) => r.ms)) - median(missing.map((r) => r.ms)))).toBeLessThan(100);
    await waitForMail(email);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('refuses an untrusted callback URL for known and unknown addresses alike', async () => {
    const project = await newProject({ allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    const { email } = await userWithPassword(project);
    for (const address of [email, uniqueEmail('nobody')]) {
      const res = await project.client().POST('/auth/password/send-reset-code', { body: { email: address, callback_url: 'https://evil.example.net/reset' } });
      expectKnownError(res, 400, 'REDIRECT_URL_NOT_WHITELISTED');
    }
  });

  it('refuses a password of the wrong length without using the code', async () => {
    const project = await newProject();
    const { email } = await userWithPassword(project);
    const code = await requestReset(project, email);
    const short = await project.client().POST('/auth/password/reset', { body: { code, password: 'short' } });
    expectKnownError(short, 400, 'PASSWORD_TOO_SHORT');
    expect((short.error as { details: unknown }).details).toEqual({ min_length: 8 });
    expectKnownError(await project.client().POST('/auth/password/reset', { body: { code, password: 'x'.repeat(71) } }), 400, 'PASSWORD_TOO_LONG');
    expect((await project.client().POST('/auth/password/reset', { body: { code, password: 'long-enough-now' } })).response.status).toBe(200);
  });

  it('refuses unknown and expired codes', async () => {
    const project = await newProject();
    const { email } = await userWithPassword(project);
    const code = await requestReset(project, email);
    const wrong = (code[0] === 'a' ? 'b' : 'a') + code.slice(1);
    expectKnownError(await project.client().POST('/auth/password/reset', { body: { code: wrong, password: 'whatever-password' } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select extract(epoch from expires_at - created_at)::int as seconds from verification_code where code_hash = ?`, [sha256(code)]);
    expect(row.seconds).toBeGreaterThanOrEqual(3599);
    expect(row.seconds).toBeLessThanOrEqual(3601);
    await deps.em.getConnection().execute(`update verification_code set expires_at = now() - interval '1 second' where code_hash = ?`, [sha256(code)]);
    expectKnownError(await project.client().POST('/auth/password/reset', { body: { code, password: 'whatever-password' } }), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('allows 20 attempts per code, then refuses it', async () => {
    const project = await newProject();
    const { email } = await userWithPassword(project);
    const code = await requestReset(project, email);
    for (let i = 0; i < 20; i++) {
      const guess = `${i.toString(36).padStart(6, 'z').slice(-6)}${code.slice(6)}`;
      if (guess === code) continue;
      expectKnownError(await project.client().POST('/auth/password/reset/check-code', { body: { code: guess } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    }
    expectKnownError(await project.client().POST('/auth/password/reset', { body: { code, password: 'whatever-password' } }), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });

  it('lets exactly one of two concurrent resets use the code', async () => {
    const project = await newProject();
    const { email } = await userWithPassword(project);
    const code = await requestReset(project, email);
    const results = await Promise.all(['password-one-1', 'password-two-2'].map((password) => project.client().POST('/auth/password/reset', { body: { code, password } })));
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 409]);
  });

  it('refuses when password authentication is disabled', async () => {
    const project = await newProject({ credential_enabled: false });
    const res = await project.client().POST('/auth/password/send-reset-code', { body: { email: uniqueEmail(), callback_url: CALLBACK } });
    expectKnownError(res, 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    const reset = await project.client().POST('/auth/password/reset', { body: { code: 'a'.repeat(45), password: 'whatever-password' } });
    expectKnownError(reset, 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });
});
