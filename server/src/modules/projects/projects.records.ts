import type { ProjectConfig } from './project-config.ts';
import { noOverrides, settingsOf, type ConfigOverrides } from '../config/config.settings.ts';
import { legacyConfigOf } from './legacy-config.ts';

export interface ProjectRecord {
  id: string;
  displayName: string;
  description: string;
  logoUrl: string | null;
  logoFullUrl: string | null;
  isProductionMode: boolean;
  ownerTeamId: string | null;
  /**
   * The legacy (wire §9.20) view of the rendered config, computed from it when the record is read
   * (never stored). New code reads its module's slice instead: sliceOf(project, <slice>).
   */
  config: ProjectConfig;
  /** The stored config overrides per level (config module); read settings with settingsOf(project). */
  configOverrides: ConfigOverrides;
  createdAt: Date;
}

/** The project cache's hot-path read (project-cache.ts) selects these columns and maps them with projectFromRow. */
export const PROJECT_COLUMNS = `p.id, p.display_name, p.description, p.logo_url, p.logo_full_url, p.is_production_mode, p.owner_team_id, p.created_at,
  coalesce((select json_object_agg(o.level, o.document) from config_override o where o.project_id = p.id), '{}'::json) as config_overrides`;

export function projectFromRow(r: Record<string, unknown>): ProjectRecord {
  const record = {
    id: r.id as string,
    displayName: r.display_name as string,
    description: r.description as string,
    logoUrl: (r.logo_url as string | null) ?? null,
    logoFullUrl: (r.logo_full_url as string | null) ?? null,
    isProductionMode: r.is_production_mode as boolean,
    ownerTeamId: (r.owner_team_id as string | null) ?? null,
    configOverrides: { ...noOverrides(), ...(r.config_overrides as Partial<ConfigOverrides> | null) },
    createdAt: new Date(r.created_at as string),
  } as ProjectRecord;
  record.config = legacyConfigOf(settingsOf(record));
  return record;
}

// The authenticated request's project is this module's record (see http/context.ts).
declare module '../../http/context.ts' {
  interface AuthProject extends ProjectRecord {}
}
