import { applyCors, CORS_HEADERS } from './cors.ts';

/**
 * The headers every API response carries (wire-contract §1.2, §1.4): the request id, a JSON
 * content type with its charset, `cache-control: no-store` unless the route chose its own, and
 * CORS. `finishApiResponse` writes them.
 *
 * Why two paths. The plain one (`slowFinish`) sets them on the response's WHATWG `Headers`: for a
 * route's usual answer that means building an undici `Headers` from the handler's one or two
 * headers, ~10 validated `set` calls (two of them 900-character CORS lists), and then
 * @hono/node-server iterating it (sorted) into the plain object node's `writeHead` takes. That
 * was the biggest piece of the fixed cost per request left in our own code (bench/README.md,
 * "Fixed cost per request"). The fast one (`fastFinish`) writes that same plain object directly,
 * from a prepared sorted list: the constant headers are merged, in name order, with the
 * handler's few, so node gets the same header lines in the same order with the same values, and
 * the client the same bytes (bench/wire-diff.ts compares them against a checkout without it).
 *
 * The fast path reads @hono/node-server's lightweight Response (pinned version): it keeps
 * `[status, body, headers init]` under a private symbol described 'cache', which its writer
 * turns into `writeHead(status, headers)` without a `Headers` object when the init is a plain
 * object. Anything it does not recognise (a native Response, a `Headers` init, a stream or Blob
 * body, Set-Cookie, a value undici would normalise, a HEAD request) takes the plain path.
 */

type Cache = [number, unknown, unknown];

const TEXT_PLAIN = 'text/plain; charset=UTF-8';
const NO_STORE = 'no-store, max-age=0';

/** The headers every API response gets whatever the handler set, in name order ('x-stack-request-id' is filled in per request). */
const FIXED = sortedByName([...CORS_HEADERS, ['x-stack-request-id', '']]);
/** ...and with the default cache-control, for a handler that set none. */
const FIXED_NO_STORE = sortedByName([...FIXED, ['cache-control', NO_STORE]]);

function sortedByName(list: (readonly [string, string])[]): readonly (readonly [string, string])[] {
  return list.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

// What undici's Headers would refuse or rewrite (invalid names, values with surrounding whitespace
// or CR/LF/NUL): such a response keeps the plain path, so it fails or is normalised exactly as before.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const UNCHANGED_VALUE = /^(?:[^\0\t\n\r ](?:[^\0\r\n]*[^\0\t\n\r ])?)?$/;

let cacheKey: symbol | undefined;

/** node-server's cached [status, body, headers init] of `res`, if it is its lightweight Response. */
function cacheOf(res: Response): Cache | undefined {
  if (cacheKey === undefined) {
    cacheKey = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
    if (cacheKey === undefined) return undefined;
  }
  const cache = (res as unknown as Record<symbol, unknown>)[cacheKey];
  return Array.isArray(cache) && cache.length === 3 ? (cache as Cache) : undefined;
}

/** Adds the API headers to `res`, returning the response to send (a new one on the fast path). */
export function finishApiResponse(res: Response, requestId: string, method: string): Response {
  // HEAD: Hono wraps the GET answer after this runs (hono-base.ts), re-reading its headers as a `Headers`.
  const cache = method === 'HEAD' ? undefined : cacheOf(res);
  const fast = cache && fastFinish(cache, requestId);
  if (fast) return fast;
  slowFinish(res.headers, requestId);
  return res;
}

function slowFinish(headers: Headers, requestId: string): void {
  headers.set('x-stack-request-id', requestId);
  if (headers.get('content-type') === 'application/json') headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', NO_STORE);
  applyCors(headers);
}

function fastFinish([status, body, init]: Cache, requestId: string): Response | null {
  if (!(body === null || typeof body === 'string' || body instanceof Uint8Array)) return null;
  // The handler's headers, lower-cased, sorted by name (usually one to three).
  const own: [string, string][] = [];
  let contentType: string | undefined;
  let hasContentLength = false;
  let hasCacheControl = false;
  if (init === undefined || init === null) {
    // node-server's `headers` getter would add its default content type to a body without headers.
    if (body !== null) own.push(['content-type', (contentType = TEXT_PLAIN)]);
  } else {
    if (typeof init !== 'object' || init instanceof Headers || Array.isArray(init)) return null;
    for (const key in init) {
      const value = (init as Record<string, unknown>)[key];
      if (typeof value !== 'string' || !TOKEN.test(key) || !UNCHANGED_VALUE.test(value)) return null;
      const name = key.toLowerCase();
      if (name === 'set-cookie') return null;
      let at = own.length;
      while (at > 0 && own[at - 1]![0] >= name) at--;
      if (at < own.length && own[at]![0] === name) return null; // the same name twice: undici would join them
      if (name === 'content-type') contentType = value === 'application/json' ? (value + '; charset=utf-8') : value;
      else if (name === 'content-length') hasContentLength = true;
      else if (name === 'cache-control') hasCacheControl = true;
      own.splice(at, 0, [name, name === 'content-type' ? contentType! : value]);
    }
  }
  // Merge the two sorted lists: a fixed header wins over the handler's of the same name.
  const fixed = hasCacheControl ? FIXED : FIXED_NO_STORE;
  const headers: Record<string, string | number> = {};
  let i = 0;
  for (const [name, value] of fixed) {
    for (; i < own.length && own[i]![0] <= name; i++) if (own[i]![0] !== name) headers[own[i]![0]] = own[i]![1];
    headers[name] = name === 'x-stack-request-id' ? requestId : value;
  }
  for (; i < own.length; i++) headers[own[i]![0]] = own[i]![1];
  // As node-server's writer completes a header list (buildOutgoingHttpHeaders, then the length it measures).
  if (body !== null && contentType === undefined) headers['content-type'] = TEXT_PLAIN;
  if (body !== null && !hasContentLength) headers['Content-Length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  return new Response(body as BodyInit | null, { status, headers: headers as Record<string, string> });
}
