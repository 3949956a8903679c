// The cross-domain handoff through the SDK against a real Gatehouse: two apps with their own token
// and flow stores stand for two domains of one app; the signed-in one hands its session over.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  createClientApp,
  defaultOAuthFlowStore,
  memoryTokenStore,
  OAuthCallbackError,
  RedirectUrlNotWhitelistedError,
  type ClientApp,
  type OAuthFlowStore,
} from '../src/index.ts';

const CALLBACK_B = 'http://localhost:3001/handler/oauth-callback';

function appFor(project: TestProject, flowStore: OAuthFlowStore = defaultOAuthFlowStore()): ClientApp {
  return createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore(), oauthFlowStore: flowStore });
}

async function signedInApp(project: TestProject): Promise<ClientApp> {
  const app = appFor(project);
  await app.signUpWithPassword({ email: uniqueEmail('handoff'), password: 'correct horse battery staple' });
  return app;
}

describe('prepareCrossDomainHandoff, crossDomainAuthorize and handleOAuthCallback', () => {
  it('signs the receiving domain in as the same user; both sides keep refreshing on their own', async () => {
    const project = await newProject();
    const a = await signedInApp(project);
    const b = appFor(project);
    const userId = (await a.getUser())!.id;

    const req = await b.prepareCrossDomainHandoff({ redirectUrl: `${CALLBACK_B}?from=a&code=stale` });
    expect(req.redirectUri).toBe(`${CALLBACK_B}?from=a`);
    expect(req.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    let navigatedTo = '';
    const { redirectUrl } = await a.crossDomainAuthorize({ ...req, afterCallbackRedirectUrl: 'http://localhost:3001/home', navigate: (u) => (navigatedTo = u) });
    expect(navigatedTo).toBe(redirectUrl);
    const back = new URL(redirectUrl);
    expect(back.searchParams.get('state')).toBe(req.state);
    expect(back.searchParams.get('from')).toBe('a');

    const result = await b.handleOAuthCallback(redirectUrl);
    expect(result).toEqual({ userId, isNewUser: false, afterCallbackRedirectUrl: 'http://localhost:3001/home' });
    await expect(b.getUser()).resolves.toMatchObject({ id: userId });
    // A callback URL works once.
    await expect(b.handleOAuthCallback(redirectUrl)).rejects.toBeInstanceOf(OAuthCallbackError);

    for (let i = 0; i < 2; i++) {
      await expect(a.session.refresh()).resolves.toEqual(expect.any(String));
      await expect(b.session.refresh()).resolves.toEqual(expect.any(String));
    }
    await expect(a.getUser()).resolves.toMatchObject({ id: userId });
    await expect(b.getUser()).resolves.toMatchObject({ id: userId });
  });

  it('makes and keeps the PKCE pair itself when the receiving side shares the flow store', async () => {
    const project = await newProject({ refresh_token_rotation_enabled: false });
    const shared = defaultOAuthFlowStore();
    const a = appFor(project, shared);
    await a.signUpWithPassword({ email: uniqueEmail('shared'), password: 'correct horse battery staple' });
    const b = appFor(project, shared);
    const { redirectUrl } = await a.crossDomainAuthorize({ redirectUri: CALLBACK_B, state: 'my-state', navigate: () => {} });
    expect(new URL(redirectUrl).searchParams.get('state')).toBe('my-state');
    await b.handleOAuthCallback(redirectUrl);
    // Without rotation the session itself is handed over: one refresh token on both sides.
    expect(b.session.tokens.refreshToken).toBe(a.session.tokens.refreshToken);
  });

  it('throws typed errors: untrusted redirect, signed-out caller', async () => {
    const project = await newProject({ allow_localhost: false, domains: [{ domain: 'https://b.example.com', handler_path: '/handler' }] });
    const a = await signedInApp(project);
    const req = await appFor(project).prepareCrossDomainHandoff({ redirectUrl: 'https://evil.example.net/cb' });
    await expect(a.crossDomainAuthorize({ ...req, navigate: () => {} })).rejects.toBeInstanceOf(RedirectUrlNotWhitelistedError);
    await expect(appFor(project).crossDomainAuthorize({ redirectUri: 'https://b.example.com/cb', navigate: () => {} })).rejects.toBeInstanceOf(TypeError);
  });
});
