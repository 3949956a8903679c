import type { Table } from '@tanstack/react-table';
import { Settings2 } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { MenuCheckboxItem, MenuContent, MenuLabel, MenuRoot, MenuSeparator, MenuTrigger } from '../ui/menu.tsx';

/** The 'View' dropdown: 'Toggle columns' with a checkbox per hideable column (SPEC §2). */
export function ViewOptions<T>({ table }: { table: Table<T> }) {
  const columns = table.getAllColumns().filter((c) => typeof c.accessorFn !== 'undefined' && c.getCanHide());
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <Button variant="outline" size="sm" className="ml-auto">
          <Settings2 className="h-4 w-4" aria-hidden />
          View
        </Button>
      </MenuTrigger>
      <MenuContent label="Toggle columns" className="w-48">
        <MenuLabel>Toggle columns</MenuLabel>
        <MenuSeparator />
        {columns.map((c) => (
          <MenuCheckboxItem key={c.id} checked={c.getIsVisible()} onCheckedChange={(v) => c.toggleVisibility(!!v)}>
            {c.columnDef.meta?.title ?? c.id}
          </MenuCheckboxItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
