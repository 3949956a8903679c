import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv, AuthPorts } from './http/context.ts';
import { KnownError, knownError, renderKnownError } from './http/errors.ts';
import { mount, type MountedRoute } from './http/router.ts';
import { MemoRouter } from './http/memo-router.ts';
import { allRoutesOf, missingRowErrorsOf, type ModuleManifest } from './http/module.ts';
import { missingParent } from './db/foreign-key-violations.ts';
import { isPreflight, preflightResponse } from './http/cors.ts';
import { finishApiResponse } from './http/response-headers.ts';
import { adoptHeaderFamily } from './http/header-families.ts';
import { requestId } from './crypto/random.ts';
import { rawSql } from './db/sql.ts';
import { withRetryAfter } from './http/not-ready.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { OutageReporter } from './db/outage-reporter.ts';
import { modules as allModules, authPortsFor, rateLimiterFor } from './modules/index.ts';
import type { RateLimitPort } from './http/rate-limits.ts';
import { mountWebBundle } from './http/web-bundle.ts';
import { dotSegmentApiPath, isApiLookingPath } from './http/api-paths.ts';
import { mountDocs } from './modules/docs/docs.handlers.ts';
import { requestObserver } from './observability/request-observer.ts';

export const API_BASE = '/api/v1';

export interface CreatedApp {
  app: OpenAPIHono<AppEnv>;
  api: OpenAPIHono<AppEnv>;
  mounted: MountedRoute[];
}

/**
 * Builds the whole HTTP app from injected collaborators and the module manifests. Building it
 * touches neither the network nor the database, so `make openapi` can emit the contract without a
 * running PostgreSQL. The header pipeline reaches projects, sessions and users only through
 * `ports`, which the modules provide.
 */
