// Writes src/errors.generated.ts: one KnownError subclass per catalogue code found in
// openapi/openapi.json (components named KnownError_<CODE>, whose description carries the HTTP
// status), each extending its family from src/error-families.ts. With --check it fails when the
// committed file differs from a fresh build (run by `make check-contract`).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { familyOfCode } from '../src/error-families.ts';

const sdkRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specArg = process.argv.indexOf('--spec');
const specPath = specArg > 0 ? resolve(process.argv[specArg + 1]!) : resolve(sdkRoot, '../openapi/openapi.json');
const outPath = resolve(sdkRoot, 'src/errors.generated.ts');
const check = process.argv.includes('--check');

interface SchemaObject { description?: string; properties?: Record<string, unknown>; required?: string[] }
const spec = JSON.parse(readFileSync(specPath, 'utf8')) as { components?: { schemas?: Record<string, SchemaObject> } };
const schemas = spec.components?.schemas ?? {};

/** ACCESS_TOKEN_EXPIRED -> AccessTokenExpiredError; SCHEMA_ERROR -> SchemaError (no double suffix). */
export function className(code: string): string {
  const pascal = code.toLowerCase().split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return pascal.endsWith('Error') ? pascal : `${pascal}Error`;
}

const entries = Object.keys(schemas)
  .filter((name) => name.startsWith('KnownError_'))
  .sort()
  .map((name) => {
    const code = name.slice('KnownError_'.length);
    const m = /\(HTTP (\d{3})\)/.exec(schemas[name]!.description ?? '');
    if (!m) throw new Error(`${name}: description does not name the HTTP status ("(HTTP nnn)")`);
    const family = (familyOfCode as Record<string, string>)[code] ?? 'KnownError';
    const hasDetails = Boolean(schemas[name]!.properties && 'details' in schemas[name]!.properties!);
    return { code, name, status: Number(m[1]), family, cls: className(code), hasDetails };
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
  const details = e.hasDetails ? `S['${e.name}']['details']` : 'undefined';
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
