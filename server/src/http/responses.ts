import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from './zod.ts';
import { errorDef, type KnownErrorCode } from './errors.ts';

/**
 * Declares a route's error responses FROM the catalogue: one response per status, whose body is
 * the union of the known-error schemas of that status. Each error is a named component
 * (`KnownError_<CODE>`), so generated clients get one type per code.
 */
const componentCache = new Map<KnownErrorCode, z.ZodType>();

function errorSchema(code: KnownErrorCode): z.ZodType {
  let schema = componentCache.get(code);
  if (!schema) {
    const entry = errorDef(code);
    const shape = entry.details
      ? { code: z.literal(code), details: entry.details, error: z.string() }
      : { code: z.literal(code), error: z.string() };
    schema = z.object(shape).openapi(`KnownError_${code}`, { description: `Known error ${code} (HTTP ${entry.status}).` });
    componentCache.set(code, schema);
  }
  return schema;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request', 401: 'Not authenticated for this call', 403: 'Forbidden', 404: 'Not found', 405: 'Method not allowed',
  408: 'Timeout', 409: 'Conflict', 413: 'Payload too large', 429: 'Too many requests', 500: 'Internal server error',
};

function knownErrorHeader(list: KnownErrorCode[]) {
  return { 'x-stack-known-error': z.enum(list as [string, ...string[]]).openapi({ description: 'The error code; always equal to `code` in the body.' }) };
}
const RETRY_AFTER = z.string().regex(/^[0-9]+$/).openapi({ description: 'Seconds to wait before trying again (equal to `details.retry_after_seconds`).', example: '42' });

export function errorResponses(codes: Iterable<KnownErrorCode>): Record<string, ResponseConfig> {
  const byStatus = new Map<number, KnownErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorDef(code).status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, ResponseConfig> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    list.sort();
    const schemas = list.map(errorSchema);
    const body = schemas.length === 1 ? schemas[0] : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    out[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${list.join(', ')}`,
      headers: status === 429 ? z.object({ ...knownErrorHeader(list), 'retry-after': RETRY_AFTER }) : z.object(knownErrorHeader(list)),
      content: { 'application/json': { schema: body } },
    };
  }
  return out;
}
