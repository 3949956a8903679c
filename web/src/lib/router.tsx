import { useCallback, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * URL-state routing: the location is the only source of truth for which screen, project, filters,
 * sorting and page size are shown, so a reload or a shared link shows the same thing. A tiny
 * history wrapper is enough for a dozen screens and keeps the hosted pages free of router state.
 */
const listeners = new Set<() => void>();
function notify() {
  for (const l of listeners) l();
}
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => window.location.pathname + window.location.search;

export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

export interface Location {
  pathname: string;
  search: URLSearchParams;
}

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Reads and writes search params; writes replace the entry so filter typing does not flood history. */
export function useSearchParams(): [URLSearchParams, (update: Record<string, string | number | null | undefined>, options?: { push?: boolean }) => void] {
  const { search } = useLocation();
  const set = useCallback((update: Record<string, string | number | null | undefined>, options: { push?: boolean } = {}) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(update)) {
      if (v === null || v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    const qs = next.toString();
    navigate(window.location.pathname + (qs ? `?${qs}` : ''), { replace: !options.push });
  }, []);
  return [search, set];
}

/** Matches `/projects/:projectId/users` style patterns; returns the params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const a = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) params[p[i].slice(1)] = decodeURIComponent(a[i]);
    else if (p[i] !== a[i]) return null;
  }
  return params;
}

export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
