import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID, EXAMPLE_REFRESH_TOKEN } from '../../http/examples.ts';
import { defineRoute } from '../../http/router.ts';
import { perClient, totpFailures } from '../rate-limits/route-limits.ts';
import { attemptCodeAccount } from './attempt-codes.ts';
import { codeField } from '../verification-codes/verification-codes.schemas.ts';

export const MFA_TAG = 'Multi-factor authentication';

export const MfaSignInBody = z
  .object({
    code: codeField.openapi({ description: 'The `attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED answer.' }),
    type: z.literal('totp').openapi({ description: 'The second factor; `totp` is the only one.' }),
    totp: z.string().max(64).openapi({ description: 'The 6-digit code of the authenticator app (30-second steps, SHA-1).', example: '123456' }),
  })
  .strict()
  .openapi('MfaSignInBody');

export const MfaSignInResult = z
  .object({
    access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }),
    refresh_token: z.string().openapi({ example: EXAMPLE_REFRESH_TOKEN }),
    is_new_user: z.boolean().openapi({ description: 'Whether the first step of this sign-in created the user.' }),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
  })
  .openapi('MfaSignInResult');

export const signInWithMfa = defineRoute({
  method: 'post',
  path: '/auth/mfa/sign-in',
  operationId: 'signInWithMfa',
  tag: MFA_TAG,
  summary: 'Finish a sign-in with the TOTP code',
  description:
    'Second step of a sign-in of a user with TOTP: every sign-in method answers such a user with MULTI_FACTOR_AUTHENTICATION_REQUIRED and `details.attempt_code`; send that code with the current 6-digit code of the user\'s authenticator app to open the session. A wrong TOTP code is INVALID_TOTP_CODE and the attempt code stays usable, for 5 attempts in all within its 5 minutes; consecutive wrong codes of one user, from any client and with any attempt codes, are limited by `totp_failures_per_account` (then every code, the right one too, is TOO_MANY_REQUESTS until the window ends; a success resets the count). A TOTP code that already signed in is refused (each 30-second step signs in once per user). If the same attempt code arrives twice at once, exactly one request succeeds.',
  access: { types: ['client', 'server', 'admin'], restricted: 'allow' },
  // Wrong TOTP codes count against the attempt code's user, not only the client: a guesser with
  // many addresses and many fresh attempt codes still gets totp_failures_per_account in a row.
  rateLimits: [perClient('code_checks_per_ip'), totpFailures({ in: 'body', name: 'code', resolve: attemptCodeAccount }, ['INVALID_TOTP_CODE'])],
  request: { body: MfaSignInBody },
  response: { status: 200, description: 'Signed in.', schema: MfaSignInResult },
  errors: ['INVALID_TOTP_CODE', 'VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'],
});
