import { z } from '../../http/zod.ts';
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
  // A change that could keep an account for whoever holds a stolen token (http/recent-sign-in.ts).
  RECENT_SIGN_IN_REQUIRED: def({
    status: 403,
    details: z.object({
      max_age_seconds: z.number().int().openapi({ description: 'How recent the sign-in must be (GATEHOUSE_RECENT_SIGN_IN_SECONDS).', example: 600 }),
      accepted_proofs: z.array(z.enum(['password', 'totp_code'])).openapi({
        description:
          'What the user can send to POST /auth/sessions/current/reauthenticate instead of signing in again: `password` when the user has one, `totp_code` when TOTP is on. Empty: the user must sign in again.',
        example: ['password'],
      }),
    }),
    message: (d) =>
      `For your security, this change needs a recent sign-in (within the last ${Math.round(d.max_age_seconds / 60)} minutes). ` +
      (d.accepted_proofs.length
        ? `Confirm it is you with your ${d.accepted_proofs.map((p) => (p === 'password' ? 'current password' : 'authenticator (TOTP) code')).join(' or ')}, or sign in again, then retry.`
        : 'Sign in again, then retry.'),
  }),
});

type SessionsErrors = typeof sessionsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends SessionsErrors {}
}
