import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the mfa module owns (wire-contract §4.5, §9.4; codes are never renamed). */
export const mfaErrors = defineErrors({
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: def({
    status: 400,
    details: z.object({
      attempt_code: z.string().openapi({
        description: 'Send it as `code` to POST /auth/mfa/sign-in with the TOTP code. Valid 5 minutes, used once, 5 wrong TOTP codes at most.',
        example: 'a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a',
      }),
    }),
    message: 'Multi-factor authentication is required for this user.',
  }),
  INVALID_TOTP_CODE: def({ status: 400, message: 'The TOTP code is invalid. Please try again.' }),
});

type MfaErrors = typeof mfaErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends MfaErrors {}
}