export function createApp(deps: AppDeps, modules: ModuleManifest[] = allModules, ports: AuthPorts = authPortsFor(deps), limiter: RateLimitPort | null = rateLimiterFor(deps)): CreatedApp {
  // strict: false — a trailing slash names the same route: the spec's GET / under server /api/v1 is
  // GET /api/v1/, which clients and schemathesis call (found by fuzzing: it answered 404).
  // MemoRouter: Hono's router, with the answers for parameter-free paths remembered (memo-router.ts).
  const app = new OpenAPIHono<AppEnv>({ strict: false, router: new MemoRouter() });
  const api = new OpenAPIHono<AppEnv>();
  const mounted: MountedRoute[] = [];

  // Static paths and their methods (filled once the routes are mounted, below). A static path
  // answers 405 for any other method, even where a templated route of that method would match the
  // same text (PATCH /contact-channels/verify/check-code is not /contact-channels/{user_id}/{id}).
  let staticMethods: Map<string, string[]> | undefined;
  const staticPathMethodMismatch = (method: string, path: string): string[] | null => {
    if (!path.startsWith(`${API_BASE}/`)) return null;
    staticMethods ??= mounted
      .filter((m) => !m.spec.path.includes('{'))
      .reduce((map, m) => map.set(m.spec.path, [...(map.get(m.spec.path) ?? []), m.method]), new Map<string, string[]>());
    const relative = path.slice(API_BASE.length).replace(/(.)\/$/, '$1') || '/';
    const methods = staticMethods.get(relative);
    if (!methods) return null;
    const asked = method === 'HEAD' ? 'GET' : method;
    return methods.includes(asked) ? null : [...new Set(methods)].sort();
  };

  // The request log line and request metrics; null when both are off.
  const observe = requestObserver(deps);
  app.use('*', async (c, next) => {
    const id = requestId();
    c.set('requestId', id);
    const started = performance.now();
    if (c.req.path.startsWith('/api/') && isPreflight(c.req.raw)) return preflightResponse();
    // x-hexclave-* request headers read as their x-stack-* names from here on (one family per request).
    const mixed = adoptHeaderFamily(c.req.raw.headers, (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming?.rawHeaders);
    // The URL parser already resolved `.`/`..` segments in c.req.path; the raw request target
    // (node's IncomingMessage, absent under app.request in unit tests) shows what was sent.
    const dotted = dotSegmentApiPath((c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url, c.req.path);
    const wrongMethod = dotted === null ? staticPathMethodMismatch(c.req.method, c.req.path) : null;
    if (mixed) c.res = renderKnownError(mixed);
    else if (dotted !== null) c.res = renderKnownError(knownError('ROUTE_NOT_FOUND', { method: c.req.method, path: dotted }));
    else if (wrongMethod) c.res = methodNotAllowed(c.req.method, c.req.path, wrongMethod);
    else await next();
    finishResponse(c, id);
    if (observe) observe(c, id, started);
  });

  app.get('/health', async (c) => {
    try {
      await rawSql(deps.orm.em.fork(), 'select 1');
      return c.json({ status: 'ok' }, 200);
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
  });

  for (const entry of allRoutesOf(modules)) mount(api, deps, ports, limiter, entry, mounted);
  app.route(API_BASE, api);
  // The reference page and the raw spec: plain routes, not API operations (see docs.handlers.ts).
  mountDocs(app, API_BASE);
  for (const m of modules) m.mountPlain?.(app, deps);
  // The built dashboard and hosted pages (/, /handler/*): after the API so it never shadows it.
  mountWebBundle(app);

  app.notFound((c) => {
    const path = c.req.path;
    if (!isApiLookingPath(path)) return c.text('Not found', 404);
    // Another spelling of an API path (`//api/v1/users/me`, `/api//`) names no route.
    if (!path.startsWith(`${API_BASE}/`) && path !== API_BASE) return renderKnownError(knownError('ROUTE_NOT_FOUND', { method: c.req.method, path }));
    const relative = path.slice(API_BASE.length) || '/';
    const allowed = mounted.filter((m) => m.pattern.test(relative)).map((m) => m.method);
    // A pattern that accepts this very method but was not routed (e.g. `/api/v1/` for the root
    // `/api/v1`) is a path problem, not a method problem.
    if (allowed.length && !allowed.includes(c.req.method)) {
      return methodNotAllowed(c.req.method, path, [...new Set(allowed)].sort());
    }
    return renderKnownError(knownError('ROUTE_NOT_FOUND', { method: c.req.method, path }));
  });

  const outage = new OutageReporter(deps.log, 'requests answered 503 DATABASE_UNAVAILABLE');
  const missingRows = missingRowErrorsOf(modules);
  app.onError((err, c) => {
    if (err instanceof KnownError) return renderKnownError(err);
    // A write named a row a concurrent delete just removed (PATCH /users/me {selected_team_id}
    // against DELETE /teams/{id}): the foreign key refused it, and the answer is the missing row's
    // not-found error, as if the delete had come first. Nothing was written (the statement failed).
    const missing = missingParent(err);
    const translate = missing && missingRows.get(missing.table);
    if (translate) return renderKnownError(translate(missing.key));
    const id = c.get('requestId') ?? requestId();
    // The database is down or unreachable: a fast 503 the client may retry, not a 500. A
    // transaction the outage cut off is rolled back by PostgreSQL, so no half-written entity stays.
    if (isDatabaseUnavailable(err)) {
      outage.report(err, { request_id: id, route: `${c.req.method} ${c.req.path}` });
      return withRetryAfter(renderKnownError(knownError('DATABASE_UNAVAILABLE', { request_id: id })));
    }
    // The cause goes to the log only; the caller gets the request id to quote.
    deps.log('error', `unhandled error on ${c.req.method} ${c.req.path}`, { request_id: id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return renderKnownError(knownError('INTERNAL_SERVER_ERROR', { request_id: id }));
  });

  return { app, api, mounted };
}

/** 405 with the methods the path supports, in the body and (RFC 9110 §15.5.6; found by schemathesis) in `Allow`. */
function methodNotAllowed(method: string, path: string, allowed: string[]): Response {
  const res = renderKnownError(knownError('METHOD_NOT_ALLOWED', { method, path, allowed_methods: allowed }));
  res.headers.set('allow', allowed.join(', '));
  return res;
}

/** Headers every API response carries (response-headers.ts), and the x-stack-override-error-status rewrite (wire-contract §1.4). */
function finishResponse(c: Context<AppEnv>, id: string): void {
  if (!isApiLookingPath(c.req.path)) return;
  let res = c.res;
  if (c.req.header('x-stack-override-error-status') !== undefined && res.status >= 400 && res.status < 500) {
    const headers = new Headers(res.headers);
    headers.set('x-stack-actual-status', String(res.status));
    headers.set('x-hexclave-actual-status', String(res.status));
    res = new Response(res.body, { status: 200, headers });
  }
  res = finishApiResponse(res, id, c.req.method);
  c.res = undefined;
  c.res = res;
}
