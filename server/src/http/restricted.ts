import type { Access } from './router.ts';

/** How a route treats a restricted user's token (router.ts `Access.restricted`). */
export type RestrictedPolicy = NonNullable<Access['restricted']>;

/**
 * A route's rule for restricted users, the default applied: declared, else reads (GET) open and
 * every other method refused, so a new write is closed to restricted users until declared open.
 * The router enforces it; the API reference states it (access-docs.ts).
 */
export function restrictedPolicyOf(spec: { method: string; access: Access }): RestrictedPolicy {
  return spec.access.restricted ?? (spec.method === 'get' ? 'allow' : 'refuse');
}
