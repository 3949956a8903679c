import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { INTERNAL_PROJECT_ID } from '../../http/pipeline.ts';
import type { ProjectConfig } from './project-config.ts';
import type { ProjectRecord } from './projects.records.ts';
import * as store from './projects.store.ts';
import { createProject, type NewProject } from './projects.service.ts';
import { lockDefinitions } from './permission-definitions.store.ts';
import { checkDefaultPermissions } from './permission-definitions.service.ts';
import { isTeamMember, teamIdsOfUser } from '../teams/teams.store.ts';
import { teamAccess } from '../teams/permissions.store.ts';
import { checkStandardCredentials, keepStoredClientSecrets } from './oauth-provider-secrets.ts';
import { mayBeSaved } from '../../http/outbound-policy.ts';
import { applyChange } from '../config/config.service.ts';
import { legacyChange } from './legacy-config-writes.ts';
import { DEFAULT_THEME_ID } from '../email-templates/email-defaults.ts';
import { checkThemeExists } from '../email-templates/email-templates.service.ts';

/**
 * Projects as the dashboard manages them: created by and listed for internal users, edited and
 * deleted with admin access (the pipeline has already checked ownership or the admin key).
 */

/** Creates a project owned by a team of the internal project that `userId` belongs to. */
export async function createOwnedProject(deps: Deps, userId: string, input: NewProject & { ownerTeamId: string }): Promise<ProjectRecord> {
  // Someone else's team and a team that does not exist answer alike: no probing of team ids.
  if (!(await isTeamMember(deps.em, INTERNAL_PROJECT_ID, input.ownerTeamId, userId))) {
    throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: input.ownerTeamId, user_id: userId });
  }
  if (input.config?.oauth_providers) checkStandardCredentials(input.config.oauth_providers);
  await checkEmailServerHost(deps, input.config);
  // A new project has only the built-in theme.
  const theme = input.config?.email_theme;
  if (theme !== undefined && theme !== DEFAULT_THEME_ID) throw knownError('EMAIL_THEME_DOES_NOT_EXIST', { theme_id: theme });
  return createProject(deps, input);
}

/**
 * A project's own SMTP host goes through the outbound policy when saved (a clear refusal for an
 * address that is private now) as well as at every send (where the answer is the generic one).
 */
async function checkEmailServerHost(deps: Deps, config: Partial<ProjectConfig> | undefined): Promise<void> {
  const ec = config?.email_config;
  if (ec?.type === 'standard' && !(await mayBeSaved(ec.host, deps.config.outboundAllowPrivate))) {
    throw knownError('OUTBOUND_ADDRESS_NOT_ALLOWED', { host: ec.host });
  }
}

/** The projects owned by any team the internal user is a member of, newest first. */
export async function listOwnedProjects(deps: Deps, userId: string): Promise<ProjectRecord[]> {
  const teamIds = await teamIdsOfUser(deps.em, INTERNAL_PROJECT_ID, userId);
  return store.listProjectsOwnedByTeams(deps.em, teamIds);
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
  const { description, config: given, ...rest } = patch;
  let config = Object.fromEntries(Object.entries(given ?? {}).filter(([, v]) => v !== undefined)) as Partial<ProjectConfig>;
  await checkEmailServerHost(deps, config);
  if (config.email_theme !== undefined) await checkThemeExists(deps.em, projectId, config.email_theme);
  if (config.oauth_providers) {
    // Client secrets are write-only: a provider sent without one keeps the stored one.
    const stored = await store.findProject(deps.em, projectId);
    if (stored) config = { ...config, oauth_providers: keepStoredClientSecrets(config.oauth_providers, stored.config.oauth_providers) };
    if (config.oauth_providers) checkStandardCredentials(config.oauth_providers);
  }
  const changes = { ...rest, ...(description !== undefined ? { description: description ?? '' } : {}) };
  const checksPermissions = !!(config.team_creator_default_permissions || config.team_member_default_permissions || config.user_default_permissions);
  await deps.em.transactional(async (tx) => {
    // Default permissions name definitions: checked with the definitions locked, so none is
    // deleted between the check and the write.
    if (checksPermissions && !(await lockDefinitions(tx, projectId))) throw knownError('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });
    await store.updateProject(tx, projectId, changes);
    // The legacy config is the project-level override's mapped keys (wire §9.20), one truth for both views.
    if (Object.keys(config).length) {
      await applyChange(deps.config, tx, projectId, 'project', legacyChange(config, checksPermissions ? () => checkDefaultPermissions(tx, projectId, config) : undefined));
    }
  });
  // Other processes hear of the change from the database; this one must not wait for that.
  deps.projectCache.invalidate(projectId);
  const project = await store.findProject(deps.em, projectId);
  // The pipeline found the project moments ago; only a concurrent delete gets here.
  if (!project) throw knownError('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });
  return project;
}

/**
 * The team permission a dashboard user needs in a project's owner team to give the project away
 * (SPEC §7 transferProject; the internal project's seeded admin role). Plain membership lets a
 * user administer the project, but moving it takes it from every other member of the team, so it
 * needs the team's admin role, as deleting the team would.
 */
export const TRANSFER_PERMISSION = 'team_admin';

/**
 * Moves a project to another team of the internal project. Decided with the project row locked,
 * so two transfers (or a transfer and an ownership check) cannot interleave on a stale owner.
 */
export async function transferProject(deps: Deps, userId: string, input: { projectId: string; newTeamId: string }): Promise<void> {
  await deps.em.transactional(async (tx) => {
    const ownerTeamId = await store.lockOwnerTeam(tx, input.projectId);
    // A missing project, one without an owner and one owned by a team the caller is not in answer
    // alike: project ids are not probed through this route.
    const current = ownerTeamId ? await teamAccess(tx, INTERNAL_PROJECT_ID, ownerTeamId, userId, [TRANSFER_PERMISSION]) : null;
    if (!ownerTeamId || !current?.member) throw knownError('PROJECT_NOT_FOUND', { project_id: input.projectId });
    if (current.missing) throw knownError('TEAM_PERMISSION_REQUIRED', { team_id: ownerTeamId, user_id: userId, permission_id: TRANSFER_PERMISSION });
    // Someone else's team and a team that does not exist answer alike, as on create.
    if (!(await isTeamMember(tx, INTERNAL_PROJECT_ID, input.newTeamId, userId))) {
      throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: input.newTeamId, user_id: userId });
    }
    if (ownerTeamId !== input.newTeamId) await store.setOwnerTeam(tx, input.projectId, input.newTeamId);
  });
  // Dashboard access reads the owner from the project cache: the old team must lose it now, in
  // this process (other processes hear of it through the project-changed notification).
  deps.projectCache.invalidate(input.projectId);
}

/** Deletes a project; the schema cascades to its users, teams, sessions, key sets and signing keys. */
export async function deleteProject(deps: Deps, projectId: string): Promise<void> {
  if (projectId === INTERNAL_PROJECT_ID) throw knownError('CANNOT_DELETE_INTERNAL_PROJECT');
  await store.deleteProject(deps.em, projectId);
  deps.projectCache.invalidate(projectId);
  // Cached keys would otherwise keep verifying the deleted project's tokens in this process.
  deps.signingKeys.forget(projectId);
}
