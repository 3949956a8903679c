import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUsersPage } from './users.queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** What the cursor table's request becomes on the wire (GET /users), and the page it gets back. */
describe('users page request', () => {
  it('maps cursor, limit, search, sorting and the anonymous filter to GET /users', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        urls.push(new URL(typeof input === 'string' ? input : input.url));
        return new Response(JSON.stringify({ items: [], is_paginated: true, pagination: { next_cursor: 'u-next' } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const page = await fetchUsersPage('11111111-1111-4111-8111-111111111111', {
      cursor: 'u-cursor',
      limit: 20,
      sorting: [{ id: 'signed_up_at', desc: true }],
      columnFilters: [{ id: 'status', value: ['anonymous'] }],
      globalFilters: '  ada ',
    });
    expect(page).toEqual({ rows: [], nextCursor: 'u-next' });
    const url = urls.at(-1)!;
    expect(url.pathname).toBe('/api/v1/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '20', cursor: 'u-cursor', query: 'ada', desc: 'true', order_by: 'signed_up_at', include_anonymous: 'true' });

    await fetchUsersPage('11111111-1111-4111-8111-111111111111', { cursor: undefined, limit: 10, sorting: [], columnFilters: [], globalFilters: '' });
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ limit: '10', desc: 'false', order_by: 'signed_up_at' });
  });
});
