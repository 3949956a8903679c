import { z } from './zod.ts';
import { EXAMPLE_EMAIL, EXAMPLE_ID } from './examples.ts';
import { LIMITS } from './limits.ts';

/** Shared request/response building blocks with SPEC §5's messages ('{path}' is filled in by validation.ts). */

/** A non-empty string; without `max`, at most LIMITS.token characters (every request string is bounded). */
export const nonEmpty = (max: number = LIMITS.token) => z.string().min(1, '{path} must not be empty').max(max, `{path} must be at most ${max} characters`);

/** Free text of at most `max` characters (may be empty). */
export const text = (max: number) => z.string().max(max);

// No regex flags: zod-to-openapi copies the source into `pattern` and a trailing /i would make it match nothing.
const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const isUuid = (v: string) => UUID_RE.test(v);

export const uuid = z.string().regex(UUID_RE, '{path} must be a valid UUID').openapi({ format: 'uuid', example: EXAMPLE_ID });

/** A user id or the literal "me" (resolved against the signed-in user by the handler). */
export const userIdOrMe = z
  .string()
  .max(36)
  .refine((v) => v === 'me' || isUuid(v), '{path} must be a valid UUID or "me"')
  .openapi({ description: 'A user ID, or `me` for the signed-in user.', example: 'me' });

/**
 * SPEC §5: valid, at most 256 characters, no leading dot in the local part, final domain label of
 * 2+ characters. Concretely: an ASCII e-mail address (the HTML standard's rule, as the system the contract was drawn from uses)
 * whose domain has a dot and a 2+ character TLD, within RFC 5321's lengths. This is what validators
 * take OpenAPI's `format: email` to mean; schemathesis found the looser rule accepting non-ASCII and
 * control characters that responses then echoed as invalid `format: email` values.
 */
const EMAIL_LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const EMAIL_LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = `^${EMAIL_LOCAL}@(${EMAIL_LABEL}\\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])$`;
const EMAIL_RE = new RegExp(EMAIL_PATTERN);

export function isValidEmail(v: string): boolean {
  if (v.length > 254 || !EMAIL_RE.test(v)) return false;
  const at = v.lastIndexOf('@');
  if (at > 64) return false;
  // A label with "--" in positions 3-4 is reserved for IDNA A-labels (xn--).
  return v.slice(at + 1).split('.').every((label) => label.slice(2, 4) !== '--' || label.toLowerCase().startsWith('xn--'));
}

export const email = z
  .string()
  .min(1, '{path} must not be empty')
  .max(256, '{path} must be at most 256 characters')
  .refine(isValidEmail, '{path} must be a valid e-mail address')
  .openapi({ format: 'email', pattern: EMAIL_PATTERN, example: EXAMPLE_EMAIL });

export function isValidHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** URLs: no spaces, must parse, http(s) only; max 1e6 characters (SPEC §9). */
export const url = z
  .string()
  .max(LIMITS.url, `{path} must be at most ${LIMITS.url} characters`)
  .refine((v) => !/\s/.test(v), '{path} contains spaces')
  // Both rules are checked, so "not a url" reports both lines (wire-contract §4.2).
  .refine(isValidHttpUrl, '{path} is not a valid URL')
  .openapi({ format: 'uri', example: 'https://app.example.com/handler/email-verification' });

export const handlerPath = z.string().max(2048).refine((v) => v.startsWith('/'), 'Handler path must start with /');

/** A trusted domain: http(s) URL whose host may contain `*` wildcards (SPEC §5 domain patterns). */
export const domainPattern = z
  .string()
  .min(1, '{path} must not be empty')
  .max(2048)
  .refine((v) => /^https?:\/\//.test(v), '{path} must start with http:// or https://')
  .refine((v) => {
    const m = /^https?:\/\/([^/:?#]+)(:\d{1,5})?\/?$/.exec(v);
    if (!m) return false;
    const host = m[1];
    if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return false;
    if (host.includes('*')) return /^[a-z0-9*.-]+$/i.test(host);
    return isValidHttpUrl(v);
  }, '{path} is not a valid domain: use https://host or https://*.host, without a path')
  .openapi({ example: 'https://app.example.com' });

/**
 * Any JSON value (metadata). Not z.json(): zod-to-openapi recurses forever on that recursive
 * schema. Bodies come from JSON.parse, so every value is JSON already. The OpenAPI schema has no
 * `type`: `{}` is exactly "any JSON value" in 3.1, while a list of six types breaks the Go and
 * Python client generators.
 */
export const jsonValue = z
  .unknown()
  .refine((v) => v !== undefined, '{path} must be defined')
  .openapi({ description: 'Any JSON value.', example: { plan: 'pro' } });

/** The most JSON one metadata field may hold, in UTF-8 bytes of its compact serialisation. */
export const MAX_METADATA_BYTES = LIMITS.jsonBytes;

/**
 * A metadata field (client_metadata, client_read_only_metadata, server_metadata; users and teams).
 * Capped because every copy is returned on reads (GET /users/me carries all three) and clients may
 * write client_metadata themselves: without a cap one client could make its user a megabyte.
 */
export const metadata = jsonValue
  .refine((v) => v === undefined || Buffer.byteLength(JSON.stringify(v), 'utf8') <= MAX_METADATA_BYTES, `{path} must be at most ${MAX_METADATA_BYTES} bytes of JSON`)
  .openapi({ description: `Any JSON value, at most ${MAX_METADATA_BYTES} bytes (64 KiB) when serialised as compact UTF-8 JSON.`, example: { plan: 'pro' }, 'x-max-bytes': MAX_METADATA_BYTES });

// The contract's length rules are PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (70) from the service; the
// schema cap only stops megabytes from reaching the hasher.
export const password = z.string().max(LIMITS.passwordField).openapi({ format: 'password', example: 'correct horse battery staple' });

export const SuccessBody = z.object({ success: z.literal(true) }).openapi('Success');

/**
 * A boolean query flag: exactly `true` or `false` on the wire (anything else is a SCHEMA_ERROR
 * "must be one of the following values: true, false"), documented as `type: boolean` so generated
 * clients take a bool (Python and Go serialise it as true/false) instead of a 'true'|'false' enum.
 */
export const queryBoolean = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .openapi({ type: 'boolean', enum: undefined });

/** A free JSON object (e-mail template variables) of at most LIMITS.jsonBytes serialised. */
export const boundedJsonObject = z
  .record(z.string(), z.unknown())
  .refine((v) => Buffer.byteLength(JSON.stringify(v), 'utf8') <= LIMITS.jsonBytes, `{path} must be at most ${LIMITS.jsonBytes} bytes of JSON`)
  .openapi({ 'x-max-bytes': LIMITS.jsonBytes });
