import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type ColumnDef, type ColumnFiltersState, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { showAlert } from '../ui/confirm-dialog.tsx';
import { DefaultCell } from './cells.tsx';
import { exportCsv } from './csv-export.ts';
import { Pagination } from './pagination.tsx';
import { selectionColumn } from './selection-column.tsx';
import { differsFromDefaults, GLOBAL_FILTER_DELAY_MS, type TableDefaults, type TableState } from './table-state.ts';
import { isFiltered, needsPagination, tableBodyState } from './table-body-state.ts';
import { DEFAULT_EMPTY_STATE, TableView, type TableEmptyState } from './table-view.tsx';
import { Toolbar } from './toolbar.tsx';
import { resolve, useTableState } from './use-table-state.ts';

/** What the cursor-paged table hands its data function (SPEC §7 "Table update call"). */
export interface CursorPageRequest {
  cursor: string | undefined;
  limit: number;
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilters: string;
}
export interface CursorPage<T> {
  rows: T[];
  nextCursor: string | null;
}

export interface CursorDataTableProps<T> {
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- see DataTable
  /** Cache key prefix; the request parameters are appended. */
  queryKey: readonly unknown[];
  fetchPage: (request: CursorPageRequest) => Promise<CursorPage<T>>;
  defaults?: TableDefaults;
  state?: TableState;
  onStateChange?: (next: TableState) => void;
  onRowClick?: (row: T) => void;
  enableRowSelection?: boolean;
  searchPlaceholder?: string;
  exportRows?: boolean | ((rows: T[]) => Array<Record<string, unknown>>);
  toolbarActions?: ReactNode;
  /** What to say (and offer) when there are no rows; SPEC's 'No results.' without it. */
  empty?: TableEmptyState;
  getRowId?: (row: T) => string;
  /** Renders a known error in place (with a retry button). */
  renderError?: (error: unknown) => ReactNode;
  /** Toolbar actions for the selected rows (shown while some are selected). */
  selectionActions?: (rows: T[], clearSelection: () => void) => ReactNode;
}

/**
 * The server-paged variant: the server sorts, filters and pages. A change of filters, sorting or
 * page size goes back to page 0 and forgets the stored cursors; the global filter reloads
 * 500 ms after the last keystroke (SPEC §4).
 */
