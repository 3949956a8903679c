// The spec openapi-python-client is given: openapi/openapi.json minus the form-encoded alternative of
// request bodies that also accept JSON. openapi-python-client 0.29 generates broken code for a
// required body with several media types (an unimported `Unset`, openapi-python-client#1451) and
// cannot tell identical models apart by media type (#1276); Python callers send JSON, which every
// such operation accepts. Nothing else changes. Usage: node python-client-input.mjs IN OUT
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(input, 'utf8'));
for (const item of Object.values(spec.paths ?? {})) {
  for (const op of Object.values(item)) {
    const content = op?.requestBody?.content;
    if (content?.['application/json'] && content['application/x-www-form-urlencoded']) delete content['application/x-www-form-urlencoded'];
  }
}
writeFileSync(output, JSON.stringify(spec, null, 2) + '\n');
