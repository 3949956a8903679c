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
  // cursors[i] is the cursor that loads page i; page 0 needs none.
  const [paging, setPaging] = useState<{ pageIndex: number; cursors: Array<string | undefined> }>({ pageIndex: 0, cursors: [undefined] });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [searchInput, setSearchInput] = useState(state.globalFilter);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const restart = () => {
    setPaging({ pageIndex: 0, cursors: [undefined] });
    setRowSelection({});
  };

  // The URL (or parent) may change the global filter underneath us: show it in the box.
  useEffect(() => setSearchInput(state.globalFilter), [state.globalFilter]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      restart();
      update({ globalFilter: value, pageIndex: 0 });
    }, GLOBAL_FILTER_DELAY_MS);
  };

  const request: CursorPageRequest = {
    cursor: paging.cursors[paging.pageIndex],
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

  const nextCursor = query.data && !query.isPlaceholderData ? query.data.nextCursor : undefined;
  useEffect(() => {
    if (nextCursor === undefined) return;
    setPaging((p) => {
      if (p.cursors[p.pageIndex + 1] === (nextCursor ?? undefined) && p.cursors.length >= p.pageIndex + 2) return p;
      const cursors = p.cursors.slice(0, p.pageIndex + 1);
      cursors[p.pageIndex + 1] = nextCursor ?? undefined;
      return { ...p, cursors };
    });
  }, [nextCursor]);

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
      pagination: { pageIndex: paging.pageIndex, pageSize: state.pageSize },
      columnVisibility: state.columnVisibility,
      rowSelection,
    },
    enableRowSelection: !!enableRowSelection,
    onSortingChange: (u) => {
      restart();
      update((s) => ({ sorting: resolve(u, s.sorting) }));
    },
    onColumnFiltersChange: (u) => {
      restart();
      update((s) => ({ columnFilters: resolve(u, s.columnFilters) }));
    },
    onPaginationChange: (u) => {
      const next = resolve(u, { pageIndex: paging.pageIndex, pageSize: state.pageSize });
      if (next.pageSize !== state.pageSize) {
        restart();
        update({ pageSize: next.pageSize });
      }
    },
    onColumnVisibilityChange: (u) => update((s) => ({ columnVisibility: resolve(u, s.columnVisibility) })),
    onRowSelectionChange: setRowSelection,
    defaultColumn: { cell: DefaultCell },
    getCoreRowModel: getCoreRowModel(),
  });

  const canNext = !query.isFetching && !!paging.cursors[paging.pageIndex + 1];
  const canPrevious = paging.pageIndex > 0;
  const go = (pageIndex: number) => {
    setRowSelection({});
    setPaging((p) => ({ ...p, pageIndex }));
  };

  const onExport = exportRows
    ? () => {
        const mapped = typeof exportRows === 'function' ? exportRows(rows) : (rows as Array<Record<string, unknown>>);
        exportCsv(mapped, { alert: showAlert });
      }
    : undefined;

  // Decided on the page the server answered for these parameters, not on the previous one kept on screen.
  const answered = !!query.data && !query.isPlaceholderData;
  const bodyState = tableBodyState({ loading: !answered && rows.length === 0, rowCount: rows.length, filtered: isFiltered(state, defaults), pageIndex: paging.pageIndex });
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
          restart();
          update({ sorting: defaults.sorting ?? [], columnFilters: defaults.columnFilters ?? [] });
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
            restart();
            update({ globalFilter: '', columnFilters: defaults.columnFilters ?? [], pageIndex: 0 });
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
        onNext={() => go(paging.pageIndex + 1)}
        onPrevious={() => go(paging.pageIndex - 1)}
        onFirst={() => go(0)}
        showSelection={!!enableRowSelection}
        // The stored cursor, not canNext: that one is false while fetching and would make the bar flicker.
        pageable={bodyState !== 'empty' && needsPagination({ pageIndex: paging.pageIndex, hasNextPage: !!paging.cursors[paging.pageIndex + 1], rowCount: rows.length })}
      />
    </div>
  );
}
