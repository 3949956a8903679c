import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, differsFromDefaults, GLOBAL_FILTER_DELAY_MS, PAGE_SIZES } from './table-state.ts';

const defaults = { sorting: [{ id: 'signed_up_at', desc: true }], columnVisibility: { email: false } };

// The state's URL form is tested with the router: src/router/table-search.test.ts.
describe('table state', () => {
  it('has the spec constants', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_PAGE_INDEX).toBe(0);
    expect(GLOBAL_FILTER_DELAY_MS).toBe(500);
  });

  it('tells when filters or sorting differ from the defaults', () => {
    expect(differsFromDefaults({ sorting: defaults.sorting, columnFilters: [] }, defaults)).toBe(false);
    expect(differsFromDefaults({ sorting: [], columnFilters: [] }, defaults)).toBe(true);
    expect(differsFromDefaults({ sorting: defaults.sorting, columnFilters: [{ id: 'x', value: ['a'] }] }, defaults)).toBe(true);
  });
});
