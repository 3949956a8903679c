import { Checkbox as C } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { forwardRef, useId, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface CheckboxProps {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  /** For a box without a visible label (table rows). */
  'aria-label'?: string;
  className?: string;
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
}

/** Radix checkbox in the theme's control colours: a 3:1 outline, the accent when ticked. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox({ checked, onCheckedChange, className, ...rest }, ref) {
  return (
    <C.Root
      ref={ref}
      checked={checked}
      onCheckedChange={(v) => onCheckedChange(v === true)}
      className={cn(
        'peer inline-flex h-4 w-4 shrink-0 cursor-pointer items-center justify-center rounded-[4px] border border-control bg-surface text-accent-fg disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent',
        className,
      )}
      {...rest}
    >
      <C.Indicator className="flex items-center justify-center">{checked === 'indeterminate' ? <Minus className="h-3 w-3" strokeWidth={3} aria-hidden /> : <Check className="h-3 w-3" strokeWidth={3} aria-hidden />}</C.Indicator>
    </C.Root>
  );
});

/** A checkbox with its label (and an optional line under it), the label clickable. */
export function CheckboxField({ label, description, checked, onCheckedChange, disabled, className }: { label: ReactNode; description?: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean; className?: string }) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <Checkbox id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} className="mt-0.5" />
      <label htmlFor={id} className="cursor-pointer text-sm">
        {label}
        {description && <span className="block text-xs text-muted">{description}</span>}
      </label>
    </div>
  );
}
