/**
 * Writes openapi/openapi.json from the route declarations (make openapi). Keys are sorted so the
 * file diffs cleanly and `make check-contract` can compare it byte for byte.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '../src/openapi.ts';

const out = resolve(import.meta.dirname, '../../openapi/openapi.json');
const text = JSON.stringify(sortKeys(buildOpenApiDocument()), null, 2) + '\n';
if (process.argv.includes('--check')) {
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) {
    process.stderr.write('openapi/openapi.json is stale: run `make openapi generate` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write('openapi/openapi.json is up to date\n');
} else {
  writeFileSync(out, text);
  process.stdout.write(`wrote ${out}\n`);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}
