import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the sessions module owns (wire contract: codes are never renamed). */
export const sessionsErrors = defineErrors({
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: def({
    status: 401,
    message: 'The refresh token is unknown, expired or revoked. Sign in again.',
  }),
  SESSION_NOT_FOUND: def({ status: 404, message: 'The session does not exist.' }),
  CANNOT_DELETE_CURRENT_SESSION: def({
    status: 400,
    message: 'This is the session of the current access token; use DELETE /auth/sessions/current to sign out.',
  }),
});

type SessionsErrors = typeof sessionsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends SessionsErrors {}
}
