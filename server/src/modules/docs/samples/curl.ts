import { BASE_URL, concretePath, type SampleRequest, type SampleRoute } from './request.ts';

export function curlSample(route: SampleRoute, request: SampleRequest): string {
  const lines = [`curl -X ${route.method.toUpperCase()} "${BASE_URL}/api/v1${concretePath(route, request)}"`];
  for (const [name, value] of projectHeaders(request)) lines.push(`  -H "${name}: ${value}"`);
  for (const h of request.headers) lines.push(`  -H "${h.name}: $${h.variable!.toUpperCase()}"`);
  if (request.body !== undefined) {
    if (request.form) {
      for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) lines.push(`  --data-urlencode '${k}=${String(v)}'`);
    } else {
      lines.push(`  -H "content-type: application/json"`, `  -d '${JSON.stringify(request.body)}'`);
    }
  }
  return lines.join(' \\\n');
}

function projectHeaders(request: SampleRequest): [string, string][] {
  if (request.access === null) return [];
  const headers: [string, string][] = [
    ['x-stack-access-type', request.access],
    ['x-stack-project-id', '$PROJECT_ID'],
  ];
  if (request.access === 'server') headers.push(['x-stack-secret-server-key', '$SECRET_SERVER_KEY']);
  if (request.access === 'admin') headers.push(['x-stack-super-secret-admin-key', '$SUPER_SECRET_ADMIN_KEY']);
  if (request.userToken) headers.push(['x-stack-access-token', '$ACCESS_TOKEN']);
  return headers;
}
