import { z } from './zod.ts';

/**
 * THE known-error catalogue's machinery, and the codes the framework itself answers with (request
 * shape, routing, the x-stack-* pipeline, user resolution). Each entry is the whole contract of one
 * error: HTTP status, the human message (`error` in the body) and the schema of `details`. Modules
 * define their own codes with defineErrors() in `<module>.errors.ts` and list them in their
 * manifest; the app assembles the catalogue from the modules, and the same table renders thrown
 * errors and declares route responses, so a documented status can never drift from the sent one.
 * Codes are never renamed: clients switch on them.
 */
export interface ErrorDef<D extends z.ZodType | undefined = z.ZodType | undefined> {
  status: 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 429 | 500 | 503;
  message: string | ((details: D extends z.ZodType ? z.infer<D> : undefined) => string);
  details?: D;
}
export function def<D extends z.ZodType | undefined = undefined>(d: ErrorDef<D>): ErrorDef<D> {
  return d;
}
const projectId = z.object({ project_id: z.string() });

export const frameworkErrors = {  BODY_PARSING_ERROR: def({ status: 400, message: 'The request body could not be parsed.' }),
  SCHEMA_ERROR: def({ status: 400, details: z.object({ message: z.string() }), message: (d) => d.message }),
  REQUEST_BODY_TOO_LARGE: def({
    status: 413,
    details: z.object({ max_bytes: z.number().int() }),
    message: (d) => `The request body is larger than the limit of ${d.max_bytes} bytes.`,
  }),
  ROUTE_NOT_FOUND: def({
    status: 404,
    details: z.object({ method: z.string(), path: z.string() }),
    message: (d) => `There is no API route ${d.method} ${d.path}. The API reference is at /api/v1/docs.`,
  }),
  METHOD_NOT_ALLOWED: def({
    status: 405,
    details: z.object({ method: z.string(), path: z.string(), allowed_methods: z.array(z.string()) }),
    message: (d) => `${d.method} is not supported on ${d.path}; use ${d.allowed_methods.join(', ')}.`,
  }),
  INTERNAL_SERVER_ERROR: def({
    status: 500,
    details: z.object({ request_id: z.string() }),
    message: (d) => `Something went wrong on our side. Request ID: ${d.request_id}`,
  }),
  // The database is down, restarting or out of connections. Usually nothing was written, but a
  // connection that broke during COMMIT may have saved the change (the kill/outage chaos runs saw it),
  // so the message does not promise either way. A fast, honest answer instead of a 500 or a hung socket (ARCHITECTURE: faults).
  DATABASE_UNAVAILABLE: def({
    status: 503,
    details: z.object({ request_id: z.string() }),
    message: (d) => `Gatehouse cannot reach its database right now. Try again in a few seconds (a change sent as the connection broke may or may not have been saved). Request ID: ${d.request_id}`,
  }),
  // Gatehouse addition (issue 19): a tenant saved an outbound address (a project SMTP host) that is
  // or resolves to a non-public address (http/outbound-policy.ts). At send time the same refusal
  // is the policy's one generic connection failure instead.
  OUTBOUND_ADDRESS_NOT_ALLOWED: def({
    status: 400,
    details: z.object({ host: z.string().openapi({ example: '10.0.0.5' }) }),
    message: (d) => `The host '${d.host}' cannot be used: it is, or resolves to, an address this server does not connect to (private, loopback, link-local or otherwise not public). The operator can allow such addresses with GATEHOUSE_OUTBOUND_ALLOW_PRIVATE.`,
  }),
  // A rate limit (project setting `rate_limits`, named in `limit`) refused the request; nothing was
  // done. Sent with `Retry-After`. The body names only the limit, never whether an account exists.
  TOO_MANY_REQUESTS: def({
    status: 429,
    details: z.object({
      limit: z.string().openapi({ description: 'The limit that refused the request: a key of the project setting `rate_limits`.', example: 'sign_ins_per_ip' }),
      retry_after_seconds: z.number().int().openapi({ description: 'Seconds until the limit admits requests again; also sent as `Retry-After`.', example: 42 }),
    }),
    message: (d) => `Too many requests (limit ${d.limit}). Try again in ${d.retry_after_seconds} seconds.`,
  }),
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: def({
    status: 400,
    message: 'A project key or admin access token was given without x-stack-access-type. Set it to client, server or admin.',
  }),
  INVALID_ACCESS_TYPE: def({ status: 400, message: 'x-stack-access-type must be one of client, server or admin.' }),
  // Every request header has two spellings (http/header-families.ts); one request uses one family.
  MIXED_HEADER_FAMILIES: def({
    status: 400,
    details: z.object({
      x_stack_header: z.string().openapi({ description: 'An x-stack-* header the request sent.', example: 'x-stack-project-id' }),
      x_hexclave_header: z.string().openapi({ description: 'An x-hexclave-* header the same request sent.', example: 'x-hexclave-access-type' }),
    }),
    message: (d) => `The request sends both ${d.x_stack_header} and ${d.x_hexclave_header}: use one family of headers per request, x-stack-* or x-hexclave-*.`,
  }),
  ACCESS_TYPE_WITHOUT_PROJECT_ID: def({
    status: 400,
    details: z.object({ request_type: z.string() }),
    message: (d) => `The x-stack-access-type header was '${d.request_type}', but the x-stack-project-id header was not provided.`,
  }),
  ACCESS_TYPE_REQUIRED: def({
    status: 400,
    message: 'This endpoint needs project authentication: send x-stack-access-type (client, server or admin) and x-stack-project-id.',
  }),
  INSUFFICIENT_ACCESS_TYPE: def({
    status: 401,
    details: z.object({ actual_access_type: z.string(), allowed_access_types: z.array(z.string()) }),
    message: (d) => `The x-stack-access-type header must be ${d.allowed_access_types.map((t) => `'${t}'`).join(' or ')}, but was '${d.actual_access_type}'.`,
  }),
  CURRENT_PROJECT_NOT_FOUND: def({
    status: 400,
    details: projectId,
    message: (d) => `The project '${d.project_id}' named in x-stack-project-id does not exist.`,
  }),
  BRANCH_DOES_NOT_EXIST: def({
    status: 400,
    details: z.object({ branch_id: z.string() }),
    message: (d) => `The branch '${d.branch_id}' does not exist.`,
  }),
  INVALID_PUBLISHABLE_CLIENT_KEY: def({
    status: 401,
    details: projectId,
    message: (d) => `The publishable client key is not valid for the project '${d.project_id}'. Does the project and key exist?`,
  }),
  INVALID_SECRET_SERVER_KEY: def({
    status: 401,
    details: projectId,
    message: (d) => `The secret server key is not valid for the project '${d.project_id}'. Does the project and key exist?`,
  }),
  INVALID_SUPER_SECRET_ADMIN_KEY: def({
    status: 401,
    details: projectId,
    message: (d) => `The super secret admin key is not valid for the project '${d.project_id}'. Does the project and key exist?`,
  }),
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: def({
    status: 401,
    details: z.object({ project_id: z.string().nullable() }),
    message: (d) => `The project '${d.project_id}' requires a publishable client key (x-stack-publishable-client-key) for client access.`,
  }),
  SERVER_AUTHENTICATION_REQUIRED: def({ status: 401, message: 'Server access needs a secret server key in x-stack-secret-server-key.' }),
  ADMIN_AUTHENTICATION_REQUIRED: def({
    status: 401,
    message: 'Admin access needs a super secret admin key (x-stack-super-secret-admin-key) or an admin access token (x-stack-admin-access-token).',
  }),
  UNPARSABLE_ADMIN_ACCESS_TOKEN: def({ status: 401, message: 'The admin access token is not a valid token.' }),
  ADMIN_ACCESS_TOKEN_EXPIRED: def({
    status: 401,
    details: z.object({ expired_at_millis: z.number().nullable() }),
    message: 'The admin access token has expired. Refresh it and try again.',
  }),
  ADMIN_ACCESS_TOKEN_REVOKED: def({
    status: 401,
    message: 'The session of the admin access token was revoked or its user was deleted. Sign in again.',
  }),
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: def({
    status: 401,
    message: 'Admin access tokens must be access tokens of a user of the internal project.',
  }),
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: def({
    status: 401,
    message: 'The user of the admin access token does not own the requested project.',
  }),
  EXPECTED_INTERNAL_PROJECT: def({ status: 401, message: 'This endpoint is only available on the internal project.' }),
  UNPARSABLE_ACCESS_TOKEN: def({ status: 401, message: 'The access token is not a valid token.' }),
  ACCESS_TOKEN_EXPIRED: def({
    status: 401,
    details: z.object({
      expired_at_millis: z.number().nullable(),
      project_id: z.string().nullable(),
      user_id: z.string().nullable(),
      refresh_token_id: z.string().nullable(),
    }),
    message: 'The access token has expired. Refresh it and try again.',
  }),
  ACCESS_TOKEN_REVOKED: def({
    status: 401,
    message: 'The session of this access token was revoked or its user was deleted. Refresh the session or sign in again.',
  }),
  INVALID_PROJECT_FOR_ACCESS_TOKEN: def({
    status: 401,
    details: z.object({ expected_project_id: z.string(), actual_project_id: z.string() }),
    message: (d) => `The access token belongs to the project '${d.actual_project_id}', not to '${d.expected_project_id}'.`,
  }),
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: def({
    status: 401,
    message: 'An anonymous user access token was given, but x-stack-allow-anonymous-user is not "true".',
  }),
  RESTRICTED_USER_NOT_ALLOWED: def({
    status: 403,
    details: z.object({
      restricted_reason: z
        .object({ type: z.enum(['anonymous', 'email_not_verified', 'restricted_by_administrator']) })
        .openapi({ description: 'Why the user is restricted.', example: { type: 'restricted_by_administrator' } }),
    }),
    // One message for both refusals: the token without an allow header (wire-contract §2.2 step
    // 5), and a call a restricted user may not make at all (router.ts Access.restricted).
    message: (d) =>
      `The access token is a restricted user's (reason: ${d.restricted_reason.type}). A restricted user may only read, sign in, up or out, verify an e-mail address and edit their own profile, and only when x-stack-allow-restricted-user or x-stack-allow-anonymous-user is "true".`,
  }),
  USER_AUTHENTICATION_REQUIRED: def({ status: 401, message: 'This endpoint needs a signed-in user (x-stack-access-token).' }),
  CANNOT_GET_OWN_USER_WITHOUT_USER: def({
    status: 400,
    message: 'You have specified "me" as a user ID, but did not provide authentication for a user.',
  }),
  CANNOT_ACCESS_OTHER_USER: def({
    status: 403,
    message: 'With client access you can only read or change your own user; pass "me" as the user ID.',
  }),
  // The router answers these two for client access to a team route (router.ts `Access.team`).
  // A team that does not exist answers like one the user is not in: a client never learns
  // whether another team exists.
  TEAM_MEMBERSHIP_NOT_FOUND: def({
    status: 404,
    details: z.object({ team_id: z.string(), user_id: z.string() }),
    message: (d) => `The user '${d.user_id}' is not a member of the team '${d.team_id}'.`,
  }),
  TEAM_PERMISSION_REQUIRED: def({
    status: 401,
    details: z.object({ team_id: z.string(), user_id: z.string(), permission_id: z.string().openapi({ example: '$update_team' }) }),
    message: (d) => `The user '${d.user_id}' does not have the permission '${d.permission_id}' in the team '${d.team_id}', which this call needs.`,
  }),
  // SPEC §5's profile-image rule, for users, teams and team member profiles alike (profile-image.ts).
  INVALID_PROFILE_IMAGE: def({
    status: 400,
    details: z.object({ reason: z.string() }),
    message: (d) => `The profile image is not valid: ${d.reason}`,
  }),
} as const;

