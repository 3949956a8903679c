import { normaliseConfig, type ProjectConfig } from './project-config.ts';

export interface ProjectRecord {
  id: string;
  displayName: string;
  description: string;
  logoUrl: string | null;
  logoFullUrl: string | null;
  isProductionMode: boolean;
  ownerTeamId: string | null;
  config: ProjectConfig;
  createdAt: Date;
}

/** The project cache's hot-path read (project-cache.ts) selects these columns and maps them with projectFromRow. */
export const PROJECT_COLUMNS = `p.id, p.display_name, p.description, p.logo_url, p.logo_full_url, p.is_production_mode, p.owner_team_id, p.config, p.created_at`;

export function projectFromRow(r: Record<string, unknown>): ProjectRecord {
  return {
    id: r.id as string,
    displayName: r.display_name as string,
    description: r.description as string,
    logoUrl: (r.logo_url as string | null) ?? null,
    logoFullUrl: (r.logo_full_url as string | null) ?? null,
    isProductionMode: r.is_production_mode as boolean,
    ownerTeamId: (r.owner_team_id as string | null) ?? null,
    config: normaliseConfig(r.config as Partial<ProjectConfig>),
    createdAt: new Date(r.created_at as string),
  };
}

// The authenticated request's project is this module's record (see http/context.ts).
declare module '../../http/context.ts' {
  interface AuthProject extends ProjectRecord {}
}
