import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject } from '../../../test/harness.ts';
import { startOAuthWorld, OIDC_PROVIDERS, API_PROVIDERS, type OAuthWorld, type AccountSpec } from '../../../test/oauth/oauth-world.ts';
import { exchangeCode, meOf, signInWith, standardProviders } from '../../../test/oauth/flows.ts';
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


describe.each([...OIDC_PROVIDERS, ...API_PROVIDERS])('sign-in with %s through the whole flow', (provider) => {
  it('signs up a new user with the provider profile, and signs the same user in again', async () => {
    expect(OIDC_PROVIDERS.length + API_PROVIDERS.length).toBe(OAUTH_PROVIDER_IDS.length);
    const project = await newProject({ oauth_providers: standardProviders() });
    const account: AccountSpec = { id: `acct-${provider}-${Math.random().toString(36).slice(2, 8)}`, email: `${provider}.${Math.random().toString(36).slice(2, 8)}@example.com`, verified: true, name: 'Ada Lovelace' };
    const first = await signInWith(world, project, provider, account);
    expect(first.back.searchParams.get('errorCode'), first.url).toBeNull();
    expect(first.res.status).toBe(303);
    expect(first.back.origin + first.back.pathname).toBe('http://localhost:3000/handler/oauth-callback');
    expect(first.back.searchParams.get('state')).toBe('app-state-1');
    const tokens = await exchangeCode(world, project, first.back.searchParams.get('code')!, first.pkce.verifier);
    expect(tokens.res.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', scope: 'legacy', is_new_user: true, newUser: true, after_callback_redirect_url: null, afterCallbackRedirectUrl: null });
    expect(tokens.body.refresh_token).toEqual(expect.any(String));

    const me = await meOf(world, project, tokens.body.access_token as string);
    expect(me.primary_email).toBe(account.email);
    // Spotify does not verify addresses: the table never calls its e-mail verified.
    expect(me.primary_email_verified).toBe(provider !== 'spotify');
    // Apple's name comes from its first form post (`user`), which the local Apple sends as Apple does.
    expect(me.display_name).toBe(account.name);

    const second = await signInWith(world, project, provider, account);
    const again = await exchangeCode(world, project, second.back.searchParams.get('code')!, second.pkce.verifier);
    expect(again.res.status).toBe(200);
    expect(again.body.is_new_user).toBe(false);
    expect((await meOf(world, project, again.body.access_token as string)).id).toBe(me.id);
  });
});
