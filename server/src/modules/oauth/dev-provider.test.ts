import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps } from '../../../test/harness.ts';
import { rawSql } from '../../db/sql.ts';
import { hmacSha256 } from '../../crypto/hashing.ts';
import { claimsOf } from '../../../test/auth-helpers.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { pkcePair } from '../../../test/oauth/browser.ts';
import { authorizeUrl, exchangeCode, meOf, signInWithDevProvider } from '../../../test/oauth/flows.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/**
 * "Shared" keys sign in through Gatehouse's development provider: a labelled consent form without
 * JavaScript, the real protocol (code, PKCE, state, token endpoint, user info), the same e-mail
 * giving the same account, verified; refused in production mode.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

const shared = () => newProject({ oauth_providers: [{ id: 'github', type: 'shared' }, { id: 'google', type: 'shared' }] });

describe('the development OAuth provider (shared keys)', () => {
  it('shows a clearly labelled consent form that works without JavaScript', async () => {
    const project = await shared();
    const flow = await signInWithDevProvider(world, project, 'github', { email: 'dev@example.com', name: 'Dev' });
    const html = flow.consentHtml!;
    expect(html).toContain('Development provider: not the real GitHub');
    expect(html).toContain('<form method="post">');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/name="email"[^>]*required/);
  });

  it('signs up with the typed e-mail (verified) and name, and the same e-mail finds the same user', async () => {
    const project = await shared();
    const email = `dev.${Date.now()}@example.com`;
    const first = await signInWithDevProvider(world, project, 'github', { email, name: 'Ada Dev' });
    expect(first.res.status).toBe(303);
    expect(first.back.searchParams.get('state')).toBe('app-state-1');
    const tokens = await exchangeCode(world, project, first.back.searchParams.get('code')!, first.pkce.verifier);
    expect(tokens.body.is_new_user).toBe(true);
    expect(await meOf(world, project, tokens.body.access_token as string)).toMatchObject({ primary_email: email, primary_email_verified: true, display_name: 'Ada Dev' });

    const second = await signInWithDevProvider(world, project, 'github', { email: email.toUpperCase(), name: 'Other Name' });
    const again = await exchangeCode(world, project, second.back.searchParams.get('code')!, second.pkce.verifier);
    expect(again.body.is_new_user).toBe(false);
    expect(claimsOf(again.body.access_token as string).sub).toBe(claimsOf(tokens.body.access_token as string).sub);

    // Another provider is another account. Its e-mail was only typed on a form, so even with
    // link_method and a verified e-mail it never joins an existing user (anyone could type it).
    const google = await signInWithDevProvider(world, project, 'google', { email, name: 'Ada Dev' });
    expect(google.back.searchParams.get('errorCode')).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
  });

  it("never hands over an existing user's account, whatever e-mail is typed", async () => {
    const project = await shared();
    const email = `victim.${Date.now()}@example.com`;
    const signUp = await fetch(`${world.url}/api/v1/auth/password/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...project.clientHeaders() },
      body: JSON.stringify({ email, password: 'correct horse battery staple' }),
    });
    const victim = ((await signUp.json()) as { user_id: string }).user_id;
    const deps = await testDeps();
    await rawSql(deps.em, `update contact_channel set is_verified = true where user_id = ?`, [victim]);
    const attack = await signInWithDevProvider(world, project, 'github', { email, name: 'Mallory' });
    expect(attack.back.searchParams.get('errorCode')).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect(JSON.parse(attack.back.searchParams.get('details')!)).toMatchObject({ would_work_if_email_was_verified: false });
    expect(attack.back.searchParams.get('code')).toBeNull();
    expect(await rawSql(deps.em, 'select 1 from oauth_account where user_id = ?', [victim])).toEqual([]);
  });

  it('reports Cancel as OAUTH_PROVIDER_ACCESS_DENIED and an invalid e-mail on the form', async () => {
    const project = await shared();
    const denied = await signInWithDevProvider(world, project, 'github', { email: '', name: '', action: 'deny' });
    expect(denied.res.status).toBe(307);
    expect(denied.back.searchParams.get('errorCode')).toBe('OAUTH_PROVIDER_ACCESS_DENIED');
    const invalid = await signInWithDevProvider(world, project, 'github', { email: 'not-an-email', name: '' });
    expect(invalid.res.status).toBe(400);
    expect(await invalid.res.text()).toContain('Enter an e-mail address');
  });

  it('speaks the protocol strictly: refuses foreign redirect URIs, plain PKCE, wrong verifiers and wrong client secrets', async () => {
    const project = await shared();
    const res = await fetch(authorizeUrl(world, project, 'github', pkcePair(), { stack_response_mode: 'json' }));
    const location = new URL(((await res.json()) as { location: string }).location);
    expect(location.origin + location.pathname).toBe(`${world.url}/dev-oauth/github/authorize`);
    const tampered = new URL(location);
    tampered.searchParams.set('redirect_uri', 'https://evil.example.net/cb');
    expect((await fetch(tampered)).status).toBe(400);
    const plain = new URL(location);
    plain.searchParams.set('code_challenge_method', 'plain');
    expect((await fetch(plain)).status).toBe(400);

    // Consent, then present the code with a wrong verifier and a wrong secret, as an attacker would.
    const form = new URLSearchParams({ client_id: project.id, redirect_uri: location.searchParams.get('redirect_uri')!, state: location.searchParams.get('state')!, code_challenge: location.searchParams.get('code_challenge')!, email: 'x@example.com', name: '', action: 'allow' });
    const consent = await fetch(location.toString().split('?')[0], { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' });
    expect(consent.status).toBe(303);
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    const token = (body: Record<string, string>) => fetch(`${world.url}/dev-oauth/github/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    const wrongSecret = await token({ grant_type: 'authorization_code', code, code_verifier: pkcePair().verifier, redirect_uri: form.get('redirect_uri')!, client_id: project.id, client_secret: 'guess' });
    expect([wrongSecret.status, ((await wrongSecret.json()) as { error: string }).error]).toEqual([401, 'invalid_client']);
    const secret = hmacSha256(world.encryptionKey, `dev-oauth-client:${project.id}`).toString('base64url');
    const wrongVerifier = await token({ grant_type: 'authorization_code', code, code_verifier: pkcePair().verifier, redirect_uri: form.get('redirect_uri')!, client_id: project.id, client_secret: secret });
    expect([wrongVerifier.status, ((await wrongVerifier.json()) as { error: string }).error]).toEqual([400, 'invalid_grant']);
    const userinfo = await fetch(`${world.url}/dev-oauth/github/userinfo`, { headers: { authorization: 'Bearer forged' } });
    expect(userinfo.status).toBe(401);
  });

  it('is refused for a project in production mode, with a clear error', async () => {
    const project = await shared();
    const deps = await testDeps();
    await rawSql(deps.em, 'update project set is_production_mode = true where id = ?', [project.id]);
    // Written behind the server's back: its project cache hears of it moments later (LISTEN/NOTIFY).
    await expect.poll(async () => (await fetch(authorizeUrl(world, project, 'github', pkcePair()), { redirect: 'manual' })).status, { timeout: 3000 }).toBe(400);
    const e = await expectKnownError(await fetch(authorizeUrl(world, project, 'github', pkcePair()), { redirect: 'manual' }), 400, 'SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION');
    expect(e.error).toContain('production mode');
  });
});
