import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { isApiLookingPath } from './api-paths.ts';

/** Where `npm run build -w web` puts the dashboard and hosted pages (one bundle for both). */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Paths the bundle must never answer: the API (its own 404/405 known errors) and the health check,
 * in any spelling with doubled slashes (`//api/v1/users/me` answered the dashboard's HTML).
 */
function isReserved(path: string): boolean {
  if (isApiLookingPath(path)) return true;
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed === '/health' || collapsed.startsWith('/health/');
}

/**
 * Serves the built dashboard at / and the hosted pages under /handler/*: real files with their
 * content type (hashed assets cached for a year), every other GET path falls back to index.html so
 * the client-side router can show it. Without a build (tests, `make openapi`) nothing is mounted and
 * non-API paths keep answering 404.
 */
export function mountWebBundle(app: Hono<any>, distDir = WEB_DIST_DIR): boolean { // eslint-disable-line @typescript-eslint/no-explicit-any -- any app env: this handler reads no variables
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = normalize(distDir.endsWith(sep) ? distDir : distDir + sep);
  app.get('*', (c) => {
    const path = c.req.path;
    if (isReserved(path)) return c.notFound();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.text('Bad request', 400);
    }
    const file = normalize(join(root, decoded));
    // Path traversal (…/../) can never leave the bundle's folder.
    if (file.startsWith(root) && extname(file) && existsSync(file) && statSync(file).isFile()) {
      const immutable = decoded.startsWith('/assets/');
      return c.body(readFileSync(file), 200, {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      });
    }
    // A missing asset is a 404, not the app shell (a stale hashed file must not parse HTML as JS).
    if (extname(decoded) && decoded !== '/') return c.text('Not found', 404);
    // Read per request (it is tiny): a rebuild while the server runs is picked up at once.
    return c.html(readFileSync(indexFile, 'utf8'), 200, { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });
  return true;
}
