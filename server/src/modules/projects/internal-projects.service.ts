import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { INTERNAL_PROJECT_ID } from '../../http/pipeline.ts';
import type { ProjectConfig } from './project-config.ts';
import { PROJECT_COLUMNS, findProject, projectFromRow, type ProjectRecord } from './projects.records.ts';
import { createProject, type NewProject } from './projects.service.ts';

/**
 * Projects as the dashboard manages them: created by and listed for internal users, edited and
 * deleted with admin access (the pipeline has already checked ownership or the admin key).
 */

/** Creates a project owned by a team of the internal project that `userId` belongs to. */
export async function createOwnedProject(deps: Deps, userId: string, input: NewProject & { ownerTeamId: string }): Promise<ProjectRecord> {
  const rows = await deps.em
    .getConnection()
    .execute(`select 1 from team_member where project_id = ? and team_id = ? and user_id = ?`, [INTERNAL_PROJECT_ID, input.ownerTeamId, userId]);
  // Someone else's team and a team that does not exist answer alike: no probing of team ids.
  if (!rows.length) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: input.ownerTeamId, user_id: userId });
  return createProject(deps, input);
}

/** The projects owned by any team the internal user is a member of, newest first. */
export async function listOwnedProjects(deps: Deps, userId: string): Promise<ProjectRecord[]> {
  const rows = await deps.em.getConnection().execute(
    `select ${PROJECT_COLUMNS} from project p join team_member tm on tm.team_id = p.owner_team_id
     where tm.project_id = ? and tm.user_id = ? order by p.created_at desc, p.id`,
    [INTERNAL_PROJECT_ID, userId],
  );
  return rows.map(projectFromRow);
}

export interface ProjectPatch {
  displayName?: string;
  description?: string | null;
  isProductionMode?: boolean;
  logoUrl?: string | null;
  logoFullUrl?: string | null;
  config?: Partial<ProjectConfig>;
}

export async function updateProject(deps: Deps, projectId: string, patch: ProjectPatch): Promise<ProjectRecord> {
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    params.push(value);
  };
  if (patch.displayName !== undefined) set('display_name', patch.displayName);
  if (patch.description !== undefined) set('description', patch.description ?? '');
  if (patch.isProductionMode !== undefined) set('is_production_mode', patch.isProductionMode);
  if (patch.logoUrl !== undefined) set('logo_url', patch.logoUrl);
  if (patch.logoFullUrl !== undefined) set('logo_full_url', patch.logoFullUrl);
  if (patch.config && Object.keys(patch.config).length) {
    // Merged inside PostgreSQL (top-level keys, lists replaced whole), so two admins changing
    // different settings at once cannot overwrite each other's change.
    sets.push('config = config || cast(? as jsonb)');
    params.push(JSON.stringify(patch.config));
  }
  if (sets.length) await deps.em.getConnection().execute(`update project set ${sets.join(', ')} where id = ?`, [...params, projectId]);
  // Other processes hear of the change from the database; this one must not wait for that.
  deps.projectCache.invalidate(projectId);
  const project = await findProject(deps.em, projectId);
  // The pipeline found the project moments ago; only a concurrent delete gets here.
  if (!project) throw knownError('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });
  return project;
}

/** Deletes a project; the schema cascades to its users, teams, sessions, key sets and signing keys. */
export async function deleteProject(deps: Deps, projectId: string): Promise<void> {
  if (projectId === INTERNAL_PROJECT_ID) throw knownError('CANNOT_DELETE_INTERNAL_PROJECT');
  await deps.em.getConnection().execute(`delete from project where id = ?`, [projectId]);
  deps.projectCache.invalidate(projectId);
  // Cached keys would otherwise keep verifying the deleted project's tokens in this process.
  deps.signingKeys.forget(projectId);
}
