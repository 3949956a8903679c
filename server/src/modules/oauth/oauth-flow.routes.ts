import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { url } from '../../http/schemas.ts';
import { OAUTH_PROVIDER_IDS } from '../projects/project-config.ts';
import { perClient } from '../rate-limits/route-limits.ts';

const ProviderParams = z
  .object({ provider_id: z.string().min(1).max(64).openapi({ description: 'The provider id in the project config (`oauth_providers[].id`).', example: 'github' }) })
  .strict();

/**
 * Lengths are bounded so that a whole authorize URL stays within what HTTP servers accept (Node's
 * 16 KB of request head; schemathesis found 431s with megabyte-long URLs).
 */
const shortUrl = url.refine((v) => v.length <= 2000, '{path} must be at most 2000 characters');

/**
 * Not `.strict()`: the authorize call tolerates parameters it does not know (wire-contract §9.6),
 * as OAuth authorization endpoints do (RFC 6749 §3.1) and SDKs add their own.
 */
export const AuthorizeQuery = z
  .object({
    client_id: z.string().min(1).max(256).openapi({ description: 'The project id, optionally followed by `#main`.', example: 'internal' }),
    client_secret: z.string().min(1).max(256).openapi({ description: "The project's publishable client key, or `__stack_public_client__`.", example: '__stack_public_client__' }),
    redirect_uri: shortUrl.openapi({ maxLength: 2000, description: "The app's callback URL; must be on a trusted domain when the code is issued.", example: 'http://localhost:3000/handler/oauth-callback' }),
    scope: z.string().max(64).openapi({ description: 'Only `legacy`.', example: 'legacy' }),
    state: z.string().min(1).max(512).openapi({ description: "The app's own state, returned with the code.", example: 'x8dq2r5mFv' }),
    grant_type: z.literal('authorization_code'),
    code_challenge: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{43,128}$/, '{path} must be 43 to 128 URL-safe characters (a base64url S256 digest)')
      .openapi({ description: 'PKCE: base64url(SHA-256(code_verifier)).', example: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }),
    // RFC 9700 §2.1.1: `plain` gives no protection against a stolen code; only S256 is accepted.
    code_challenge_method: z.enum(['S256']).openapi({ description: 'Only `S256` (`plain` is refused).' }),
    response_type: z.literal('code'),
    type: z.enum(['authenticate', 'link']).default('authenticate').openapi({ description: '`authenticate` (sign in or up) or `link` (connect the account to the user of `token`).' }),
    token: z.string().max(2048).optional().openapi({ description: "The current user's access token: required for `link`; with `authenticate`, an anonymous user is upgraded in place." }),
    provider_scope: z.string().max(512).optional().openapi({ description: 'Extra provider scopes, space separated (not with shared keys).' }),
    error_redirect_uri: shortUrl.optional().openapi({ maxLength: 2000, description: 'Where errors go when redirect_uri is not trusted (must be trusted itself).' }),
    error_redirect_url: shortUrl.optional().openapi({ maxLength: 2000, description: 'Legacy alias of error_redirect_uri.' }),
    after_callback_redirect_url: shortUrl.optional().openapi({ maxLength: 2000, description: 'Returned by the token exchange for the app to go to; must be trusted.' }),
    stack_response_mode: z.enum(['redirect', 'json']).default('redirect').openapi({ description: '`redirect` (307 to the provider) or `json` (200 `{location}`, for SDKs).' }),
  })
  .openapi('OAuthAuthorizeQuery');

