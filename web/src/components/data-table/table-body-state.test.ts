import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH, DEFAULT_MIN_COLUMN_WIDTH, tableMinWidth } from './column-sizing.ts';
import { isFiltered, needsPagination, noMatchMessage, tableBodyState } from './table-body-state.ts';

describe('what an empty table shows', () => {
  const base = { loading: false, rowCount: 0, filtered: false, pageIndex: 0 };

  it('shows rows whenever there are some, even while reloading', () => {
    expect(tableBodyState({ ...base, rowCount: 3, loading: true, filtered: true })).toBe('rows');
  });

  it('shows skeletons only while nothing has loaded yet', () => {
    expect(tableBodyState({ ...base, loading: true })).toBe('loading');
    expect(tableBodyState({ ...base, loading: true, filtered: true })).toBe('loading');
  });

  it("says 'nothing yet' when no search or filter is narrowing an empty table", () => {
    expect(tableBodyState(base)).toBe('empty');
  });

  it("says 'no match' when a search or filter left nothing, so the controls stay to undo it", () => {
    expect(tableBodyState({ ...base, filtered: true })).toBe('no-match');
  });

  it('calls a client-side table with no data at all empty, whatever search is left over', () => {
    expect(tableBodyState({ ...base, filtered: true, unfilteredCount: 0 })).toBe('empty');
    expect(tableBodyState({ ...base, filtered: true, unfilteredCount: 4 })).toBe('no-match');
  });

  it('keeps the pager on an empty later page instead of pretending nothing exists', () => {
    expect(tableBodyState({ ...base, pageIndex: 2 })).toBe('past-end');
    expect(tableBodyState({ ...base, pageIndex: 2, filtered: true })).toBe('past-end');
  });

  it('counts a search or non-default filters as filtering, never sorting or whitespace', () => {
    const defaults = { columnFilters: [{ id: 'status', value: ['active'] }] };
    expect(isFiltered({ globalFilter: '', columnFilters: [] })).toBe(false);
    expect(isFiltered({ globalFilter: '   ', columnFilters: [] })).toBe(false);
    expect(isFiltered({ globalFilter: 'ada', columnFilters: [] })).toBe(true);
    expect(isFiltered({ globalFilter: '', columnFilters: [{ id: 'role', value: ['admin'] }] })).toBe(true);
    expect(isFiltered({ globalFilter: '', columnFilters: [{ id: 'status', value: ['active'] }] }, defaults)).toBe(false);
    expect(isFiltered({ globalFilter: '', columnFilters: [] }, defaults)).toBe(true);
  });

  it('names the search in the no-match message, or the filters when there is none', () => {
    expect(noMatchMessage('users', ' ada ')).toBe('No users match “ada”.');
    expect(noMatchMessage('users', '')).toBe('No users match these filters.');
  });
});

describe('when paging controls do something', () => {
  it('hides them when all rows fit the smallest page on the first page', () => {
    expect(needsPagination({ pageIndex: 0, hasNextPage: false, rowCount: 0 })).toBe(false);
    expect(needsPagination({ pageIndex: 0, hasNextPage: false, rowCount: 10 })).toBe(false);
  });

  it('shows them with another page either way, or more rows than the smallest page size', () => {
    expect(needsPagination({ pageIndex: 0, hasNextPage: true, rowCount: 10 })).toBe(true);
    expect(needsPagination({ pageIndex: 1, hasNextPage: false, rowCount: 3 })).toBe(true);
    expect(needsPagination({ pageIndex: 0, hasNextPage: false, rowCount: 11 })).toBe(true);
  });
});

describe('column sizing', () => {
  it('sums fixed widths and the minimum of each flexible column into the min-width', () => {
    expect(tableMinWidth([{ width: COLUMN_WIDTH.select }, undefined, { minWidth: 240 }, { width: COLUMN_WIDTH.date }])).toBe(COLUMN_WIDTH.select + DEFAULT_MIN_COLUMN_WIDTH + 240 + COLUMN_WIDTH.date);
    expect(tableMinWidth([])).toBe(0);
  });
});
