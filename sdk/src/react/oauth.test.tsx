// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, fireEvent } from '@testing-library/react';
import { createClientApp } from '../apps.ts';
import { memoryTokenStore } from '../token-store.ts';
import { BASE, PROJECT, fakeFetch, json, knownError, tokenExpiringIn } from '../test-support.ts';
import { GatehouseProvider, useOAuthCallback, useSignInWithOAuth, useUser } from './index.tsx';

afterEach(() => cleanup());

const CALLBACK = 'http://localhost:3000/handler/oauth-callback';

function makeApp() {
  const fetch = fakeFetch((c) => {
    if (c.path.startsWith('/auth/oauth/authorize/github')) return json({ location: 'https://github.test/login/oauth/authorize?x=1' });
    if (c.path.startsWith('/auth/oauth/authorize/gitlab')) return knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400);
    if (c.path === '/auth/oauth/token') return json({ access_token: tokenExpiringIn(600, { sub: 'u1' }), refresh_token: 'rt', token_type: 'Bearer', expires_in: 600, scope: 'legacy', is_new_user: true, after_callback_redirect_url: null });
    if (c.path === '/users/me') return json({ id: 'u1', display_name: 'Ada' });
    return new Response('unexpected', { status: 500 });
  });
  return { app: createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore() }), fetch };
}

describe('OAuth hooks', () => {
  it('starts the flow with PKCE, then finishes it once on the callback page', async () => {
    const { app, fetch } = makeApp();
    let went = '';
    function Start() {
      const signIn = useSignInWithOAuth();
      return (
        <>
          <button onClick={() => signIn.mutate({ provider: 'github', redirectUrl: CALLBACK, navigate: (u) => (went = u) })}>GitHub</button>
          <button onClick={() => signIn.mutate({ provider: 'gitlab', redirectUrl: CALLBACK, navigate: (u) => (went = u) })}>GitLab</button>
          {signIn.error ? <p>error:{(signIn.error as { code?: string }).code}</p> : null}
        </>
      );
    }
    render(<GatehouseProvider app={app}><Start /></GatehouseProvider>);
    fireEvent.click(screen.getByText('GitHub'));
    await waitFor(() => expect(went).toBe('https://github.test/login/oauth/authorize?x=1'));
    const authorize = new URL(fetch.calls.find((c) => c.path.startsWith('/auth/oauth/authorize/github'))!.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('stack_response_mode')).toBe('json');
    const state = authorize.searchParams.get('state')!;
    fireEvent.click(screen.getByText('GitLab'));
    await screen.findByText('error:OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    cleanup();

    function Callback() {
      const done = useOAuthCallback(`${CALLBACK}?code=the-code&state=${state}`);
      const user = useUser();
      if (done.error) return <p>failed</p>;
      return <p>{done.data ? `new:${done.data.isNewUser} user:${user.data?.display_name ?? '…'}` : 'finishing'}</p>;
    }
    render(<GatehouseProvider app={app}><Callback /></GatehouseProvider>);
    await screen.findByText('new:true user:Ada');
    const exchanges = fetch.calls.filter((c) => c.path === '/auth/oauth/token');
    expect(exchanges).toHaveLength(1);
    const body = JSON.parse(exchanges[0]!.body) as Record<string, string>;
    expect(body).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: CALLBACK, client_id: PROJECT });
    // The verifier matches the challenge that was sent.
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body.code_verifier)));
    const challenge = btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(challenge).toBe(authorize.searchParams.get('code_challenge'));
  });
});
