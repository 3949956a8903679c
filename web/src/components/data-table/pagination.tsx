import type { Table } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../ui/button.tsx';
import { Select } from '../ui/select.tsx';
import { PAGE_SIZES } from './table-state.ts';

export interface PaginationProps<T> {
  table: Table<T>;
  /** Cursor mode knows neither the page count nor the row total. */
  mode: 'pages' | 'cursor';
  canNext: boolean;
  canPrevious: boolean;
  /** Defaults to canPrevious; a cursor-paged table opened on page N can go to the first page but not back one. */
  canFirst?: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onFirst: () => void;
  onLast?: () => void;
  showSelection: boolean;
  /** False when there is nothing to page (see needsPagination): the paging controls are hidden. */
  pageable?: boolean;
}

export function Pagination<T>({ table, mode, canNext, canPrevious, canFirst = canPrevious, onNext, onPrevious, onFirst, onLast, showSelection, pageable = true }: PaginationProps<T>) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.getState().pagination;
  const selected = table.getFilteredSelectedRowModel().rows.length;
  const total = table.getFilteredRowModel().rows.length;
  const selection = showSelection && total > 0;
  if (!pageable && !selection) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-1 py-3 text-[13px] text-muted">
      <div className="min-w-0">{selection && `${selected} of ${total} row(s) selected`}</div>
      {pageable && (
      <div className="flex w-full flex-wrap items-center justify-between gap-x-6 gap-y-2 sm:w-auto sm:justify-end">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="whitespace-nowrap text-fg">
            Rows per page
          </label>
          <Select id={sizeId} size="sm" className="w-[4.5rem]" value={String(pageSize)} onValueChange={(v) => table.setPageSize(Number(v))} options={PAGE_SIZES.map((s) => ({ value: String(s), label: s }))} />
        </div>
        <div className="tabular-nums text-fg" aria-live="polite">
          {mode === 'pages' ? `Page ${pageIndex + 1} of ${Math.max(table.getPageCount(), 1)}` : `Page ${pageIndex + 1}`}
        </div>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Go to first page" disabled={!canFirst} onClick={onFirst}>
            <ChevronsLeft className="h-4 w-4" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Go to previous page" disabled={!canPrevious} onClick={onPrevious}>
            <ChevronLeft className="h-4 w-4" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Go to next page" disabled={!canNext} onClick={onNext}>
            <ChevronRight className="h-4 w-4" />
          </Button>
          {onLast && (
            <Button variant="outline" size="icon" aria-label="Go to last page" disabled={!canNext} onClick={onLast}>
              <ChevronsRight className="h-4 w-4" />
            </Button>
          )}
        </div>
      </div>
      )}
    </div>
  );
}
