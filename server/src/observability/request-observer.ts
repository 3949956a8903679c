import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { RouterRoute } from 'hono/types';
import type { AppDeps, AppEnv, Metrics } from '../http/context.ts';
import { noMetrics } from './metrics.ts';
import { REQUEST_MESSAGE, type RequestLineFields } from './logger.ts';

/** The route label of a request no registered route answered (unknown paths, 405s, preflights): one label for all. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of every dashboard and hosted page, and their assets. */
export const WEB_ROUTE = 'web';

/** Called once per answered request with the time (performance.now()) it arrived. */
export type RequestObserver = (c: Context<AppEnv>, requestId: string, started: number) => void;

/**
 * What happens when a request has been answered: one structured log line (when request logging
 * is on) and the request metrics (when the metrics endpoint is on). Null when both are off, so the
 * hot path then pays nothing at all.
 *
 * The line holds only fixed fields: request id, method, route PATTERN, status, latency and the
 * project id once the headers named one. Never the raw path or the query string (a reset code or
 * token may sit there), never a header or the body.
 */
export function requestObserver(deps: AppDeps): RequestObserver | null {
  // Deps built by hand (the contract emitter, unit tests of the app) may have no metrics.
  const metrics: Metrics = deps.metrics ?? noMetrics;
  const measure = metrics !== noMetrics;
  const logRequests = deps.config.logRequests;
  if (!measure && !logRequests) return null;
  const log = deps.log;
  return (c, requestId, started) => {
    const ms = performance.now() - started;
    const route = routeLabel(c);
    const status = c.res.status;
    if (measure) metrics.requestFinished(c.req.method, route, status, ms / 1000);
    if (logRequests) {
      // The logger writes this line by hand (logger.ts, requestLineWriter): these fields, in this order.
      const fields: RequestLineFields = {
        request_id: requestId,
        method: c.req.method,
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        project_id: c.get('auth')?.project.id,
      };
      log('info', REQUEST_MESSAGE, fields as unknown as Record<string, unknown>);
    }
  };
}

// Hono's registered path (`/api/v1/users/:user_id`) -> the OpenAPI spelling (`/api/v1/users/{user_id}`),
// computed once per route.
const labels = new WeakMap<RouterRoute, string>();

/**
 * The pattern of the route that answered: the handler Hono dispatched last. When that is a
 * middleware (method ALL: our own '*' answered a preflight or a 405 itself, or nothing matched and
 * the not-found handler ran) the request had no route, and all such requests share one label, so
 * the label set stays bounded whatever paths a client invents.
 */
function routeLabel(c: Context<AppEnv>): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  if (!route || route.method === 'ALL') return UNMATCHED_ROUTE;
  // The dashboard's catch-all (web-bundle.ts) answers every page with one label, and hands the
  // paths it refuses (the API's, unknown assets) to the not-found answer: those are unmatched too.
  if (route.path === '/*' || route.path === '*') return c.res.status === 404 ? UNMATCHED_ROUTE : WEB_ROUTE;
  let label = labels.get(route);
  if (label === undefined) {
    label = route.path.replace(/:(\w+)/g, '{$1}');
    labels.set(route, label);
  }
  return label;
}
