import type { ErrorCatalogue, ErrorDef } from './errors.ts';
import { EXAMPLE_EMAIL, EXAMPLE_ID } from './examples.ts';
import { detailsSchemaName, KNOWN_ERROR, type CatalogueEntry } from './responses.ts';
import { schemaErrorMessage } from './validation.ts';

/**
 * Example bodies of known errors for the API reference (make openapi): the wire body
 * `{code, details?, error}` with realistic details and the message the server would send for them,
 * added to the catalogue (`x-stack-known-errors`) and to each error response (the route's own codes
 * of that status, else the likeliest common one). Details values come from the field's own example
 * in `KnownErrorDetails_<CODE>` (`.openapi({ example })`), else from the table below (keyed by field
 * name, since codes share fields such as project_id). A field with neither fails `make openapi`
 * (each example is parsed by the code's details schema), so a new code cannot ship a bogus example.
 * Built on the emitted document, not per route, so starting the server never pays for it.
 */
const ID = EXAMPLE_ID;
const OTHER_ID = '8c1e2a47-9d3b-4f60-b2a8-5e7d1c0f9a34';

const FIELD_EXAMPLES: Record<string, unknown> = {
  project_id: ID,
  expected_project_id: ID,
  actual_project_id: OTHER_ID,
  user_id: OTHER_ID,
  team_id: ID,
  refresh_token_id: ID,
  draft_id: ID,
  template_id: ID,
  theme_id: ID,
  notification_category_id: ID,
  client_id: ID,
  branch_id: 'main',
  request_id: 'k3v9q2m8x7c4b1n6',
  request_type: 'client',
  actual_access_type: 'client',
  allowed_access_types: ['server', 'admin'],
  email: EXAMPLE_EMAIL,
  primary_email: 'ada.lovelace@example.com',
  contact_channel_value: EXAMPLE_EMAIL,
  type: 'email',
  would_work_if_email_was_verified: false,
  expired_at_millis: 1767225600000,
  grant_type: 'password',
  supported_grant_types: ['authorization_code', 'refresh_token'],
  reason: 'the data URL is not a PNG, JPEG, GIF or WebP image',
  error: "Cannot read properties of undefined (reading 'name')",
  maxLength: 70,
  min_length: 8,
  max_bytes: 2097152,
  method: 'GET',
  path: '/api/v1/user/me',
  allowed_methods: ['GET', 'POST'],
  message: 'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body.email must be a valid e-mail address',
};

export interface KnownErrorBody {
  code: string;
  details?: Record<string, unknown>;
  error: string;
}

type SchemaJson = { properties?: Record<string, { example?: unknown }> };
type ResponseJson = { 'x-stack-error-codes'?: { own: string[]; common: string[] }; content?: Record<string, { examples?: unknown }> };
type DocJson = {
  paths?: Record<string, Record<string, { responses?: Record<string, ResponseJson> }>>;
  components?: { schemas?: Record<string, SchemaJson & { 'x-stack-known-errors'?: Record<string, CatalogueEntry> }> };
};

/** Shown when a status has none of the route's own codes: the likeliest cause first. */
const COMMON_EXAMPLE_ORDER = [
  'SCHEMA_ERROR', 'USER_AUTHENTICATION_REQUIRED', 'INSUFFICIENT_ACCESS_TYPE', 'CANNOT_ACCESS_OTHER_USER', 'REQUEST_BODY_TOO_LARGE',
  'TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR', 'DATABASE_UNAVAILABLE',
];

export function addKnownErrorExamples(document: unknown, catalogue: ErrorCatalogue): void {
  const doc = document as DocJson;
  const schemas = doc.components?.schemas ?? {};
  const examples = new Map<string, KnownErrorBody>();
  for (const [code, def] of Object.entries(catalogue)) examples.set(code, exampleBody(code, def, schemas[detailsSchemaName(code)]));
  for (const [code, entry] of Object.entries(schemas[KNOWN_ERROR]?.['x-stack-known-errors'] ?? {})) entry.example = examples.get(code)!;

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      for (const response of Object.values(op.responses ?? {})) {
        const listed = response['x-stack-error-codes'];
        const media = response.content?.['application/json'];
        if (!listed || !media) continue;
        const shown = listed.own.length ? listed.own : [COMMON_EXAMPLE_ORDER.find((c) => listed.common.includes(c)) ?? listed.common[0]!];
        media.examples = Object.fromEntries(
          shown.map((code) => [code, { summary: code, value: code === 'SCHEMA_ERROR' ? schemaErrorExample(method, path, catalogue[code]!) : examples.get(code)! }]),
        );
      }
    }
  }
}

/** SCHEMA_ERROR names the route it is an example for. */
function schemaErrorExample(method: string, path: string, def: ErrorDef): KnownErrorBody {
  const concrete = `/api/v1${path}`.replaceAll('{user_id}', 'me').replace(/\{\w+\}/g, ID);
  const part = method === 'get' || method === 'delete' ? 'query' : 'body';
  const details = { message: schemaErrorMessage(method.toUpperCase(), concrete, [`${part} contains unknown properties: colour`]) };
  return { code: 'SCHEMA_ERROR', details, error: messageOf(def, details) };
}

function exampleBody(code: string, def: ErrorDef, detailsSchema: SchemaJson | undefined): KnownErrorBody {
  if (!def.details) return { code, error: messageOf(def, undefined) };
  const details: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(detailsSchema?.properties ?? {})) details[key] = field.example !== undefined ? field.example : FIELD_EXAMPLES[key];
  const parsed = def.details.safeParse(details);
  if (!parsed.success) {
    throw new Error(`known error ${code}: no valid example details (${parsed.error.message}); give the field an .openapi({ example }) or add it to FIELD_EXAMPLES in error-examples.ts`);
  }
  return { code, details, error: messageOf(def, details) };
}

function messageOf(def: ErrorDef, details: unknown): string {
  return typeof def.message === 'function' ? def.message(details as never) : def.message;
}
