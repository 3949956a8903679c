import { MoreHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../ui/avatar.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from '../ui/menu.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

/** Text cut with an ellipsis; a tooltip with the whole text appears only when it was cut. */
export function TextCell({ children, maxWidth = 240, className }: { children: string | null | undefined; maxWidth?: number; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [truncated, setTruncated] = useState(false);
  const text = children ?? '';
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setTruncated(el.scrollWidth > el.clientWidth);
  }, [text, maxWidth]);
  const span = (
    <span ref={ref} className={cn('block truncate', className)} style={{ maxWidth }} tabIndex={truncated ? 0 : undefined}>
      {text}
    </span>
  );
  return truncated ? <Tooltip content={text}>{span}</Tooltip> : span;
}

export function AvatarCell({ src, name, email }: { src?: string | null; name?: string | null; email?: string | null }) {
  return <Avatar src={src} name={name} email={email} />;
}

/** Dates this far ahead mean "no expiry" (the threshold is ours; SPEC §2 leaves it open). */
export const NEVER_THRESHOLD_YEARS = 50;

export function formatDate(value: Date | number | string | null | undefined, now = Date.now()): string {
  if (value === null || value === undefined) return 'Never';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const threshold = new Date(now);
  threshold.setFullYear(threshold.getFullYear() + NEVER_THRESHOLD_YEARS);
  if (date.getTime() > threshold.getTime()) return 'Never';
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function DateCell({ value }: { value: Date | number | string | null | undefined }) {
  const date = value === null || value === undefined ? null : new Date(value);
  const text = formatDate(value);
  return (
    <time dateTime={date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined} className="whitespace-nowrap tabular-nums text-muted">
      {text}
    </time>
  );
}

export function BadgeCell({ badges }: { badges: Array<{ label: string; tone?: BadgeTone }> }) {
  return (
    <div className="flex flex-nowrap gap-1">
      {badges.map((b) => (
        <Badge key={b.label} tone={b.tone}>
          {b.label}
        </Badge>
      ))}
    </div>
  );
}

export type ActionItem = { label: ReactNode; onClick: () => void; danger?: boolean; disabled?: boolean } | '-';

/** The row's action menu; clicks inside never reach the row's click handler. */
export function ActionCell({ items, label = 'Open menu' }: { items: ActionItem[]; label?: string }) {
  return (
    <div onClick={(e) => e.stopPropagation()} className="flex justify-end">
      <MenuRoot>
        <MenuTrigger asChild>
          <button type="button" aria-label={label} className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
            <MoreHorizontal className="h-4 w-4" />
          </button>
        </MenuTrigger>
        <MenuContent>
          {items.map((item, i) =>
            item === '-' ? (
              <MenuSeparator key={i} />
            ) : (
              <MenuItem key={i} onSelect={item.onClick} danger={item.danger} disabled={item.disabled}>
                {item.label}
              </MenuItem>
            ),
          )}
        </MenuContent>
      </MenuRoot>
    </div>
  );
}
