import type { Column } from '@tanstack/react-table';
import { PlusCircle } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField } from '../ui/checkbox.tsx';
import { inputClass } from '../ui/input.tsx';

/** SPEC §9: the filter popover is 200px wide. */
export const FILTER_POPOVER_WIDTH = 200;

/** A column filter with searchable options; 'No results found.' and 'Clear filters' per SPEC §2. */
export function FacetedFilter<T>({ column, title, options }: { column: Column<T, unknown>; title: string; options: Array<{ label: string; value: string }> }) {
  const [search, setSearch] = useState('');
  const selected = new Set((column.getFilterValue() as string[] | undefined) ?? []);
  const visible = options.filter((o) => o.label.toLowerCase().includes(search.trim().toLowerCase()));
  const toggle = (value: string) => {
    const next = new Set(selected);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    column.setFilterValue(next.size ? [...next] : undefined);
  };
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" className="border-dashed" aria-label={`Filter by ${title}`}>
          <PlusCircle className="h-4 w-4" aria-hidden />
          {title}
          {selected.size > 0 && <Badge tone="accent">{selected.size}</Badge>}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} aria-label={`Filter by ${title}`} className="z-50 rounded-md border border-border bg-surface p-1 shadow-lg" style={{ width: FILTER_POPOVER_WIDTH }}>
          <input aria-label={title} placeholder={title} value={search} onChange={(e) => setSearch(e.target.value)} className={`${inputClass} mb-1 h-8`} />
          {visible.length === 0 && <p className="px-2 py-4 text-center text-[13px] text-muted">No results found.</p>}
          <ul className="max-h-60 overflow-y-auto">
            {visible.map((o) => (
              <li key={o.value}>
                <CheckboxField className="rounded px-2 py-1.5 hover:bg-subtle" label={o.label} checked={selected.has(o.value)} onCheckedChange={() => toggle(o.value)} />
              </li>
            ))}
          </ul>
          {selected.size > 0 && (
            <button type="button" onClick={() => column.setFilterValue(undefined)} className="mt-1 w-full rounded border-t border-border px-2 py-1.5 text-center text-sm hover:bg-subtle">
              Clear filters
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
