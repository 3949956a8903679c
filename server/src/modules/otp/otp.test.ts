import { describe, expect, inject, it } from 'vitest';
import { createGatehouseClient } from '@gatehouse/generated';
import { loadConfig } from '../../config.ts';
import { startGatehouse } from '../../server.ts';
import { client, newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, mailsTo, otpFromMail, smtpPort, waitForMails } from '../../../test/mailbox.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { createUser } from '../users/users.service.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { findProject } from '../projects/projects.store.ts';

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

async function otpProject(config: Parameters<typeof newProject>[0] = {}) {
  return newProject({ magic_link_enabled: true, ...config });
}

/** Sends a code and returns what the user and the client hold: link code, typed OTP, nonce. */
async function sendCode(project: TestProject, email = uniqueEmail('otp'), nth = 1) {
  const { data, response, error } = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: CALLBACK } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  const mails = await waitForMails(email, { count: nth });
  const mail = mails[nth - 1];
  return { email, nonce: data!.nonce, code: codeFromMail(mail), otp: otpFromMail(mail), mail };
}


describe('OTP and magic-link sign-in', () => {
  it('e-mails a link and a 6-character code, and the link signs a new user up and in', async () => {
    const project = await otpProject();
    const { email, nonce, code, otp, mail } = await sendCode(project);
    expect(nonce).toHaveLength(39);
    expect(code.slice(6)).toBe(nonce);
    expect(otp).toBe(code.slice(0, 6).toUpperCase());
    expect(mail.subject).toMatch(/^Sign in to Test .+: Your code is [0-9A-Z]{6}$/);
    expect(mail.text).toContain(`${CALLBACK}?code=${code}`);

    const { data, response } = await project.client().POST('/auth/otp/sign-in', { body: { code } });
    expect(response.status).toBe(200);
    expect(data!.is_new_user).toBe(true);
    expect(data!.access_token).toBeTruthy();
    expect(data!.refresh_token).toBeTruthy();

    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select c.value, c.is_verified, c.used_for_auth, u.otp_auth_enabled from contact_channel c join project_user u on u.id = c.user_id where u.id = ?`, [data!.user_id]);
    expect(row).toMatchObject({ value: email, is_verified: true, used_for_auth: true, otp_auth_enabled: true });

    // A second code for the same address signs in to the same user.
    const again = await sendCode(project, email, 2);
    const second = await project.client().POST('/auth/otp/sign-in', { body: { code: `${again.otp}${again.nonce}` } });
    expect(second.response.status).toBe(200);
    expect(second.data!.user_id).toBe(data!.user_id);
    expect(second.data!.is_new_user).toBe(false);
  });

  it('stores no usable code in the database', async () => {
    const project = await otpProject();
    const { code } = await sendCode(project);
    const deps = await testDeps();
    const rows = await deps.em.getConnection().execute(`select row_to_json(v)::text as j from verification_code v where project_id = ?`, [project.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].j).not.toContain(code);
    expect(rows[0].j).not.toContain(code.slice(6));
  });

  it('lets exactly one of two concurrent requests use a code', async () => {
    const project = await otpProject();
    for (let round = 0; round < 4; round++) {
      const { code } = await sendCode(project, uniqueEmail('race'));
      const results = await Promise.all([0, 1].map(() => project.client().POST('/auth/otp/sign-in', { body: { code } })));
      const statuses = results.map((r) => r.response.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = results.find((r) => r.response.status === 409)!;
      expectKnownError(loser, 409, 'VERIFICATION_CODE_ALREADY_USED');
    }
  });

  it('lets exactly one of two server instances (separate connection pools) use a code sent to both at once', async () => {
    const project = await otpProject();
    const other = await startGatehouse(
      { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: inject('databaseUrl'), SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`, SMTP_SENDER: 'Other <o@gatehouse.test>' }), publicUrl: 'http://localhost' },
      () => {},
    );
    try {
      const otherClient = createGatehouseClient({ baseUrl: other.url, headers: project.clientHeaders() });
      for (let round = 0; round < 3; round++) {
        const { code } = await sendCode(project, uniqueEmail('two-processes'));
        const results = await Promise.all([project.client(), otherClient].map((c) => c.POST('/auth/otp/sign-in', { body: { code } })));
        expect(results.map((r) => r.response.status).sort()).toEqual([200, 409]);
      }
    } finally {
      await other.close();
    }
  });

  it('refuses a used code, also on check-code', async () => {
    const project = await otpProject();
    const { code } = await sendCode(project);
    expect((await project.client().POST('/auth/otp/sign-in', { body: { code } })).response.status).toBe(200);
    expectKnownError(await project.client().POST('/auth/otp/sign-in', { body: { code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnownError(await project.client().POST('/auth/otp/sign-in/check-code', { body: { code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('check-code never consumes the code', async () => {
    const project = await otpProject();
    const { code } = await sendCode(project);
    for (let i = 0; i < 3; i++) {
      const { data, response } = await project.client().POST('/auth/otp/sign-in/check-code', { body: { code } });
      expect(response.status).toBe(200);
      expect(data).toEqual({ is_code_valid: true });
    }
    expect((await project.client().POST('/auth/otp/sign-in', { body: { code } })).response.status).toBe(200);
  });

  it('allows 20 attempts per nonce, after which even the right code is refused', async () => {
    const project = await otpProject();
    const { code, nonce, otp } = await sendCode(project);
    const wrong = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 20; i++) {
      expectKnownError(await project.client().POST('/auth/otp/sign-in', { body: { code: `${wrong}${nonce}` } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    }
    expectKnownError(await project.client().POST('/auth/otp/sign-in', { body: { code } }), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    expectKnownError(await project.client().POST('/auth/otp/sign-in/check-code', { body: { code } }), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });

  it('counts attempts per nonce only: another sign-in of the same address is unaffected', async () => {
    const project = await otpProject();
    const email = uniqueEmail('nonce');
    const first = await sendCode(project, email, 1);
    const second = await sendCode(project, email, 2);
    for (let i = 0; i < 20; i++) await project.client().POST('/auth/otp/sign-in', { body: { code: `ZZZZZZ${first.nonce}` } });
    expect((await project.client().POST('/auth/otp/sign-in', { body: { code: second.code } })).response.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const project = await otpProject();
    const { code } = await sendCode(project);
    const deps = await testDeps();
    await deps.em.getConnection().execute(`update verification_code set expires_at = now() - interval '1 second' where code_hash = ?`, [sha256(code)]);
    expectKnownError(await project.client().POST('/auth/otp/sign-in/check-code', { body: { code } }), 400, 'VERIFICATION_CODE_EXPIRED');
    expectKnownError(await project.client().POST('/auth/otp/sign-in', { body: { code } }), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('uses the project\'s own code lifetime and refuses the code once it passed', async () => {
    const project = await otpProject({ verification_code_lifetimes: { sign_in_seconds: 1 } });
    const { code } = await sendCode(project);
    // The code's own row says it lives the project's 1 s (the mail can arrive later than that on a
    // loaded machine, so the test does not race the lifetime with a request).
    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select extract(epoch from expires_at - created_at)::int as seconds, extract(epoch from expires_at - now()) * 1000 as left_ms from verification_code where code_hash = ?`, [sha256(code)]);
    expect(row.seconds).toBe(1);
    await new Promise((r) => setTimeout(r, Math.max(0, Number(row.left_ms)) + 200));
    await expectKnownError(await project.client().POST('/auth/otp/sign-in', { body: { code } }), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('issues sign-in codes that live 10 minutes', async () => {
    const project = await otpProject();
    const { code } = await sendCode(project);
    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select extract(epoch from expires_at - created_at)::int as seconds from verification_code where code_hash = ?`, [sha256(code)]);
    expect(row.seconds).toBeGreaterThanOrEqual(599);
    expect(row.seconds).toBeLessThanOrEqual(601);
  });

  it("does not accept another project's code", async () => {
    const a = await otpProject();
    const b = await otpProject();
    const { code } = await sendCode(a);
    expectKnownError(await b.client().POST('/auth/otp/sign-in', { body: { code } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect((await a.client().POST('/auth/otp/sign-in', { body: { code } })).response.status).toBe(200);
  });

  it('upgrades the anonymous user of the request in place', async () => {
    const project = await otpProject({ anonymous_accounts_enabled: true, create_team_on_sign_up: true });
    const deps = await testDeps();
    const record = (await findProject(deps.em, project.id))!;
    const anonymous = await createUser(deps, record, { isAnonymous: true });
    const session = await createSession(deps, anonymous, { method: 'anonymous' });
    const { code, email } = await sendCode(project);
    const anonClient = client({ ...project.clientHeaders(session.accessToken), 'x-stack-allow-anonymous-user': 'true' });
    const { data, response } = await anonClient.POST('/auth/otp/sign-in', { body: { code } });
    expect(response.status).toBe(200);
    expect(data!.user_id).toBe(anonymous.id);
    expect(data!.is_new_user).toBe(true);
    const [row] = await deps.em.getConnection().execute(
      `select u.is_anonymous, c.value, c.is_verified, t.display_name from project_user u join contact_channel c on c.user_id = u.id and c.is_primary join team t on t.id = u.selected_team_id where u.id = ?`,
      [anonymous.id],
    );
    expect(row).toMatchObject({ is_anonymous: false, value: email, is_verified: true, display_name: `${email}'s Team` });
  });

  it('refuses when OTP sign-in is disabled', async () => {
    const project = await newProject({ magic_link_enabled: false });
    const res = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email: uniqueEmail(), callback_url: CALLBACK } });
    expectKnownError(res, 403, 'OTP_SIGN_IN_NOT_ENABLED');
  });

  it('refuses an untrusted callback URL', async () => {
    const project = await otpProject({ allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    const res = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email: uniqueEmail(), callback_url: 'https://evil.example.net/cb' } });
    expectKnownError(res, 400, 'REDIRECT_URL_NOT_WHITELISTED');
    const ok = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email: uniqueEmail(), callback_url: 'https://app.example.com/handler/magic-link-callback' } });
    expect(ok.response.status).toBe(200);
  });

  it('with sign-up disabled, answers an unknown address like a known one but sends nothing, and signs existing users in', async () => {
    const project = await otpProject({ sign_up_enabled: false });
    const unknown = uniqueEmail('unknown');
    const res = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email: unknown, callback_url: CALLBACK } });
    expect(res.response.status).toBe(200);
    expect(res.data!.nonce).toHaveLength(39);
    const deps = await testDeps();
    const email = uniqueEmail('existing');
    const user = await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email, primaryEmailVerified: true });
    const { code } = await sendCode(project, email);
    const { data } = await project.client().POST('/auth/otp/sign-in', { body: { code } });
    expect(data!.user_id).toBe(user.id);
    expect(data!.is_new_user).toBe(false);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('sends a code to an address its account never verified: the code proves it and claims the account (README "Who owns an address")', async () => {
    const project = await otpProject();
    const deps = await testDeps();
    const email = uniqueEmail('unverified');
    const user = await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email, primaryEmailVerified: false });
    const { code } = await sendCode(project, email);
    const { data } = await project.client().POST('/auth/otp/sign-in', { body: { code } });
    expect(data).toMatchObject({ user_id: user.id, is_new_user: false });
    const [row] = await deps.em.getConnection().execute(`select is_verified from contact_channel where user_id = ?`, [user.id]);
    expect(row).toEqual({ is_verified: true });
  });

  it('keeps the code usable when sign-in fails after the code was accepted', async () => {
    const project = await otpProject();
    const { code } = await sendCode(project);
    // Meanwhile sign-up closes: sign-in must refuse, and the code stays usable.
    await project.admin().PATCH('/internal/projects/current', { body: { config: { sign_up_enabled: false } } });
    expectKnownError(await project.client().POST('/auth/otp/sign-in', { body: { code } }), 400, 'SIGN_UP_NOT_ENABLED');
    await project.admin().PATCH('/internal/projects/current', { body: { config: { sign_up_enabled: true } } });
    const ok = await project.client().POST('/auth/otp/sign-in', { body: { code } });
    expect(ok.response.status).toBe(200);
    expect(ok.data!.is_new_user).toBe(true);
  });

  it('requires a 45-character code', async () => {
    const project = await otpProject();
    const res = await rawFetch('/auth/otp/sign-in', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ code: 'x'.repeat(44) }) });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    expect(((await res.json()) as { error: string }).error).toContain('body.code must be exactly 45 characters');
  });
});
