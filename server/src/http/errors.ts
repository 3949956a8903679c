import { z } from './zod.ts';

/**
 * THE known-error catalogue. Each entry is the whole contract of one error: HTTP status, the
 * human message (`error` in the body) and the schema of `details`. The same table renders thrown
 * errors (renderKnownError) and declares route responses (responses.ts), so a documented status
 * can never drift from the sent one. Codes are never renamed: clients switch on them.
 */
interface ErrorDef<D extends z.ZodType | undefined> {
  status: 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 500;
  message: string | ((details: D extends z.ZodType ? z.infer<D> : undefined) => string);
  details?: D;
}
function def<D extends z.ZodType | undefined = undefined>(d: ErrorDef<D>): ErrorDef<D> {
  return d;
}
const projectId = z.object({ project_id: z.string() });

export const catalogue = {
  // ---- request shape -------------------------------------------------------------------------
  BODY_PARSING_ERROR: def({ status: 400, message: 'The request body could not be parsed.' }),
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

  // ---- project authentication (x-stack-* headers) --------------------------------------------
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: def({
    status: 400,
    message: 'A project key or admin access token was given without x-stack-access-type. Set it to client, server or admin.',
  }),
  INVALID_ACCESS_TYPE: def({ status: 400, message: 'x-stack-access-type must be one of client, server or admin.' }),
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

  // ---- user authentication (access tokens) ---------------------------------------------------
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
  USER_AUTHENTICATION_REQUIRED: def({ status: 401, message: 'This endpoint needs a signed-in user (x-stack-access-token).' }),
  CANNOT_GET_OWN_USER_WITHOUT_USER: def({
    status: 400,
    message: 'You have specified "me" as a user ID, but did not provide authentication for a user.',
  }),
  CANNOT_ACCESS_OTHER_USER: def({
    status: 403,
    message: 'With client access you can only read or change your own user; pass "me" as the user ID.',
  }),
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: def({
    status: 401,
    message: 'The refresh token is unknown, expired or revoked. Sign in again.',
  }),
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: def({
    status: 400,
    details: z.object({ client_id: z.string().nullable() }),
    message: (d) => `The client_id '${d.client_id ?? ''}' and client_secret do not match a project and its publishable client key.`,
  }),
  UNSUPPORTED_GRANT_TYPE: def({
    status: 400,
    details: z.object({ grant_type: z.string(), supported_grant_types: z.array(z.string()) }),
    message: (d) => `The grant_type '${d.grant_type}' is not supported by this token endpoint; use ${d.supported_grant_types.join(' or ')}.`,
  }),

  // ---- sign-up and sign-in -------------------------------------------------------------------
  SIGN_UP_NOT_ENABLED: def({ status: 400, message: 'Creation of new accounts is not enabled for this project' }),
  PASSWORD_AUTHENTICATION_NOT_ENABLED: def({ status: 400, message: 'Password authentication is not enabled for this project.' }),
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: def({ status: 400, message: 'Anonymous accounts are not enabled for this project.' }),
  EMAIL_PASSWORD_MISMATCH: def({ status: 400, message: 'Wrong e-mail or password.' }),
  REDIRECT_URL_NOT_WHITELISTED: def({
    status: 400,
    message: 'The redirect URL is not a trusted domain of this project. Add it under the project\'s trusted domains.',
  }),
  PASSWORD_TOO_SHORT: def({
    status: 400,
    details: z.object({ min_length: z.number().int() }),
    message: (d) => `The password must be at least ${d.min_length} characters long.`,
  }),
  PASSWORD_TOO_LONG: def({
    status: 400,
    // camelCase on purpose: the wire contract this API is compatible with spells it so.
    details: z.object({ maxLength: z.number().int() }),
    message: (d) => `The password must be at most ${d.maxLength} characters long.`,
  }),
  USER_DOES_NOT_HAVE_PASSWORD: def({ status: 400, message: 'This user has no password. Set one first.' }),
  PASSWORD_ALREADY_SET: def({ status: 400, message: 'This user already has a password. Use the password update endpoint to change it.' }),
  PASSWORD_CONFIRMATION_MISMATCH: def({ status: 400, message: 'Passwords do not match.' }),
  INVALID_PASSWORD_HASH: def({
    status: 400,
    message: 'password_hash must be a bcrypt ($2a$, $2b$, $2y$) or argon2id ($argon2id$) hash in modular crypt format.',
  }),
  USER_EMAIL_ALREADY_EXISTS: def({
    status: 409,
    details: z.object({ email: z.string(), would_work_if_email_was_verified: z.boolean() }),
    message: (d) => `A user with the e-mail '${d.email}' already exists.`,
  }),

  // ---- users, sessions, projects, keys -------------------------------------------------------
  USER_NOT_FOUND: def({ status: 404, message: 'The user does not exist.' }),
  USER_ID_DOES_NOT_EXIST: def({
    status: 400,
    details: z.object({ user_id: z.string() }),
    message: (d) => `The user with the ID '${d.user_id}' does not exist.`,
  }),
  CLIENT_USER_DELETION_NOT_ENABLED: def({ status: 400, message: 'Users of this project cannot delete their own accounts.' }),
  INVALID_PROFILE_IMAGE: def({
    status: 400,
    details: z.object({ reason: z.string() }),
    message: (d) => `The profile image is not valid: ${d.reason}`,
  }),
  SESSION_NOT_FOUND: def({ status: 404, message: 'The session does not exist.' }),
  CANNOT_DELETE_CURRENT_SESSION: def({
    status: 400,
    message: 'This is the session of the current access token; use DELETE /auth/sessions/current to sign out.',
  }),
  TEAM_MEMBERSHIP_NOT_FOUND: def({
    status: 404,
    details: z.object({ team_id: z.string(), user_id: z.string() }),
    message: (d) => `The user '${d.user_id}' is not a member of the team '${d.team_id}'.`,
  }),
  API_KEY_NOT_FOUND: def({ status: 404, message: 'The API key does not exist.' }),
  PROJECT_NOT_FOUND: def({
    status: 404,
    details: projectId,
    message: (d) => `The project '${d.project_id}' does not exist.`,
  }),
  CANNOT_DELETE_INTERNAL_PROJECT: def({
    status: 400,
    message: 'The internal project runs the dashboard and cannot be deleted.',
  }),

  // ---- one-time codes (wire-contract §8.2), e-mail and contact channels ------------------------
  VERIFICATION_CODE_NOT_FOUND: def({ status: 404, message: 'The verification code does not exist for this project.' }),
  VERIFICATION_CODE_EXPIRED: def({ status: 400, message: 'The verification code has expired.' }),
  VERIFICATION_CODE_ALREADY_USED: def({ status: 409, message: 'The verification code has already been used.' }),
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: def({
    status: 400,
    message: 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
  }),
  OTP_SIGN_IN_NOT_ENABLED: def({ status: 403, message: 'Sign-in with a one-time code (magic link) is not enabled for this project.' }),
  EMAIL_ALREADY_VERIFIED: def({ status: 409, message: 'The e-mail address is already verified.' }),
  EMAIL_IS_NOT_PRIMARY_EMAIL: def({
    status: 400,
    details: z.object({ email: z.string(), primary_email: z.string().nullable() }),
    message: (d) => `The e-mail '${d.email}' is not the primary e-mail of this user (${d.primary_email ?? 'none'}).`,
  }),
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: def({
    status: 409,
    details: z.object({ type: z.string(), contact_channel_value: z.string(), would_work_if_email_was_verified: z.boolean() }),
    message: (d) => `This ${d.type} (${d.contact_channel_value}) is already used for sign-in by another user.`,
  }),
  CONTACT_CHANNEL_ALREADY_EXISTS: def({ status: 400, message: 'This user already has a contact channel with this value.' }),
  CONTACT_CHANNEL_NOT_FOUND: def({ status: 404, message: 'The contact channel does not exist.' }),
  NOTIFICATION_CATEGORY_NOT_FOUND: def({
    status: 404,
    details: z.object({ notification_category_id: z.string() }),
    message: (d) => `There is no notification category '${d.notification_category_id}'.`,
  }),
  NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED: def({
    status: 400,
    details: z.object({ notification_category_id: z.string() }),
    message: 'Transactional e-mails (sign-in codes, password resets, verification) cannot be turned off.',
  }),
  EMAIL_RENDERING_ERROR: def({
    status: 400,
    details: z.object({ error: z.string() }),
    message: (d) => `The e-mail template could not be rendered: ${d.error}`,
  }),
  EMAIL_TEMPLATE_NOT_FOUND: def({ status: 404, details: z.object({ template_id: z.string() }), message: (d) => `There is no e-mail template '${d.template_id}'.` }),
  EMAIL_THEME_NOT_FOUND: def({ status: 404, details: z.object({ theme_id: z.string() }), message: (d) => `There is no e-mail theme '${d.theme_id}'.` }),
  EMAIL_DRAFT_NOT_FOUND: def({ status: 404, details: z.object({ draft_id: z.string() }), message: (d) => `There is no e-mail draft '${d.draft_id}'.` }),
  REQUIRES_CUSTOM_EMAIL_SERVER: def({
    status: 400,
    message: 'This needs the project\'s own e-mail server: set email_config to type "standard" with your SMTP settings. The shared server only sends sign-in and account e-mails.',
  }),
} as const;

export type KnownErrorCode = keyof typeof catalogue;
type DetailsOf<C extends KnownErrorCode> = (typeof catalogue)[C] extends ErrorDef<infer D> ? (D extends z.ZodType ? z.infer<D> : undefined) : undefined;

/** A known error: thrown by services, rendered by the app's error handler. */
export class KnownError<C extends KnownErrorCode = KnownErrorCode> extends Error {
  readonly status: number;
  /** `message` overrides the catalogue text where the cause is more specific (e.g. which JSON error). */
  constructor(readonly code: C, readonly details: DetailsOf<C>, message?: string) {
    const d = catalogue[code] as ErrorDef<z.ZodType | undefined>;
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

/** Wire form: `{code, details?, error}` (in that order, 2-space JSON) + `x-stack-known-error`. */
export function renderKnownError(e: KnownError): Response {
  const body = e.details === undefined ? { code: e.code, error: e.message } : { code: e.code, details: e.details, error: e.message };
  return new Response(JSON.stringify(body, null, 2), {
    status: e.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-stack-known-error': e.code },
  });
}
