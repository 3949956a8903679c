import { Select as S } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * Radix select (a combobox button and a listbox), styled like the inputs. Radix reserves the
 * empty string for "no value", so options use non-empty values; map them at the call site.
 */
export function Select({ id, value, onValueChange, options, className, size = 'md', placeholder, ...aria }: { id?: string; value: string; placeholder?: string; onValueChange: (value: string) => void; options: SelectOption[]; className?: string; size?: 'sm' | 'md'; 'aria-label'?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) {
  return (
    <S.Root value={value} onValueChange={onValueChange}>
      <S.Trigger
        id={id}
        {...aria}
        className={cn(
          'inline-flex w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-control bg-surface px-3 text-left text-sm text-fg outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60',
          size === 'md' ? 'h-9' : 'h-8 px-2 text-[13px]',
          className,
        )}
      >
        <span className="truncate">
          <S.Value placeholder={placeholder} />
        </span>
        <S.Icon asChild>
          <ChevronDown className="h-4 w-4 shrink-0 text-muted" aria-hidden />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content position="popper" sideOffset={4} className="z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-surface p-1 text-sm text-fg shadow-lg">
          <S.Viewport>
            {options.map((o) => (
              <S.Item key={o.value} value={o.value} className="relative flex cursor-pointer items-center rounded py-1.5 pr-2 pl-7 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-subtle">
                <S.ItemIndicator className="absolute left-2 inline-flex items-center text-accent">
                  <Check className="h-3.5 w-3.5" aria-hidden />
                </S.ItemIndicator>
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
