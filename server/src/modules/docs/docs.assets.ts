import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * Swagger UI's files, served from the pinned `swagger-ui-dist` package in node_modules (no CDN,
 * so the reference works offline and behind strict egress rules).
 */
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files the reference page loads, by the name it asks for them under. */
export const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const cache = new Map<string, Buffer>();
/** Read once on first use: the bundle is ~1.5 MB and most processes never serve it. */
export function swaggerFile(name: string): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(join(SWAGGER_DIR, name));
    cache.set(name, data);
  }
  return data;
}

/** The committed contract, openapi/openapi.json at the repository root. */
export const OPENAPI_FILE = resolve(import.meta.dirname, '../../../../openapi/openapi.json');

/**
 * The spec's text, read when the app is built (start-up). Absent only while `make openapi` emits it
 * for the first time, and then the route answers ROUTE_NOT_FOUND like any unknown path.
 */
export function readOpenApiText(): string | undefined {
  return existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : undefined;
}
