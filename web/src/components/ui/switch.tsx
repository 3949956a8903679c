import { Switch as S } from 'radix-ui';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export interface ToggleSwitchProps {
  checked: boolean;
  /** May be async: the switch shows a spinner and ignores clicks until it settles. */
  onCheckedChange: (checked: boolean) => void | Promise<void>;
  label: string;
  description?: string;
  disabled?: boolean;
  id?: string;
}

export function ToggleSwitch({ checked, onCheckedChange, label, description, disabled, id }: ToggleSwitchProps) {
  const [pending, setPending] = useState(false);
  const switchId = id ?? `switch-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const change = async (next: boolean) => {
    setPending(true);
    try {
      await onCheckedChange(next);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={switchId} className="text-sm font-medium">
          {label}
        </label>
        {description && <p className="text-[13px] text-muted">{description}</p>}
      </div>
      <div className="flex items-center gap-2">
        {pending && <Spinner className="h-3.5 w-3.5 text-muted" label={`Saving ${label}`} />}
        <S.Root
          id={switchId}
          checked={checked}
          disabled={disabled || pending}
          onCheckedChange={(v) => void change(v)}
          className={cn('relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60', checked ? 'bg-accent' : 'bg-control')}
        >
          <S.Thumb className={cn('block h-4 w-4 rounded-full shadow transition-transform', checked ? 'translate-x-4 bg-accent-fg' : 'translate-x-0 bg-thumb')} />
        </S.Root>
      </div>
    </div>
  );
}
