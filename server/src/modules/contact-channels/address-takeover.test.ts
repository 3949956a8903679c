import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { codeFromMail, mailsTo, otpFromMail, waitForMail } from '../../../test/mailbox.ts';
import { SoftwareAuthenticator } from '../../../test/software-authenticator.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { exchangeCode, signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';
import type { AccountSpec } from '../../../test/oauth/oauth-world.ts';
import { claimsOf } from '../../../test/auth-helpers.ts';
import { createUser } from '../users/users.service.ts';
import { findProject } from '../projects/projects.store.ts';

/**
 * Pre-account takeover through an unverified sign-in address (issue 19 item 4), the reset's
 * clean-up (item 8) and the send-sign-in-code oracle (item 14), all over HTTP. The rule under
 * test is README "Who owns an address": an unverified address proves nothing; the first reset
 * link or sign-in code through it hands an account nobody proved to the address's owner and ends
 * every other way in.
 *
 * Everything runs against the OAuth world's server (its tokens carry that server's issuer), so
 * the attacker can link a provider account the way a browser would.
 */

let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

const ORIGIN = 'http://localhost:3000';
const RESET_CALLBACK = 'http://localhost:3000/handler/password-reset';
const OTP_CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const ATTACKER_PASSWORD = 'attacker-password-1';
const OWNER_PASSWORD = 'owner-password-123';

const takeoverProject = (config: Record<string, unknown> = {}) =>
  newProject({ oauth_providers: standardProviders(), passkey_enabled: true, magic_link_enabled: true, allow_user_api_keys: true, ...config });

type Json = Record<string, any>;

