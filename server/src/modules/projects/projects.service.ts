import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { randomCode } from '../../crypto/random.ts';
import { defaultProjectConfig, type ProjectConfig } from './project-config.ts';
import { findProject, type ProjectRecord } from './projects.records.ts';

export interface NewProject {
  displayName: string;
  description?: string | null;
  ownerTeamId: string | null;
  isProductionMode?: boolean;
  logoUrl?: string | null;
  logoFullUrl?: string | null;
  config?: Partial<ProjectConfig>;
}

export async function createProject(deps: Deps, input: NewProject): Promise<ProjectRecord> {
  const id = randomUUID();
  const config: ProjectConfig = { ...defaultProjectConfig(), ...input.config };
  await deps.em.getConnection().execute(
    `insert into project (id, display_name, description, owner_team_id, is_production_mode, logo_url, logo_full_url, config, refresh_token_secret)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, input.displayName, input.description ?? '', input.ownerTeamId, input.isProductionMode ?? false, input.logoUrl ?? null, input.logoFullUrl ?? null, JSON.stringify(config), randomCode(45)],
  );
  const project = await findProject(deps.em, id);
  if (!project) throw new Error('project vanished right after creation');
  return project;
}
