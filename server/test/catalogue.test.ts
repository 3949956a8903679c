import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi.ts';
import { registeredErrorCodes, type KnownErrorCode } from '../src/http/errors.ts';
import { errorCatalogueOf } from '../src/http/module.ts';
import { modules } from '../src/modules/index.ts';

/**
 * One catalogue, one contract (ARCHITECTURE §3 rule 3): the OpenAPI document is built from the
 * route declarations, and every error it documents must be a catalogue entry documented under
 * the status that entry is sent with. Conversely every catalogue code must be reachable from
 * some route, so the catalogue holds no dead codes that clients would switch on in vain.
 */

/**
 * Answered by the app's fallback for requests that match no operation, so no operation can
 * declare them; pipeline.test.ts produces both.
 */
// STRIPE_WEBHOOK_SIGNATURE_INVALID: the Stripe webhook receiver is a plain route outside the API contract (only Stripe calls it).
const OUTSIDE_ANY_ROUTE: KnownErrorCode[] = ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'STRIPE_WEBHOOK_SIGNATURE_INVALID'];
/** Codes the SDK raises on the client, never the server: in the catalogue so the SDK's typed errors and the glossary have them. */
const RAISED_BY_THE_SDK: KnownErrorCode[] = ['PASSKEY_WEBAUTHN_ERROR'];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const KNOWN_ERROR_REF = '#/components/schemas/KnownError';

interface Declared {
  operation: string;
  status: number;
  /** x-stack-error-codes: the route's own codes of this status, then the common ones. */
  own: string[];
  codes: string[];
  headerCodes: string[] | undefined;
  schemaRef: unknown;
  examples: Record<string, { value: { code: string; details?: unknown; error: string } }>;
}

type Json = Record<string, unknown>;

/** Every 4xx/5xx response of every operation (all of them are known errors). */
function declaredErrors(doc: Json): Declared[] {
  const out: Declared[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        const listed = (response['x-stack-error-codes'] ?? { own: [], common: [] }) as { own: string[]; common: string[] };
        const header = (response.headers as Record<string, Json> | undefined)?.['x-stack-known-error'];
        const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
        out.push({
          operation: `${method.toUpperCase()} ${path}`,
          status: Number(status),
          own: listed.own,
          codes: [...listed.own, ...listed.common],
          headerCodes: (header?.schema as Json | undefined)?.enum as string[] | undefined,
          schemaRef: (media?.schema as Json | undefined)?.$ref,
          examples: (media?.examples ?? {}) as Declared['examples'],
        });
      }
    }
  }
  return out;
}

const doc = buildOpenApiDocument();
/** The catalogue as the app assembles it: the framework's codes plus each module manifest's. */
const catalogue = errorCatalogueOf(modules) as unknown as Record<KnownErrorCode, { status: number; details?: unknown }>;
const declared = declaredErrors(doc);
const components = (doc.components as Json).schemas as Record<string, Json>;
const knownError = components.KnownError!;

