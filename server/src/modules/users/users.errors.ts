import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the users module owns (wire contract: codes are never renamed). */
export const usersErrors = defineErrors({
  SIGN_UP_NOT_ENABLED: def({ status: 400, message: 'Creation of new accounts is not enabled for this project' }),
  PASSWORD_AUTHENTICATION_NOT_ENABLED: def({ status: 400, message: 'Password authentication is not enabled for this project.' }),
  PASSWORD_TOO_SHORT: def({
    status: 400,
    details: z.object({ min_length: z.number().int() }),
    message: (d) => `The password must be at least ${d.min_length} characters long.`,
  }),
  PASSWORD_TOO_LONG: def({
    status: 400,
    // camelCase on purpose: the wire contract this API is compatible with spells it so.
    details: z.object({ maxLength: z.number().int() }),
    message: (d) => `The password must be at most ${d.maxLength} characters long.`,
  }),
  INVALID_PASSWORD_HASH: def({
    status: 400,
    message: 'password_hash must be a bcrypt ($2a$, $2b$, $2y$) or argon2id ($argon2id$) hash in modular crypt format.',
  }),
  USER_EMAIL_ALREADY_EXISTS: def({
    status: 409,
    details: z.object({ email: z.string(), would_work_if_email_was_verified: z.boolean() }),
    message: (d) => `A user with the e-mail '${d.email}' already exists.`,
  }),
  USER_NOT_FOUND: def({ status: 404, message: 'The user does not exist.' }),
  USER_ID_DOES_NOT_EXIST: def({
    status: 400,
    details: z.object({ user_id: z.string() }),
    message: (d) => `The user with the ID '${d.user_id}' does not exist.`,
  }),
  // Issue 22: a user cannot lock themselves out (users/sign-in-methods.ts holds the rule).
  LAST_SIGN_IN_METHOD: def({
    status: 400,
    message: 'This is the only way left to sign in to your account, so it cannot be removed. Add another way first (a password, a passkey or another connected account), then try again.',
  }),
  CLIENT_USER_DELETION_NOT_ENABLED: def({ status: 400, message: 'Users of this project cannot delete their own accounts.' }),
});

type UsersErrors = typeof usersErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends UsersErrors {}
}
