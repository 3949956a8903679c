import type { Table } from '@tanstack/react-table';
import { Download, Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/input.tsx';
import { FacetedFilter } from './faceted-filter.tsx';
import { ViewOptions } from './view-options.tsx';

export interface ToolbarProps<T> {
  table: Table<T>;
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  showReset: boolean;
  onReset: () => void;
  onExport?: () => void;
  actions?: ReactNode;
  /** Search box, column filters and 'Reset filters' (hidden while the table has never had rows). */
  showFilters?: boolean;
  /** 'Export CSV' and 'View' (hidden while there are no rows to export or columns to look at). */
  showViewAndExport?: boolean;
}

export function Toolbar<T>({ table, search, onSearchChange, searchPlaceholder, showReset, onReset, onExport, actions, showFilters = true, showViewAndExport = true }: ToolbarProps<T>) {
  const filterable = table.getAllColumns().filter((c) => c.columnDef.meta?.filterOptions?.length && c.getCanFilter());
  if (!showFilters && !showViewAndExport && !actions) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 pb-3">
      {showFilters && (
        <>
          <div className="relative w-full sm:w-64">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
            <input type="search" aria-label="Search" placeholder={searchPlaceholder} value={search} onChange={(e) => onSearchChange(e.target.value)} className={`${inputClass} h-8 pl-8`} />
          </div>
          {filterable.map((c) => (
            <FacetedFilter key={c.id} column={c} title={c.columnDef.meta?.title ?? c.id} options={c.columnDef.meta!.filterOptions!} />
          ))}
          {showReset && (
            <Button variant="ghost" size="sm" onClick={onReset}>
              Reset filters
              <X className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </>
      )}
      <div className="ml-auto flex items-center gap-2">
        {actions}
        {showViewAndExport && onExport && (
          <Button variant="outline" size="sm" onClick={onExport}>
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </Button>
        )}
        {showViewAndExport && <ViewOptions table={table} />}
      </div>
    </div>
  );
}
