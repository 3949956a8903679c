import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi.ts';

/**
 * Issue 19 item 3: every value a caller sends is bounded, so one request cannot store (or make the
 * server hold) megabytes that every later read carries again. This walks every REQUEST schema of
 * the OpenAPI document (parameters and bodies, through $refs) and fails on a string without
 * maxLength (or enum/const/format uuid), an array without maxItems, and a free JSON value (no
 * type, or an object with open additionalProperties) without `x-max-bytes`. The bounds live in
 * src/http/limits.ts. A new unbounded field fails here; allow one only with a reason below.
 */

type Json = Record<string, unknown>;

/** `METHOD path location` → why it is bounded another way. Keep this short. */
const ALLOWED: Record<string, string> = {
  // WebAuthn's own JSON (the browser's answer), checked field by field by @simplewebauthn; its
  // size is bounded by the request body limit (GATEHOUSE_BODY_LIMIT_BYTES) and never stored whole.
  'POST /auth/passkey/register body.credential': 'WebAuthn response, verified and not stored as sent',
  'POST /auth/passkey/sign-in body.authentication_response': 'WebAuthn response, verified and not stored as sent',
  // The provider's redirect back: its values are the provider's, never stored as sent (the state is
  // looked up by digest). A GET's query is bounded by Node's 16 KB request head; a maxLength that
  // fits that head in every percent-encoded spelling would refuse real provider codes, and one that
  // does not turns a long query into the parser's bodiless 431 (schemathesis found both).
  'GET /auth/oauth/callback/{provider_id} query': "provider's answer, bounded by the 16 KB request head",
  'POST /auth/oauth/callback/{provider_id} body': "Apple's form_post, bounded by the body limit",
};

function unbounded(doc: Json): string[] {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const out: string[] = [];
  const allowed = (where: string) => Object.keys(ALLOWED).some((prefix) => where === prefix || where.startsWith(`${prefix}.`) || where.startsWith(`${prefix}[`));
  // `part`: a member of allOf, which may carry only annotations (the description of a $ref).
  const walk = (s: unknown, where: string, seen: Set<string>, part = false) => {
    if (!s || typeof s !== 'object' || allowed(where)) return;
    const schema = s as Json;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop()!;
      if (!seen.has(name)) walk(schemas[name], where, new Set([...seen, name]));
      return;
    }
    for (const k of ['anyOf', 'oneOf', 'allOf']) for (const x of (schema[k] as unknown[] | undefined) ?? []) walk(x, where, seen, k === 'allOf');
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const composite = ['anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((k) => k in schema);
    if (types.includes('string') && !('maxLength' in schema) && !('enum' in schema) && !('const' in schema) && schema.format !== 'uuid') out.push(`${where}: string without maxLength`);
    if (types.includes('array')) {
      if (!('maxItems' in schema)) out.push(`${where}: array without maxItems`);
      walk(schema.items, `${where}[]`, seen);
    }
    if (types.includes('object') || 'properties' in schema) {
      const extra = schema.additionalProperties;
      if (extra !== undefined && extra !== false && !('x-max-bytes' in schema)) out.push(`${where}: object with free properties and no x-max-bytes`);
      for (const [k, v] of Object.entries((schema.properties as Json | undefined) ?? {})) walk(v, `${where}.${k}`, seen);
    }
    if (schema.type === undefined && !composite && !part && !('x-max-bytes' in schema)) out.push(`${where}: free JSON value without x-max-bytes`);
  };
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(ops)) {
      if (typeof op !== 'object' || !op) continue;
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of (op.parameters as Json[] | undefined) ?? []) walk(p.schema, `${at} ${String(p.in)}.${String(p.name)}`, new Set());
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      for (const c of Object.values(content)) walk(c.schema, `${at} body`, new Set());
    }
  }
  return [...new Set(out)];
}

describe('request bounds', () => {
  it('every string, array and free JSON value of every request schema has a bound', () => {
    expect(unbounded(buildOpenApiDocument())).toEqual([]);
  });

  it('every allowlist entry still names a request value (no stale reasons)', () => {
    const doc = buildOpenApiDocument() as Json;
    for (const where of Object.keys(ALLOWED)) {
      const [method, path] = where.split(' ');
      expect((doc.paths as Record<string, Record<string, unknown>>)[path]?.[method.toLowerCase()], where).toBeDefined();
    }
  });
});
