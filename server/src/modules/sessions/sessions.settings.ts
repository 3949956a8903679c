import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const sessionSettings = defineSettings({
  key: 'sessions',
  schema: z.object({
    refreshTokenRotation: z
      .boolean()
      .describe('Refresh tokens rotate on use with reuse detection (Gatehouse addition); false keeps one refresh token per session for older clients. Default true. Legacy: refresh_token_rotation_enabled.'),
  }),
  defaults: { refreshTokenRotation: true },
});

/**
 * Whether an unverified primary e-mail restricts a user. Declared here, not in users, because
 * minting an access token (this module) decides its restriction, and users imports sessions.
 */
export const onboardingSettings = defineSettings({
  key: 'onboarding',
  schema: z.object({
    requireEmailVerification: z
      .boolean()
      .describe('Signed-in users whose primary e-mail is not verified are restricted (restricted_reason email_not_verified) until they verify it. Default false. Legacy: require_email_verification.'),
  }),
  defaults: { requireEmailVerification: false },
});
