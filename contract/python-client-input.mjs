// The spec openapi-python-client is given: openapi/openapi.json with two changes, neither of which
// alters the wire. Usage: node python-client-input.mjs IN OUT
// - Request bodies that also accept form encoding keep only JSON. openapi-python-client 0.29
//   generates broken code for a required body with several media types (an unimported `Unset`,
//   openapi-python-client#1451) and cannot tell identical models apart by media type (#1276); Python
//   callers send JSON, which every such operation accepts.
// - Operations lose `security`. The generator types every operation with security as
//   `client: AuthenticatedClient` (one bearer-style header), so a plain `Client` (what
//   gatehouse_client.gatehouse builds, with the x-stack-* headers) would not type-check even for
//   sign-up. Gatehouse's project authentication is several headers, which the helper sets on the client.
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(input, 'utf8'));
for (const item of Object.values(spec.paths ?? {})) {
  for (const op of Object.values(item)) {
    if (!op || typeof op !== 'object') continue;
    const content = op.requestBody?.content;
    if (content?.['application/json'] && content['application/x-www-form-urlencoded']) delete content['application/x-www-form-urlencoded'];
    delete op.security;
  }
}
delete spec.security;
delete spec.components?.securitySchemes;
writeFileSync(output, JSON.stringify(spec, null, 2) + '\n');
