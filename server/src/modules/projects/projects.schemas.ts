import { z } from '../../http/zod.ts';
import { EXAMPLE_ID } from '../../http/examples.ts';
import { TrustedDomain } from './project-config.ts';
import { LOCALES } from '../i18n/locales.ts';

/** What any caller (client, server, admin) may learn about the current project: enough to render sign-in. */
export const ClientProject = z
  .object({
    id: z.string().openapi({ example: EXAMPLE_ID }),
    display_name: z.string().openapi({ example: 'My app' }),
    config: z.object({
      sign_up_enabled: z.boolean(),
      credential_enabled: z.boolean(),
      magic_link_enabled: z.boolean(),
      passkey_enabled: z.boolean(),
      anonymous_accounts_enabled: z.boolean(),
      client_team_creation_enabled: z.boolean(),
      client_user_deletion_enabled: z.boolean(),
      create_team_on_sign_up: z.boolean(),
      allow_user_api_keys: z.boolean(),
      allow_team_api_keys: z.boolean(),
      enabled_oauth_providers: z.array(z.object({ id: z.string() })),
      domains: z.array(TrustedDomain),
      default_locale: z.enum(LOCALES).openapi({ description: "The project's default language (config key i18n.defaultLocale): hosted pages and e-mails use it when the reader's Accept-Language names no language Gatehouse has.", example: 'en' }),
    }),
  })
  .openapi('ClientProject');
