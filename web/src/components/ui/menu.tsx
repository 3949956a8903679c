import { DropdownMenu as M } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const MenuRoot = M.Root;
export const MenuTrigger = M.Trigger;

export function MenuContent({ children, align = 'end', className, label }: { children: ReactNode; align?: 'start' | 'end' | 'center'; className?: string; label?: string }) {
  return (
    <M.Portal>
      <M.Content align={align} sideOffset={4} aria-label={label} className={cn('z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-sm shadow-lg', className)}>
        {children}
      </M.Content>
    </M.Portal>
  );
}

export function MenuItem({ children, onSelect, danger, disabled }: { children: ReactNode; onSelect?: () => void; danger?: boolean; disabled?: boolean }) {
  return (
    <M.Item disabled={disabled} onSelect={onSelect} className={cn('flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-subtle', danger && 'text-danger')}>
      {children}
    </M.Item>
  );
}

export function MenuCheckboxItem({ children, checked, onCheckedChange }: { children: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <M.CheckboxItem checked={checked} onCheckedChange={onCheckedChange} onSelect={(e) => e.preventDefault()} className="relative flex cursor-pointer items-center rounded py-1.5 pr-2 pl-7 outline-none select-none data-[highlighted]:bg-subtle">
      <M.ItemIndicator className="absolute left-2 text-accent">✓</M.ItemIndicator>
      {children}
    </M.CheckboxItem>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <M.Label className="px-2 py-1.5 text-xs font-semibold text-muted">{children}</M.Label>;
}

export function MenuSeparator() {
  return <M.Separator className="my-1 h-px bg-border" />;
}
