import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const teamSettings = defineSettings({
  key: 'teams',
  schema: z.object({
    allowClientTeamCreation: z.boolean().describe('Signed-in users may create teams with client access. Legacy: client_team_creation_enabled.'),
    createPersonalTeamOnSignUp: z.boolean().describe('Every new user gets a personal team. Legacy: create_team_on_sign_up.'),
  }),
  defaults: { allowClientTeamCreation: false, createPersonalTeamOnSignUp: false },
  clientVisible: ['allowClientTeamCreation', 'createPersonalTeamOnSignUp'],
});
