import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LIMITS } from '../../http/limits.ts';
import { OAUTH_PROVIDER_IDS } from '../projects/project-config.ts';


import { recordKey } from '../config/record-key.ts';
import { secretSetting } from '../config/config-secrets.ts';

const Provider = z
  .object({
    type: z.enum(OAUTH_PROVIDER_IDS).describe('The provider.'),
    isShared: z.boolean().default(true).describe("true: Gatehouse's development provider (shared keys, refused in production mode); false: your own client id and secret."),
    clientId: z.string().min(1).max(LIMITS.token).optional().describe('Your OAuth client id (needed when isShared is false).'),
    clientSecret: secretSetting(z.string().min(1).max(LIMITS.token))
      .optional()
      .describe('Write-only: sealed at rest, never in answers. A document written without it keeps the stored secret of that provider.'),
    facebookConfigId: z.string().max(LIMITS.shortText).optional().describe('Facebook Login for Business configuration id.'),
    microsoftTenantId: z.string().max(LIMITS.shortText).optional().describe('Microsoft tenant id.'),
    appleBundles: z
      .record(recordKey, z.object({ bundleId: z.string().trim().min(1).max(255).describe('A native app bundle id, e.g. com.example.app.') }).strict())
      .optional()
      .describe('Apple only: the bundle ids of your native apps; a native Sign in with Apple id_token must be issued for one of them.'),
    allowSignIn: z.boolean().default(false).describe('Users may sign in with this provider.'),
    allowConnectedAccounts: z.boolean().default(false).describe('Users may connect this provider for its API access.'),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (!p.isShared && (!p.clientId || !p.clientSecret)) ctx.addIssue({ code: 'custom', message: 'a provider with isShared false needs clientId and clientSecret' });
  });

export const oauthSettings = defineSettings({
  key: 'auth.oauth',
  schema: z.object({
    accountMergeStrategy: z
      .enum(['link_method', 'raise_error', 'allow_duplicates'])
      .describe('What an OAuth sign-in whose e-mail belongs to an existing user does: link_method (the default) adds the provider to that user, raise_error refuses, allow_duplicates makes a new user. Legacy: oauth_account_merge_strategy.'),
    providers: z.record(recordKey, Provider).describe('OAuth providers by provider config id. Default {}: none. Legacy: oauth_providers.'),
  }),
  defaults: { accountMergeStrategy: 'link_method', providers: {} },
  clientVisible: ['providers.*.type', 'providers.*.allowSignIn'],
  secrets: ['providers.*.clientSecret'],
});
