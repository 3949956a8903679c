import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

/** Whether new users may sign up at all (any method); server and admin access may still create users. */
export const signUpSettings = defineSettings({
  key: 'auth',
  schema: z.object({
    allowSignUp: z.boolean().describe('New users may sign up (any method). Server and admin access may still create users. Default true. Legacy: sign_up_enabled.'),
  }),
  defaults: { allowSignUp: true },
  clientVisible: ['allowSignUp'],
});

export const userSettings = defineSettings({
  key: 'users',
  schema: z.object({
    allowClientUserDeletion: z.boolean().describe('A signed-in user may delete their own account with client access. Default false. Legacy: client_user_deletion_enabled.'),
  }),
  defaults: { allowClientUserDeletion: false },
  clientVisible: ['allowClientUserDeletion'],
});
