import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const anonymousSettings = defineSettings({
  key: 'auth.anonymous',
  schema: z.object({
    allowSignIn: z.boolean().describe('Anonymous accounts (POST /auth/anonymous/sign-up; Gatehouse addition). Default false. Legacy: anonymous_accounts_enabled.'),
  }),
  defaults: { allowSignIn: false },
  clientVisible: ['allowSignIn'],
});
