import type { AppContext } from './context.ts';
import { KnownError, knownError } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parsingError(message: string): KnownError {
  return new KnownError('BODY_PARSING_ERROR', undefined, message);
}

/**
 * Reads and decodes the request body once, before authentication (wire-contract §1.3): JSON,
 * form-encoded (the OAuth token endpoint), text or bytes; without a content type, none. Any other
 * content type, malformed JSON or invalid UTF-8 is a BODY_PARSING_ERROR; an oversized body is
 * REQUEST_BODY_TOO_LARGE.
 */
export async function readBody(c: AppContext, limitBytes: number): Promise<unknown> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  const declaredLength = Number(c.req.header('content-length') ?? '0');
  if (declaredLength > limitBytes) throw knownError('REQUEST_BODY_TOO_LARGE', { max_bytes: limitBytes });
  const raw = await readLimited(c, limitBytes);
  if (raw.byteLength === 0) return undefined;

  const contentType = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType === 'application/octet-stream') return raw;
  // No content type means no body (wire-contract §1.3): the bytes are ignored, and a route that
  // needs a body answers with its own SCHEMA_ERROR.
  if (contentType === '') return undefined;
  if (contentType !== 'application/json' && contentType !== 'application/x-www-form-urlencoded' && contentType !== 'text/plain') {
    throw parsingError(`Unknown content type '${contentType}'. Send application/json.`);
  }
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw parsingError('The request body is not valid UTF-8.');
  }
  if (contentType === 'text/plain') return text;
  if (contentType === 'application/x-www-form-urlencoded') {
    // Flat object of strings; the last value of a repeated key wins (wire-contract §1.3).
    return Object.fromEntries(new URLSearchParams(text).entries());
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (e) {
    throw parsingError(`The request body is not valid JSON: ${(e as Error).message}`);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw parsingError(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects); no request needs that many.`);
  }
  return parsed;
}

/**
 * How deeply arrays and objects may nest in a JSON body. Deeper bodies (found by fuzzing: 10,000
 * nested objects in PATCH /users/me answered 500) would overflow the stack of every recursive walk
 * after parsing: validation, the NUL check, serialisation into jsonb.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of arrays and objects in a JSON text that JSON.parse accepted: one pass over
 * the characters with a counter, no recursion, so no depth can overflow the stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) max = depth;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth--;
    }
  }
  return max;
}

/**
 * Reads the body chunk by chunk and stops at the limit: a streamed (chunked) upload without a
 * Content-Length must not be buffered whole before it is refused. The bytes are handed to Hono's
 * body cache so any later c.req.json()/text() still works.
 */
async function readLimited(c: AppContext, limitBytes: number): Promise<Uint8Array> {
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel().catch(() => {});
      throw knownError('REQUEST_BODY_TOO_LARGE', { max_bytes: limitBytes });
    }
    chunks.push(value);
  }
  const raw = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    raw.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Hono keeps promises in bodyCache at run time although its type names the plain values.
  (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(raw.buffer as ArrayBuffer);
  return raw;
}