export function CursorDataTable<T>(props: CursorDataTableProps<T>) {
  const { columns, queryKey, fetchPage, defaults = {}, state: controlled, onStateChange, onRowClick, enableRowSelection, searchPlaceholder = 'Search…', exportRows, toolbarActions, empty = DEFAULT_EMPTY_STATE, getRowId, renderError, selectionActions } = props;
  const [state, update] = useTableState(defaults, controlled, onStateChange);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [searchInput, setSearchInput] = useState(state.globalFilter);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Paging is table state too (the page keeps it in the URL): cursors[i] loads page i + 1.
  const { pageIndex } = state;
  const cursors = state.cursors ?? [];
  const FIRST_PAGE = { pageIndex: 0, cursors: [] as string[] };

  // The URL (or parent) may change the global filter underneath us: show it in the box.
  useEffect(() => setSearchInput(state.globalFilter), [state.globalFilter]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRowSelection({});
      update({ globalFilter: value, ...FIRST_PAGE });
    }, GLOBAL_FILTER_DELAY_MS);
  };

  const request: CursorPageRequest = {
    cursor: pageIndex > 0 ? cursors[pageIndex - 1] || undefined : undefined,
    limit: state.pageSize,
    sorting: state.sorting,
    columnFilters: state.columnFilters,
    globalFilters: state.globalFilter,
  };
  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: () => fetchPage(request),
    placeholderData: keepPreviousData,
  });

  const nextCursor = query.data && !query.isPlaceholderData ? query.data.nextCursor : null;

  const allColumns = useMemo(() => (enableRowSelection ? [selectionColumn<T>(), ...columns] : columns), [columns, enableRowSelection]);
  const rows = query.data?.rows ?? [];
  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: -1,
    state: {
      sorting: state.sorting,
      columnFilters: state.columnFilters,
      globalFilter: state.globalFilter,
      pagination: { pageIndex, pageSize: state.pageSize },
      columnVisibility: state.columnVisibility,
      rowSelection,
    },
    enableRowSelection: !!enableRowSelection,
    onSortingChange: (u) => {
      setRowSelection({});
      update((s) => ({ sorting: resolve(u, s.sorting), ...FIRST_PAGE }));
    },
    onColumnFiltersChange: (u) => {
      setRowSelection({});
      update((s) => ({ columnFilters: resolve(u, s.columnFilters), ...FIRST_PAGE }));
    },
    onPaginationChange: (u) => {
      const next = resolve(u, { pageIndex, pageSize: state.pageSize });
      if (next.pageSize !== state.pageSize) {
        setRowSelection({});
        update({ pageSize: next.pageSize, ...FIRST_PAGE });
      }
    },
    onColumnVisibilityChange: (u) => update((s) => ({ columnVisibility: resolve(u, s.columnVisibility) })),
    onRowSelectionChange: setRowSelection,
    defaultColumn: { cell: DefaultCell },
    getCoreRowModel: getCoreRowModel(),
  });

  const canNext = !query.isFetching && !!nextCursor;
  // After opening a shared link on page N the cursor of page N - 1 is unknown: 'First' still works.
  const canPrevious = pageIndex === 1 || (pageIndex > 1 && !!cursors[pageIndex - 2]);
  const go = (page: { pageIndex: number; cursors: string[] }) => {
    setRowSelection({});
    update(page);
  };

  const onExport = exportRows
    ? () => {
        const mapped = typeof exportRows === 'function' ? exportRows(rows) : (rows as Array<Record<string, unknown>>);
        exportCsv(mapped, { alert: showAlert });
      }
    : undefined;

  // Decided on the page the server answered for these parameters, not on the previous one kept on screen.
  const answered = !!query.data && !query.isPlaceholderData;
  const bodyState = tableBodyState({ loading: !answered && rows.length === 0, rowCount: rows.length, filtered: isFiltered(state, defaults), pageIndex });
  const selected = selectionActions && table.getSelectedRowModel().rows.length > 0 ? selectionActions(table.getSelectedRowModel().rows.map((r) => r.original), () => setRowSelection({})) : null;
  const actions = selected || toolbarActions ? (
    <>
      {selected}
      {toolbarActions}
    </>
  ) : undefined;

  return (
    <div>
      <Toolbar
        table={table}
        search={searchInput}
        onSearchChange={onSearchChange}
        searchPlaceholder={searchPlaceholder}
        showReset={differsFromDefaults(state, defaults)}
        onReset={() => {
          setRowSelection({});
          update({ sorting: defaults.sorting ?? [], columnFilters: defaults.columnFilters ?? [], ...FIRST_PAGE });
        }}
        onExport={onExport}
        actions={actions}
        showFilters={bodyState !== 'empty'}
        showViewAndExport={bodyState === 'rows' || bodyState === 'loading'}
      />
      {query.isError && !query.data ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-md border border-border bg-surface px-4 py-10 text-center">
          <div className="text-sm text-danger">{renderError ? renderError(query.error) : String((query.error as Error)?.message ?? query.error)}</div>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <TableView
          table={table}
          bodyState={bodyState}
          empty={empty}
          search={state.globalFilter}
          onClearFilters={() => {
            clearTimeout(timer.current);
            setSearchInput('');
            setRowSelection({});
            update({ globalFilter: '', columnFilters: defaults.columnFilters ?? [], ...FIRST_PAGE });
          }}
          onRowClick={onRowClick}
          refreshing={query.isFetching}
        />
      )}
      <Pagination
        table={table}
        mode="cursor"
        canNext={canNext}
        canPrevious={canPrevious}
        onNext={() => nextCursor && go({ pageIndex: pageIndex + 1, cursors: [...cursors.slice(0, pageIndex), nextCursor] })}
        onPrevious={() => go({ pageIndex: pageIndex - 1, cursors: cursors.slice(0, pageIndex - 1) })}
        onFirst={() => go(FIRST_PAGE)}
        canFirst={pageIndex > 0}
        showSelection={!!enableRowSelection}
        // The next cursor of the rows on screen (kept while the next answer loads), not canNext: that
        // one is false while fetching and would make the bar flicker.
        pageable={bodyState !== 'empty' && needsPagination({ pageIndex, hasNextPage: !!query.data?.nextCursor, rowCount: rows.length })}
      />
    </div>
  );
}
