import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the otp module owns (wire contract: codes are never renamed). */
export const otpErrors = defineErrors({
  OTP_SIGN_IN_NOT_ENABLED: def({ status: 403, message: 'Sign-in with a one-time code (magic link) is not enabled for this project.' }),
});

type OtpErrors = typeof otpErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends OtpErrors {}
}
