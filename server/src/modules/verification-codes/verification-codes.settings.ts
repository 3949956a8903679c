import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

const seconds = (what: string, byDefault: string) =>
  z.number().int().min(1).max(30 * 24 * 3600).describe(`Seconds a ${what} code (and its link) stays valid; at most 30 days. Default ${byDefault}.`);

/** Lifetimes of e-mailed one-time codes (Gatehouse addition; legacy verification_code_lifetimes). */
export const verificationCodeSettings = defineSettings({
  key: 'verificationCodes',
  schema: z.object({
    lifetimes: z
      .object({
        signInSeconds: seconds('magic-link / sign-in', '600 (10 minutes)'),
        passwordResetSeconds: seconds('password reset', '3600 (1 hour)'),
        emailVerificationSeconds: seconds('e-mail verification', '86400 (1 day)'),
        teamInvitationSeconds: seconds('team invitation', '604800 (7 days)'),
      })
      .strict()
      .describe('How long each kind of e-mailed code is valid; a code used or checked after that is VERIFICATION_CODE_EXPIRED. A change applies to codes sent afterwards.'),
  }),
  defaults: { lifetimes: { signInSeconds: 600, passwordResetSeconds: 3600, emailVerificationSeconds: 86400, teamInvitationSeconds: 604800 } },
});
