import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID } from '../../http/examples.ts';
import { perClient } from '../rate-limits/route-limits.ts';

const AppleNativeBody = z
  .object({
    // Apple's id_tokens are about 1 KB; the cap keeps a hostile body from reaching the JWT parser.
    id_token: z.string().min(1).max(8192).openapi({ description: 'The identityToken Apple gave the app (ASAuthorizationAppleIDCredential), unchanged.', example: 'eyJraWQiOiJXNldjT0tCIiwiYWxnIjoiUlMyNTYifQ.eyJpc3MiOiJodHRwczovL2FwcGxlaWQuYXBwbGUuY29tIn0.c2lnbmF0dXJl' }),
  })
  .strict()
  .openapi('AppleNativeSignInBody');

const AppleNativeResult = z
  .object({
    access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }),
    refresh_token: z.string().openapi({ example: 'p3cqz0f6y5n8w1k4j7h2g9d6s3a0x5v8b1m4n7q2w5e8r1t4y7u0i3o6p9a2s5d8' }),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
    is_new_user: z.boolean().openapi({ description: 'Whether this sign-in created the user.' }),
  })
  .openapi('AppleNativeSignInResult');

export const signInWithAppleNative = defineRoute({
  method: 'post',
  path: '/auth/oauth/callback/apple/native',
  operationId: 'signInWithAppleNative',
  tag: 'OAuth',
  summary: 'Sign in with Apple from a native app',
  description:
    "For iOS and macOS apps that use Apple's own Sign in with Apple sheet: send the identityToken it returns. The token must be signed by Apple (RS256, Apple's published keys), issued by https://appleid.apple.com for one of the Apple provider's `apple_bundle_ids`, and unexpired; otherwise INVALID_APPLE_CREDENTIALS. The Apple provider must be configured (OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED) with standard keys and at least one bundle id (APPLE_BUNDLE_ID_NOT_CONFIGURED). The account is resolved as the web callback does: a linked Apple account signs in its user; an e-mail that signs in to another user follows `oauth_account_merge_strategy` (Apple's `email_verified` counts); otherwise a new user is made if sign-up is open, and an anonymous caller (its access token in x-stack-access-token) is upgraded in place. A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED.",
  access: { types: ['client', 'server', 'admin'], restricted: 'allow' },
  rateLimits: [perClient('sign_ins_per_ip')],
  request: { body: AppleNativeBody },
  response: { status: 200, description: 'Signed in.', schema: AppleNativeResult, links: { RefreshSession: { operationId: 'refreshCurrentSession', parameters: { 'header.x-stack-refresh-token': '$response.body#/refresh_token' } } } },
  errors: [
    'INVALID_APPLE_CREDENTIALS', 'APPLE_BUNDLE_ID_NOT_CONFIGURED', 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE',
    'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 'SIGN_UP_NOT_ENABLED',
    'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 'USER_NOT_FOUND', 'USER_EMAIL_ALREADY_EXISTS', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
  ],
});