/** One request to the world's server; `type` picks the key, `token` the user. */
async function call(project: TestProject, method: string, path: string, opts: { body?: unknown; token?: string; type?: 'client' | 'server'; headers?: Record<string, string> } = {}) {
  const headers = { ...(opts.type === 'server' ? project.serverHeaders(opts.token) : project.clientHeaders(opts.token)), 'content-type': 'application/json', ...opts.headers };
  const res = await fetch(`${world.url}/api/v1${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as Json, text };
}

async function ok(p: Promise<{ status: number; body: Json; text: string }>, status = 200): Promise<Json> {
  const r = await p;
  expect(r.status, r.text).toBe(status);
  return r.body;
}

/** What the attacker holds after setting up the trap on `victim`. */
interface Trap {
  userId: string;
  attackerEmail: string;
  accessToken: string;
  refreshToken: string;
  authenticator: SoftwareAuthenticator;
  apiKey: string;
  github: AccountSpec;
}

/**
 * The attack: sign up with the attacker's own address and a password, attach the victim's address
 * as an unverified sign-in address, register a passkey, create an API key, link a GitHub account.
 */
async function setTrap(project: TestProject, victim: string): Promise<Trap> {
  const attackerEmail = uniqueEmail('attacker');
  const signUp = await ok(call(project, 'POST', '/auth/password/sign-up', { body: { email: attackerEmail, password: ATTACKER_PASSWORD } }));
  const token = signUp.access_token as string;
  await ok(call(project, 'POST', '/contact-channels', { token, body: { user_id: 'me', type: 'email', value: victim, used_for_auth: true } }), 201);

  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const reg = await ok(call(project, 'POST', '/auth/passkey/initiate-passkey-registration', { token, body: {} }));
  await ok(call(project, 'POST', '/auth/passkey/register', { token, body: { credential: authenticator.register(reg.options_json), code: reg.code } }));

  const key = await ok(call(project, 'POST', '/user-api-keys', { token, body: { user_id: 'me', description: 'planted', expires_at_millis: null } }));

  const github = uniqueAccount('planted', null);
  const linked = await signInWith(world, project, 'github', github, { type: 'link', token });
  const tokens = await exchangeCode(world, project, linked.back.searchParams.get('code')!, linked.pkce.verifier);
  expect(claimsOf(tokens.body.access_token as string).sub, JSON.stringify(tokens.body)).toBe(signUp.user_id);

  return { userId: signUp.user_id, attackerEmail, accessToken: token, refreshToken: signUp.refresh_token, authenticator, apiKey: key.value, github };
}

/** The real owner of `victim` cannot sign up: the contract's 409, unchanged. */
async function ownerSignUpRefused(project: TestProject, victim: string) {
  const r = await call(project, 'POST', '/auth/password/sign-up', { body: { email: victim, password: OWNER_PASSWORD } });
  expect([r.status, r.res.headers.get('x-stack-known-error'), r.body.code]).toEqual([409, 'USER_EMAIL_ALREADY_EXISTS', 'USER_EMAIL_ALREADY_EXISTS']);
  expect(r.body.details).toEqual({ email: victim, would_work_if_email_was_verified: false });
}

/** Every way the attacker had into the account, tried one by one: all dead. */
async function attackerLockedOut(project: TestProject, trap: Trap, ownerUserId: string) {
  // Sessions: the refresh token and the access token.
  const refresh = await call(project, 'POST', '/auth/sessions/current/refresh', { headers: { 'x-stack-refresh-token': trap.refreshToken } });
  expect(refresh.body?.code, refresh.text).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  const me = await call(project, 'GET', '/users/me', { token: trap.accessToken });
  expect(me.status, me.text).not.toBe(200);
  // The passkey.
  const start = await ok(call(project, 'POST', '/auth/passkey/initiate-passkey-authentication', { body: {} }));
  const passkey = await call(project, 'POST', '/auth/passkey/sign-in', { body: { authentication_response: trap.authenticator.authenticate(start.options_json), code: start.code } });
  expect(passkey.body?.code, passkey.text).toBe('PASSKEY_AUTHENTICATION_FAILED');
  // The API key.
  const key = await call(project, 'POST', '/user-api-keys/check', { type: 'server', body: { api_key: trap.apiKey } });
  expect(key.body?.code, key.text).toBe('API_KEY_REVOKED');
  // The GitHub account no longer leads into the account (it makes a new one).
  const github = await signInWith(world, project, 'github', trap.github);
  const viaGithub = await exchangeCode(world, project, github.back.searchParams.get('code')!, github.pkce.verifier);
  expect(viaGithub.body.is_new_user, JSON.stringify(viaGithub.body)).toBe(true);
  expect(claimsOf(viaGithub.body.access_token as string).sub).not.toBe(ownerUserId);
  // The attacker's own address and password.
  const password = await call(project, 'POST', '/auth/password/sign-in', { body: { email: trap.attackerEmail, password: ATTACKER_PASSWORD } });
  expect(password.body?.code, password.text).toBe('EMAIL_PASSWORD_MISMATCH');
}

async function ownerView(project: TestProject, userId: string) {
  const user = await ok(call(project, 'GET', `/users/${userId}`, { type: 'server' }));
  const channels = await ok(call(project, 'GET', `/contact-channels?user_id=${userId}`, { type: 'server' }));
  return { user, channels: channels.items as Json[] };
}

describe('pre-account takeover through an unverified sign-in address', () => {
  it('a reset link hands the account to the address owner and ends every way the attacker had in', async () => {
    const project = await takeoverProject();
    const victim = uniqueEmail('victim');
    const trap = await setTrap(project, victim);
    await ownerSignUpRefused(project, victim);

    await ok(call(project, 'POST', '/auth/password/send-reset-code', { body: { email: victim, callback_url: RESET_CALLBACK } }));
    const code = codeFromMail(await waitForMail(victim, { subject: /^Reset your password at / }));
    await ok(call(project, 'POST', '/auth/password/reset', { body: { code, password: OWNER_PASSWORD } }));

    const signedIn = await ok(call(project, 'POST', '/auth/password/sign-in', { body: { email: victim, password: OWNER_PASSWORD } }));
    expect(signedIn.user_id).toBe(trap.userId);
    await attackerLockedOut(project, trap, trap.userId);

    const { user, channels } = await ownerView(project, trap.userId);
    expect(channels.map((c) => [c.value, c.is_verified, c.is_primary, c.used_for_auth])).toEqual([[victim, true, true, true]]);
    expect(user).toMatchObject({ primary_email: victim, primary_email_verified: true, passkey_auth_enabled: false, oauth_providers: [], has_password: true, requires_totp_mfa: false });

    const notice = await waitForMail(victim, { subject: /was secured$/ });
    for (const removed of ['the passkey', 'sign-in with github', `the e-mail address ${trap.attackerEmail}`, 'an API key', 'signed-in session']) expect(notice.text).toContain(removed);
    expect(notice.text).not.toContain('the password\n');
  });

  it('a sign-in code does the same, and also removes the password and TOTP the attacker set', async () => {
    const project = await takeoverProject();
    const victim = uniqueEmail('victim');
    const trap = await setTrap(project, victim);
    await ok(call(project, 'PATCH', '/users/me', { token: trap.accessToken, body: { totp_secret_base64: Buffer.alloc(20, 7).toString('base64') } }));
    await ownerSignUpRefused(project, victim);

    const sent = await ok(call(project, 'POST', '/auth/otp/send-sign-in-code', { body: { email: victim, callback_url: OTP_CALLBACK } }));
    const mail = await waitForMail(victim, { subject: /^Sign in to / });
    const signedIn = await ok(call(project, 'POST', '/auth/otp/sign-in', { body: { code: otpFromMail(mail).toLowerCase() + sent.nonce } }));
    expect(signedIn).toMatchObject({ user_id: trap.userId, is_new_user: false });
    await attackerLockedOut(project, trap, trap.userId);

    const { user, channels } = await ownerView(project, trap.userId);
    expect(channels.map((c) => [c.value, c.is_verified, c.is_primary])).toEqual([[victim, true, true]]);
    expect(user).toMatchObject({ has_password: false, requires_totp_mfa: false, otp_auth_enabled: true, passkey_auth_enabled: false, oauth_providers: [] });
    const notice = await waitForMail(victim, { subject: /was secured$/ });
    for (const removed of ['the password', 'two-factor authentication', 'the passkey', 'sign-in with github', 'an API key']) expect(notice.text).toContain(removed);
    // The owner's own session works.
    await ok(call(project, 'GET', '/users/me', { token: signedIn.access_token }));
  });

  it('an unverified address on an account someone else proved leads the prover to a new account, not into that one', async () => {
    const project = await takeoverProject();
    const victim = uniqueEmail('victim');
    // The attacker's account is proved through the attacker's own address.
    const deps = await testDeps();
    const record = (await findProject(deps.em, project.id))!;
    const attacker = await createUser(deps, record, { primaryEmail: uniqueEmail('attacker'), primaryEmailVerified: true, primaryEmailAuthEnabled: true });
    await ok(call(project, 'POST', '/contact-channels', { type: 'server', body: { user_id: attacker.id, type: 'email', value: victim, used_for_auth: true } }), 201);

    // No reset link reaches the victim for the attacker's account (the answer is the same).
    await ok(call(project, 'POST', '/auth/password/send-reset-code', { body: { email: victim, callback_url: RESET_CALLBACK } }));
    const sent = await ok(call(project, 'POST', '/auth/otp/send-sign-in-code', { body: { email: victim, callback_url: OTP_CALLBACK } }));
    const mail = await waitForMail(victim, { subject: /^Sign in to / });
    expect((await mailsTo(victim)).map((m) => m.subject).filter((s) => /^Reset/.test(s))).toEqual([]);
    const signedIn = await ok(call(project, 'POST', '/auth/otp/sign-in', { body: { code: otpFromMail(mail).toLowerCase() + sent.nonce } }));
    expect(signedIn.is_new_user).toBe(true);
    expect(signedIn.user_id).not.toBe(attacker.id);
    // The address no longer signs in to the attacker's account.
    const { channels } = await ownerView(project, attacker.id);
    expect(channels.find((c) => c.value === victim)).toMatchObject({ used_for_auth: false, is_verified: false });
  });
});

describe('the "account secured" mail speaks the project language', () => {
  it('words every removed item from the catalogue: no English line in a German mail', async () => {
    const project = await takeoverProject({ default_locale: 'de' });
    const victim = uniqueEmail('victim');
    const trap = await setTrap(project, victim);
    await ok(call(project, 'POST', '/auth/password/send-reset-code', { body: { email: victim, callback_url: RESET_CALLBACK } }));
    const code = codeFromMail(await waitForMail(victim, { subject: /Passwort/ }));
    await ok(call(project, 'POST', '/auth/password/reset', { body: { code, password: OWNER_PASSWORD } }));
    const notice = await waitForMail(victim, { subject: /gesichert$/ });
    for (const removed of ['den Passkey', 'die Anmeldung über github', `die E-Mail-Adresse ${trap.attackerEmail}`, 'einen API-Schlüssel', 'alle 2 angemeldeten Sitzungen']) expect(notice.text).toContain(removed);
    for (const english of ['the passkey', 'sign-in with', 'the e-mail address', 'API key', 'signed-in session', 'added since']) expect(notice.text).not.toContain(english);
    expect(notice.html).toContain('<li>den Passkey</li>');
  });
});

describe('a password reset ends what a stolen session could have planted', () => {
  it('removes every session and the passkey and API keys added since sign-up or the last reset, and says so', async () => {
    const project = await takeoverProject();
    const owner = uniqueEmail('owner');
    const deps = await testDeps();
    const record = (await findProject(deps.em, project.id))!;
    const { hashPassword } = await import('../../crypto/passwords.ts');
    const user = await createUser(deps, record, { primaryEmail: owner, primaryEmailVerified: true, primaryEmailAuthEnabled: true, passwordHash: await hashPassword(OWNER_PASSWORD) });
    // The thief's session (a stolen access token) plants a passkey and an API key.
    const stolen = await ok(call(project, 'POST', '/auth/password/sign-in', { body: { email: owner, password: OWNER_PASSWORD } }));
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const reg = await ok(call(project, 'POST', '/auth/passkey/initiate-passkey-registration', { token: stolen.access_token, body: {} }));
    await ok(call(project, 'POST', '/auth/passkey/register', { token: stolen.access_token, body: { credential: authenticator.register(reg.options_json), code: reg.code } }));
    const key = await ok(call(project, 'POST', '/user-api-keys', { token: stolen.access_token, body: { user_id: 'me', description: 'planted', expires_at_millis: null } }));

    await ok(call(project, 'POST', '/auth/password/send-reset-code', { body: { email: owner, callback_url: RESET_CALLBACK } }));
    const code = codeFromMail(await waitForMail(owner, { subject: /^Reset your password at / }));
    await ok(call(project, 'POST', '/auth/password/reset', { body: { code, password: 'a-new-password-1' } }));

    const refresh = await call(project, 'POST', '/auth/sessions/current/refresh', { headers: { 'x-stack-refresh-token': stolen.refresh_token } });
    expect(refresh.body?.code, refresh.text).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const start = await ok(call(project, 'POST', '/auth/passkey/initiate-passkey-authentication', { body: {} }));
    const passkey = await call(project, 'POST', '/auth/passkey/sign-in', { body: { authentication_response: authenticator.authenticate(start.options_json), code: start.code } });
    expect(passkey.body?.code, passkey.text).toBe('PASSKEY_AUTHENTICATION_FAILED');
    expect((await call(project, 'POST', '/user-api-keys/check', { type: 'server', body: { api_key: key.value } })).body?.code).toBe('API_KEY_REVOKED');
    // The verified address and the account stay the owner's.
    const signedIn = await ok(call(project, 'POST', '/auth/password/sign-in', { body: { email: owner, password: 'a-new-password-1' } }));
    expect(signedIn.user_id).toBe(user.id);
    const notice = await waitForMail(owner, { subject: /was secured$/ });
    expect(notice.text).toContain('the passkey (added since your last password reset or sign-up)');
    expect(notice.text).toContain('an API key (added since your last password reset or sign-up)');

    // The reset moved the cut-off: what the owner adds now is theirs and works.
    const again = await ok(call(project, 'POST', '/user-api-keys', { token: signedIn.access_token, body: { user_id: 'me', description: 'after reset', expires_at_millis: null } }));
    expect((await call(project, 'POST', '/user-api-keys/check', { type: 'server', body: { api_key: again.value } })).status).toBe(200);
  });
});

describe('send-sign-in-code with sign-up disabled does not tell addresses apart', () => {
  it('answers verified, unverified and unknown addresses alike, and the unknown one can never sign in', async () => {
    const project = await takeoverProject({ sign_up_enabled: false });
    const deps = await testDeps();
    const record = (await findProject(deps.em, project.id))!;
    const verified = uniqueEmail('verified');
    const unverified = uniqueEmail('unverified');
    const unknown = uniqueEmail('unknown');
    await createUser(deps, record, { primaryEmail: verified, primaryEmailVerified: true, primaryEmailAuthEnabled: true });
    await createUser(deps, record, { primaryEmail: unverified, primaryEmailVerified: false, primaryEmailAuthEnabled: true });

    const answers: Record<string, { status: number; body: Json; header: string | null }> = {};
    for (const email of [verified, unverified, unknown]) {
      const r = await call(project, 'POST', '/auth/otp/send-sign-in-code', { body: { email, callback_url: OTP_CALLBACK } });
      answers[email] = { status: r.status, body: r.body, header: r.res.headers.get('x-stack-known-error') };
    }
    for (const a of Object.values(answers)) {
      expect(a.status).toBe(200);
      expect(a.header).toBeNull();
      expect(Object.keys(a.body)).toEqual(['nonce']);
      expect(a.body.nonce).toMatch(/^[0-9a-hjkmnp-tv-z]{39}$/);
    }
    // The two accounts get their codes; the unknown address gets nothing.
    const toVerified = await waitForMail(verified, { subject: /^Sign in to / });
    await waitForMail(unverified, { subject: /^Sign in to / });
    expect(await mailsTo(unknown)).toEqual([]);

    // A wrong code is refused the same way for every address.
    for (const email of [verified, unknown]) {
      const wrong = await call(project, 'POST', '/auth/otp/sign-in', { body: { code: 'zzzzzz' + answers[email].body.nonce } });
      expect([wrong.status, wrong.body.code]).toEqual([404, 'VERIFICATION_CODE_NOT_FOUND']);
    }
    // The real code still works for the account.
    await ok(call(project, 'POST', '/auth/otp/sign-in', { body: { code: otpFromMail(toVerified).toLowerCase() + answers[verified].body.nonce } }));
  });
});
