import { AlertTriangle, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A boxed note inside a card or dialog. `warning` is for what the reader must act on now (a
 * secret shown once); `info` for context. The dashboard and the hosted pages use this one box.
 */
export function Callout({ tone = 'info', children, className }: { tone?: 'info' | 'warning'; children: ReactNode; className?: string }) {
  const Icon = tone === 'warning' ? AlertTriangle : Info;
  return (
    <div className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-[13px]', tone === 'warning' ? 'border-warning/40 bg-warning-soft text-warning' : 'border-border bg-subtle text-fg', className)}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The warning beside a secret shown once: the same words wherever a secret is created. */
export function ShownOnceWarning({ what, children }: { what: 'key' | 'keys' | 'secret'; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Callout tone="warning">
      {t(`ui.shownOnce.${what}`)}
      {children ? <> {children}</> : null}
    </Callout>
  );
}
