import type { z } from '../../http/zod.ts';
import type { ProjectRecord } from './projects.records.ts';
import type { AdminProject } from './internal-projects.schemas.ts';
import { withoutClientSecrets } from './oauth-provider-secrets.ts';
import { STORED_SECRET_MASK } from '../config/config-secrets.ts';

export function toAdminProject(p: ProjectRecord): z.infer<typeof AdminProject> {
  return {
    id: p.id,
    display_name: p.displayName,
    description: p.description,
    created_at_millis: p.createdAt.getTime(),
    is_production_mode: p.isProductionMode,
    owner_team_id: p.ownerTeamId,
    logo_url: p.logoUrl,
    logo_full_url: p.logoFullUrl,
    config: {
      ...p.config,
      oauth_providers: withoutClientSecrets(p.config.oauth_providers),
      // Write-only too, but the legacy shape requires the field: a mask that writes back as "keep".
      email_config: p.config.email_config.type === 'standard' ? { ...p.config.email_config, password: STORED_SECRET_MASK } : p.config.email_config,
    },
  };
}
