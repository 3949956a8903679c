import type { ColumnMeta } from '@tanstack/react-table';

/*
 * Tables lay out with `table-layout: fixed`: columns with a `width` hint get exactly that, the
 * others share what is left, and their text truncates (TruncatedText) instead of pushing the table
 * wider than its card. Below the sum of the minimum widths (a phone) the table keeps that width and
 * scrolls sideways inside its own container, never the page.
 */

/** Width hints (px, padding included) for the usual kinds of column, so pages agree. */
export const COLUMN_WIDTH = {
  /** The row-selection checkbox. */
  select: 44,
  /** The row's '…' action menu. */
  actions: 56,
  /** A date and time in the viewer's locale: 'May 31, 2026, 12:00 AM' is 171 px in the fallback sans at 14 px. */
  date: 204,
  /** One short badge ('Active', 'Sign-in'). */
  badge: 120,
  /** A small number ('Attempts'). */
  number: 104,
} as const;

/** The least a column without a width hint gets before the table starts to scroll sideways. */
export const DEFAULT_MIN_COLUMN_WIDTH = 160;

type SizeMeta = Pick<ColumnMeta<unknown, unknown>, 'width' | 'minWidth'> | undefined;

/** The table's min-width: every fixed column plus each flexible column's minimum. */
export function tableMinWidth(metas: SizeMeta[]): number {
  return metas.reduce<number>((sum, m) => sum + (m?.width ?? m?.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH), 0);
}
