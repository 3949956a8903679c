import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { randomCode } from '../../crypto/random.ts';
import type { ProjectConfig } from './project-config.ts';
import { writeInitialOverride } from '../config/config.service.ts';
import { initialOverride } from './legacy-config-writes.ts';
import type { ProjectRecord } from './projects.records.ts';
import { findProject, insertProject } from './projects.store.ts';
import { seedDefinitions } from './permission-definitions.store.ts';
import { checkDefaultPermissions, defaultPermissionLists } from './permission-definitions.service.ts';

export interface NewProject {
  displayName: string;
  description?: string | null;
  ownerTeamId: string | null;
  isProductionMode?: boolean;
  logoUrl?: string | null;
  logoFullUrl?: string | null;
  config?: Partial<ProjectConfig>;
}

/**
 * A new project with the permission definitions every project starts with (the system team
 * permissions, team_admin and team_member), in one transaction; its default-permission settings
 * must name definitions it has.
 */
export async function createProject(deps: Deps, input: NewProject): Promise<ProjectRecord> {
  // A key given as undefined keeps its default, as it would after the stored document's JSON round trip.
  const given = Object.fromEntries(Object.entries(input.config ?? {}).filter(([, v]) => v !== undefined));
  return deps.em.transactional(async (tx) => {
    const id = randomUUID();
    await insertProject(tx, {
      id,
      displayName: input.displayName,
      description: input.description ?? '',
      ownerTeamId: input.ownerTeamId,
      isProductionMode: input.isProductionMode ?? false,
      logoUrl: input.logoUrl ?? null,
      logoFullUrl: input.logoFullUrl ?? null,
      refreshTokenSecret: randomCode(45),
    });
    // The config is stored as the project-level override (new-project settings, then the given keys).
    await writeInitialOverride(deps.config, tx, id, initialOverride(given));
    const project = (await findProject(tx, id))!;
    await seedDefinitions(tx, project.id);
    await checkDefaultPermissions(tx, project.id, defaultPermissionLists(project));
    return project;
  });
}
