import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const passkeySettings = defineSettings({
  key: 'auth.passkey',
  schema: z.object({
    allowSignIn: z.boolean().describe('Sign-in with a passkey (WebAuthn). Default false. Legacy: passkey_enabled.'),
  }),
  defaults: { allowSignIn: false },
  clientVisible: ['allowSignIn'],
});
