import type { Column } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic names must match TanStack's declaration
  interface ColumnMeta<TData, TValue> {
    /** Name shown in headers, 'Toggle columns' and filters. */
    title?: string;
    /** Numbers are right-aligned with tabular figures. */
    align?: 'left' | 'right';
    /** Options for a faceted column filter in the toolbar. */
    filterOptions?: Array<{ label: string; value: string }>;
    /** Fixed width in px (padding included), for columns whose content has a known size: dates, badges, menus. See column-sizing.ts. */
    width?: number;
    /** For columns without `width` (they share the rest): the least they get before the table scrolls sideways. */
    minWidth?: number;
    headerClassName?: string;
    cellClassName?: string;
  }
}

/**
 * A header that sorts on click: ascending first, then each click flips the direction. It never
 * clears the sorting: a table with a default sort fell back to it, so one direction was unreachable.
 */
export function ColumnHeader<T>({ column, title }: { column: Column<T, unknown>; title: string }) {
  if (!column.getCanSort()) return <span>{title}</span>;
  const sorted = column.getIsSorted();
  return (
    <button
      type="button"
      onClick={() => column.toggleSorting(sorted === 'asc')}
      className={cn('-ml-2 inline-flex h-7 items-center gap-1 rounded px-2 hover:bg-subtle hover:text-fg', sorted && 'text-fg')}
    >
      {title}
      {sorted === 'asc' ? <ArrowUp className="h-3.5 w-3.5" aria-hidden /> : sorted === 'desc' ? <ArrowDown className="h-3.5 w-3.5" aria-hidden /> : <ChevronsUpDown className="h-3.5 w-3.5 opacity-50" aria-hidden />}
    </button>
  );
}
