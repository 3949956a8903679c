import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the password module owns (wire contract: codes are never renamed). */
export const passwordErrors = defineErrors({
  EMAIL_PASSWORD_MISMATCH: def({ status: 400, message: 'Wrong e-mail or password.' }),
  USER_DOES_NOT_HAVE_PASSWORD: def({ status: 400, message: 'This user has no password. Set one first.' }),
  PASSWORD_ALREADY_SET: def({ status: 400, message: 'This user already has a password. Use the password update endpoint to change it.' }),
  PASSWORD_CONFIRMATION_MISMATCH: def({ status: 400, message: 'Passwords do not match.' }),
});

type PasswordErrors = typeof passwordErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends PasswordErrors {}
}
