import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { showAlert } from '../ui/confirm-dialog.tsx';
import { DefaultCell } from './cells.tsx';
import { exportCsv } from './csv-export.ts';
import { Pagination } from './pagination.tsx';
import { selectionColumn } from './selection-column.tsx';
import { differsFromDefaults, type TableDefaults, type TableState } from './table-state.ts';
import { isFiltered, needsPagination, tableBodyState } from './table-body-state.ts';
import { DEFAULT_EMPTY_STATE, TableView, type TableEmptyState } from './table-view.tsx';
import { Toolbar } from './toolbar.tsx';
import { resolve, useTableState } from './use-table-state.ts';

export interface DataTableProps<T> {
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own column type is invariant in the value type
  data: T[];
  /** Default sorting and filters: 'Reset filters' restores them and is shown only when the state differs. */
  defaults?: TableDefaults;
  /** Lift the state (e.g. into the URL); without it the table keeps its own. */
  state?: TableState;
  onStateChange?: (next: TableState) => void;
  /** Receives the row's original data. */
  onRowClick?: (row: T) => void;
  enableRowSelection?: boolean;
  searchPlaceholder?: string;
  /** Turns on 'Export CSV'; maps rows to the exported objects (default: the rows as they are). */
  exportRows?: boolean | ((rows: T[]) => Array<Record<string, unknown>>);
  toolbarActions?: ReactNode;
  loading?: boolean;
  /** What to say (and offer) when there are no rows; SPEC's 'No results.' without it. */
  empty?: TableEmptyState;
  getRowId?: (row: T) => string;
}

const facetFilter = (row: { getValue: (id: string) => unknown }, id: string, value: unknown) => !Array.isArray(value) || value.length === 0 || value.includes(String(row.getValue(id)));

/** The client-side data table of SPEC §2: everything (sort, filter, paging) happens in the browser. */
export function DataTable<T>({ columns, data, defaults = {}, state: controlled, onStateChange, onRowClick, enableRowSelection, searchPlaceholder = 'Search…', exportRows, toolbarActions, loading, empty = DEFAULT_EMPTY_STATE, getRowId }: DataTableProps<T>) {
  const [state, update] = useTableState(defaults, controlled, onStateChange);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  const allColumns = useMemo(() => {
    const withFilters = columns.map((c) => (c.meta?.filterOptions && !c.filterFn ? { ...c, filterFn: facetFilter } : c));
    return enableRowSelection ? [selectionColumn<T>(), ...withFilters] : withFilters;
  }, [columns, enableRowSelection]);

  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getRowId,
    state: {
      sorting: state.sorting,
      columnFilters: state.columnFilters,
      globalFilter: state.globalFilter,
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
      columnVisibility: state.columnVisibility,
      rowSelection,
    },
    enableRowSelection: !!enableRowSelection,
    autoResetPageIndex: false,
    onSortingChange: (u) => update((s) => ({ sorting: resolve(u, s.sorting), pageIndex: 0 })),
    onColumnFiltersChange: (u) => update((s) => ({ columnFilters: resolve(u, s.columnFilters), pageIndex: 0 })),
    onGlobalFilterChange: (u) => update((s) => ({ globalFilter: String(resolve(u, s.globalFilter) ?? ''), pageIndex: 0 })),
    onPaginationChange: (u) =>
      update((s) => {
        const next = resolve(u, { pageIndex: s.pageIndex, pageSize: s.pageSize });
        return { pageIndex: next.pageSize !== s.pageSize ? 0 : next.pageIndex, pageSize: next.pageSize };
      }),
    onColumnVisibilityChange: (u) => update((s) => ({ columnVisibility: resolve(u, s.columnVisibility) })),
    onRowSelectionChange: setRowSelection,
    globalFilterFn: 'includesString',
    defaultColumn: { cell: DefaultCell },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const onExport = exportRows
    ? () => {
        const rows = table.getPrePaginationRowModel().rows.map((r) => r.original);
        const mapped = typeof exportRows === 'function' ? exportRows(rows) : (rows as Array<Record<string, unknown>>);
        exportCsv(mapped, { alert: showAlert });
      }
    : undefined;

  const pageRows = table.getRowModel().rows.length;
  const filteredCount = table.getPrePaginationRowModel().rows.length;
  const bodyState = tableBodyState({ loading: !!loading && data.length === 0, rowCount: pageRows, filtered: isFiltered(state, defaults), pageIndex: state.pageIndex, unfilteredCount: loading ? undefined : data.length });

  return (
    <div>
      <Toolbar
        table={table}
        search={state.globalFilter}
        onSearchChange={(v) => table.setGlobalFilter(v)}
        searchPlaceholder={searchPlaceholder}
        showReset={differsFromDefaults(state, defaults)}
        onReset={() => update({ sorting: defaults.sorting ?? [], columnFilters: defaults.columnFilters ?? [], pageIndex: 0 })}
        onExport={onExport}
        actions={toolbarActions}
        showFilters={bodyState !== 'empty'}
        showViewAndExport={bodyState === 'rows' || bodyState === 'loading'}
      />
      <TableView
        table={table}
        bodyState={bodyState}
        empty={empty}
        search={state.globalFilter}
        onClearFilters={() => update({ globalFilter: '', columnFilters: defaults.columnFilters ?? [], pageIndex: 0 })}
        onRowClick={onRowClick}
        refreshing={!!loading}
      />
      <Pagination
        table={table}
        mode="pages"
        canNext={table.getCanNextPage()}
        canPrevious={table.getCanPreviousPage()}
        onNext={() => table.nextPage()}
        onPrevious={() => table.previousPage()}
        onFirst={() => table.firstPage()}
        onLast={() => table.lastPage()}
        showSelection={!!enableRowSelection}
        pageable={bodyState !== 'empty' && needsPagination({ pageIndex: state.pageIndex, hasNextPage: table.getCanNextPage(), rowCount: filteredCount })}
      />
    </div>
  );
}
