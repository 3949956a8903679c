import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import type { TableDefaults, TableState } from '../components/data-table/table-state.ts';
import { isTypingOnly, tableStateFromSearch, tableStateToSearch, type TableSearch } from './table-search.ts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Cursors of the pages before the one shown (cursor-paged tables), so 'Previous' works after Back or a reload. */
    cursorTrail?: string[];
  }
}

/**
 * The state of the page's table, read from and written to the current route's (validated) search
 * params: the URL is the state, so a reload, a shared link or Back shows the same table.
 */
export function useUrlTableState(validate: (raw: Record<string, unknown>) => TableSearch, defaults: TableDefaults): { state: TableState; onStateChange: (next: TableState) => void } {
  // The route validated these too, but a match's search also keeps the raw values its validator
  // dropped (TanStack merges them): validate again (idempotent) to read only what fits.
  const raw = useSearch({ strict: false });
  const search = useMemo(() => validate(raw), [validate, raw]);
  const trail = useLocation({ select: (l) => l.state.cursorTrail });
  const navigate = useNavigate();
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const state = useMemo(() => tableStateFromSearch(search, defaultsRef.current, trail), [search, trail]);
  const current = useRef(state);
  current.current = state;
  const onStateChange = useCallback(
    (next: TableState) => {
      void navigate({
        to: '.',
        search: tableStateToSearch(next, defaultsRef.current) as never,
        replace: isTypingOnly(current.current, next),
        state: (prev) => ({ ...prev, cursorTrail: next.cursors && next.pageIndex > 1 ? next.cursors.slice(0, next.pageIndex - 1) : undefined }),
      });
    },
    [navigate],
  );
  return { state, onStateChange };
}
