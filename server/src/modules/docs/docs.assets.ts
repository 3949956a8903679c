import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * The reference renderer: Scalar's standalone bundle, served from the pinned
 * `@scalar/api-reference` package in node_modules (no CDN, so the reference works offline and
 * behind strict egress rules). Scalar over Swagger UI: it lists each operation's request samples
 * (`x-codeSamples`), renders the description's markdown tables, and reads well in both themes.
 */
// The package exports no browser entry; its main module sits in dist/, next to dist/browser/.
const SCALAR_BUNDLE = join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser/standalone.js');

let bundle: Buffer | undefined;
/** Read once on first use: the bundle is ~4 MB and most processes never serve it. */
export function scalarBundle(): Buffer {
  bundle ??= readFileSync(SCALAR_BUNDLE);
  return bundle;
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
