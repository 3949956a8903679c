import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the oauth module owns (wire contract: codes are never renamed). */
export const oauthErrors = defineErrors({
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
  // Sign-in with OAuth providers (wire-contract §9.6-§9.7).
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: def({ status: 400, message: 'The OAuth provider is not found or not enabled for this project.' }),
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: def({
    status: 400,
    message: 'Extra scopes are not available with shared OAuth keys. Enter your own client id and secret for this provider to request extra scopes.',
  }),
  SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION: def({
    status: 400,
    details: z.object({ provider_id: z.string().openapi({ example: 'github' }) }),
    message: (d) =>
      `The project is in production mode and the OAuth provider '${d.provider_id}' uses shared keys, which sign in through Gatehouse's development provider. Enter the provider's client id and secret under Auth methods.`,
  }),
  INVALID_SCOPE: def({ status: 400, message: "The scope is not valid; the only scope is 'legacy'." }),
  OAUTH_LINK_REQUIRES_TOKEN: def({ status: 400, message: 'type=link needs the access token of the user to link the account to, as `token`.' }),
  OAUTH_TOKEN_OF_ANOTHER_PROJECT: def({ status: 403, message: 'The access token in `token` belongs to another project or branch than client_id.' }),
  INVALID_OAUTH_STATE: def({ status: 400, message: 'Invalid OAuth state: it is unknown, was already used or is older than 10 minutes. Please try signing in again.' }),
  OAUTH_STATE_COOKIE_MISSING: def({
    status: 400,
    message: 'The OAuth cookie of this sign-in is missing: the sign-in must finish in the browser that started it. Please try signing in again (and allow cookies).',
  }),
  OUTER_OAUTH_TIMEOUT: def({ status: 408, message: 'The OAuth flow has timed out. Please sign in again.' }),
  OAUTH_PROVIDER_ACCESS_DENIED: def({ status: 400, message: 'The OAuth provider denied access to the user account.' }),
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: def({ status: 503, message: 'The OAuth provider is temporarily unavailable. Please try again later.' }),
  OAUTH_CALLBACK_FAILED: def({
    status: 400,
    details: z.object({ reason: z.string().openapi({ example: 'the provider refused the code: invalid_grant' }) }),
    message: (d) => `The OAuth provider's answer could not be used: ${d.reason}. Please try signing in again.`,
  }),
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: def({ status: 409, message: 'This OAuth account is already connected to another user.' }),
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: def({
    status: 400,
    message: 'This provider account is linked to a user but not allowed to sign in. Sign in another way and allow it in the account settings.',
  }),
  // Sign in with Apple from a native app (wire-contract §9.8).
  INVALID_APPLE_CREDENTIALS: def({
    status: 400,
    message: 'The Apple id_token is not valid: it must be signed by Apple, issued by https://appleid.apple.com for one of the bundle ids configured for Apple, and not expired.',
  }),
  APPLE_BUNDLE_ID_NOT_CONFIGURED: def({
    status: 400,
    message: "Sign in with Apple from a native app needs the app's bundle id: enter it under the Apple provider's bundle ids (config `oauth_providers[].apple_bundle_ids`, with standard keys).",
  }),
  // Connected accounts and provider links (wire-contract §9.8).
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: def({ status: 400, message: 'The user is not connected to this OAuth provider. Sign in with it (or link it) first.' }),
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: def({
    status: 400,
    message: "The user's connection to the OAuth provider does not have the required scope, or the provider no longer accepts it. Sign in with the provider again, asking for the scope with provider_scope.",
  }),
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: def({
    status: 400,
    message: 'Provider access tokens are not available with shared OAuth keys. Enter your own client id and secret for this provider.',
  }),
  OAUTH_PROVIDER_LINK_NOT_FOUND: def({ status: 404, message: 'The user has no OAuth provider link with this id.' }),
  INVALID_AUTHORIZATION_CODE: def({ status: 400, message: 'The authorization code is invalid, expired or already used, or the code verifier does not match.' }),
  REDIRECT_URI_MISMATCH: def({ status: 400, message: 'The redirect_uri must equal the one used to obtain the authorization code.' }),
});

type OauthErrors = typeof oauthErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends OauthErrors {}
}
