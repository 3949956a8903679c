import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

const seconds = (what: string) => z.number().int().min(1).max(30 * 24 * 3600).describe(`Seconds a ${what} code stays valid.`);

/** Lifetimes of e-mailed one-time codes (Gatehouse addition; legacy verification_code_lifetimes). */
export const verificationCodeSettings = defineSettings({
  key: 'verificationCodes',
  schema: z.object({
    lifetimes: z
      .object({
        signInSeconds: seconds('magic-link / sign-in'),
        passwordResetSeconds: seconds('password reset'),
        emailVerificationSeconds: seconds('e-mail verification'),
        teamInvitationSeconds: seconds('team invitation'),
      })
      .strict(),
  }),
  defaults: { lifetimes: { signInSeconds: 600, passwordResetSeconds: 3600, emailVerificationSeconds: 86400, teamInvitationSeconds: 604800 } },
});
