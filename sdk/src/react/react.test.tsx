// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createClientApp, type ClientApp } from '../apps.ts';
import { memoryTokenStore } from '../token-store.ts';
import { BASE, PROJECT, fakeFetch, json, tokenExpiringIn, type FakeHandler } from '../test-support.ts';
import { GatehouseProvider, useGatehouseApp, usePermission, useProject, useSessionKey, useSignInWithPassword, useSignOut, useTeam, useTeamMembers, useTeams, useUser } from './index.tsx';

afterEach(() => cleanup());

const USER = { id: 'u1', primary_email: 'ada@example.com', display_name: 'Ada' };

function server(): FakeHandler {
  return (c) => {
    if (c.path === '/projects/current') return json({ id: PROJECT, display_name: 'Acme', config: {} });
    if (c.path === '/users/me') return json(USER);
    if (c.path === '/auth/password/sign-in') return json({ access_token: tokenExpiringIn(600), refresh_token: 'rt', user_id: 'u1' });
    if (c.path === '/auth/sessions/current') return json({ success: true });
    return new Response('unexpected', { status: 500 });
  };
}

function makeApp(tokens: { accessToken?: string; refreshToken?: string } = {}) {
  const fetch = fakeFetch(server());
  return { app: createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore(tokens) }), fetch };
}

function Who() {
  const user = useUser();
  if (user.isPending) return <p>loading</p>;
  return <p>{user.data ? `user:${user.data.display_name}` : 'signed out'}</p>;
}

function ProjectName() {
  const project = useProject();
  return <p>{project.data ? `project:${project.data.display_name}` : '…'}</p>;
}

function Buttons() {
  const signIn = useSignInWithPassword();
  const signOut = useSignOut();
  return (
    <>
      <button onClick={() => signIn.mutate({ email: 'ada@example.com', password: 'pw' })}>in</button>
      <button onClick={() => signOut.mutate()}>out</button>
    </>
  );
}

function ui(app: ClientApp, queryClient?: QueryClient) {
  return render(
    <GatehouseProvider app={app} queryClient={queryClient}>
      <Who />
      <ProjectName />
      <Buttons />
    </GatehouseProvider>,
  );
}

describe('GatehouseProvider and hooks', () => {
  it('useUser is null when signed out, without a request for the user', async () => {
    const { app, fetch } = makeApp();
    ui(app);
    await screen.findByText('signed out');
    expect(fetch.calls.some((c) => c.path === '/users/me')).toBe(false);
  });

  it('useUser returns the user of a signed-in session', async () => {
    const { app } = makeApp({ accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    ui(app);
    await screen.findByText('user:Ada');
  });

  it('useProject reads the current project', async () => {
    const { app } = makeApp();
    ui(app);
    await screen.findByText('project:Acme');
  });

  it('signing in through the hook re-reads the user (the session key changes)', async () => {
    const { app } = makeApp();
    ui(app);
    await screen.findByText('signed out');
    await act(async () => screen.getByText('in').click());
    await screen.findByText('user:Ada');
  });

  it('useSignOut revokes the session and the user becomes null', async () => {
    const { app, fetch } = makeApp({ accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    ui(app);
    await screen.findByText('user:Ada');
    await act(async () => screen.getByText('out').click());
    await screen.findByText('signed out');
    expect(fetch.calls.some((c) => c.method === 'DELETE' && c.path === '/auth/sessions/current')).toBe(true);
    expect(app.session.hasTokens).toBe(false);
  });

  it('follows session changes made outside React', async () => {
    const { app } = makeApp();
    function Key() {
      return <p>key:{useSessionKey()}</p>;
    }
    render(<GatehouseProvider app={app}><Key /></GatehouseProvider>);
    await screen.findByText('key:not-logged-in');
    act(() => app.session.setTokens({ refreshToken: 'rt' }));
    await waitFor(() => expect(screen.getByText(/^key:refresh:/)).toBeTruthy());
  });

  it('uses the surrounding QueryClientProvider when no client is given', async () => {
    const { app } = makeApp({ accessToken: tokenExpiringIn(600), refreshToken: 'rt' });
    const outer = new QueryClient();
    render(<QueryClientProvider client={outer}><GatehouseProvider app={app}><Who /></GatehouseProvider></QueryClientProvider>);
    await screen.findByText('user:Ada');
    expect(outer.getQueryCache().getAll().some((q) => q.queryKey[2] === 'user')).toBe(true);
  });

  it('hooks outside the provider fail with a clear message', () => {
    function Bare() {
      useGatehouseApp();
      return null;
    }
    expect(() => render(<Bare />)).toThrow('inside <GatehouseProvider');
  });
});

describe('user query identity', () => {
  it('a token refresh with a rotated refresh token does not refetch the user', async () => {
    const token = (n: number) => tokenExpiringIn(600, { sub: 'u1', refresh_token_id: 's1', n });
    const fetch = fakeFetch((c) => {
      if (c.path === '/users/me') return json(USER);
      if (c.path === '/auth/oauth/token') return json({ access_token: token(2), token_type: 'Bearer', refresh_token: 'rt-2' });
      return json({});
    });
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore({ accessToken: token(1), refreshToken: 'rt-1' }) });
    render(<GatehouseProvider app={app}><Who /></GatehouseProvider>);
    await screen.findByText('user:Ada');
    await act(async () => { await app.session.refresh(); });
    expect(app.session.tokens.refreshToken).toBe('rt-2');
    await screen.findByText('user:Ada');
    expect(fetch.calls.filter((c) => c.path === '/users/me')).toHaveLength(1);
  });

  it('signing in as someone else refetches', async () => {
    const fetch = fakeFetch((c) => (c.path === '/users/me' ? json({ ...USER, display_name: c.headers.get('x-stack-access-token')!.length > 0 ? 'someone' : '' }) : json({})));
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore({ accessToken: tokenExpiringIn(600, { sub: 'u1', refresh_token_id: 's1' }), refreshToken: 'a' }) });
    render(<GatehouseProvider app={app}><Who /></GatehouseProvider>);
    await screen.findByText('user:someone');
    act(() => app.session.setTokens({ accessToken: tokenExpiringIn(600, { sub: 'u2', refresh_token_id: 's2' }), refreshToken: 'b' }));
    await waitFor(() => expect(fetch.calls.filter((c) => c.path === '/users/me')).toHaveLength(2));
  });
});

