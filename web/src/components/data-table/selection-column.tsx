import type { ColumnDef } from '@tanstack/react-table';
import { Checkbox } from '../ui/checkbox.tsx';
import { COLUMN_WIDTH } from './column-sizing.ts';

/** The leading checkbox column for row selection; its clicks never count as a row click. */
export function selectionColumn<T>(): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    meta: { width: COLUMN_WIDTH.select },
    // No rows, nothing to select: no 'Select all' that does nothing.
    header: ({ table }) =>
      table.getRowModel().rows.length === 0 ? null : (
        <Checkbox aria-label="Select all" checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false} onCheckedChange={(v) => table.toggleAllPageRowsSelected(v)} onClick={(e) => e.stopPropagation()} />
      ),
    cell: ({ row }) => <Checkbox aria-label="Select row" checked={row.getIsSelected()} onCheckedChange={(v) => row.toggleSelected(v)} onClick={(e) => e.stopPropagation()} />,
  };
}
