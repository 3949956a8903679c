import { BASE_URL, pascalCase, snakeCase, type SampleRequest, type SampleRoute, type SampleValue } from './request.ts';

/**
 * The Python client as its README teaches it: the hand-written `gatehouse` helper makes a client
 * for the project and access type, the generated operation module sends the request, and
 * `gatehouse.unwrap` returns the success value or raises `GatehouseError` (`.code`).
 */
export function pythonSample(route: SampleRoute, request: SampleRequest): string {
  const module = snakeCase(route.operationId);
  const imports = [`from gatehouse_client.api.${snakeCase(route.tag)} import ${module}`];
  const bodyModel = request.body !== undefined && !request.form ? request.bodySchema : null;
  const uuid = [...request.path, ...request.query].some((p) => p.format === 'uuid');
  let client: string;
  if (request.access === null) {
    imports.unshift('from gatehouse_client import Client, gatehouse');
    client = `client = Client(base_url="${BASE_URL}/api/v1")`;
  } else {
    imports.unshift('from gatehouse_client import gatehouse');
    const key = request.access === 'server' ? ', secret_server_key=SECRET_SERVER_KEY' : request.access === 'admin' ? ', super_secret_admin_key=SUPER_SECRET_ADMIN_KEY' : '';
    const token = request.userToken ? ', access_token=ACCESS_TOKEN' : '';
    client = `client = gatehouse.${request.access}_access("${BASE_URL}", PROJECT_ID${key}${token})`;
  }
  const bodyArg = request.body !== undefined ? (request.form ? formBodyNote(route) : `body=${bodyModel}.from_dict(${pythonLiteral(request.body, 2)}),`) : null;
  if (bodyModel) imports.push(`from gatehouse_client.models import ${bodyModel}`);
  if (uuid) imports.unshift('from uuid import UUID');
  // openapi-python-client gives an enum path parameter its own class, <Operation><Parameter>.
  const enumClass = (p: SampleValue) => `${pascalCase(route.operationId)}${pascalCase(p.name)}`;
  const enums = request.path.filter((p) => p.enum);
  if (enums.length) imports.push(`from gatehouse_client.models import ${enums.map(enumClass).join(', ')}`);
  const args = [
    ...request.path.map((p) => (p.enum ? `${enumClass(p)}(${JSON.stringify(p.value)}),` : `${value(p)},`)),
    'client=client,',
    ...[...request.query, ...request.headers].map((p) => `${snakeCase(p.name)}=${value(p)},`),
    ...(bodyArg ? [bodyArg] : []),
  ];
  return [
    ...imports,
    '',
    client,
    '# unwrap() returns the success value, or raises gatehouse.GatehouseError (e.code, e.status, e.details).',
    `result = gatehouse.unwrap(`,
    `    ${module}.sync_detailed(`,
    ...args.map((a) => `        ${a}`),
    '    )',
    ')',
    'print(result)',
  ].join('\n');
}

function value(p: SampleValue): string {
  if (p.variable) return p.variable.toUpperCase();
  if (p.format === 'uuid') return `UUID("${p.value}")`;
  if (p.type === 'boolean') return p.value === 'true' ? 'True' : 'False';
  if (p.type === 'integer' || p.type === 'number') return p.value;
  return JSON.stringify(p.value);
}

/** Form-encoded-only bodies do not occur today; say so plainly rather than print a wrong call. */
function formBodyNote(route: SampleRoute): string {
  return `body=...,  # ${route.operationId}: see the operation's form body`;
}

/** A JSON value as a Python literal (True/False/None), indented like the call it sits in. */
export function pythonLiteral(v: unknown, depth = 0): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (Array.isArray(v)) return v.length ? `[${v.map((x) => pythonLiteral(x, depth + 1)).join(', ')}]` : '[]';
  const entries = Object.entries(v as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, x]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(x, depth + 1)},`).join('\n')}\n${end}}`;
}
