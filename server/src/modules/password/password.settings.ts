import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const passwordSettings = defineSettings({
  key: 'auth.password',
  schema: z.object({
    allowSignIn: z.boolean().describe('Sign-in and sign-up with e-mail and password. Default false. Legacy: credential_enabled.'),
  }),
  defaults: { allowSignIn: false },
  clientVisible: ['allowSignIn'],
});