describe('known-error catalogue vs the OpenAPI document', () => {
  it('finds documented errors at all (guards the test against silently checking nothing)', () => {
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.some((d) => d.codes.includes('SCHEMA_ERROR'))).toBe(true);
  });

  it('documents every declared code under the HTTP status the catalogue sends it with', () => {
    const problems: string[] = [];
    for (const d of declared) {
      if (!d.codes.length) problems.push(`${d.operation} ${d.status}: no x-stack-error-codes`);
      for (const code of d.codes) {
        const entry = (catalogue as Record<string, { status: number }>)[code];
        if (!entry) problems.push(`${d.operation} ${d.status}: ${code} is not in the catalogue`);
        else if (entry.status !== d.status) problems.push(`${d.operation}: ${code} is documented under ${d.status} but sent as ${entry.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('announces exactly the body codes in each error response x-stack-known-error header', () => {
    const problems = declared
      .filter((d) => JSON.stringify([...(d.headerCodes ?? [])].sort()) !== JSON.stringify([...d.codes].sort()))
      .map((d) => `${d.operation} ${d.status}: header ${JSON.stringify(d.headerCodes)} vs body ${JSON.stringify(d.codes)}`);
    expect(problems).toEqual([]);
  });

  it('answers every error with the one KnownError schema, whose code is an open string', () => {
    expect(declared.filter((d) => d.schemaRef !== KNOWN_ERROR_REF).map((d) => `${d.operation} ${d.status}`)).toEqual([]);
    const props = knownError.properties as Record<string, Json>;
    // A closed enum would make generated clients (Python's enums) crash on a code added later.
    expect(props.code).toMatchObject({ type: 'string' });
    expect(props.code.enum).toBeUndefined();
    expect(knownError.required).toEqual(['code', 'error']);
  });

  it('lists every catalogue code in x-stack-known-errors with its status, and ties each code with details to its details schema', () => {
    const listed = knownError['x-stack-known-errors'] as Record<string, { status: number; details?: string; example: { code: string } }>;
    expect(Object.keys(listed).sort()).toEqual(Object.keys(catalogue).sort());
    const mapping = (knownError.discriminator as { propertyName: string; mapping: Record<string, string> });
    expect(mapping.propertyName).toBe('code');
    const problems: string[] = [];
    for (const [code, entry] of Object.entries(catalogue)) {
      const l = listed[code]!;
      if (l.status !== entry.status) problems.push(`${code}: listed as ${l.status}, sent as ${entry.status}`);
      if (l.example.code !== code) problems.push(`${code}: example is ${l.example.code}`);
      const detailsName = `KnownErrorDetails_${code}`;
      if (Boolean(entry.details) !== Boolean(l.details)) problems.push(`${code}: details ${entry.details ? 'missing' : 'documented but the catalogue has none'}`);
      // Validators reject a discriminator value the mapping lacks, so every code is mapped.
      if (mapping.mapping[code] !== `#/components/schemas/KnownError_${code}`) problems.push(`${code}: not in the discriminator mapping`);
      const variant = components[`KnownError_${code}`];
      if (!JSON.stringify(variant?.allOf ?? []).includes('"#/components/schemas/KnownError"')) problems.push(`${code}: variant is not a KnownError`);
      if (!entry.details) continue;
      if (l.details !== detailsName || !components[detailsName]) problems.push(`${code}: no ${detailsName} schema`);
      if (!JSON.stringify(variant?.allOf ?? []).includes(`"#/components/schemas/${detailsName}"`)) problems.push(`${code}: variant does not use ${detailsName}`);
    }
    expect(problems).toEqual([]);
  });

  it('shows examples of the route\'s own codes (else one common code), each a body the catalogue would send', () => {
    const problems: string[] = [];
    for (const d of declared) {
      const shown = Object.values(d.examples).map((e) => e.value.code);
      const expected = d.own.length ? d.own : shown.slice(0, 1);
      if (!shown.length || JSON.stringify(shown) !== JSON.stringify(expected) || !shown.every((c) => d.codes.includes(c))) {
        problems.push(`${d.operation} ${d.status}: examples ${JSON.stringify(shown)} for own codes ${JSON.stringify(d.own)}`);
      }
      for (const e of Object.values(d.examples)) {
        const entry = (catalogue as Record<string, { details?: { safeParse(v: unknown): { success: boolean } } }>)[e.value.code];
        if (entry?.details && !entry.details.safeParse(e.value.details).success) problems.push(`${d.operation} ${d.status}: ${e.value.code} example details do not parse`);
        if (typeof e.value.error !== 'string' || !e.value.error) problems.push(`${d.operation} ${d.status}: ${e.value.code} example has no message`);
      }
    }
    expect(problems).toEqual([]);
    // The reference's sign-in example is the error an integrator meets, not a header problem.
    expect(Object.keys(declared.find((d) => d.operation === 'POST /auth/password/sign-in' && d.status === 400)!.examples)[0]).toBe('EMAIL_PASSWORD_MISMATCH');
  });

  it('has every catalogue code declared by at least one route', () => {
    const used = new Set(declared.flatMap((d) => d.codes));
    const undeclared = (Object.keys(catalogue) as KnownErrorCode[]).filter((c) => !used.has(c) && !OUTSIDE_ANY_ROUTE.includes(c) && !RAISED_BY_THE_SDK.includes(c));
    // A code listed here is either dead (remove it) or raised by code that forgot to declare it.
    expect(undeclared, `catalogue codes no route declares: ${undeclared.join(', ')}`).toEqual([]);
  });

  it('has every code defined in the process owned by exactly one module manifest (or the framework)', () => {
    // A `<module>.errors.ts` whose object is not listed in its manifest would define codes the
    // catalogue (and so the spec) never shows.
    expect(registeredErrorCodes().filter((c) => !(c in catalogue))).toEqual([]);
  });

  it('keeps the codes answered outside any route in the catalogue', () => {
    for (const code of OUTSIDE_ANY_ROUTE) expect(catalogue[code]).toBeDefined();
  });
});