/**
 * Every known code, typed: the framework's plus those each module adds by augmenting this
 * interface in its `<module>.errors.ts` (so http/ never imports a module).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KnownErrorRegistry extends FrameworkErrors {}
type FrameworkErrors = typeof frameworkErrors;

export type KnownErrorCode = keyof KnownErrorRegistry & string;
export type ErrorCatalogue = Record<string, ErrorDef>;
type DetailsOf<C extends KnownErrorCode> = KnownErrorRegistry[C] extends { details?: infer D }
  ? [NonNullable<D>] extends [never]
    ? undefined
    : NonNullable<D> extends z.ZodType
      ? z.infer<NonNullable<D>>
      : undefined
  : undefined;

/**
 * The definitions known to this process: the framework's, plus each module's, registered when its
 * `<module>.errors.ts` is loaded (every module manifest imports its own). A code defined twice is a
 * programming error and fails at load.
 */
const registry = new Map<string, ErrorDef>(Object.entries(frameworkErrors) as [string, ErrorDef][]);

// The constraint is deliberately loose: a contextual ErrorDef type would make TypeScript infer every
// def()'s details as "some schema" instead of none. Each value still comes from def().
export function defineErrors<const T extends Record<string, unknown>>(defs: T): T {
  for (const [code, d] of Object.entries(defs) as [string, ErrorDef][]) {
    if (registry.has(code) && registry.get(code) !== d) throw new Error(`known error ${code} is defined twice`);
    registry.set(code, d as ErrorDef);
  }
  return defs;
}

