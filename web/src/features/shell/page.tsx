import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';

/** Each page: a title, one line saying what it is for, the primary action on the right, then content. */
export function PageHeader({ title, description, action, back }: { title: string; description: ReactNode; action?: ReactNode; back?: { link: LinkOptions; label: string } }) {
  return (
    <header className="mb-6">
      {back && (
        <Link {...back.link} className="mb-3 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-fg">
          <ArrowLeft className="h-3.5 w-3.5" aria-hidden />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
        {action}
      </div>
    </header>
  );
}

/** A known error's message in place, with a retry where retrying helps. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger">
      <span>{message}</span>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
