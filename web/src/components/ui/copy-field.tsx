import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClass } from './input.tsx';
import { toast } from './toast.tsx';

export async function copyToClipboard(value: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable'); // i18n-exempt: caught below, never shown
    await navigator.clipboard.writeText(value);
    toast({ title: i18n.t('ui.copied'), variant: 'success' });
    return true;
  } catch {
    toast({ title: i18n.t('ui.copyFailed'), variant: 'destructive' });
    return false;
  }
}

/** A read-only value with a copy button; multiline for long secrets. */
export function CopyField({ label, value, monospace = true, className }: { label: string; value: string; monospace?: boolean; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyToClipboard(value)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-[13px] font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} className={cn(inputClass, monospace && 'font-mono text-[13px]')} />
        <button type="button" aria-label={t('ui.copy', { label })} onClick={copy} className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-muted hover:bg-subtle hover:text-fg">
          {copied ? <Check className="h-4 w-4 text-success" /> : <Copy className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}
