import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.tsx';
import { parseSearch, stringifySearch } from './search-params.ts';

/** The dashboard's router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, parseSearch, stringifySearch, scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
