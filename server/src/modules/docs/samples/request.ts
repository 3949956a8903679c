import type { Access } from '../../../http/router.ts';
import { EXAMPLE_ID } from '../../../http/examples.ts';

/**
 * What every request sample is built from: the route's declaration (method, path, access, id, tag)
 * and its emitted operation (parameters, body example, success response), so a sample can never
 * name a header, parameter or field the route does not have.
 */
export interface EmittedParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { example?: unknown; format?: string; type?: string; enum?: unknown[] };
  example?: unknown;
}
export interface EmittedOperation {
  parameters?: EmittedParameter[];
  requestBody?: { content?: Record<string, { example?: unknown; schema?: { $ref?: string } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface SampleRoute {
  method: string;
  path: string;
  operationId: string;
  tag: string;
  access: Access;
  operation: EmittedOperation;
}

export type SampleAccess = 'client' | 'server' | 'admin' | null;

export const BASE_URL = 'http://localhost:8102';

export interface SampleValue {
  name: string;
  value: string;
  /** The parameter's schema type and format, for languages that type ids and flags. */
  format?: string;
  type?: string;
  /** Set for header values a caller holds in a variable (a refresh token): its name, e.g. `refresh_token`. */
  variable?: string;
  /** The parameter is one of fixed values (clients in typed languages give it an enum type). */
  enum?: boolean;
}

export interface SampleRequest {
  access: SampleAccess;
  /** Whether the sample sends the end user's access token. */
  userToken: boolean;
  path: SampleValue[];
  /** Required query and header parameters (optional ones are left out of samples). */
  query: SampleValue[];
  headers: SampleValue[];
  body: unknown;
  /** The JSON body's schema name (its component), or the name generators give an inline body. */
  bodySchema: string;
  form: boolean;
  /** The success status and whether it has a JSON body. */
  success: { status: string; json: boolean };
}

/** The access type a sample uses: client when allowed (what most callers are), else server, else admin. */
function sampleAccess(access: Access): SampleAccess {
  if (access.types === 'none') return null;
  for (const t of ['client', 'server', 'admin'] as const) if (access.types.includes(t)) return t;
  return null;
}

export function sampleRequest(route: SampleRoute): SampleRequest {
  const access = sampleAccess(route.access);
  const path: SampleValue[] = [];
  const query: SampleValue[] = [];
  const headers: SampleValue[] = [];
  for (const p of route.operation.parameters ?? []) {
    // An enum without an example (e.g. grant_type=authorization_code) takes its first value.
    const example = p.example ?? p.schema?.example ?? p.schema?.enum?.[0];
    const format = p.schema?.format;
    // `me` is the client's way to name a user; a backend names users by id.
    // A boolean without an example samples false (a placeholder would not be a boolean in typed clients).
    const fallback = p.schema?.type === 'boolean' ? 'false' : format === 'uuid' || p.name.endsWith('_id') ? EXAMPLE_ID : `<${p.name}>`;
    const value = example === undefined || (example === 'me' && access !== 'client') ? fallback : String(example);
    const v = { name: p.name, value, format, type: p.schema?.type, enum: Array.isArray(p.schema?.enum) };
    if (p.in === 'path') path.push(v);
    else if (p.in === 'query' && p.required) query.push(v);
    else if (p.in === 'header' && p.required) headers.push({ ...v, variable: snakeCase(p.name.replace(/^x-(stack-)?/, '')) });
  }
  const content = route.operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['application/x-www-form-urlencoded'];
  // Team routes need the member's token for client access (the router checks membership and permissions).
  const userToken = access !== null && access !== 'admin' && (!!route.access.user || (access === 'client' && !!route.access.team) || path.some((p) => p.value === 'me'));
  const status = Object.keys(route.operation.responses ?? {}).find((s) => s.startsWith('2')) ?? '200';
  const successJson = !!route.operation.responses?.[status]?.content?.['application/json'];
  // A body that is one of several shapes (e.g. a known object or any JSON) samples its named shape.
  const schema = json?.schema as { $ref?: string; anyOf?: { $ref?: string }[]; oneOf?: { $ref?: string }[] } | undefined;
  const named = schema?.$ref ?? (schema?.anyOf ?? schema?.oneOf)?.find((s) => s.$ref)?.$ref;
  const bodySchema = named?.split('/').pop() ?? `${pascalCase(route.operationId)}Body`;
  return { access, userToken, path, query, headers, body: (json ?? form)?.example, bodySchema, form: !json && !!form, success: { status, json: successJson } };
}

export function concretePath(route: SampleRoute, request: SampleRequest): string {
  const values = Object.fromEntries(request.path.map((p) => [p.name, p.value]));
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? `<${name}>`));
  const qs = new URLSearchParams(request.query.map((q) => [q.name, q.value])).toString();
  return qs ? `${path}?${qs}` : path;
}

/** snake_case for Python names: `x-stack-refresh-token` -> `x_stack_refresh_token`, `getOwnUser` -> `get_own_user`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2') // as the Python generator does: OAuth -> o_auth
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/** PascalCase the way the Go and Python generators name things: `x-stack-refresh-token` -> `XStackRefreshToken`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}
