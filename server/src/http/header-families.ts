import { knownError, type KnownError } from './errors.ts';

/**
 * Two spellings of every request header the server reads: `x-stack-*` (the wire contract's) and
 * `x-hexclave-*` (what @stackframe/js 2.8.108 and later send). The rest of the server reads only the
 * `x-stack-*` names: a request in the hexclave family has its headers renamed in place, once, at
 * the start of the request (adoptHeaderFamily). The common request (x-stack family) pays one
 * case-insensitive prefix test per header name node already parsed (rawHeaders): no allocation and
 * no Headers lookups (each of which validates and lower-cases its argument: 15 of them measured
 * ~20x one test over the raw names).
 */
export const REQUEST_HEADER_SUFFIXES = [
  'access-type', 'project-id', 'branch-id', 'publishable-client-key', 'secret-server-key', 'super-secret-admin-key',
  'admin-access-token', 'access-token', 'refresh-token', 'allow-anonymous-user', 'allow-restricted-user',
  'override-error-status', 'random-nonce', 'client-version', 'disable-artificial-development-delay',
] as const;

export const STACK_HEADERS = REQUEST_HEADER_SUFFIXES.map((s) => `x-stack-${s}`);
export const HEXCLAVE_HEADERS = REQUEST_HEADER_SUFFIXES.map((s) => `x-hexclave-${s}`);

/**
 * Makes a hexclave-family request read as its x-stack equivalent. One family per request: a
 * request that sends a header of each is refused (MIXED_HEADER_FAMILIES, naming one of each), as
 * the two could disagree (two project ids, two tokens) and no precedence rule would be obvious.
 * Headers the server does not read (e.g. an app's own `x-stack-auth`) are not looked at.
 */
export function adoptHeaderFamily(headers: Headers, rawHeaders?: readonly string[]): KnownError | null {
  if (rawHeaders && !hasHexclaveName(rawHeaders)) return null;
  let first = -1;
  for (let i = 0; i < HEXCLAVE_HEADERS.length; i++) {
    if (headers.has(HEXCLAVE_HEADERS[i]!)) {
      first = i;
      break;
    }
  }
  if (first < 0) return null;
  const stack = STACK_HEADERS.find((name) => headers.has(name));
  if (stack) return knownError('MIXED_HEADER_FAMILIES', { x_stack_header: stack, x_hexclave_header: HEXCLAVE_HEADERS[first]! });
  for (let i = first; i < HEXCLAVE_HEADERS.length; i++) {
    const value = headers.get(HEXCLAVE_HEADERS[i]!);
    if (value === null) continue;
    headers.set(STACK_HEADERS[i]!, value);
    // Gone under its own name too: the request log redacts secrets by their x-stack names.
    headers.delete(HEXCLAVE_HEADERS[i]!);
  }
  return null;
}

const HEXCLAVE_PREFIX = /^x-hexclave-/i;

/** node's rawHeaders: name, value, name, value, … as sent. */
function hasHexclaveName(raw: readonly string[]): boolean {
  for (let i = 0; i < raw.length; i += 2) if (HEXCLAVE_PREFIX.test(raw[i]!)) return true;
  return false;
}
