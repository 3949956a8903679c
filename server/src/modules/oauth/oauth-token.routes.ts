import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_REFRESH_TOKEN } from '../../http/examples.ts';
import { defineRoute } from '../../http/router.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import { nonEmpty } from '../../http/schemas.ts';

/**
 * Not `.strict()`, unlike every other request body: RFC 6749 §3.2 says a token endpoint MUST
 * ignore parameters it does not recognise, and OAuth client libraries add their own.
 */
export const TokenRequest = z
  .object({
    grant_type: nonEmpty().openapi({ description: '`refresh_token` (refresh a session) or `authorization_code` (finish an OAuth sign-in).', example: 'refresh_token' }),
    refresh_token: z.string().max(LIMITS.token).optional().openapi({ description: 'Required with grant_type=refresh_token.' }),
    code: z.string().max(LIMITS.token).optional().openapi({ description: 'Required with grant_type=authorization_code: the code the callback added to redirect_uri.' }),
    code_verifier: z.string().max(LIMITS.token).optional().openapi({ description: 'Required with grant_type=authorization_code: the PKCE verifier whose S256 challenge started the flow.' }),
    redirect_uri: z.string().max(LIMITS.url).optional().openapi({ description: 'Required with grant_type=authorization_code: exactly the redirect_uri of the authorize call (fragment ignored).' }),
    client_id: z.string().max(LIMITS.token).optional().openapi({ description: 'The project id, optionally followed by `#main` (the branch).', example: 'internal' }),
    client_secret: z
      .string()
      .max(LIMITS.token)
      .optional()
      .openapi({ description: "The project's publishable client key, or `__stack_public_client__` when the project does not require one." }),
    scope: z.string().max(LIMITS.token).optional().openapi({ description: 'Ignored; the answer always has scope `legacy`.' }),
  })
  .superRefine((b, ctx) => {
    if (b.grant_type === 'refresh_token' && b.refresh_token === undefined) ctx.addIssue({ code: 'custom', path: ['refresh_token'], message: '{path} must be defined' });
    if (b.grant_type === 'authorization_code') {
      for (const k of ['code', 'code_verifier', 'redirect_uri'] as const) if (b[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: '{path} must be defined' });
    }
  })
  .openapi('OAuthTokenRequest');

export const TokenResponse = z
  .object({
    access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().openapi({ description: 'Seconds until the access token expires (its `exp`).' }),
    scope: z.literal('legacy'),
    refresh_token: z.string().openapi({ description: 'The refresh token to present next time: the successor, or the same token when the project does not rotate; with authorization_code, the new session\'s (for a cross-domain handoff code: the handed-over session\'s own token when the project does not rotate, else a sibling session\'s).', example: EXAMPLE_REFRESH_TOKEN }),
    is_new_user: z.boolean().optional().openapi({ description: 'authorization_code only: whether the sign-in created the user.' }),
    // x-go-name: Go field names come from the JSON name; both spellings would be IsNewUser.
    newUser: z.boolean().optional().openapi({ description: 'Legacy camelCase duplicate of is_new_user.', 'x-go-name': 'NewUserLegacy' }),
    after_callback_redirect_url: z.string().nullable().openapi({ description: 'authorization_code: the after_callback_redirect_url of the authorize call, or null.' }),
    // x-go-name: Go field names come from the JSON name; both spellings would be AfterCallbackRedirectUrl.
    afterCallbackRedirectUrl: z.string().nullable().openapi({ description: 'Legacy camelCase duplicate of after_callback_redirect_url.', 'x-go-name': 'AfterCallbackRedirectUrlLegacy' }),
  })
  .openapi('OAuthTokenResponse');

export const exchangeOAuthToken = defineRoute({
  method: 'post',
  path: '/auth/oauth/token',
  operationId: 'exchangeOAuthToken',
  tag: 'OAuth',
  summary: 'OAuth 2 token endpoint (refresh and authorization-code grants)',
  description:
    'The endpoint SDKs refresh sessions with (`grant_type=refresh_token`), form-encoded or JSON, no x-stack headers. The client authenticates in the body: `client_id` is the project id, `client_secret` its publishable client key or `__stack_public_client__` (then PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT if the project requires a key). A wrong or missing id or secret is INVALID_OAUTH_CLIENT_ID_OR_SECRET; an unknown, expired or revoked refresh token, or one of another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. With `grant_type=authorization_code` it finishes an OAuth sign-in: `code` from the callback, `code_verifier` (PKCE S256) and the `redirect_uri` of the authorize call; a code works once, for 5 minutes (INVALID_AUTHORIZATION_CODE otherwise, also for a wrong verifier), a different redirect_uri is REDIRECT_URI_MISMATCH, and the answer adds `is_new_user` and `after_callback_redirect_url`. Codes of POST /auth/oauth/cross-domain/authorize are exchanged the same way; they continue the handed-over session (is_new_user false, no second factor) and are INVALID_AUTHORIZATION_CODE once that session is revoked or expired. Other grant types answer UNSUPPORTED_GRANT_TYPE. Refresh tokens rotate (unlike the API this one is compatible with, the answer always carries `refresh_token`: the one to present next). Re-presenting the previous token within 10 seconds answers with the same successor; later, it revokes the session. Projects with `refresh_token_rotation_enabled: false` answer with the same refresh token. `expires_in` is the real remaining lifetime of the access token. Answers carry `Cache-Control: no-store` and `Pragma: no-cache`.',
  access: { types: 'none' },
  rateLimits: [perClient('refreshes_per_ip', { projectFrom: { in: 'body', name: 'client_id' } })],
  request: {
    body: TokenRequest,
    bodyMediaTypes: ['application/x-www-form-urlencoded', 'application/json'],
    bodyExample: { grant_type: 'refresh_token', refresh_token: '<refresh token>', client_id: '<project id>', client_secret: '__stack_public_client__' },
  },
  response: {
    status: 200,
    description: 'A new access token.',
    schema: TokenResponse,
    headers: z.object({ 'cache-control': z.literal('no-store'), pragma: z.literal('no-cache') }),
  },
  errors: ['INVALID_OAUTH_CLIENT_ID_OR_SECRET', 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', 'UNSUPPORTED_GRANT_TYPE', 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'INVALID_AUTHORIZATION_CODE', 'REDIRECT_URI_MISMATCH', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED'],
});
