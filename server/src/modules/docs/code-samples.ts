import type { Access } from '../../http/router.ts';

/**
 * Request samples for the API reference (`x-codeSamples`, shown by Scalar and Redoc next to each
 * operation): curl and the TypeScript SDK, built from the route's access declaration and the
 * emitted operation (path parameters, required query parameters and the body example), so a sample
 * can never name a header, parameter or field the route does not have.
 */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { example?: unknown };
  example?: unknown;
}
export interface EmittedOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

export interface SampleRoute {
  method: string;
  path: string;
  access: Access;
  operation: EmittedOperation;
}

type SampleAccess = 'client' | 'server' | 'admin' | null;

const BASE_URL = 'http://localhost:8102';

export function codeSamples(route: SampleRoute): CodeSample[] {
  const access = sampleAccess(route.access);
  const request = sampleRequest(route, access);
  return [
    { lang: 'Shell', label: 'curl', source: curlSample(route, access, request) },
    { lang: 'TypeScript', label: 'TypeScript SDK', source: sdkSample(route, access, request) },
  ];
}

/** The access type a sample uses: client when allowed (what most callers are), else server, else admin. */
function sampleAccess(access: Access): SampleAccess {
  if (access.types === 'none') return null;
  for (const t of ['client', 'server', 'admin'] as const) if (access.types.includes(t)) return t;
  return null;
}

/** Whether the sample should send the end user's access token. */
function needsUserToken(route: SampleRoute, access: SampleAccess, pathValues: Record<string, string>): boolean {
  if (access === null || access === 'admin') return false;
  if (route.access.user) return true;
  return Object.values(pathValues).includes('me');
}

interface SampleRequest {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  form: boolean;
}

function sampleRequest(route: SampleRoute, access: SampleAccess): SampleRequest {
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of route.operation.parameters ?? []) {
    const example = p.example ?? p.schema?.example;
    // `me` is the client's way to name a user; a backend names users by id.
    const value = example === undefined || (example === 'me' && access !== 'client') ? `<${p.name}>` : String(example);
    if (p.in === 'path') pathValues[p.name] = value;
    if (p.in === 'query' && p.required) query[p.name] = value;
  }
  const content = route.operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['application/x-www-form-urlencoded'];
  return { pathValues, query, body: (json ?? form)?.example, form: !json && !!form };
}

function concretePath(route: SampleRoute, request: SampleRequest): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(request.pathValues[name] ?? `<${name}>`));
  const qs = new URLSearchParams(request.query).toString();
  return qs ? `${path}?${qs}` : path;
}

function headerLines(route: SampleRoute, access: SampleAccess, request: SampleRequest): [string, string][] {
  if (access === null) return [];
  const headers: [string, string][] = [
    ['x-stack-access-type', access],
    ['x-stack-project-id', '$PROJECT_ID'],
  ];
  if (access === 'server') headers.push(['x-stack-secret-server-key', '$SECRET_SERVER_KEY']);
  if (access === 'admin') headers.push(['x-stack-super-secret-admin-key', '$SUPER_SECRET_ADMIN_KEY']);
  if (needsUserToken(route, access, request.pathValues)) headers.push(['x-stack-access-token', '$ACCESS_TOKEN']);
  return headers;
}

function curlSample(route: SampleRoute, access: SampleAccess, request: SampleRequest): string {
  const lines = [`curl -X ${route.method.toUpperCase()} "${BASE_URL}/api/v1${concretePath(route, request)}"`];
  for (const [name, value] of headerLines(route, access, request)) lines.push(`  -H "${name}: ${value}"`);
  if (request.body !== undefined) {
    if (request.form) {
      for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) lines.push(`  --data-urlencode '${k}=${String(v)}'`);
    } else {
      lines.push(`  -H "content-type: application/json"`, `  -d '${JSON.stringify(request.body)}'`);
    }
  }
  return lines.join(' \\\n');
}

function sdkSample(route: SampleRoute, access: SampleAccess, request: SampleRequest): string {
  const factory = access === 'server' ? 'createServerApp' : access === 'admin' ? 'createAdminApp' : 'createClientApp';
  const key = access === 'server' ? ', secretServerKey: SECRET_SERVER_KEY' : access === 'admin' ? ', superSecretAdminKey: SUPER_SECRET_ADMIN_KEY' : '';
  const options: string[] = [];
  const params: string[] = [];
  if (Object.keys(request.pathValues).length) params.push(`path: ${literal(request.pathValues)}`);
  if (Object.keys(request.query).length) params.push(`query: ${literal(request.query)}`);
  if (params.length) options.push(`params: { ${params.join(', ')} }`);
  if (request.body !== undefined) options.push(`body: ${JSON.stringify(request.body)}`);
  const signedIn = needsUserToken(route, access, request.pathValues)
    ? ['// The signed-in user: the app sends its access token (and refreshes it) itself.', 'await app.signInWithPassword({ email, password });', '']
    : [];
  return [
    `import { ${factory} } from '@gatehouse/sdk';`,
    '',
    `const app = ${factory}({ baseUrl: '${BASE_URL}', projectId: PROJECT_ID${key} });`,
    ...signedIn,
    `// Typed by the contract; known errors are thrown as typed classes (e.g. err.code).`,
    `const { data } = await app.api.${route.method.toUpperCase()}('${route.path}'${options.length ? `, {\n  ${options.join(',\n  ')},\n}` : ''});`,
  ].join('\n');
}

function literal(values: Record<string, string>): string {
  return `{ ${Object.entries(values).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')} }`;
}
