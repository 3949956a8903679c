// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createClientApp } from '../apps.ts';
import { memoryTokenStore } from '../token-store.ts';
import { BASE, PROJECT, fakeFetch, json, knownError, tokenExpiringIn, type FakeHandler } from '../test-support.ts';
import { GatehouseProvider, useMyTeamInvitations, useTeamApiKeys, useTeamInvitations, useUserApiKeys } from './index.tsx';

afterEach(() => cleanup());

const INVITATION = { id: 'i1', team_id: 't1', team_display_name: 'Docs', expires_at_millis: 1, recipient_email: 'grace@example.com' };
const KEY = { id: 'k1', description: 'CI', created_at_millis: 1, is_public: false, value: { last_four: 'abcd' } };

/** Answers only the exact queries the hooks must send (anything else is a 500 the test would show). */
function server(): FakeHandler {
  return (c) => {
    const url = new URL(c.url);
    const q = Object.fromEntries(url.searchParams);
    const path = c.path.split('?')[0];
    if (path === '/team-invitations' && q.team_id === 't1' && !q.user_id) return json({ is_paginated: false, items: [INVITATION] });
    if (path === '/team-invitations' && q.user_id === 'me' && !q.team_id) return json({ is_paginated: false, items: [INVITATION, { ...INVITATION, id: 'i2' }] });
    if (path === '/user-api-keys' && q.user_id === 'me') return json({ is_paginated: false, items: [{ ...KEY, type: 'user', user_id: 'u1' }] });
    if (path === '/team-api-keys' && q.team_id === 't1') return json({ is_paginated: false, items: [] });
    if (path === '/team-api-keys' && q.team_id === 't2') return knownError('API_KEY_NOT_FOUND', 404);
    return new Response('unexpected', { status: 500 });
  };
}

function Everything() {
  const team = useTeamInvitations('t1');
  const mine = useMyTeamInvitations();
  const userKeys = useUserApiKeys();
  const teamKeys = useTeamApiKeys('t1');
  const hidden = useTeamApiKeys('t2');
  if (!team.data || !mine.data || !userKeys.data || !teamKeys.data || !hidden.isError) return <p>loading</p>;
  const code = (hidden.error as { code?: string }).code;
  return <p>{`team:${team.data.length} mine:${mine.data.length} user-keys:${userKeys.data[0]!.value.last_four} team-keys:${teamKeys.data.length} hidden:${code}`}</p>;
}

describe('invitation and API key hooks', () => {
  it('read the team invitations, my invitations, my keys and a team’s keys; refusals arrive as typed errors', async () => {
    const fetch = fakeFetch(server());
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore({ accessToken: tokenExpiringIn(600), refreshToken: 'rt' }) });
    render(<GatehouseProvider app={app} queryClient={new QueryClient()}><Everything /></GatehouseProvider>);
    await screen.findByText('team:1 mine:2 user-keys:abcd team-keys:0 hidden:API_KEY_NOT_FOUND');
  });

  it('signed out: no invitations and no keys of my own, without asking the server; no id: nothing asked', async () => {
    const fetch = fakeFetch(server());
    const app = createClientApp({ baseUrl: BASE, projectId: PROJECT, fetch, tokenStore: memoryTokenStore() });
    function SignedOut() {
      const mine = useMyTeamInvitations();
      const keys = useUserApiKeys();
      const team = useTeamInvitations(null);
      const teamKeys = useTeamApiKeys(undefined);
      return <p>{mine.data && keys.data ? `mine:${mine.data.length} keys:${keys.data.length} idle:${team.fetchStatus}/${teamKeys.fetchStatus}` : 'loading'}</p>;
    }
    render(<GatehouseProvider app={app} queryClient={new QueryClient()}><SignedOut /></GatehouseProvider>);
    await screen.findByText('mine:0 keys:0 idle:idle/idle');
    expect(fetch.calls).toHaveLength(0);
  });
});
