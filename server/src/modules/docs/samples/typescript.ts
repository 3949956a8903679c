import { BASE_URL, type SampleRequest, type SampleRoute, type SampleValue } from './request.ts';

/** The SDK's typed `app.api` client: one call per operation, known errors thrown as typed classes. */
export function typescriptSample(route: SampleRoute, request: SampleRequest): string {
  const factory = request.access === 'server' ? 'createServerApp' : request.access === 'admin' ? 'createAdminApp' : 'createClientApp';
  const key = request.access === 'server' ? ', secretServerKey: SECRET_SERVER_KEY' : request.access === 'admin' ? ', superSecretAdminKey: SUPER_SECRET_ADMIN_KEY' : '';
  const params: string[] = [];
  if (request.path.length) params.push(`path: ${literal(request.path.map((p) => [p.name, p.value]))}`);
  if (request.query.length) params.push(`query: { ${request.query.map((p) => `${/^[a-z_][a-z0-9_]*$/i.test(p.name) ? p.name : JSON.stringify(p.name)}: ${tsQueryValue(p)}`).join(', ')} }`);
  if (request.headers.length) params.push(`header: { ${request.headers.map((p) => `${JSON.stringify(p.name)}: ${p.variable!.toUpperCase()}`).join(', ')} }`);
  const options: string[] = [];
  if (params.length) options.push(`params: { ${params.join(', ')} }`);
  if (request.body !== undefined) options.push(`body: ${JSON.stringify(request.body)}`);
  const signedIn = request.userToken
    ? ['// The signed-in user: the app sends their access token (and refreshes it) itself.', 'await app.signInWithPassword({ email: EMAIL, password: PASSWORD });']
    : [];
  return [
    `import { ${factory} } from '@gatehouse/sdk';`,
    '',
    `const app = ${factory}({ baseUrl: '${BASE_URL}', projectId: PROJECT_ID${key} });`,
    ...signedIn,
    '// Typed by the contract; a known error is thrown as its class (err.code, err.status, err.details).',
    `const { data } = await app.api.${route.method.toUpperCase()}('${route.path}'${options.length ? `, {\n  ${options.join(',\n  ')},\n}` : ''});`,
    'console.log(data);',
  ].join('\n');
}

function literal(entries: [string, string][]): string {
  return `{ ${entries.map(([k, v]) => `${/^[a-z_][a-z0-9_]*$/i.test(k) ? k : JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
}

/** A query value as the typed client takes it: booleans and numbers unquoted, the rest as strings. */
function tsQueryValue(p: SampleValue): string {
  if (p.type === 'boolean') return p.value === 'true' ? 'true' : 'false';
  if ((p.type === 'integer' || p.type === 'number') && /^-?\d+(\.\d+)?$/.test(p.value)) return p.value;
  return JSON.stringify(p.value);
}
