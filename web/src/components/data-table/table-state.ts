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

/**
 * URL <-> table state. `sort=email` / `sort=-email`, `filter.<column>=a,b`, `q=…`, `size=20`,
 * `page=2` (1-based for people), `hide=a,b`. Anything absent falls back to the defaults.
 */
export function tableStateFromSearch(search: URLSearchParams, defaults: TableDefaults = {}): TableState {
  const base = initialTableState(defaults);
  const sort = search.get('sort');
  const filters: ColumnFiltersState = [];
  for (const [k, v] of search.entries()) {
    if (k.startsWith('filter.') && v) filters.push({ id: k.slice(7), value: v.split(',') });
  }
  const size = Number(search.get('size'));
  const page = Number(search.get('page'));
  const hide = search.get('hide');
  return {
    sorting: sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : base.sorting,
    columnFilters: search.has('filters') || filters.length ? filters : base.columnFilters,
    globalFilter: search.get('q') ?? '',
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : base.pageSize,
    // 'hide=-' means "nothing hidden" (needed when a default hides a column the user turned on).
    columnVisibility: hide === '-' ? {} : hide ? Object.fromEntries(hide.split(',').map((c) => [c, false])) : base.columnVisibility,
  };
}

export function tableStateToSearch(state: TableState, defaults: TableDefaults = {}, previous?: URLSearchParams): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const k of previous?.keys() ?? []) if (k.startsWith('filter.')) out[k] = null;
  const sortDiffers = !sameState(state.sorting, defaults.sorting ?? []);
  out.sort = sortDiffers && state.sorting[0] ? `${state.sorting[0].desc ? '-' : ''}${state.sorting[0].id}` : null;
  for (const f of state.columnFilters) out[`filter.${f.id}`] = Array.isArray(f.value) ? f.value.join(',') : String(f.value);
  out.q = state.globalFilter || null;
  out.size = state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE) ? String(state.pageSize) : null;
  out.page = state.pageIndex > 0 ? String(state.pageIndex + 1) : null;
  const hidden = Object.entries(state.columnVisibility)
    .filter(([, v]) => v === false)
    .map(([k]) => k);
  const defaultHidden = Object.entries(defaults.columnVisibility ?? {})
    .filter(([, v]) => v === false)
    .map(([k]) => k);
  out.hide = sameState([...hidden].sort(), [...defaultHidden].sort()) ? null : hidden.length ? hidden.join(',') : '-';
  return out;
}
