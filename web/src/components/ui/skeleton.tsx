import { cn } from '../../lib/cn.ts';

/** A placeholder shaped like the content it stands for (never a blank page). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('rounded-md bg-subtle', className)} style={{ animation: 'skeleton-pulse 1.6s ease-in-out infinite' }} />;
}
