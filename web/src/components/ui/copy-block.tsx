import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { copyToClipboard } from './copy-field.tsx';

/**
 * A labelled value shown whole — it wraps instead of scrolling out of sight — with a copy button.
 * For URLs, ids and code snippets that a single-line input would cut off.
 */
export function CopyBlock({ label, value, className, code = false }: { label: string; value: string; className?: string; code?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyToClipboard(value)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={id} className="text-[13px] font-medium">
        {label}
      </span>
      <div className="relative min-w-0">
        <pre aria-labelledby={id} tabIndex={0} className={cn('overflow-x-auto rounded-md border border-border bg-subtle/60 py-2 pr-11 pl-3 font-mono text-[13px] leading-relaxed text-fg', code ? 'whitespace-pre' : 'break-all whitespace-pre-wrap')}>
          {value}
        </pre>
        <button type="button" aria-label={`Copy ${label}`} onClick={copy} className="absolute top-1.5 right-1.5 inline-flex h-7 w-7 items-center justify-center rounded-md border border-border bg-surface text-muted hover:bg-subtle hover:text-fg">
          {copied ? <Check className="h-4 w-4 text-success" /> : <Copy className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}
