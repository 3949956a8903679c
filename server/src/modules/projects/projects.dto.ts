import type { z } from '../../http/zod.ts';
import type { ProjectRecord } from './projects.records.ts';
import type { ClientProject } from './projects.schemas.ts';

export function toClientProject(p: ProjectRecord): z.infer<typeof ClientProject> {
  const c = p.config;
  return {
    id: p.id,
    display_name: p.displayName,
    config: {
      sign_up_enabled: c.sign_up_enabled,
      credential_enabled: c.credential_enabled,
      magic_link_enabled: c.magic_link_enabled,
      passkey_enabled: c.passkey_enabled,
      anonymous_accounts_enabled: c.anonymous_accounts_enabled,
      client_team_creation_enabled: c.client_team_creation_enabled,
      client_user_deletion_enabled: c.client_user_deletion_enabled,
      create_team_on_sign_up: c.create_team_on_sign_up,
      allow_user_api_keys: c.allow_user_api_keys,
      allow_team_api_keys: c.allow_team_api_keys,
      enabled_oauth_providers: c.oauth_providers.map((o) => ({ id: o.id })).sort((a, b) => a.id.localeCompare(b.id)),
      domains: [...c.domains].sort((a, b) => a.domain.localeCompare(b.domain)),
    },
  };
}
