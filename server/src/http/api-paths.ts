/**
 * Which request paths belong to the API. A path is API-looking when, once encoded slashes (`%2F`)
 * are read as slashes and runs of slashes are collapsed, it is `/api` or starts with `/api/`: `//api/v1/users/me` or `/api//` must get a JSON
 * known error, never the dashboard's HTML (issue 9 §2).
 */
export function isApiLookingPath(path: string): boolean {
  const collapsed = path.replace(/%2f/gi, '/').replace(/\/{2,}/g, '/');
  return collapsed === '/api' || collapsed.startsWith('/api/');
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
  if (!rawPath.split('/').some((s) => DOT_SEGMENT.test(s))) return null;
  return isApiLookingPath(rawPath) || isApiLookingPath(parsedPath) ? rawPath : null;
}
