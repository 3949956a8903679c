// Rebuilds generated/ from openapi/openapi.json (make generate). With --check, fails when the
// committed files differ from a fresh build instead of writing them.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const spec = JSON.parse(readFileSync(resolve(root, 'openapi/openapi.json'), 'utf8'));

const header = '// Generated from openapi/openapi.json by `make generate`. Do not edit.\n';
const schema = header + astToString(await openapiTS(spec, { alphabetize: true, exportType: true }));
const index = `${header}import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { paths, components, operations } from './schema.ts';

/**
 * A typed client for the Gatehouse API. \`baseUrl\` is the server's origin (http://localhost:8102)
 * or its API root (http://localhost:8102/api/v1), with or without a trailing slash.
 */
export function createGatehouseClient(options: Omit<ClientOptions, 'baseUrl'> & { baseUrl: string }) {
  const origin = options.baseUrl.replace(/\\/+$/, '').replace(/\\/api\\/v1$/, '');
  return createClient<paths>({ ...options, baseUrl: origin + '/api/v1' });
}

export type GatehouseClient = ReturnType<typeof createGatehouseClient>;
`;

const files = { 'generated/src/schema.ts': schema, 'generated/src/index.ts': index };
let stale = [];
for (const [rel, content] of Object.entries(files)) {
  const path = resolve(root, rel);
  if (check) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) stale.push(rel);
  } else writeFileSync(path, content);
}
if (check && stale.length) {
  console.error(`Stale generated client: ${stale.join(', ')}. Run \`make generate\` and commit the result.`);
  process.exit(1);
}
console.log(check ? 'generated client is up to date' : 'wrote generated/src/schema.ts and generated/src/index.ts');
