import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';

function Checkbox({ checked, indeterminate, onChange, label }: { checked: boolean; indeterminate?: boolean; onChange: (v: boolean) => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} onClick={(e) => e.stopPropagation()} className="h-4 w-4 cursor-pointer accent-[var(--accent)]" />;
}

/** The leading checkbox column for row selection; its clicks never count as a row click. */
export function selectionColumn<T>(): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    meta: { headerClassName: 'w-10', cellClassName: 'w-10' },
    header: ({ table }) => <Checkbox label="Select all" checked={table.getIsAllPageRowsSelected()} indeterminate={table.getIsSomePageRowsSelected()} onChange={(v) => table.toggleAllPageRowsSelected(v)} />,
    cell: ({ row }) => <Checkbox label="Select row" checked={row.getIsSelected()} onChange={(v) => row.toggleSelected(v)} />,
  };
}
