import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const apiKeySettings = defineSettings({
  key: 'apiKeys',
  schema: z.object({
    enabled: z
      .object({
        user: z.boolean().describe('Users may hold user API keys. Legacy: allow_user_api_keys.'),
        team: z.boolean().describe('Teams may hold team API keys. Legacy: allow_team_api_keys.'),
      })
      .strict(),
  }),
  defaults: { enabled: { user: false, team: false } },
  clientVisible: ['enabled.user', 'enabled.team'],
});
