import { z } from '../../http/zod.ts';
import { EXAMPLE_ID } from '../../http/examples.ts';
import { ProjectConfigSchema, TrustedDomain } from './project-config.ts';

/** What any caller (client, server, admin) may learn about the current project: enough to render sign-in. */
export const ClientProject = z
  .object({
    id: z.string().openapi({ description: 'The project id (x-stack-project-id).', example: EXAMPLE_ID }),
    display_name: z.string().openapi({ description: 'The name your users see on hosted pages and in e-mails.', example: 'My app' }),
    // The same fields (and descriptions) as the admin view's config: one definition, no drift.
    config: ProjectConfigSchema.pick({
      sign_up_enabled: true,
      credential_enabled: true,
      magic_link_enabled: true,
      passkey_enabled: true,
      anonymous_accounts_enabled: true,
      client_team_creation_enabled: true,
      client_user_deletion_enabled: true,
      create_team_on_sign_up: true,
      allow_user_api_keys: true,
      allow_team_api_keys: true,
      default_locale: true,
    })
      .extend({
        enabled_oauth_providers: z
          .array(z.object({ id: z.string().openapi({ description: 'The provider id, e.g. github: offer a "Sign in with …" button for it.' }) }))
          .openapi({ description: 'The OAuth providers users can sign in with now (configured and allowed for sign-in).' }),
        domains: z.array(TrustedDomain).openapi({ description: 'The trusted domains: where sign-in may redirect back to and e-mailed links may point.' }),
      })
      .strip()
      .openapi({ description: 'The public settings a sign-in page needs: which methods are on, and the trusted domains.' }),
  })
  .openapi('ClientProject');