describe('team hooks', () => {
  const TEAM = { id: 't1', display_name: 'Docs', profile_image_url: null, client_metadata: null, client_read_only_metadata: null };
  function teamServer(granted: string[]): FakeHandler {
    return (c) => {
      const path = c.path.split('?')[0];
      if (path === '/teams') return json({ is_paginated: false, items: [TEAM] });
      if (path === '/teams/t1') return json(TEAM);
      if (path === '/team-member-profiles') return json({ is_paginated: false, items: [{ team_id: 't1', user_id: 'u1', display_name: null, profile_image_url: null }] });
      if (path === '/team-permissions') {
        const q = new URL(c.url).searchParams;
        // The hook must ask the transitive question about its own user in this team.
        if (q.get('recursive') !== 'true' || q.get('user_id') !== 'me' || q.get('team_id') !== 't1') return new Response('bad query', { status: 500 });
        const id = q.get('permission_id')!;
        return json({ is_paginated: false, items: granted.includes(id) ? [{ id, team_id: 't1', user_id: 'u1' }] : [] });
      }
      return new Response('unexpected', { status: 500 });
    };
  }
  function Team() {
    const teams = useTeams();
    const team = useTeam('t1');
    const members = useTeamMembers('t1');
    const canRead = usePermission('t1', 'read_docs');
    const canDelete = usePermission('t1', '$delete_team');
    if (!teams.data || !team.data || !members.data || canRead.data === undefined || canDelete.data === undefined) return <p>loading</p>;
    return <p>{`teams:${teams.data.length} team:${team.data.display_name} members:${members.data.length} read:${canRead.data} delete:${canDelete.data}`}</p>;
  }
  it('reads the teams, one team, its members and permission checks for the signed-in user', async () => {
    const fetch = fakeFetch(teamServer(['read_docs']));
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore({ accessToken: tokenExpiringIn(600), refreshToken: 'rt' }) });
    render(<GatehouseProvider app={app} queryClient={new QueryClient()}><Team /></GatehouseProvider>);
    await screen.findByText('teams:1 team:Docs members:1 read:true delete:false');
  });
  it('signed out: no teams and no permission, without asking the server', async () => {
    const fetch = fakeFetch(teamServer([]));
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore() });
    function SignedOut() {
      const teams = useTeams();
      const can = usePermission('t1', 'read_docs');
      return <p>{teams.data && can.data !== undefined ? `teams:${teams.data.length} can:${can.data}` : 'loading'}</p>;
    }
    render(<GatehouseProvider app={app} queryClient={new QueryClient()}><SignedOut /></GatehouseProvider>);
    await screen.findByText('teams:0 can:false');
    expect(fetch.calls.filter((c) => c.path.startsWith('/team'))).toHaveLength(0);
  });
});
