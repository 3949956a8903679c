import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface EmptyStateProps {
  /** What is (not) here: 'No users yet'. */
  title: string;
  /** What to do next: 'Create one, or share your sign-up page.' */
  description?: ReactNode;
  /** The next step's button(s), when there is one. */
  action?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}

/**
 * UI.md: an empty state says what to do next. A polite status region, so the message a search
 * turns up ('No users match …') is read out as it appears.
 */
export function EmptyState({ title, description, action, icon: Icon, className }: EmptyStateProps) {
  return (
    <div role="status" className={cn('flex flex-col items-center gap-1.5 px-6 py-10 text-center', className)}>
      {Icon && <Icon className="mb-1 h-7 w-7 text-muted" aria-hidden />}
      <p className="text-sm font-medium text-fg">{title}</p>
      {description && <p className="max-w-md text-[13px] text-muted">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}
