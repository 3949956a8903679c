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
 * The spec's bytes, read on first use and kept: ~4.4 MB that most processes never serve. Kept as
 * the file's UTF-8 bytes, outside the V8 heap: as a string it took ~8.4 MB of heap from start-up on
 * (its em dashes make V8 store it two bytes per character). Undefined only while `make openapi`
 * emits the file for the first time; `openApiAvailable` decides at start-up whether the route exists.
 */
let openApiBytes: Uint8Array<ArrayBuffer> | undefined;
export function openApiAvailable(): boolean {
  return existsSync(OPENAPI_FILE);
}
export function openApiDocument(): Uint8Array<ArrayBuffer> {
  if (!openApiBytes) {
    const file = readFileSync(OPENAPI_FILE);
    // A file's bytes never sit in a SharedArrayBuffer.
    openApiBytes = new Uint8Array(file.buffer as ArrayBuffer, file.byteOffset, file.byteLength);
  }
  return openApiBytes;
}
