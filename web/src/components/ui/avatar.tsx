import { Avatar as A } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** Up to two initials from a display name or an e-mail's local part; '?' when nothing is known. */
export function initials(name?: string | null, email?: string | null): string {
  const source = (name ?? '').trim() || (email ?? '').split('@')[0].trim();
  if (!source) return '?';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : source.slice(0, 2);
  return letters.toUpperCase();
}

export function Avatar({ src, name, email, size = 28, className }: { src?: string | null; name?: string | null; email?: string | null; size?: number; className?: string }) {
  return (
    <A.Root className={cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft align-middle select-none', className)} style={{ width: size, height: size }}>
      {src && <A.Image src={src} alt={name ?? email ?? 'Avatar'} className="h-full w-full object-cover" />}
      <A.Fallback delayMs={src ? 300 : undefined} className="text-[11px] font-semibold text-accent" aria-label={name ?? email ?? 'Unknown user'}>
        {initials(name, email)}
      </A.Fallback>
    </A.Root>
  );
}
