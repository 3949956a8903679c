import { flexRender, type Table } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { tableMinWidth } from './column-sizing.ts';
import { noMatchMessage, type TableBodyState } from './table-body-state.ts';

/** What a page says when its table has nothing to show (UI.md: say what to do next). */
export interface TableEmptyState {
  /** Plural noun for 'No users match “…”.' */
  noun: string;
  /** When nothing exists yet: 'No users yet'. */
  title: string;
  description?: ReactNode;
  /** The next step, e.g. a 'Create user' button. */
  action?: ReactNode;
  icon?: LucideIcon;
}

/** SPEC §2's generic text, for tables whose page says nothing more specific. */
export const DEFAULT_EMPTY_STATE: TableEmptyState = { noun: 'results', title: 'No results.' };

export interface TableViewProps<T> {
  table: Table<T>;
  bodyState: TableBodyState;
  empty: TableEmptyState;
  /** The search as applied, for 'No users match “…”.' */
  search: string;
  onClearFilters: () => void;
  onRowClick?: (row: T) => void;
  /** Fetching while rows are shown: dims them. */
  refreshing?: boolean;
}

export function TableView<T>({ table, bodyState, empty, search, onClearFilters, onRowClick, refreshing }: TableViewProps<T>) {
  // Nothing exists yet: no table at all, just what to do next.
  if (bodyState === 'empty') {
    return (
      <div className="rounded-md border border-border bg-surface">
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />
      </div>
    );
  }
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const minWidth = tableMinWidth(columns.map((c) => c.columnDef.meta));
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-surface">
      <table className="w-full table-fixed border-collapse text-sm" style={{ minWidth }}>
        <thead className="sticky top-0 z-10 bg-surface">
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id} className="border-b border-border">
              {hg.headers.map((h) => {
                const meta = h.column.columnDef.meta;
                const sorted = h.column.getIsSorted();
                return (
                  <th
                    key={h.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    style={meta?.width ? { width: meta.width } : undefined}
                    className={cn('h-10 truncate px-3 text-left text-[13px] font-medium text-muted', meta?.align === 'right' && 'text-right', meta?.headerClassName)}
                  >
                    {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {bodyState === 'loading' ? (
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className="border-b border-border last:border-0">
                {columns.map((c) => (
                  <td key={c.id} className="h-12 px-3">
                    <Skeleton className="h-4 w-full max-w-40" />
                  </td>
                ))}
              </tr>
            ))
          ) : bodyState === 'no-match' ? (
            <tr>
              <td colSpan={columns.length}>
                <EmptyState
                  title={noMatchMessage(empty.noun, search)}
                  action={
                    <Button variant="outline" size="sm" onClick={onClearFilters}>
                      Clear filters
                    </Button>
                  }
                />
              </td>
            </tr>
          ) : bodyState === 'past-end' ? (
            <tr>
              <td colSpan={columns.length}>
                <EmptyState title={`No more ${empty.noun}.`} description="Go back a page to see the earlier ones." />
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                className={cn('border-b border-border last:border-0 hover:bg-subtle/70 data-[state=selected]:bg-accent-soft/60', onRowClick && 'cursor-pointer', refreshing && 'opacity-60')}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td key={cell.id} className={cn('h-12 px-3 align-middle', meta?.align === 'right' && 'text-right tabular-nums', meta?.cellClassName)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
