import { PAGE_SIZES, sameState, type TableDefaults, type TableState } from './table-state.ts';

/**
 * What the table shows instead of (or besides) its rows, and so which controls still do something
 * (UI.md: the empty state says what to do next; controls that do nothing are hidden).
 *
 * - 'loading': nothing loaded yet; skeleton rows under the usual toolbar.
 * - 'rows': there is something to show.
 * - 'empty': nothing exists yet (no search, no filter beyond the defaults): no search box, filters,
 *   View, export or pagination; only the page's empty state and its action.
 * - 'no-match': the search or a filter left nothing: keep the search and filters, say so, offer
 *   'Clear filters'.
 * - 'past-end': a later page of a cursor-paged table came back empty (its rows went away since):
 *   keep the pagination so the previous pages stay reachable.
 */
export type TableBodyState = 'loading' | 'rows' | 'empty' | 'no-match' | 'past-end';

/** A search or a column filter other than the defaults narrows the rows. Sorting never does. */
export function isFiltered(state: Pick<TableState, 'globalFilter' | 'columnFilters'>, defaults: TableDefaults = {}): boolean {
  return state.globalFilter.trim() !== '' || !sameState(state.columnFilters, defaults.columnFilters ?? []);
}

export interface TableBodyInput {
  /** Nothing loaded yet (a refetch with rows on screen is not 'loading'). */
  loading: boolean;
  /** Rows on the current page. */
  rowCount: number;
  /** A search or filter is active (isFiltered). */
  filtered: boolean;
  pageIndex: number;
  /** Rows before any search or filter, when the browser knows it (client-side tables). */
  unfilteredCount?: number;
}

export function tableBodyState({ loading, rowCount, filtered, pageIndex, unfilteredCount }: TableBodyInput): TableBodyState {
  if (rowCount > 0) return 'rows';
  if (loading) return 'loading';
  // No rows at all: a leftover search (say, from the URL) does not make this a "no match".
  if (unfilteredCount === 0) return 'empty';
  if (pageIndex > 0) return 'past-end';
  return filtered ? 'no-match' : 'empty';
}

/**
 * Paging controls do something only when there is another page, or when the rows shown exceed
 * the smallest page size (so a smaller 'Rows per page' would split them).
 */
export function needsPagination(input: { pageIndex: number; hasNextPage: boolean; rowCount: number }): boolean {
  return input.pageIndex > 0 || input.hasNextPage || input.rowCount > PAGE_SIZES[0];
}

/** 'No users match “ada”.' for a search; 'No users match these filters.' for column filters only. */
export function noMatchMessage(noun: string, search: string): string {
  const q = search.trim();
  return q ? `No ${noun} match “${q}”.` : `No ${noun} match these filters.`;
}
