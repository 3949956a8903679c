import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatehouseClient } from '@gatehouse/generated';
import { newProject, type TestProject } from '../../../test/harness.ts';
import { startOAuthWorld, clientIdOf, CLIENT_SECRET, OIDC_PROVIDERS, API_PROVIDERS, type OAuthWorld, type AccountSpec } from '../../../test/oauth/oauth-world.ts';
import { Browser, pkcePair } from '../../../test/oauth/browser.ts';
import { OAUTH_PROVIDER_IDS } from '../projects/project-config.ts';

/**
 * Every provider entry of the table, through the whole flow against a local provider speaking its
 * protocol for real: oidc-provider for the OpenID Connect ones (signed id_tokens, nonce, PKCE),
 * small API servers for GitHub-, X-style and the other plain OAuth 2 providers.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

const APP = 'http://localhost:3000/handler/oauth-callback';

function standardProviders() {
  return OAUTH_PROVIDER_IDS.map((id) => ({ id, type: 'standard' as const, client_id: clientIdOf(id), client_secret: CLIENT_SECRET }));
}

async function signIn(project: TestProject, provider: string, account: AccountSpec, extra: Record<string, string> = {}) {
  world.setAccount(provider, account);
  const browser = new Browser();
  const pkce = pkcePair();
  const authorize = new URL(`${world.url}/api/v1/auth/oauth/authorize/${provider}`);
  const q = { client_id: project.id, client_secret: project.keys.client, redirect_uri: APP, scope: 'legacy', state: 'app-state-1', grant_type: 'authorization_code', code_challenge: pkce.challenge, code_challenge_method: 'S256', response_type: 'code', ...extra };
  for (const [k, v] of Object.entries(q)) authorize.searchParams.set(k, v);
  const { res, url } = await browser.follow(authorize.toString(), (u) => u.startsWith(APP));
  return { res, url, browser, pkce };
}

async function exchange(project: TestProject, code: string, verifier: string, redirectUri = APP) {
  const res = await fetch(`${world.url}/api/v1/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: project.id, client_secret: project.keys.client }).toString(),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

const EXPECTED_NAME: Record<string, (a: AccountSpec) => string | null> = { apple: () => null };

describe.each([...OIDC_PROVIDERS, ...API_PROVIDERS])('sign-in with %s through the whole flow', (provider) => {
  it('signs up a new user with the provider profile, and signs the same user in again', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const account: AccountSpec = { id: `acct-${provider}-${Math.random().toString(36).slice(2, 8)}`, email: `${provider}.${Math.random().toString(36).slice(2, 8)}@example.com`, verified: true, name: 'Ada Lovelace' };
    const first = await signIn(project, provider, account);
    expect(first.url.startsWith(APP), `ended at ${first.url}: ${await first.res.clone().text()}`).toBe(true);
    const back = new URL(first.url);
    expect(back.searchParams.get('errorCode'), first.url).toBeNull();
    expect(back.searchParams.get('state')).toBe('app-state-1');
    expect(back.searchParams.get('errorCode')).toBeNull();
    const tokens = await exchange(project, back.searchParams.get('code')!, first.pkce.verifier);
    expect(tokens.res.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', scope: 'legacy', is_new_user: true, newUser: true, after_callback_redirect_url: null });

    const server = createGatehouseClient({ baseUrl: world.url, headers: project.serverHeaders() });
    const user = (await server.GET('/users/{user_id}', { params: { path: { user_id: tokens.body.user_id as string ?? '' } } })).data;
    const me = (await createGatehouseClient({ baseUrl: world.url, headers: project.serverHeaders(tokens.body.access_token as string) }).GET('/users/me')).data as Record<string, unknown>;
    void user;
    expect(me.primary_email).toBe(account.email);
    // Spotify does not verify addresses: the table never calls its e-mail verified.
    expect(me.primary_email_verified).toBe(provider !== 'spotify');
    expect(me.display_name).toBe((EXPECTED_NAME[provider] ?? ((a) => a.name))(account));

    const second = await signIn(project, provider, account);
    const again = await exchange(project, new URL(second.url).searchParams.get('code')!, second.pkce.verifier);
    expect(again.res.status).toBe(200);
    expect(again.body.is_new_user).toBe(false);
    const meAgain = (await createGatehouseClient({ baseUrl: world.url, headers: project.serverHeaders(again.body.access_token as string) }).GET('/users/me')).data as Record<string, unknown>;
    expect(meAgain.id).toBe(me.id);
  });
});
