// OAuth sign-in through the SDK against a real Gatehouse: shared keys sign in through the built-in
// development provider, whose consent form this test submits as a browser would.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import { createClientApp, memoryTokenStore, OAuthCallbackError, SignUpNotEnabledError, KnownError, type ClientApp } from '../src/index.ts';

const CALLBACK = 'http://localhost:3000/handler/oauth-callback';

/** What the browser does between signInWithOAuth and the callback page: the consent form, then redirects. */
async function consent(location: string, email: string, action: 'allow' | 'deny' = 'allow'): Promise<string> {
  const page = await fetch(location);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Development provider');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
  const posted = await fetch(location.split('?')[0]!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, email, name: 'Sdk User', action }).toString() });
  expect(posted.status).toBe(303);
  // Gatehouse's callback (json mode: no cookie needed) sends the browser on to the app.
  const callback = await fetch(posted.headers.get('location')!, { redirect: 'manual' });
  expect([303, 307]).toContain(callback.status);
  return callback.headers.get('location')!;
}

function appFor(project: TestProject): ClientApp {
  return createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
}

describe('signInWithOAuth and handleOAuthCallback', () => {
  it('signs up through the provider with PKCE, then signs the same user in; a callback URL works once', async () => {
    const project = await newProject({ oauth_providers: [{ id: 'github', type: 'shared' }] });
    const app = appFor(project);
    const email = uniqueEmail('sdk-oauth');
    let navigatedTo = '';
    const { location } = await app.signInWithOAuth({ provider: 'github', redirectUrl: `${CALLBACK}?code=stale&state=old`, afterCallbackRedirectUrl: 'http://localhost:3000/welcome', navigate: (u) => (navigatedTo = u) });
    expect(navigatedTo).toBe(location);
    const provider = new URL(location);
    expect(provider.searchParams.get('code_challenge_method')).toBe('S256');

    const back = await consent(location, email);
    const backUrl = new URL(back);
    expect(backUrl.origin + backUrl.pathname).toBe(CALLBACK);
    expect(backUrl.searchParams.getAll('code')).toHaveLength(1);
    const result = await app.handleOAuthCallback(back);
    expect(result).toEqual({ userId: expect.any(String), isNewUser: true, afterCallbackRedirectUrl: 'http://localhost:3000/welcome' });
    await expect(app.getUser()).resolves.toMatchObject({ id: result.userId, primary_email: email, primary_email_verified: true, display_name: 'Sdk User' });

    await expect(app.handleOAuthCallback(back)).rejects.toBeInstanceOf(OAuthCallbackError);

    await app.signOut();
    const second = await app.signInWithOAuth({ provider: 'github', redirectUrl: CALLBACK, navigate: () => {} });
    const again = await app.handleOAuthCallback(await consent(second.location, email));
    expect(again).toMatchObject({ userId: result.userId, isNewUser: false });
  });

  it("rebuilds an error Gatehouse delivered by redirect as the SDK's typed error", async () => {
    const project = await newProject({ sign_up_enabled: false, oauth_providers: [{ id: 'github', type: 'shared' }] });
    const app = appFor(project);
    const { location } = await app.signInWithOAuth({ provider: 'github', redirectUrl: CALLBACK, navigate: () => {} });
    const back = await consent(location, uniqueEmail('closed'));
    const e = await app.handleOAuthCallback(back).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SignUpNotEnabledError);
    expect((e as KnownError).status).toBe(400);
    expect(app.session.hasTokens).toBe(false);
  });

  it('throws the known error of the authorize call, and refuses a callback nobody started', async () => {
    const project = await newProject();
    const app = appFor(project);
    const e = await app.signInWithOAuth({ provider: 'github', redirectUrl: CALLBACK, navigate: () => {} }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(KnownError);
    expect((e as KnownError).code).toBe('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    await expect(app.handleOAuthCallback(`${CALLBACK}?code=abc&state=forged`)).rejects.toBeInstanceOf(OAuthCallbackError);
  });
});
