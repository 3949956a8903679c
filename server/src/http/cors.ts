import { HEXCLAVE_HEADERS } from './header-families.ts';

/**
 * CORS for every /api response (wire-contract §1.2). Credentials are never used (SDKs send
 * `credentials: "omit"` and authenticate with headers), so the wildcard origin is safe.
 */
const ALLOWED_HEADERS = [
  'content-type', 'authorization', 'x-stack-project-id', 'x-stack-branch-id', 'x-stack-override-error-status', 'x-stack-random-nonce',
  'x-stack-client-version', 'x-stack-disable-artificial-development-delay', 'x-stack-access-type', 'x-stack-publishable-client-key',
  'x-stack-secret-server-key', 'x-stack-super-secret-admin-key', 'x-stack-admin-access-token', 'x-stack-refresh-token',
  'x-stack-access-token', 'x-stack-allow-anonymous-user', 'baggage', 'sentry-trace', 'x-vercel-protection-bypass', 'ngrok-skip-browser-warning',
  // The other spelling of every request header (http/header-families.ts), after the contract's list.
  ...HEXCLAVE_HEADERS,
].join(', ');

/** The CORS headers of every /api response, as [name, value]. */
export const CORS_HEADERS: readonly (readonly [string, string])[] = [
  ['access-control-allow-origin', '*'],
  ['access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS'],
  ['access-control-max-age', '86400'],
  ['access-control-allow-headers', ALLOWED_HEADERS],
  ['access-control-expose-headers', 'content-type, retry-after, x-stack-actual-status, x-stack-known-error, x-hexclave-actual-status, x-hexclave-known-error'],
  ['vary', ALLOWED_HEADERS],
];

export function applyCors(headers: Headers): void {
  for (const [name, value] of CORS_HEADERS) headers.set(name, value);
}

export function isPreflight(req: Request): boolean {
  return req.method === 'OPTIONS';
}

export function preflightResponse(): Response {
  const headers = new Headers();
  applyCors(headers);
  return new Response(null, { status: 200, headers });
}
