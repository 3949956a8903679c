import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../ui/avatar.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from '../ui/menu.tsx';
import { TruncatedText } from '../ui/truncated-text.tsx';

/**
 * Text cut with an ellipsis at the column's width; a tooltip with the whole text (and a tab stop)
 * appears only when it was cut. `maxWidth` caps it below the column's width where that reads better.
 */
export function TextCell({ children, maxWidth, className }: { children: string | null | undefined; maxWidth?: number; className?: string }) {
  return (
    <TruncatedText className={className} style={maxWidth ? { maxWidth } : undefined}>
      {children ?? ''}
    </TruncatedText>
  );
}

/** The cell of a column without a `cell` renderer: its value as truncating text. */
export function DefaultCell({ renderValue }: { renderValue: () => unknown }) {
  const value = renderValue();
  return value === null || value === undefined ? null : <TextCell>{String(value)}</TextCell>;
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
    // Locales differ in length: a date wider than its column is cut like any text, with a tooltip.
    <TruncatedText className="tabular-nums text-muted" tooltip={text}>
      <time dateTime={date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined}>{text}</time>
    </TruncatedText>
  );
}

export function BadgeCell({ badges }: { badges: Array<{ label: string; tone?: BadgeTone }> }) {
  return (
    // Badges wrap onto a second line rather than spill into the next column.
    <div className="flex flex-wrap gap-1">
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
