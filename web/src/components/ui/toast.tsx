import { Toast as T } from 'radix-ui';
import { X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** SPEC §4/§9: a toast closes after 5000 ms (paused while hovered or focused), a swipe past 50 px closes it, F8 focuses the viewport, and only one is shown at a time. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  action?: { label: string; altText: string; onClick: () => void };
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// Module-level store so any code (query error handlers, copy helpers) can raise a toast.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(input: ToastInput): void {
  if (input.action && !input.action.altText.trim()) throw new Error('Toast action needs a non-empty altText');
  current = { ...input, id: nextId++, open: true };
  emit();
}

export function dismissToast(): void {
  if (current) current = { ...current, open: false };
  emit();
}

function useCurrentToast() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

export function Toaster({ label = 'Notifications', children }: { label?: string; children?: ReactNode }) {
  if (!label.trim()) throw new Error('Toast viewport needs a non-empty label');
  const item = useCurrentToast();
  return (
    <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={label}>
      {children}
      {item && (
        <T.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-md border bg-surface p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0',
            item.variant === 'destructive' ? 'border-danger/50' : item.variant === 'success' ? 'border-success/50' : 'border-border',
          )}
        >
          <div className="min-w-0 flex-1">
            <T.Title className={cn('text-sm font-medium', item.variant === 'destructive' && 'text-danger')}>{item.title}</T.Title>
            {item.description && <T.Description className="mt-1 text-[13px] text-muted">{item.description}</T.Description>}
          </div>
          {item.action && (
            <T.Action altText={item.action.altText} onClick={item.action.onClick} className="rounded-md border border-border px-2 py-1 text-xs font-medium hover:bg-subtle">
              {item.action.label}
            </T.Action>
          )}
          <T.Close aria-label="Close" className="rounded p-0.5 text-muted hover:text-fg">
            <X className="h-4 w-4" />
          </T.Close>
        </T.Root>
      )}
      <T.Viewport hotkey={TOAST_HOTKEY} className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </T.Provider>
  );
}
