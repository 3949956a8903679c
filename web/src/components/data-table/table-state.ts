import type { ColumnFiltersState, SortingState, VisibilityState } from '@tanstack/react-table';

/** SPEC §9: page size choices and defaults. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_INDEX = 0;
/** SPEC §4/§9: the cursor-paged table reloads this long after the last keystroke in the global filter. */
export const GLOBAL_FILTER_DELAY_MS = 500;

export interface TableState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilter: string;
  pageIndex: number;
  pageSize: number;
  columnVisibility: VisibilityState;
  /** Cursor-paged tables: cursors[i] loads page i + 1 ('' when not known, e.g. after opening a shared link). */
  cursors?: string[];
}

export interface TableDefaults {
  sorting?: SortingState;
  columnFilters?: ColumnFiltersState;
  pageSize?: number;
  columnVisibility?: VisibilityState;
}

export function initialTableState(defaults: TableDefaults = {}): TableState {
  return {
    sorting: defaults.sorting ?? [],
    columnFilters: defaults.columnFilters ?? [],
    globalFilter: '',
    pageIndex: DEFAULT_PAGE_INDEX,
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    columnVisibility: defaults.columnVisibility ?? {},
  };
}

/** Structural equality for the small JSON-like state objects above. */
export function sameState(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}
function normalise(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalise);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => !(Array.isArray(x) && x.length === 0) && x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, normalise(x)]),
    );
  }
  return v;
}

/** 'Reset filters' is shown only when filters or sorting differ from the defaults (SPEC §2). */
export function differsFromDefaults(state: Pick<TableState, 'sorting' | 'columnFilters'>, defaults: TableDefaults): boolean {
  return !sameState(state.columnFilters, defaults.columnFilters ?? []) || !sameState(state.sorting, defaults.sorting ?? []);
}
