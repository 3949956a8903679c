import type { Result, Router } from 'hono/router';
import { SmartRouter } from 'hono/router/smart-router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';

/** At most this many paths remembered; when full it starts over (a flood of odd paths costs a clear, never memory). */
const MAX_ENTRIES = 1000;
/** Longer paths are routed every time (no route of ours is that long without parameters). */
const MAX_PATH_LENGTH = 200;

/**
 * Hono's default router with the answers for parameter-free paths remembered. Our ~300 routes make
 * SmartRouter fall back to its TrieRouter (RegExpRouter refuses the set), whose search splits the
 * path and walks the tree on every request: ~3 % of a trivial request's CPU (bench/README.md,
 * "Fixed cost per request"). The route set cannot change once the first request is routed
 * (SmartRouter refuses `add` after its first match), so a remembered answer is exactly what the
 * search would return. Only answers without path parameters are kept: the same object is handed
 * to every request for that method and path, and Hono only reads it.
 */
export class MemoRouter<T> implements Router<T> {
  name = 'MemoRouter';
  #inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });
  #memo = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#memo.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = path.length <= MAX_PATH_LENGTH ? `${method} ${path}` : undefined;
    const known = key === undefined ? undefined : this.#memo.get(key);
    if (known) return known;
    const result = this.#inner.match(method, path);
    if (key !== undefined && withoutParams(result)) {
      if (this.#memo.size >= MAX_ENTRIES) this.#memo.clear();
      this.#memo.set(key, result);
    }
    return result;
  }
}

/** TrieRouter's answer shape (`[[handler, params]…]`, no stash) with every params object empty. */
function withoutParams<T>(result: Result<T>): boolean {
  if (result.length !== 1) return false;
  // Runs only on a path's first request (a miss), so the allocation does not matter.
  return (result[0] as [T, Record<string, string>][]).every(([, params]) => Object.keys(params).length === 0);
}
