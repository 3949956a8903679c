import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const HOSTED_PROJECT = '00000000-0000-4000-8000-00000000a001';
const project = {
  id: HOSTED_PROJECT,
  display_name: 'Acme Web',
  config: { allow_team_api_keys: false, allow_user_api_keys: false, anonymous_accounts_enabled: false, client_team_creation_enabled: false, client_user_deletion_enabled: false, create_team_on_sign_up: false, credential_enabled: true, domains: [], enabled_oauth_providers: [], magic_link_enabled: false, passkey_enabled: false, sign_up_enabled: true, default_locale: 'en' },
};

/** Every request, with the project it was for; the internal project's (the developer's session) never answer. */
let requests: Array<{ url: string; project: string | null }>;
beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const projectId = request.headers.get('x-stack-project-id');
      requests.push({ url: request.url, project: projectId });
      if (projectId === 'internal') return new Promise<Response>(() => {});
      if (request.url.endsWith('/api/v1/projects/current')) return Promise.resolve(new Response(JSON.stringify(project), { status: 200, headers: { 'content-type': 'application/json' } }));
      return Promise.resolve(new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A developer with a stored session whose check never finishes. */
const pendingDeveloperSession = () => localStorage.setItem('gatehouse-internal-tokens', JSON.stringify({ accessToken: 'not-yet-checked', refreshToken: 'r' }));

describe('routes', () => {
  it('sends a signed-out developer from / and from dashboard screens to sign-in', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Gatehouse' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    const users = renderApp('/projects/p1/users?sort=signed_up_at');
    await waitFor(() => expect(users.router.state.location.pathname).toBe('/sign-in'));
  });

  it('shows the loading shell while the developer session is read, never a blank page', async () => {
    pendingDeveloperSession();
    const { container } = renderApp('/projects');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('heading', { name: 'Sign in to Gatehouse' })).not.toBeInTheDocument();
  });

  it('serves hosted pages without reading the developer session', async () => {
    pendingDeveloperSession();
    renderApp(`/handler/sign-in?project_id=${HOSTED_PROJECT}&after_auth_return_to=%2Fapp`);
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme Web' })).toBeInTheDocument();
    // Switching to sign-up keeps where to return after signing in (e.g. a team invitation).
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/handler/sign-up?project_id=${HOSTED_PROJECT}&after_auth_return_to=%2Fapp`);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', `/handler/forgot-password?project_id=${HOSTED_PROJECT}`);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.project === 'internal')).toEqual([]);
  });

  it('answers an unknown address with the not-found page', async () => {
    renderApp('/projects/p1/nothing-here/at-all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});
