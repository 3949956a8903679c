import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block h-4 w-4 rounded-full border-2 border-current border-r-transparent', className)} style={{ animation: 'spin 0.7s linear infinite' }} />
  );
}