export const authorizeOAuth = defineRoute({
  method: 'get',
  path: '/auth/oauth/authorize/{provider_id}',
  operationId: 'authorizeOAuth',
  tag: 'OAuth',
  summary: 'Start signing in with an OAuth provider',
  description: `No x-stack headers: the project is \`client_id\`, authenticated by \`client_secret\`. Providers: ${OAUTH_PROVIDER_IDS.join(', ')}. The request is kept for 10 minutes under a fresh inner state, and the answer leads to the provider with Gatehouse's own PKCE (S256), state and, for OpenID Connect providers, nonce. Redirect mode answers 307 with a \`stack-oauth-inner-<state>\` cookie (HttpOnly, 10 minutes) the callback requires; \`stack_response_mode=json\` answers 200 \`{location}\` and sets no cookie. PKCE is required and only S256 is accepted. A provider with shared keys signs in through Gatehouse's development provider (a consent page where you type any e-mail), refused in production mode. redirect_uri is checked against the trusted domains when the code is issued, not here; after_callback_redirect_url is checked here.`,
  access: { types: 'none' },
  // Every authorize call stores a pending flow: counted like sign-ins, per client.
  rateLimits: [perClient('sign_ins_per_ip', { projectFrom: { in: 'query', name: 'client_id' } })],
  request: { params: ProviderParams, query: AuthorizeQuery },
  response: {
    status: 307,
    description: "Redirect to the provider's authorization page (stack_response_mode=redirect).",
    headers: z.object({ location: z.string(), 'set-cookie': z.string() }),
    alternatives: [{ status: 200, description: "stack_response_mode=json: the provider's authorization URL.", schema: z.object({ location: z.string() }).openapi('OAuthAuthorizeLocation') }],
  },
  errors: [
    'INVALID_OAUTH_CLIENT_ID_OR_SECRET', 'INVALID_PUBLISHABLE_CLIENT_KEY', 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', 'INVALID_SCOPE',
    'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION', 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS',
    'REDIRECT_URL_NOT_WHITELISTED', 'OAUTH_LINK_REQUIRES_TOKEN', 'OAUTH_TOKEN_OF_ANOTHER_PROJECT',
    'UNPARSABLE_ACCESS_TOKEN', 'ACCESS_TOKEN_EXPIRED', 'ACCESS_TOKEN_REVOKED', 'RESTRICTED_USER_NOT_ALLOWED',
    // type=link adds a way to sign in: it needs a recent sign-in (http/recent-sign-in.ts).
    'RECENT_SIGN_IN_REQUIRED',
  ],
});

/**
 * The provider's answer: query parameters (GET) or a form (POST, Apple's form_post); not strict,
 * providers add their own. The values are the provider's (the state is only looked up by its
 * digest); their bounds leave room for long provider codes (Microsoft's run past 1,000 characters).
 */
const CallbackFields = z
  .object({
    // No declared lengths (test/request-bounds.test.ts says why): a GET's query is bounded by
    // Node's 16 KB request head, a form_post by the body limit, and any declared maximum that
    // fits the head for every spelling is too short for real provider codes.
    state: z.string().optional().openapi({ description: 'The inner state Gatehouse gave the provider.' }),
    code: z.string().optional().openapi({ description: "The provider's authorization code." }),
    error: z.string().optional().openapi({ description: "The provider's error, e.g. access_denied." }),
    error_description: z.string().optional(),
    user: z.string().optional().openapi({ description: "Apple: the user's name as JSON (first sign-in only; read up to 2 KB)." }),
  })
  .openapi('OAuthCallbackFields');

const callbackDescription =
  "Where the provider sends the user back (enter this URL in the provider's console). The inner state is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state cookie (OAUTH_STATE_COOKIE_MISSING): a callback without it, or on another provider's path, is refused and leaves the flow usable by the browser that started it. Then the provider's code is exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by 307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`, `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered here.";

const callbackErrors = [
  'INVALID_OAUTH_STATE', 'OAUTH_STATE_COOKIE_MISSING', 'OUTER_OAUTH_TIMEOUT', 'REDIRECT_URL_NOT_WHITELISTED',
  'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION',
  'OAUTH_PROVIDER_ACCESS_DENIED', 'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE', 'OAUTH_CALLBACK_FAILED',
  'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
  'SIGN_UP_NOT_ENABLED', 'USER_NOT_FOUND', 'USER_EMAIL_ALREADY_EXISTS',
] as const;

const callbackResponse: { status: 303; description: string; headers: z.ZodObject<{ location: z.ZodString }>; alternatives: { status: 307; description: string; headers: z.ZodObject<{ location: z.ZodString }> }[] } = {
  status: 303,
  description: 'Back to the app: redirect_uri with `code` and `state`.',
  headers: z.object({ location: z.string() }),
  alternatives: [{ status: 307, description: 'An error, delivered to a trusted redirect_uri or error_redirect_uri.', headers: z.object({ location: z.string() }) }],
};

export const oauthCallbackGet = defineRoute({
  method: 'get',
  path: '/auth/oauth/callback/{provider_id}',
  operationId: 'oauthCallback',
  tag: 'OAuth',
  summary: "The OAuth provider's redirect back",
  description: callbackDescription,
  access: { types: 'none' },
  request: { params: ProviderParams, query: CallbackFields },
  response: callbackResponse,
  errors: [...callbackErrors],
});

export const oauthCallbackPost = defineRoute({
  method: 'post',
  path: '/auth/oauth/callback/{provider_id}',
  operationId: 'oauthCallbackFormPost',
  tag: 'OAuth',
  summary: "The OAuth provider's form post back (Apple)",
  description: `${callbackDescription} This form is used by providers with response_mode=form_post (Apple).`,
  access: { types: 'none' },
  request: { params: ProviderParams, body: CallbackFields, bodyMediaTypes: ['application/x-www-form-urlencoded'], bodyExample: { state: '<inner state>', code: '<provider code>' } },
  response: callbackResponse,
  errors: [...callbackErrors],
});
