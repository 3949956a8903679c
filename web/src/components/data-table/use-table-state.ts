import { useCallback, useRef, useState } from 'react';
import { initialTableState, type TableDefaults, type TableState } from './table-state.ts';

/**
 * Table state that is either owned by the table or lifted to the parent (the page keeps it in the
 * URL). Updates are applied to the latest state, so several in one event compose.
 */
export function useTableState(defaults: TableDefaults, state?: TableState, onStateChange?: (next: TableState) => void) {
  const [own, setOwn] = useState<TableState>(() => state ?? initialTableState(defaults));
  const current = state ?? own;
  const latest = useRef(current);
  latest.current = current;
  const update = useCallback(
    (patch: Partial<TableState> | ((s: TableState) => Partial<TableState>)) => {
      const base = latest.current;
      const next = { ...base, ...(typeof patch === 'function' ? patch(base) : patch) };
      latest.current = next;
      if (onStateChange) onStateChange(next);
      if (!state) setOwn(next);
    },
    [onStateChange, state],
  );
  return [current, update] as const;
}

/** TanStack hands either a value or an updater function; resolve it against the current value. */
export function resolve<V>(updater: V | ((old: V) => V), old: V): V {
  return typeof updater === 'function' ? (updater as (o: V) => V)(old) : updater;
}
