import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../ui/skeleton.tsx';

export function TableView<T>({ table, onRowClick, loading, emptyHint }: { table: Table<T>; onRowClick?: (row: T) => void; loading?: boolean; emptyHint?: ReactNode }) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-surface">
      <table className="w-full border-collapse text-sm">
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
                    className={cn('h-10 px-3 text-left text-[13px] font-medium whitespace-nowrap text-muted', meta?.align === 'right' && 'text-right', meta?.headerClassName)}
                  >
                    {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className="border-b border-border last:border-0">
                {Array.from({ length: columnCount }, (_, j) => (
                  <td key={j} className="h-12 px-3">
                    <Skeleton className="h-4 w-full max-w-40" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="h-28 px-3 text-center">
                <p className="text-sm text-fg">No results.</p>
                {emptyHint && <p className="mt-1 text-[13px] text-muted">{emptyHint}</p>}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                className={cn('border-b border-border last:border-0 hover:bg-subtle/70 data-[state=selected]:bg-accent-soft/60', onRowClick && 'cursor-pointer', loading && 'opacity-60')}
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
