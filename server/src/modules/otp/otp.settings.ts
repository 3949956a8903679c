import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const otpSettings = defineSettings({
  key: 'auth.otp',
  schema: z.object({
    allowSignIn: z.boolean().describe('Sign-in with an e-mailed one-time code or magic link. Default false. Legacy: magic_link_enabled.'),
  }),
  defaults: { allowSignIn: false },
  clientVisible: ['allowSignIn'],
});
