// Writes src/errors.generated.ts: one KnownError subclass per catalogue code found in
// openapi/openapi.json (the `x-stack-known-errors` catalogue on the KnownError schema: each code's
// HTTP status and the name of its details schema, KnownErrorDetails_<CODE>), each extending its
// family from src/error-families.ts. With --check it fails when the committed file differs from a
// fresh build (run by `make check-contract`).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { familyOfCode } from '../src/error-families.ts';

const sdkRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specArg = process.argv.indexOf('--spec');
const specPath = specArg > 0 ? resolve(process.argv[specArg + 1]!) : resolve(sdkRoot, '../openapi/openapi.json');
const outPath = resolve(sdkRoot, 'src/errors.generated.ts');
const check = process.argv.includes('--check');

interface CatalogueEntry { status: number; details?: string }
const spec = JSON.parse(readFileSync(specPath, 'utf8')) as { components?: { schemas?: Record<string, { 'x-stack-known-errors'?: Record<string, CatalogueEntry> }> } };
const catalogue = spec.components?.schemas?.KnownError?.['x-stack-known-errors'];
if (!catalogue) throw new Error(`${specPath}: components.schemas.KnownError has no x-stack-known-errors catalogue`);

/** ACCESS_TOKEN_EXPIRED -> AccessTokenExpiredError; SCHEMA_ERROR -> SchemaError (no double suffix). */
export function className(code: string): string {
  const pascal = code.toLowerCase().split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return pascal.endsWith('Error') ? pascal : `${pascal}Error`;
}

const entries = Object.keys(catalogue)
  .sort()
  .map((code) => {
    const { status, details } = catalogue[code]!;
    if (!Number.isInteger(status)) throw new Error(`${code}: the catalogue names no HTTP status`);
    const family = (familyOfCode as Record<string, string>)[code] ?? 'KnownError';
    return { code, status, family, cls: className(code), details };
  });

const familyNames = new Set(Object.values(familyOfCode) as string[]);
for (const e of entries) if (familyNames.has(e.cls)) throw new Error(`class name ${e.cls} of ${e.code} collides with a family`);

const families = [...new Set(entries.map((e) => e.family))].sort();
let out = `// Generated from openapi/openapi.json by \`make generate\` (sdk/scripts/generate-errors.ts). Do not edit.
import type { components } from '@gatehouse/generated';
import { ${families.join(', ')} } from './errors.ts';

type S = components['schemas'];
`;
for (const e of entries) {
  const details = e.details ? `S['${e.details}']` : 'undefined';
  out += `
/** ${e.code} (HTTP ${e.status}). */
export class ${e.cls} extends ${e.family}<'${e.code}', ${details}> {
  static readonly code = '${e.code}';
  static readonly status = ${e.status};
}
`;
}
out += `
/** Every catalogue code the API declares, with its HTTP status. */
export const knownErrorStatuses = {
${entries.map((e) => `  ${e.code}: ${e.status},`).join('\n')}
} as const;

export type KnownErrorCode = keyof typeof knownErrorStatuses;

/** The class of each code, used to rebuild a thrown error from the wire. */
export const knownErrorClasses = {
${entries.map((e) => `  ${e.code}: ${e.cls},`).join('\n')}
} as const;
`;

if (check) {
  if (!existsSync(outPath) || readFileSync(outPath, 'utf8') !== out) {
    console.error('Stale sdk/src/errors.generated.ts. Run `make generate` and commit the result.');
    process.exit(1);
  }
  console.log('sdk error classes are up to date');
} else {
  writeFileSync(outPath, out);
  console.log(`wrote sdk/src/errors.generated.ts (${entries.length} codes)`);
}
