import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { rawSql } from '../../db/sql.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { claimsOf } from '../../../test/auth-helpers.ts';

const userOf = (body: Record<string, unknown>) => claimsOf(body.access_token as string).sub;
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { Browser, pkcePair } from '../../../test/oauth/browser.ts';
import { APP, authorizeUrl, clientOf, exchangeCode, meOf, signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * The outer flow's rules and refusals (wire-contract §9.6-§9.7, §11), driven through the real
 * protocol against a local GitHub-style provider: what the authorize call refuses, how the
 * callback delivers errors, account resolution with each merge strategy, linking, anonymous
 * upgrade, and the single-use, PKCE-bound authorization code.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

const P = 'github';
const get = (url: string) => fetch(url, { redirect: 'manual' });
const errorOf = (url: URL) => ({ code: url.searchParams.get('errorCode'), details: JSON.parse(url.searchParams.get('details') ?? 'null') as unknown, error: url.searchParams.get('error') });

async function projectWith(config: Record<string, unknown> = {}): Promise<TestProject> {
  return newProject({ oauth_providers: standardProviders(), ...config });
}

/** A password user signed up through the world's own server (its tokens carry the world's issuer). */
async function passwordUser(project: TestProject, email: string, accessToken?: string) {
  const res = await fetch(`${world.url}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...project.clientHeaders(accessToken), 'x-stack-allow-anonymous-user': 'true' },
    body: JSON.stringify({ email, password: 'correct horse battery staple' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { user_id: string; access_token: string; refresh_token: string };
}

async function anonymousUser(project: TestProject) {
  const res = await fetch(`${world.url}/api/v1/auth/anonymous/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', ...project.clientHeaders() }, body: '{}' });
  expect(res.status).toBe(200);
  return (await res.json()) as { user_id: string; access_token: string };
}

async function verifyPrimaryEmail(project: TestProject, userId: string) {
  const r = await clientOf(world, project, 'server').PATCH('/users/{user_id}', { params: { path: { user_id: userId } }, body: { primary_email_verified: true } });
  expect(r.response.status).toBe(200);
}

describe('GET /auth/oauth/authorize/{provider_id}', () => {
  it('redirects to the provider with its own PKCE S256, state and the Gatehouse callback, and sets the state cookie', async () => {
    const project = await projectWith();
    const res = await get(authorizeUrl(world, project, P, pkcePair()));
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(world.oauth2.github.origin);
    expect(to.searchParams.get('redirect_uri')).toBe(world.callbackOf(P));
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const inner = to.searchParams.get('state')!;
    expect(inner).not.toBe('app-state-1');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^stack-oauth-inner-${inner}=true; Path=/; Max-Age=600; HttpOnly`));
  });

  it('honours the config API switches: a provider with allowSignIn false is refused for sign-in, allowed for linking while connected accounts are on', async () => {
    const project = await projectWith();
    const api = (method: string, path: string, body?: unknown) => {
      const headers = new Headers(project.adminHeaders());
      headers.set('content-type', 'application/json');
      return fetch(`${world.url}/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    };
    const override = JSON.parse(((await (await api('GET', '/internal/config/override/project')).json()) as { config_string: string }).config_string) as Record<string, unknown>;
    const providers = ((override['auth'] as Record<string, unknown>)['oauth'] as Record<string, unknown>)['providers'] as Record<string, { type: string }>;
    const key = Object.entries(providers).find(([, p]) => p.type === P)![0];
    expect((await api('PATCH', '/internal/config/override/project', { config_override_string: JSON.stringify({ [`auth.oauth.providers.${key}.allowSignIn`]: false }) })).status).toBe(200);
    const refused = await expectKnownError(await get(authorizeUrl(world, project, P, pkcePair())), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expect(refused.code).toBe('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    // Linking still needs a token: the provider check passed, so the next rule answers.
    await expectKnownError(await get(authorizeUrl(world, project, P, pkcePair(), { type: 'link' })), 400, 'OAUTH_LINK_REQUIRES_TOKEN');
    expect((await api('PATCH', '/internal/config/override/project', { config_override_string: JSON.stringify({ [`auth.oauth.providers.${key}.allowConnectedAccounts`]: false }) })).status).toBe(200);
    await expectKnownError(await get(authorizeUrl(world, project, P, pkcePair(), { type: 'link' })), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expect((await api('PATCH', '/internal/config/override/project', { config_override_string: JSON.stringify({ [`auth.oauth.providers.${key}.allowSignIn`]: true }) })).status).toBe(200);
    expect((await get(authorizeUrl(world, project, P, pkcePair()))).status).toBe(307);
  });

  it('answers the location as JSON with stack_response_mode=json, without a cookie', async () => {
    const project = await projectWith();
    const res = await get(authorizeUrl(world, project, P, pkcePair(), { stack_response_mode: 'json' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = (await res.json()) as { location: string };
    expect(new URL(body.location).origin).toBe(world.oauth2.github.origin);
  });

  it('refuses bad clients, scopes, providers, PKCE methods and untrusted after-callback URLs', async () => {
    const project = await projectWith({ domains: [{ domain: 'https://app.example.com' }] });
    const pk = pkcePair();
    const at = (extra: Record<string, string>, provider = P) => get(authorizeUrl(world, project, provider, pk, extra));
    await expectKnownError(await at({ client_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' }), 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET');
    await expectKnownError(await at({ client_id: `${project.id}#dev` }), 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET');
    await expectKnownError(await at({ client_secret: 'pck_wrong' }), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    await expectKnownError(await at({ scope: 'openid' }), 400, 'INVALID_SCOPE');
    await expectKnownError(await at({}, 'myspace'), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    const plain = await expectKnownError(await at({ code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) }), 400, 'SCHEMA_ERROR');
    expect(plain.error).toContain('query.code_challenge_method');
    const noChallenge = await expectKnownError(await get(authorizeUrl(world, project, P, pk).replace(/&code_challenge=[^&]+/, '')), 400, 'SCHEMA_ERROR');
    expect(noChallenge.error).toContain('query.code_challenge');
    const badUrl = await expectKnownError(await at({ redirect_uri: 'not a url' }), 400, 'SCHEMA_ERROR');
    expect(badUrl.error).toContain('query.redirect_uri contains spaces');
    expect(badUrl.error).toContain('query.redirect_uri is not a valid URL');
    await expectKnownError(await at({ after_callback_redirect_url: 'https://evil.example.net/next' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    await expectKnownError(await at({ type: 'link' }), 400, 'OAUTH_LINK_REQUIRES_TOKEN');
    await expectKnownError(await at({ type: 'link', token: 'garbage' }), 401, 'UNPARSABLE_ACCESS_TOKEN');
    const other = await projectWith();
    const stranger = await passwordUser(other, `stranger.${Date.now()}@example.com`);
    await expectKnownError(await at({ type: 'link', token: stranger.access_token }), 403, 'OAUTH_TOKEN_OF_ANOTHER_PROJECT');
    // Linking adds a sign-in method: closed to a user an admin restricted, even with a token from before.
    const held = await passwordUser(project, `held.${Date.now()}@example.com`);
    expect((await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: held.user_id } }, body: { restricted_by_admin: true } })).response.status).toBe(200);
    const restricted = await expectKnownError(await at({ type: 'link', token: held.access_token }), 403, 'RESTRICTED_USER_NOT_ALLOWED');
    expect(restricted.details).toEqual({ restricted_reason: { type: 'restricted_by_administrator' } });
    const required = await projectWith({ require_publishable_client_key: true });
    await expectKnownError(await get(authorizeUrl(world, required, P, pk, { client_secret: '__stack_public_client__' })), 401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT');
    // Nothing was stored for any refused request.
    const deps = await testDeps();
    expect(await rawSql(deps.em, 'select 1 from oauth_flow_state where project_id = ?', [project.id])).toEqual([]);
  });

  it('refuses extra provider scopes with shared keys, and shared keys in production mode', async () => {
    const shared = await newProject({ oauth_providers: [{ id: 'github', type: 'shared' }] });
    await expectKnownError(await get(authorizeUrl(world, shared, P, pkcePair(), { provider_scope: 'repo' })), 400, 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
    const deps = await testDeps();
    await rawSql(deps.em, 'update project set is_production_mode = true where id = ?', [shared.id]);
    // Written behind the server's back: its project cache hears of it moments later (LISTEN/NOTIFY).
    await expect.poll(async () => (await get(authorizeUrl(world, shared, P, pkcePair()))).status, { timeout: 3000 }).toBe(400);
    const prod = await expectKnownError(await get(authorizeUrl(world, shared, P, pkcePair())), 400, 'SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION');
    expect(prod.details).toEqual({ provider_id: 'github' });
    expect(prod.error).toContain('Enter the provider');
  });
});

describe('GET|POST /auth/oauth/callback/{provider_id}', () => {
  it('refuses an unknown state, a replayed state and a missing state cookie', async () => {
    const project = await projectWith();
    await expectKnownError(await get(`${world.url}/api/v1/auth/oauth/callback/${P}?state=nope&code=x`), 400, 'INVALID_OAUTH_STATE');
    await expectKnownError(await get(`${world.url}/api/v1/auth/oauth/callback/${P}`), 400, 'INVALID_OAUTH_STATE');

    world.setAccount(P, uniqueAccount('cookie'));
    const start = await get(authorizeUrl(world, project, P, pkcePair()));
    const atProvider = await get(start.headers.get('location')!);
    const callback = atProvider.headers.get('location')!;
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    expect((await fetch(callback, { redirect: 'manual', headers: { cookie } })).status).toBe(303);
    // Used once: the same browser replaying it is refused.
    await expectKnownError(await fetch(callback, { redirect: 'manual', headers: { cookie } }), 400, 'INVALID_OAUTH_STATE');
  });

  it('a callback without the state cookie, with another flow\'s cookie or on another provider\'s path is refused and leaves the flow to the real browser', async () => {
    const project = await projectWith();
    const account = uniqueAccount('unbound');
    world.setAccount(P, account);
    const browser = new Browser();
    const pk = pkcePair();
    const start = await browser.request(authorizeUrl(world, project, P, pk));
    const callback = (await browser.request(start.headers.get('location')!)).headers.get('location')!;
    // Someone who saw the provider's redirect (a leaked URL, a prefetching proxy) tries it first.
    await expectKnownError(await get(callback), 400, 'OAUTH_STATE_COOKIE_MISSING');
    const otherFlow = (await get(authorizeUrl(world, project, P, pkcePair()))).headers.get('set-cookie')!.split(';')[0];
    await expectKnownError(await fetch(callback, { redirect: 'manual', headers: { cookie: otherFlow } }), 400, 'OAUTH_STATE_COOKIE_MISSING');
    const onOtherPath = new URL(callback);
    onOtherPath.pathname = onOtherPath.pathname.replace(`/callback/${P}`, '/callback/google');
    await expectKnownError(await browser.request(onOtherPath.toString()), 400, 'INVALID_OAUTH_STATE');
    // The browser that started the flow still finishes it.
    const done = await browser.request(callback);
    expect(done.status).toBe(303);
    const tokens = await exchangeCode(world, project, new URL(done.headers.get('location')!).searchParams.get('code')!, pk.verifier);
    expect(tokens.res.status).toBe(200);
  });

  it('issues one code per flow: the same provider redirect twice signs in once', async () => {
    const project = await projectWith();
    const account = uniqueAccount('twice');
    world.setAccount(P, account);
    const browser = new Browser();
    const pk = pkcePair();
    const start = await browser.request(authorizeUrl(world, project, P, pk));
    const callback = (await browser.request(start.headers.get('location')!)).headers.get('location')!;
    const [a, b] = await Promise.all([browser.request(callback), browser.request(callback)]);
    expect([a.status, b.status].sort()).toEqual([303, 400]);
  });

  it('times out a flow older than 10 minutes, by redirect to the trusted redirect_uri', async () => {
    const project = await projectWith();
    world.setAccount(P, uniqueAccount('late'));
    const browser = new Browser();
    const start = await browser.request(authorizeUrl(world, project, P, pkcePair()));
    const deps = await testDeps();
    await rawSql(deps.em, `update oauth_flow_state set expires_at = now() - interval '1 second' where project_id = ?`, [project.id]);
    const { res, url } = await browser.follow(start.headers.get('location')!, (u) => u.startsWith(APP));
    expect(res.status).toBe(307);
    expect(errorOf(new URL(url))).toEqual({ code: 'OUTER_OAUTH_TIMEOUT', details: {}, error: 'server_error' });
    expect(new URL(url).searchParams.get('message')).toBe('The OAuth flow has timed out. Please sign in again.');
    expect(new URL(url).searchParams.get('code')).toBeNull();
  });

  it('refuses an untrusted redirect_uri: as JSON without a trusted target, by redirect to a trusted error_redirect_uri', async () => {
    const project = await projectWith({ allow_localhost: false, domains: [{ domain: 'https://app.example.com' }] });
    const untrusted = await signInWith(world, project, P, uniqueAccount('untrusted'), { redirect_uri: 'https://app.example.com.evil.net/cb' });
    await expectKnownError(untrusted.res, 400, 'REDIRECT_URL_NOT_WHITELISTED');
    const viaError = await signInWith(world, project, P, uniqueAccount('viaerror'), { redirect_uri: 'https://evil.net/cb', error_redirect_uri: 'https://app.example.com/oauth-error' });
    expect(viaError.res.status).toBe(307);
    expect(viaError.back.origin + viaError.back.pathname).toBe('https://app.example.com/oauth-error');
    expect(errorOf(viaError.back).code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    // Neither flow created a user.
    const users = (await clientOf(world, project, 'server').GET('/users')).data!;
    expect(users.items).toEqual([]);
  });

  it('delivers SIGN_UP_NOT_ENABLED by redirect when sign-up is closed, and still signs in linked accounts', async () => {
    const project = await projectWith();
    const account = uniqueAccount('closed');
    const first = await signInWith(world, project, P, account);
    expect(first.res.status).toBe(303);
    const deps = await testDeps();
    await rawSql(deps.em, `update config_override set document = jsonb_set(document, '{auth}', coalesce(document->'auth', '{}'::jsonb) || '{"allowSignUp": false}') where project_id = ? and level = 'project'`, [project.id]);
    // The project cache hears of the change by LISTEN/NOTIFY.
    await new Promise((r) => setTimeout(r, 300));
    const again = await signInWith(world, project, P, account);
    expect(again.res.status).toBe(303);
    const stranger = await signInWith(world, project, P, uniqueAccount('stranger'));
    expect(stranger.res.status).toBe(307);
    expect(errorOf(stranger.back)).toEqual({ code: 'SIGN_UP_NOT_ENABLED', details: {}, error: 'server_error' });
  });
});

describe('account resolution', () => {
  it('link_method links to the existing user when both e-mails are verified', async () => {
    const project = await projectWith();
    const email = `merge.${Date.now()}@example.com`;
    const existing = await passwordUser(project, email);
    // Unverified on our side: refused, and it would work once verified.
    const refused = await signInWith(world, project, P, uniqueAccount('merge', email, true));
    expect(errorOf(refused.back).code).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect(errorOf(refused.back).details).toEqual({ type: 'email', contact_channel_value: email, would_work_if_email_was_verified: true });
    await verifyPrimaryEmail(project, existing.user_id);
    // Unverified at the provider: refused.
    const unverified = await signInWith(world, project, P, uniqueAccount('merge', email, false));
    expect(errorOf(unverified.back).code).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    const account = uniqueAccount('merge', email, true);
    const linked = await signInWith(world, project, P, account);
    const tokens = await exchangeCode(world, project, linked.back.searchParams.get('code')!, linked.pkce.verifier);
    expect(tokens.body.is_new_user).toBe(false);
    expect(userOf(tokens.body)).toBe(existing.user_id);
    // The user object lists the link (wire-contract §7.1 oauth_providers), in the server and client views.
    // (The GitHub-style provider answers a numeric id of its own for the account.)
    const link = [{ id: P, account_id: expect.stringMatching(/^\d+$/), email }];
    expect((await meOf(world, project, tokens.body.access_token as string)).oauth_providers).toEqual(link);
    expect((await clientOf(world, project, 'client', tokens.body.access_token as string).GET('/users/me')).data!.oauth_providers).toEqual(link);
  });

  it('raise_error refuses, allow_duplicates makes a second user whose e-mail does not sign in', async () => {
    const email = `dup.${Date.now()}@example.com`;
    const strict = await projectWith({ oauth_account_merge_strategy: 'raise_error' });
    const s = await passwordUser(strict, email);
    await verifyPrimaryEmail(strict, s.user_id);
    const refused = await signInWith(world, strict, P, uniqueAccount('dup', email));
    expect(refused.res.status).toBe(307);
    expect(errorOf(refused.back)).toEqual({ code: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', details: { type: 'email', contact_channel_value: email, would_work_if_email_was_verified: false }, error: 'server_error' });

    const loose = await projectWith({ oauth_account_merge_strategy: 'allow_duplicates' });
    const l = await passwordUser(loose, email);
    const dup = await signInWith(world, loose, P, uniqueAccount('dup', email));
    const tokens = await exchangeCode(world, loose, dup.back.searchParams.get('code')!, dup.pkce.verifier);
    expect(tokens.body.is_new_user).toBe(true);
    expect(userOf(tokens.body)).not.toBe(l.user_id);
    const me = await meOf(world, loose, tokens.body.access_token as string);
    expect(me).toMatchObject({ primary_email: email, primary_email_auth_enabled: false });
  });

  it('type=link attaches the account to the token user, and refuses an account linked to someone else', async () => {
    const project = await projectWith();
    const alice = await passwordUser(project, `alice.${Date.now()}@example.com`);
    const account = uniqueAccount('link', null);
    const linked = await signInWith(world, project, P, account, { type: 'link', token: alice.access_token });
    const tokens = await exchangeCode(world, project, linked.back.searchParams.get('code')!, linked.pkce.verifier);
    expect(tokens.body.is_new_user).toBe(false);
    expect(userOf(tokens.body)).toBe(alice.user_id);
    // Signing in with the account now signs in Alice.
    const signIn = await signInWith(world, project, P, account);
    expect(userOf((await exchangeCode(world, project, signIn.back.searchParams.get('code')!, signIn.pkce.verifier)).body)).toBe(alice.user_id);

    const bob = await passwordUser(project, `bob.${Date.now()}@example.com`);
    const stolen = await signInWith(world, project, P, account, { type: 'link', token: bob.access_token });
    expect(stolen.res.status).toBe(307);
    expect(errorOf(stolen.back).code).toBe('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
  });

  it('upgrades the anonymous caller in place', async () => {
    const project = await projectWith({ anonymous_accounts_enabled: true });
    const anon = await anonymousUser(project);
    const account = uniqueAccount('anon');
    const flow = await signInWith(world, project, P, account, { token: anon.access_token });
    const tokens = await exchangeCode(world, project, flow.back.searchParams.get('code')!, flow.pkce.verifier);
    expect(tokens.body.is_new_user).toBe(true);
    expect(userOf(tokens.body)).toBe(anon.user_id);
    const me = await meOf(world, project, tokens.body.access_token as string);
    expect(me).toMatchObject({ id: anon.user_id, is_anonymous: false, primary_email: account.email, primary_email_verified: true });
  });

  it('signs in the user POST /users created with the provider account (oauth_providers), even with sign-up closed', async () => {
    const project = await projectWith({ sign_up_enabled: false });
    // Spotify's account id is its profile's id as is (GitHub's is a number the local provider derives).
    const account = uniqueAccount('imported');
    const created = await clientOf(world, project, 'server').POST('/users', {
      body: { primary_email: `imported.${Date.now()}@example.com`, oauth_providers: [{ id: 'spotify', account_id: account.id, email: account.email }] },
    });
    expect(created.response.status).toBe(201);
    const flow = await signInWith(world, project, 'spotify', account);
    expect(flow.back.searchParams.get('errorCode'), flow.url).toBeNull();
    const tokens = await exchangeCode(world, project, flow.back.searchParams.get('code')!, flow.pkce.verifier);
    expect(tokens.res.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body.is_new_user).toBe(false);
    expect(userOf(tokens.body)).toBe(created.data!.id);
  });
});

describe('POST /auth/oauth/token (authorization_code)', () => {
  it('refuses a wrong verifier, a second use, another redirect_uri and a bogus code; passes after_callback_redirect_url', async () => {
    const project = await projectWith();
    const flow = await signInWith(world, project, P, uniqueAccount('code'), { after_callback_redirect_url: 'http://localhost:3000/dashboard' });
    const code = flow.back.searchParams.get('code')!;
    const bogus = await exchangeCode(world, project, 'x'.repeat(45), flow.pkce.verifier);
    expect([bogus.res.status, bogus.res.headers.get('x-stack-known-error')]).toEqual([400, 'INVALID_AUTHORIZATION_CODE']);
    const wrong = await exchangeCode(world, project, code, pkcePair().verifier);
    expect(wrong.body.code).toBe('INVALID_AUTHORIZATION_CODE');
    // A wrong verifier burns the code (it may have been stolen).
    expect((await exchangeCode(world, project, code, flow.pkce.verifier)).body.code).toBe('INVALID_AUTHORIZATION_CODE');

    const next = await signInWith(world, project, P, uniqueAccount('code'), { after_callback_redirect_url: 'http://localhost:3000/dashboard' });
    const mismatch = await exchangeCode(world, project, next.back.searchParams.get('code')!, next.pkce.verifier, 'http://localhost:3000/other');
    expect(mismatch.res.status).toBe(400);
    expect(mismatch.body.code).toBe('REDIRECT_URI_MISMATCH');

    const good = await signInWith(world, project, P, uniqueAccount('code'), { after_callback_redirect_url: 'http://localhost:3000/dashboard' });
    const ok = await exchangeCode(world, project, good.back.searchParams.get('code')!, good.pkce.verifier, `${APP}#fragment`);
    expect(ok.res.status).toBe(200);
    expect(ok.body).toMatchObject({ after_callback_redirect_url: 'http://localhost:3000/dashboard', afterCallbackRedirectUrl: 'http://localhost:3000/dashboard' });
    expect((await exchangeCode(world, project, good.back.searchParams.get('code')!, good.pkce.verifier)).body.code).toBe('INVALID_AUTHORIZATION_CODE');
  });

  it('lets exactly one of concurrent exchanges of a code win', async () => {
    const project = await projectWith();
    const flow = await signInWith(world, project, P, uniqueAccount('race'));
    const code = flow.back.searchParams.get('code')!;
    const results = await Promise.all(Array.from({ length: 8 }, () => exchangeCode(world, project, code, flow.pkce.verifier)));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'INVALID_AUTHORIZATION_CODE')).toHaveLength(7);
  });

  it('requires the grant fields and authenticates the client', async () => {
    const project = await projectWith();
    const res = await fetch(`${world.url}/api/v1/auth/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'authorization_code', client_id: project.id, client_secret: project.keys.client }) });
    const e = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(e.error).toContain('body.code must be defined');
    expect(e.error).toContain('body.code_verifier must be defined');
    expect(e.error).toContain('body.redirect_uri must be defined');
    const flow = await signInWith(world, project, P, uniqueAccount('client'));
    const other = await projectWith();
    const foreign = await fetch(`${world.url}/api/v1/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: flow.back.searchParams.get('code')!, code_verifier: flow.pkce.verifier, redirect_uri: APP, client_id: other.id, client_secret: other.keys.client }).toString(),
    });
    await expectKnownError(foreign, 400, 'INVALID_AUTHORIZATION_CODE');
  });
});
