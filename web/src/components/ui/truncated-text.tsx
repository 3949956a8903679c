import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Tooltip } from './tooltip.tsx';

/*
 * One ResizeObserver for every truncated text on the page (a table has hundreds of cells), so a
 * column that grows or shrinks with the window re-decides whether its text is cut.
 */
const listeners = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;

function watchSize(el: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.();
  });
  listeners.set(el, onResize);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    listeners.delete(el);
  };
}

/** True when the element's text is wider than its box (so the ellipsis is showing). */
export function isCut(el: HTMLElement): boolean {
  return el.scrollWidth > el.clientWidth;
}

export interface TruncatedTextProps {
  children: ReactNode;
  /** The full text in the tooltip; defaults to the children. */
  tooltip?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /**
   * A tab stop when cut (default). Turn it off inside a link or button, which is focusable itself
   * and names the whole text to assistive technology already.
   */
  focusable?: boolean;
}

/**
 * Text on one line, cut with an ellipsis at the width its container gives it. Only when it is cut
 * does it get a tooltip with the whole text and a tab stop, so keyboard users can read it too;
 * text that fits stays a plain span.
 */
export function TruncatedText({ children, tooltip, className, style, focusable = true }: TruncatedTextProps) {
  // A callback ref: wrapping the span in the tooltip remounts it, and the new node must be measured.
  const [el, setEl] = useState<HTMLSpanElement | null>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => setCut(isCut(el));
    measure();
    return watchSize(el, measure);
  }, [el, children]);
  const span = (
    <span
      ref={setEl}
      className={cn('block min-w-0 truncate', cut && 'rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring', className)}
      style={style}
      tabIndex={cut && focusable ? 0 : undefined}
    >
      {children}
    </span>
  );
  return cut ? <Tooltip content={tooltip ?? children}>{span}</Tooltip> : span;
}
