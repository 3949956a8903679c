import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the verification-codes module owns (wire contract: codes are never renamed). */
export const verificationCodesErrors = defineErrors({
  VERIFICATION_CODE_NOT_FOUND: def({ status: 404, message: 'The verification code does not exist for this project.' }),
  VERIFICATION_CODE_EXPIRED: def({ status: 400, message: 'The verification code has expired.' }),
  VERIFICATION_CODE_ALREADY_USED: def({ status: 409, message: 'The verification code has already been used.' }),
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: def({
    status: 400,
    message: 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
  }),
});

type VerificationCodesErrors = typeof verificationCodesErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends VerificationCodesErrors {}
}
