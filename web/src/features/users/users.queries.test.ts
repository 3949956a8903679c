// @vitest-environment jsdom
// (a .test.ts runs in node, vitest.config.ts; this one needs window: the API client reads the page origin)
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CursorPageRequest } from '../../components/data-table/cursor-data-table.tsx';
import { fetchUsersPage } from './users.queries.ts';

afterEach(() => vi.unstubAllGlobals());

const PROJECT = '11111111-1111-4111-8111-111111111111';

/** Calls fetchUsersPage and returns the query string it sent. */
async function sent(req: Partial<CursorPageRequest>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      urls.push(new URL(typeof input === 'string' ? input : input.url));
      return new Response(JSON.stringify({ items: [], is_paginated: true, pagination: { next_cursor: 'u-next' } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const page = await fetchUsersPage(PROJECT, { cursor: undefined, limit: 10, sorting: [], columnFilters: [], globalFilters: '', ...req });
  expect(page).toEqual({ rows: [], nextCursor: 'u-next' });
  expect(urls.at(-1)!.pathname).toBe('/api/v1/users');
  return Object.fromEntries(urls.at(-1)!.searchParams);
}

/** What the cursor table's request becomes on the wire (GET /users): the server sorts, searches and filters. */
describe('users page request', () => {
  it('maps cursor, limit, search and sorting to GET /users', async () => {
    expect(await sent({ cursor: 'u-cursor', limit: 20, sorting: [{ id: 'signed_up_at', desc: true }], globalFilters: '  ada ' })).toEqual({ limit: '20', cursor: 'u-cursor', query: 'ada', desc: 'true', order_by: 'signed_up_at', include_restricted: 'true' });
    expect(await sent({})).toEqual({ limit: '10', desc: 'false', order_by: 'signed_up_at', include_restricted: 'true' });
  });

  it('maps each status and sign-in method to its server filter', async () => {
    const base = { limit: '10', desc: 'false', order_by: 'signed_up_at', include_restricted: 'true' };
    const status = (value: string) => sent({ columnFilters: [{ id: 'status', value: [value] }] });
    expect(await status('verified')).toEqual({ ...base, primary_email_verified: 'true' });
    expect(await status('unverified')).toEqual({ ...base, primary_email_verified: 'false' });
    expect(await status('anonymous')).toEqual({ ...base, include_anonymous: 'true', only_anonymous: 'true' });
    const method = (value: string) => sent({ columnFilters: [{ id: 'method', value: [value] }] });
    expect(await method('password')).toEqual({ ...base, has_password: 'true' });
    expect(await method('otp')).toEqual({ ...base, otp_auth_enabled: 'true' });
    expect(await method('passkey')).toEqual({ ...base, passkey_auth_enabled: 'true' });
    // Both filters at once (AND on the server); a list from an old link counts its last value.
    expect(await sent({ columnFilters: [{ id: 'status', value: ['anonymous', 'verified'] }, { id: 'method', value: ['otp'] }] })).toEqual({ ...base, primary_email_verified: 'true', otp_auth_enabled: 'true' });
  });
});