/** The definition of a code; throws for a code no loaded module defines. */
export function errorDef(code: string): ErrorDef {
  const d = registry.get(code);
  if (!d) throw new Error(`known error ${code} is not defined by any loaded module`);
  return d;
}

/** Every code this process has loaded a definition for (the catalogue test compares it with the manifests). */
export function registeredErrorCodes(): string[] {
  return [...registry.keys()];
}

/** A known error: thrown by services, rendered by the app's error handler. */
export class KnownError<C extends KnownErrorCode = KnownErrorCode> extends Error {
  readonly status: number;
  /** `message` overrides the catalogue text where the cause is more specific (e.g. which JSON error). */
  constructor(readonly code: C, readonly details: DetailsOf<C>, message?: string) {
    const d = errorDef(code);
    super(message ?? (typeof d.message === 'function' ? d.message(details as never) : d.message));
    this.status = d.status;
    this.name = 'KnownError';
  }
}

export function knownError<C extends KnownErrorCode>(
  code: C,
  ...details: DetailsOf<C> extends undefined ? [] : [DetailsOf<C>]
): KnownError<C> {
  return new KnownError(code, details[0] as DetailsOf<C>);
}

/**
 * A request-shape problem only a handler or service can see (a rule across fields, or one that
 * depends on stored data). The router turns it into the route's SCHEMA_ERROR, worded like the
 * validation problems (method, path, one line per problem), so no handler builds one by hand.
 */
export class SchemaProblem extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'SchemaProblem';
  }
}
export function schemaProblem(...problems: string[]): SchemaProblem {
  return new SchemaProblem(problems);
}

/** Wire form: `{code, details?, error}` (in that order, 2-space JSON) + `x-stack-known-error` (and `x-hexclave-known-error`). */
export function renderKnownError(e: KnownError): Response {
  const body = e.details === undefined ? { code: e.code, error: e.message } : { code: e.code, details: e.details, error: e.message };
  const res = new Response(JSON.stringify(body, null, 2), {
    status: e.status,
    // Under both names: SDKs from @stackframe/js 2.8.108 on read x-hexclave-known-error, older ones x-stack-known-error.
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-stack-known-error': e.code, 'x-hexclave-known-error': e.code },
  });
  // Any error whose details say when to come back says it in the standard header too (RFC 9110 §10.2.3): SDKs wait that long.
  const retryAfter = (e.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
  if (typeof retryAfter === 'number') res.headers.set('retry-after', String(retryAfter));
  return res;
}
