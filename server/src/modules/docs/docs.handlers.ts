import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { docsInitScript, docsPage } from './docs.page.ts';
import { openApiAvailable, openApiDocument, scalarBundle } from './docs.assets.ts';

const ASSET_CACHE = 'public, max-age=86400';
const JS = 'text/javascript; charset=utf-8';

/**
 * GET {base}/docs (the reference page) and GET {base}/openapi.json (the committed spec). They are
 * not API operations, so they are plain routes outside the OpenAPI registry: the spec documents the
 * API, not the page that renders it, and generated clients get no method for fetching their own spec.
 */
export function mountDocs(app: Hono<AppEnv>, base: string): void {
  if (openApiAvailable()) {
    app.get(`${base}/openapi.json`, (c) => c.body(openApiDocument(), 200, { 'content-type': 'application/json; charset=utf-8' }));
  }
  const page = docsPage(base);
  const init = docsInitScript(base);
  const html = { 'content-type': 'text/html; charset=utf-8' };
  app.get(`${base}/docs`, (c) => c.body(page, 200, html));
  app.get(`${base}/docs/`, (c) => c.body(page, 200, html));
  app.get(`${base}/docs/init.js`, (c) => c.body(init, 200, { 'content-type': JS, 'cache-control': ASSET_CACHE }));
  app.get(`${base}/docs/scalar.js`, (c) => c.body(new Uint8Array(scalarBundle()), 200, { 'content-type': JS, 'cache-control': ASSET_CACHE }));
}
