import { knownError, renderKnownError } from './errors.ts';
import { applyCors, isPreflight, preflightResponse } from './cors.ts';
import { isApiLookingPath } from './api-paths.ts';
import { requestId } from '../crypto/random.ts';

/** Why the app is not serving yet, as /health reports it. */
export type NotReadyReason = 'starting' | 'database unreachable';

/** Seconds a client should wait before trying again (`Retry-After`), here and during an outage (app.ts). */
const RETRY_AFTER_SECONDS = '2';

/**
 * What the HTTP port answers until the app is built: while the embedded database starts, while an
 * unreachable DATABASE_URL is retried, while migrations run. The port is open from the first moment
 * so that a load balancer, an orchestrator or a person sees an honest 503 (and a port conflict is
 * found at once), not a refused connection: /health reports why, every API path answers the
 * DATABASE_UNAVAILABLE known error with the usual API headers, anything else a short text.
 */
export function notReadyFetch(reason: () => NotReadyReason): (req: Request) => Response {
  return (req) => {
    const path = new URL(req.url).pathname;
    if (path === '/health') return withRetryAfter(Response.json({ status: reason() }, { status: 503 }));
    if (!isApiLookingPath(path)) {
      return withRetryAfter(new Response('Gatehouse is starting: it is waiting for its database. Try again in a few seconds.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    }
    if (isPreflight(req)) return preflightResponse();
    const id = requestId();
    const res = withRetryAfter(renderKnownError(knownError('DATABASE_UNAVAILABLE', { request_id: id })));
    res.headers.set('x-stack-request-id', id);
    res.headers.set('cache-control', 'no-store, max-age=0');
    applyCors(res.headers);
    return res;
  };
}

export function withRetryAfter(res: Response): Response {
  res.headers.set('retry-after', RETRY_AFTER_SECONDS);
  return res;
}
