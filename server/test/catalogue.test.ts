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
const OUTSIDE_ANY_ROUTE: KnownErrorCode[] = ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED'];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PREFIX = '#/components/schemas/KnownError_';

interface Declared {
  operation: string;
  status: number;
  codes: string[];
  headerCodes: string[] | undefined;
}

type Json = Record<string, unknown>;

function refsIn(schema: unknown, out: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((s) => refsIn(s, out));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function declaredErrors(doc: Json): Declared[] {
  const out: Declared[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        const refs = refsIn(response.content).filter((r) => r.startsWith(PREFIX));
        if (!refs.length) continue;
        const header = (response.headers as Record<string, Json> | undefined)?.['x-stack-known-error'];
        const headerSchema = header?.schema as Json | undefined;
        out.push({
          operation: `${method.toUpperCase()} ${path}`,
          status: Number(status),
          codes: refs.map((r) => r.slice(PREFIX.length)),
          headerCodes: headerSchema?.enum as string[] | undefined,
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

describe('known-error catalogue vs the OpenAPI document', () => {
  it('finds documented errors at all (guards the test against silently checking nothing)', () => {
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.some((d) => d.codes.includes('SCHEMA_ERROR'))).toBe(true);
  });

  it('documents every declared code under the HTTP status the catalogue sends it with', () => {
    const problems: string[] = [];
    for (const d of declared) {
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

  it('gives each KnownError_<CODE> component its own code and the catalogue entry details shape', () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(components)) {
      if (!name.startsWith('KnownError_')) continue;
      const code = name.slice('KnownError_'.length);
      const props = schema.properties as Record<string, Json>;
      const literal = props.code.const ?? (props.code.enum as string[] | undefined)?.[0];
      if (literal !== code) problems.push(`${name}: code is ${JSON.stringify(literal)}`);
      const entry = (catalogue as Record<string, { details?: unknown }>)[code];
      if (entry && Boolean(entry.details) !== 'details' in props) problems.push(`${name}: details ${'details' in props ? 'documented but the catalogue has none' : 'missing'}`);
      expect(schema.required).toEqual(expect.arrayContaining(['code', 'error']));
    }
    expect(problems).toEqual([]);
  });

  it('has every catalogue code declared by at least one route', () => {
    const used = new Set(declared.flatMap((d) => d.codes));
    const undeclared = (Object.keys(catalogue) as KnownErrorCode[]).filter((c) => !used.has(c) && !OUTSIDE_ANY_ROUTE.includes(c));
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
