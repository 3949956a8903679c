import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, differsFromDefaults, GLOBAL_FILTER_DELAY_MS, PAGE_SIZES, tableStateFromSearch, tableStateToSearch } from './table-state.ts';

const defaults = { sorting: [{ id: 'signed_up_at', desc: true }], columnVisibility: { email: false } };

function roundTrip(state: ReturnType<typeof tableStateFromSearch>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(tableStateToSearch(state, defaults))) if (v !== null) params.set(k, v);
  return { params, back: tableStateFromSearch(params, defaults) };
}

describe('table state', () => {
  it('has the spec constants', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_PAGE_INDEX).toBe(0);
    expect(GLOBAL_FILTER_DELAY_MS).toBe(500);
  });

  it('puts nothing in the URL for the defaults', () => {
    const { params, back } = roundTrip(tableStateFromSearch(new URLSearchParams(), defaults));
    expect(params.toString()).toBe('');
    expect(back.sorting).toEqual(defaults.sorting);
    expect(back.columnVisibility).toEqual({ email: false });
  });

  it('round-trips sorting, filters, search, page size, page and visibility through the URL', () => {
    const state = { sorting: [{ id: 'email', desc: false }], columnFilters: [{ id: 'status', value: ['active', 'revoked'] }], globalFilter: 'ada', pageIndex: 2, pageSize: 30, columnVisibility: {} };
    const { params, back } = roundTrip(state);
    expect(params.get('sort')).toBe('email');
    expect(params.get('filter.status')).toBe('active,revoked');
    expect(params.get('hide')).toBe('-');
    expect(back).toEqual(state);
  });

  it('ignores page sizes that are not offered', () => {
    expect(tableStateFromSearch(new URLSearchParams('size=7')).pageSize).toBe(10);
  });

  it('tells when filters or sorting differ from the defaults', () => {
    expect(differsFromDefaults({ sorting: defaults.sorting, columnFilters: [] }, defaults)).toBe(false);
    expect(differsFromDefaults({ sorting: [], columnFilters: [] }, defaults)).toBe(true);
    expect(differsFromDefaults({ sorting: defaults.sorting, columnFilters: [{ id: 'x', value: ['a'] }] }, defaults)).toBe(true);
  });
});
