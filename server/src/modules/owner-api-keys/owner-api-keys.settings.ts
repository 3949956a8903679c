import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const apiKeySettings = defineSettings({
  key: 'apiKeys',
  schema: z.object({
    enabled: z
      .object({
        user: z.boolean().describe('Users may create user API keys (sk_…) for your app\'s API; off, creating one is USER_API_KEYS_NOT_ENABLED. Default false. Legacy: allow_user_api_keys.'),
        team: z.boolean().describe('Teams may create team API keys for your app\'s API; off, creating one is TEAM_API_KEYS_NOT_ENABLED. Default false. Legacy: allow_team_api_keys.'),
      })
      .strict()
      .describe('Which owners may create API keys of their own.'),
  }),
  defaults: { enabled: { user: false, team: false } },
  clientVisible: ['enabled.user', 'enabled.team'],
});
