import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params.ts';
import { isTypingOnly, tableSearch, tableStateFromSearch, tableStateToSearch } from './table-search.ts';

const usersLike = tableSearch({ sortable: ['signed_up_at', 'email'], filters: { status: ['verified', 'unverified', 'anonymous'] }, columns: ['email', 'status'], cursorPaged: true });
const clientTable = tableSearch({ sortable: ['email'], filters: { role: ['admin', 'member'] }, columns: ['email', 'role'] });
const defaults = { sorting: [{ id: 'signed_up_at', desc: true }], columnVisibility: { email: false } };

/** The URL a table state becomes, and the state that URL shows again. */
function roundTrip(state: ReturnType<typeof tableStateFromSearch>, validate = usersLike) {
  const qs = stringifySearch(tableStateToSearch(state, defaults));
  return { qs, back: tableStateFromSearch(validate(parseSearch(qs)), defaults, state.cursors?.slice(0, -1)) };
}

describe('table search params', () => {
  it('puts nothing in the URL for the defaults', () => {
    const state = tableStateFromSearch(usersLike({}), defaults);
    expect(state.sorting).toEqual(defaults.sorting);
    expect(state.columnVisibility).toEqual({ email: false });
    expect(roundTrip(state).qs).toBe('');
  });

  it('reads the formats links always had: sort=-col, size, page, q, filter.col=a,b, hide', () => {
    const search = clientTable(parseSearch('?sort=-email&size=20&page=3&q=ada%20l&filter.role=admin,member&hide=role'));
    expect(search).toEqual({ sort: '-email', size: 20, page: 3, q: 'ada l', 'filter.role': 'admin,member', hide: 'role' });
    const state = tableStateFromSearch(search);
    expect(state).toMatchObject({ sorting: [{ id: 'email', desc: true }], pageSize: 20, pageIndex: 2, globalFilter: 'ada l', columnFilters: [{ id: 'role', value: ['admin', 'member'] }], columnVisibility: { role: false } });
  });

  it('round-trips sorting, filters, search, page size, cursor page and visibility', () => {
    const state = { sorting: [{ id: 'email', desc: false }], columnFilters: [{ id: 'status', value: ['verified'] }], globalFilter: 'ada', pageIndex: 2, pageSize: 30, columnVisibility: {}, cursors: ['c1', 'c2'] };
    const { qs, back } = roundTrip(state);
    expect(qs).toBe('?sort=email&filter.status=verified&q=ada&size=30&page=3&cursor=c2&hide=-');
    expect(back).toEqual(state);
  });

  it('falls back to the defaults for values that do not fit, instead of failing', () => {
    const bad = usersLike(parseSearch('?sort=-password&size=7&page=abc&filter.status=bogus,verified,bogus&hide=nope&filter.unknown=x&extra=1'));
    expect(bad).toEqual({ 'filter.status': 'verified' });
    expect(usersLike(parseSearch('?size=&page=-2&sort=&filter.status=bogus'))).toEqual({});
    expect(clientTable({ size: 20, page: 2.5, q: 42 })).toEqual({ size: 20 });
    const state = tableStateFromSearch(bad, defaults);
    expect(state.sorting).toEqual(defaults.sorting);
    expect(state.pageSize).toBe(10);
    expect(state.pageIndex).toBe(0);
  });

  it('opens a cursor-paged table on page N only with its cursor, and knows no earlier cursor without the trail', () => {
    expect(usersLike(parseSearch('?page=3'))).toEqual({});
    expect(usersLike(parseSearch('?cursor=c2'))).toEqual({});
    const shared = tableStateFromSearch(usersLike(parseSearch('?page=3&cursor=c2')), defaults);
    expect(shared.pageIndex).toBe(2);
    expect(shared.cursors).toEqual(['', 'c2']);
    // With the history entry's trail (Back, reload) 'Previous' has its cursor.
    expect(tableStateFromSearch(usersLike(parseSearch('?page=3&cursor=c2')), defaults, ['c1']).cursors).toEqual(['c1', 'c2']);
    // A client-paged table has no cursor: page=2 is enough.
    expect(clientTable(parseSearch('?page=2&cursor=x'))).toEqual({ page: 2 });
  });

  it('tells typing in the search box (replace) from every other change (a history step)', () => {
    const a = tableStateFromSearch(usersLike({}), defaults);
    expect(isTypingOnly(a, { ...a, globalFilter: 'ad' })).toBe(true);
    expect(isTypingOnly({ ...a, pageIndex: 2, cursors: ['', 'c'] }, { ...a, globalFilter: 'ad' })).toBe(true);
    expect(isTypingOnly(a, { ...a, sorting: [{ id: 'signed_up_at', desc: false }] })).toBe(false);
    expect(isTypingOnly(a, { ...a, globalFilter: 'ad', pageSize: 20 })).toBe(false);
  });

  it('writes values as plain text, not JSON', () => {
    expect(stringifySearch({ q: '123', size: 20, page: undefined, hide: '' })).toBe('?q=123&size=20');
    expect(parseSearch('?q=123&q=456&size=20')).toEqual({ q: '456', size: '20' });
  });
});
