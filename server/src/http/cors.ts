import { HEXCLAVE_HEADERS, STACK_HEADERS } from './header-families.ts';

/**
 * CORS for every /api response (wire-contract §1.2). Credentials are never used (SDKs send
 * `credentials: "omit"` and authenticate with headers), so the wildcard origin is safe.
 */
const ALLOWED_HEADERS = [
  'content-type', 'authorization', ...STACK_HEADERS, ...HEXCLAVE_HEADERS,
  'baggage', 'sentry-trace', 'x-vercel-protection-bypass', 'ngrok-skip-browser-warning',
].join(', ');

export function applyCors(headers: Headers): void {
  headers.set('access-control-allow-origin', '*');
  headers.set('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  headers.set('access-control-max-age', '86400');
  headers.set('access-control-allow-headers', ALLOWED_HEADERS);
  headers.set('access-control-expose-headers', 'content-type, retry-after, x-stack-actual-status, x-stack-known-error, x-hexclave-actual-status, x-hexclave-known-error');
  headers.set('vary', ALLOWED_HEADERS);
}

export function isPreflight(req: Request): boolean {
  return req.method === 'OPTIONS';
}

export function preflightResponse(): Response {
  const headers = new Headers();
  applyCors(headers);
  return new Response(null, { status: 200, headers });
}
