import { Dialog as D } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A node for titles with parts (a truncated name); its text is the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Alerts and confirmations close only through their buttons, not by clicking outside. */
  modal?: 'dismissable' | 'buttons-only';
  className?: string;
}

export function Dialog({ open, onOpenChange, title, description, children, footer, modal = 'dismissable', className }: DialogProps) {
  const { t } = useTranslation();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <D.Content
          onInteractOutside={modal === 'buttons-only' ? (e) => e.preventDefault() : undefined}
          className={cn('fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-md border border-border bg-surface shadow-xl', className)}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-5">
            <div className="min-w-0 flex-1">
              <D.Title className="min-w-0 text-base font-semibold">{title}</D.Title>
              {description ? <D.Description className="mt-1 text-[13px] text-muted">{description}</D.Description> : <D.Description className="sr-only">{title}</D.Description>}
            </div>
            {modal === 'dismissable' && (
              <D.Close aria-label={t('ui.close')} className="rounded p-1 text-muted hover:bg-subtle hover:text-fg">
                <X className="h-4 w-4" />
              </D.Close>
            )}
          </div>
          {children && <div className="overflow-y-auto px-5 pt-4">{children}</div>}
          {footer && <div className="flex flex-wrap justify-end gap-2 px-5 py-4">{footer}</div>}
          {!footer && <div className="pb-5" />}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
