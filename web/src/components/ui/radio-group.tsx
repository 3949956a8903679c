import { RadioGroup as R } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

/** Radix radio group: arrow keys move between options, each option labelled (and described). */
export function RadioGroup<T extends string>({ label, value, onValueChange, options, className }: { label: string; value: T; onValueChange: (value: T) => void; options: Array<RadioOption<T>>; className?: string }) {
  const id = useId();
  return (
    <R.Root aria-label={label} value={value} onValueChange={(v) => onValueChange(v as T)} className={cn('flex flex-col gap-3', className)}>
      {options.map((o) => (
        <div key={o.value} className="flex items-start gap-2">
          <R.Item
            id={`${id}-${o.value}`}
            value={o.value}
            className="mt-0.5 inline-flex h-4 w-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-control bg-surface data-[state=checked]:border-accent disabled:cursor-not-allowed disabled:opacity-50"
          >
            <R.Indicator className="block h-2 w-2 rounded-full bg-accent" />
          </R.Item>
          <label htmlFor={`${id}-${o.value}`} className="cursor-pointer text-sm">
            {o.label}
            {o.description && <span className="block text-xs text-muted">{o.description}</span>}
          </label>
        </div>
      ))}
    </R.Root>
  );
}
