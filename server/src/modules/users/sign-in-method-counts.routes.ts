import { defineRoute } from '../../http/router.ts';
import { z } from '../../http/zod.ts';

const count = (what: string) => z.number().int().min(0).openapi({ description: what, example: 12 });

/** How many of the project's users can use each sign-in method (the dashboard's Auth methods page). */
export const SignInMethodCounts = z
  .object({
    total: count('Every user of the project, anonymous ones included.'),
    password: count('Users with a password.'),
    otp: count('Users who may sign in with an e-mailed code or magic link (otp_auth_enabled).'),
    passkey: count('Users who may sign in with a passkey (passkey_auth_enabled).'),
    totp: count('Users with a TOTP second factor (requires_totp_mfa).'),
    anonymous: count('Anonymous users.'),
    oauth_providers: z
      .record(z.string(), z.number().int().min(0))
      .openapi({
        description:
          'Users linked to each OAuth provider, keyed by provider config id (`provider_config_id` of /oauth-providers). A user with several accounts of one provider counts once; a provider nobody is linked to is absent (read it as 0).',
        example: { github: 9, google: 4 },
      }),
  })
  .openapi('SignInMethodCounts');

export const getSignInMethodCounts = defineRoute({
  method: 'get',
  path: '/internal/users/sign-in-method-counts',
  operationId: 'getSignInMethodCounts',
  tag: 'Users',
  summary: 'Count users per sign-in method',
  description: 'How many users of the project can use each sign-in method, counted in one query when asked (nothing is kept up to date per request). A user with several methods counts once for each. Changes nothing.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'The counts.', schema: SignInMethodCounts },
  errors: [],
});
