/**
 * Which request paths belong to the API. A path is API-looking when, read the way a lenient client
 * or proxy might read it — percent-escapes decoded (`%2F`, `%61`), letters in any case, runs of
 * slashes collapsed — it is `/api` or starts with `/api/`: `//api/v1/users/me`, `/api//`,
 * `/API/V1/users/me` or `/Api%2Fv1` must get a JSON known error, never the dashboard's HTML or a
 * text/plain 404 (issue 9 §2, issue 19 item 13). Only `/api/v1/...` spelled exactly names a route;
 * every other spelling answers ROUTE_NOT_FOUND.
 */
export function isApiLookingPath(path: string): boolean {
  // The common case, decided without decoding: reading leniently never changes a leading `/api/`.
  if (path.startsWith('/api/')) return true;
  const collapsed = leniently(path).toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed === '/api' || collapsed.startsWith('/api/');
}

/** Percent-escapes decoded where they decode; a malformed escape leaves the text as it is (bar `%2F`). */
function leniently(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%2f/gi, '/');
  }
}

/** `.` or `..` as a path segment, also percent-encoded (`%2e`), which the URL parser resolves too. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The request target's path as the client sent it, when it is a non-canonical spelling of an API
 * path that the URL parser would silently rewrite (dot segments: `/api/v1/./users/me`,
 * `/api/v1/users/../users/me`); else null. Such requests are refused, not normalised and
 * authenticated. `rawTarget` is the HTTP request target (node's `IncomingMessage.url`).
 */
export function dotSegmentApiPath(rawTarget: string | undefined, parsedPath: string): string | null {
  if (!rawTarget) return null;
  const query = rawTarget.indexOf('?');
  const rawPath = query === -1 ? rawTarget : rawTarget.slice(0, query);
  // No `.` and no `%` (for `%2e`): no dot segment, without splitting the path.
  if (!rawPath.includes('.') && !rawPath.includes('%')) return null;
  if (!rawPath.split('/').some((s) => DOT_SEGMENT.test(s))) return null;
  return isApiLookingPath(rawPath) || isApiLookingPath(parsedPath) ? rawPath : null;
}
