import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from './context.ts';

/**
 * The x-stack-* request headers, read from node's already-parsed `IncomingMessage#headers` rather
 * than one `c.req.header(name)` each. Through Hono and @hono/node-server's `Headers` wrapper a
 * look-up validates the name against a pattern, lower-cases it, checks the HTTP version and two
 * sets before it reaches that same object: six look-ups (what GET /api/v1 makes) measured 6.3 µs
 * against 0.9 µs for six property reads (bench/README.md, "Fourth pass").
 *
 * Same answers as `Headers#get`: for an `x-*` name node joins repeated lines with ", " (it drops
 * repeats only for a fixed list of standard names, none of them x-stack-*), exactly as `Headers`
 * does; the value is trimmed of HTTP whitespace as `Headers` trims it. The wrapper also refuses a
 * value holding NUL, CR or LF; node's HTTP/1 parser (strict: Gatehouse never sets
 * insecureHTTPParser) already answers such a request 400 before any app code runs
 * (test/request-headers.test.ts pins it), so that scan (with a 650-character token, 11 look-ups
 * measured 10.1 µs with it against 3.1 µs without) is not
 * repeated here. Anything else (another
 * header name, a value `Headers` would refuse, a request of the x-hexclave family whose headers
 * were renamed in the `Headers` object by adoptHeaderFamily, no node request under app.request in
 * unit tests, HTTP/2) reads through `c.req.header` as before.
 */

/** Set by the app's first middleware for an HTTP/1 request of the x-stack family (app.ts). */
export const NODE_HEADERS = 'nodeHeaders';

const STACK_PREFIX = 'x-stack-';

/**
 * A request header by its lower-case name (callers pass the literal x-stack-* names); undefined
 * when absent, as `c.req.header(name)`.
 */
export function requestHeader(c: AppContext, name: string): string | undefined {
  const headers = c.get(NODE_HEADERS);
  if (headers !== undefined && name.startsWith(STACK_PREFIX)) {
    const value = headers[name];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return trimHttpWhitespace(value);
  }
  return c.req.header(name);
}

/** node's headers of `incoming` when requestHeader may read them (HTTP/1), else undefined. */
export function nodeHeadersOf(incoming: { headers?: IncomingHttpHeaders; httpVersionMajor?: number } | undefined): IncomingHttpHeaders | undefined {
  return incoming !== undefined && incoming.httpVersionMajor === 1 ? incoming.headers : undefined;
}

// HTTP whitespace as the Fetch standard (and so Headers) trims it: tab, line feed, carriage return, space.
function isHttpWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function trimHttpWhitespace(value: string): string {
  if (value === '' || (!isHttpWhitespace(value.charCodeAt(0)) && !isHttpWhitespace(value.charCodeAt(value.length - 1)))) return value;
  let start = 0;
  let end = value.length;
  while (start < end && isHttpWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  return value.slice(start, end);
}
