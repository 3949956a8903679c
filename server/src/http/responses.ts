import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from './zod.ts';
import { errorDef, type ErrorCatalogue, type KnownErrorCode } from './errors.ts';

/**
 * Declares known errors in the OpenAPI document FROM the catalogue, so a documented status can
 * never drift from the sent one.
 *
 * Every error response has one body schema, `KnownError` {code, error, details?}. `code` is a plain
 * string, not a closed enum: codes are added over time, and a client generated today must still
 * decode tomorrow's (openapi-python-client turns an enum into a ValueError on any other value).
 * KnownError's discriminator maps every code to its variant `KnownError_<CODE>`; the details of a
 * code that has them have their own schema, `KnownErrorDetails_<CODE>`, which its variant uses. The whole catalogue (status,
 * message, example body per code) is `x-stack-known-errors` on KnownError, which the TypeScript
 * SDK's per-code classes are generated from. Each error response names its codes per status in
 * `x-stack-error-codes` (the route's own, then the ones every route of its kind can answer) and
 * shows the route's own as examples.
 */
export const KNOWN_ERROR = 'KnownError';
const ANY_DETAILS = 'KnownErrorDetails';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const detailsSchemaName = (code: string) => `KnownErrorDetails_${code}`;
export const variantSchemaName = (code: string) => `KnownError_${code}`;

/** One entry of `x-stack-known-errors`: what a code means on the wire. */
export interface CatalogueEntry {
  status: number;
  /** The message when it is always the same; codes whose message quotes the details show it in `example`. */
  message?: string;
  /** The name of the code's details schema, when it has details. */
  details?: string;
  /** A body the server would send (error-examples.ts, added once the document is built). */
  example?: { code: string; details?: Record<string, unknown>; error: string };
}

/** Registers KnownError, its discriminated variants and each code's details schema (openapi.ts, once). */
export function registerKnownErrorSchemas(registry: OpenAPIRegistry, catalogue: ErrorCatalogue): void {
  const codes = Object.keys(catalogue).sort();
  const entries: Record<string, CatalogueEntry> = {};
  const mapping: Record<string, string> = {};
  for (const code of codes) {
    const d = catalogue[code]!;
    entries[code] = {
      status: d.status,
      ...(typeof d.message === 'string' ? { message: d.message } : {}),
      ...(d.details ? { details: detailsSchemaName(code) } : {}),
    };
    // One variant per code, so the discriminator's mapping names every code the server sends
    // (schemathesis and other validators treat a value missing from the mapping as an error). Only
    // `details` is narrowed: restating `code` as a const breaks openapi-python-client's allOf merge,
    // and the mapping already says which code a variant is.
    const narrowed: Record<string, unknown>[] = [];
    if (d.details) {
      registry.register(detailsSchemaName(code), d.details.openapi({ description: `The details of ${code}.` }));
      narrowed.push({ type: 'object', required: ['details'], properties: { details: ref(detailsSchemaName(code)) } });
    }
    registry.registerComponent('schemas', variantSchemaName(code), {
      description: `Known error ${code} (HTTP ${d.status})${d.details ? `; its details are ${detailsSchemaName(code)}` : ', without details'}.`,
      allOf: [ref(KNOWN_ERROR), ...narrowed],
    } as never);
    mapping[code] = ref(variantSchemaName(code)).$ref;
  }
  // A named schema rather than an inline object: openapi-python-client would otherwise build the
  // inline object's model once per variant and fail on the duplicate name.
  registry.registerComponent('schemas', ANY_DETAILS, {
    type: 'object',
    additionalProperties: {},
    description: 'Facts about the error for programs, present for the codes that have them; the shape of each is `KnownErrorDetails_<CODE>`.',
  });
  registry.registerComponent('schemas', KNOWN_ERROR, {
    type: 'object',
    description:
      'A known error, the body of every 4xx and 5xx answer; `code` is also sent as the `x-stack-known-error` header. Switch on `code`; `error` is for people. Each response lists its codes in `x-stack-error-codes`; every code, with its status and an example, is in `x-stack-known-errors`.',
    required: ['code', 'error'],
    properties: {
      code: {
        type: 'string',
        description: 'The error code, e.g. EMAIL_PASSWORD_MISMATCH. Codes are never renamed, but new ones are added: treat a code you do not know by its HTTP status.',
        pattern: '^[A-Z][A-Z0-9_]*$',
        examples: ['EMAIL_PASSWORD_MISMATCH', 'SCHEMA_ERROR', 'ACCESS_TOKEN_EXPIRED'],
      },
      details: ref(ANY_DETAILS),
      error: { type: 'string', description: 'A message for people (English). It may change: never parse it.' },
    },
    discriminator: { propertyName: 'code', mapping },
    'x-stack-known-errors': entries,
  } as never);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request', 401: 'Not authenticated for this call', 403: 'Forbidden', 404: 'Not found', 405: 'Method not allowed',
  408: 'Timeout', 409: 'Conflict', 413: 'Payload too large', 429: 'Too many requests', 500: 'Internal server error', 503: 'Service unavailable',
};

function knownErrorHeader(list: KnownErrorCode[]) {
  return { 'x-stack-known-error': z.enum(list as [string, ...string[]]).openapi({ description: 'The error code; always equal to `code` in the body.' }) };
}
const RETRY_AFTER = z.string().regex(/^[0-9]+$/).openapi({ description: 'Seconds to wait before trying again (equal to `details.retry_after_seconds`).', example: '42' });

export interface ErrorRoute {
  /** The codes the route raises itself, in the route's order. */
  own: readonly KnownErrorCode[];
  /** Every code it can answer with (its own and those its access rules and request shape imply). */
  all: Iterable<KnownErrorCode>;
}

export function errorResponses(route: ErrorRoute): Record<string, ResponseConfig> {
  const byStatus = new Map<number, { own: KnownErrorCode[]; common: KnownErrorCode[] }>();
  const own = new Set(route.own);
  for (const code of new Set([...route.own, ...route.all])) {
    const status = errorDef(code).status;
    if (!byStatus.has(status)) byStatus.set(status, { own: [], common: [] });
    byStatus.get(status)![own.has(code) ? 'own' : 'common'].push(code);
  }
  const out: Record<string, ResponseConfig> = {};
  for (const [status, lists] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    lists.common.sort();
    const all = [...lists.own, ...lists.common];
    // The operation's own codes by name; the request errors operations share (headers, keys,
    // tokens, request shape, limits, database) once, by reference: repeated on every operation they
    // buried the few codes that tell operations apart. The full list stays in x-stack-error-codes.
    const shared = lists.common.length ? `${lists.own.length ? 'or ' : ''}${commonPhrase(lists.common)}` : '';
    out[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${[lists.own.join(', '), shared].filter(Boolean).join('; ')}`,
      headers: status === 429 ? z.object({ ...knownErrorHeader(all), 'retry-after': RETRY_AFTER }) : z.object(knownErrorHeader(all)),
      content: { 'application/json': { schema: ref(KNOWN_ERROR) } },
      'x-stack-error-codes': { own: lists.own, common: lists.common },
    } as ResponseConfig;
  }
  return out;
}

/** The shared request errors of one status, named when there is one and counted otherwise. */
function commonPhrase(codes: readonly KnownErrorCode[]): string {
  if (codes.length === 1) return `${codes[0]} (a request error operations share; see Errors in the introduction)`;
  return `one of ${codes.length} request errors operations share (see Errors in the introduction; listed in \`x-stack-error-codes\`)`;
}
