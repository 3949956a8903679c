import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, initialTableState, PAGE_SIZES, sameState, type TableDefaults, type TableState } from '../components/data-table/table-state.ts';

/**
 * A table's state in the query string, in the formats links have used all along:
 * `sort=-signed_up_at` (a minus for descending), `filter.<column>=a,b`, `q=…`, `size=20`,
 * `page=2` (1-based, for people), `hide=a,b` ('-' for "nothing hidden" when a default hides a
 * column), and for cursor-paged tables `cursor=…`, the cursor that loads the page shown.
 */
export type TableSearch<S extends string = string, F extends string = string> = {
  sort?: S | `-${S}`;
  q?: string;
  size?: number;
  page?: number;
  cursor?: string;
  hide?: string;
} & { [K in F as `filter.${K}`]?: string };

export interface TableSearchSpec<S extends string, F extends string> {
  /** Columns the table (or its server) can sort by. */
  sortable: readonly S[];
  /** The values each filterable column accepts. */
  filters?: { readonly [K in F]: readonly string[] };
  /** Columns 'View' can hide. */
  columns: readonly string[];
  /** Cursor-paged: a page after the first is only reachable with its cursor. */
  cursorPaged?: boolean;
}

const text = z.string().trim().min(1).max(1000);
/** A value that does not fit is dropped, so the table falls back to its default instead of failing. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const list = (allowed: readonly string[]) =>
  text
    .transform((v) => [...new Set(v.split(',').filter((x) => allowed.includes(x)))].join(','))
    .pipe(z.string().min(1));

/** The validateSearch of a table's route: typed, and never throws on a hand-edited or stale link. */
export function tableSearch<const S extends string, const F extends string = never>(spec: TableSearchSpec<S, F>): (raw: Record<string, unknown>) => TableSearch<S, F> {
  const shape: Record<string, z.ZodType> = {
    sort: lenient(text.refine((s) => (spec.sortable as readonly string[]).includes(s.replace(/^-/, '')))),
    q: lenient(z.string().max(1000)),
    size: lenient(z.coerce.number().refine((n) => (PAGE_SIZES as readonly number[]).includes(n))),
    page: lenient(z.coerce.number().int().min(2).max(1_000_000)),
    hide: lenient(z.union([z.literal('-'), list(spec.columns)])),
  };
  if (spec.cursorPaged) shape.cursor = lenient(text);
  for (const [column, values] of Object.entries<readonly string[]>(spec.filters ?? ({} as Record<F, readonly string[]>))) shape[`filter.${column}`] = lenient(list(values));
  const schema = z.object(shape);
  return (raw) => {
    const parsed = schema.parse(raw) as Record<string, unknown>;
    // A cursor-paged table cannot jump to page N without the cursor of page N (and vice versa).
    if (spec.cursorPaged && (parsed.page === undefined || parsed.cursor === undefined)) {
      delete parsed.page;
      delete parsed.cursor;
    }
    for (const k of Object.keys(parsed)) if (parsed[k] === undefined || parsed[k] === '') delete parsed[k];
    return parsed as TableSearch<S, F>;
  };
}

/**
 * The table state a URL shows. `trail` holds the cursors of the pages before the current one (kept
 * in the history entry, not the URL): without it (a shared link) 'Previous' is not offered, 'First' is.
 */
export function tableStateFromSearch(search: TableSearch, defaults: TableDefaults = {}, trail?: readonly string[]): TableState {
  const base = initialTableState(defaults);
  const s = search as Record<string, string | number | undefined>;
  const columnFilters = Object.entries(s)
    .filter(([k, v]) => k.startsWith('filter.') && typeof v === 'string')
    .map(([k, v]) => ({ id: k.slice('filter.'.length), value: String(v).split(',') }));
  const pageIndex = search.page ? search.page - 1 : 0;
  const state: TableState = {
    sorting: search.sort ? [{ id: search.sort.replace(/^-/, ''), desc: search.sort.startsWith('-') }] : base.sorting,
    columnFilters: columnFilters.length ? columnFilters : base.columnFilters,
    globalFilter: search.q ?? '',
    pageIndex,
    pageSize: search.size ?? base.pageSize,
    columnVisibility: search.hide === '-' ? {} : search.hide ? Object.fromEntries(search.hide.split(',').map((c) => [c, false])) : base.columnVisibility,
  };
  if (search.cursor) {
    const before = trail && trail.length === pageIndex - 1 ? [...trail] : Array<string>(pageIndex - 1).fill('');
    state.cursors = [...before, search.cursor];
  }
  return state;
}

/** The query string for a state: anything equal to the defaults is left out. */
export function tableStateToSearch(state: TableState, defaults: TableDefaults = {}): TableSearch {
  const out: Record<string, string | number> = {};
  if (!sameState(state.sorting, defaults.sorting ?? []) && state.sorting[0]) out.sort = `${state.sorting[0].desc ? '-' : ''}${state.sorting[0].id}`;
  for (const f of state.columnFilters) {
    const value = Array.isArray(f.value) ? f.value.join(',') : String(f.value ?? '');
    if (value) out[`filter.${f.id}`] = value;
  }
  if (state.globalFilter) out.q = state.globalFilter;
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) out.size = state.pageSize;
  if (state.pageIndex > 0) out.page = state.pageIndex + 1;
  const cursor = state.cursors?.[state.pageIndex - 1];
  if (state.pageIndex > 0 && cursor) out.cursor = cursor;
  const hidden = Object.entries(state.columnVisibility)
    .filter(([, v]) => v === false)
    .map(([k]) => k)
    .sort();
  const defaultHidden = Object.entries(defaults.columnVisibility ?? {})
    .filter(([, v]) => v === false)
    .map(([k]) => k)
    .sort();
  if (!sameState(hidden, defaultHidden)) out.hide = hidden.length ? hidden.join(',') : '-';
  return out as TableSearch;
}

/** Typing in the search box replaces the history entry; every other change is a step Back can undo. */
export function isTypingOnly(before: TableState, after: TableState): boolean {
  return before.globalFilter !== after.globalFilter && sameState({ ...before, globalFilter: '', pageIndex: 0, cursors: [] }, { ...after, globalFilter: '', pageIndex: 0, cursors: [] });
}
