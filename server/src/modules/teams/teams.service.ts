import type { AppDeps, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { checkProfileImage } from '../../http/profile-image.ts';
import { LIMITS } from '../../http/limits.ts';
import * as store from './teams.store.ts';
import type { TeamRecord } from './teams.store.ts';
import { grantTeamPermissions } from './permissions.store.ts';
import type { CreateTeamInput, UpdateTeamInput } from './teams.schemas.ts';

/** Teams (wire-contract §9.11): create, read, change, delete. Access was checked by the router. */

/** A user's teams come from the per-process user cache (kept exact by the database's announcements). */
export function listTeams(deps: Pick<Deps, 'hotSql' | 'sessionUsers' | 'since'>, projectId: string, userId: string | undefined): Promise<TeamRecord[]> {
  if (userId === undefined) return store.listTeams(deps.hotSql, projectId);
  return deps.sessionUsers.userRows(projectId, userId, 'teams', () => store.listTeams(deps.hotSql, projectId, userId), deps.since);
}

/** One team of the project; another project's team answers exactly like a missing one. */
export async function getTeam(deps: Deps, projectId: string, teamId: string): Promise<TeamRecord> {
  const team = await store.loadTeam(deps.em, projectId, teamId);
  if (!team) throw knownError('TEAM_NOT_FOUND', { team_id: teamId });
  return team;
}

/**
 * Creates a team and, when there is a creator, makes it the first member with the project's
 * team-creator default permissions, all in one transaction (an unknown creator leaves no team).
 * With client access the creator may belong to at most LIMITS.teamsPerUser teams (issue 19 item
 * 3: each team is listed by GET /teams?user_id=me with up to 192 KB of metadata, so the listing
 * must stay bounded); the creator's row is locked for the count, so a burst cannot pass the cap.
 * Server access is trusted and not capped.
 */
export async function createTeam(
  deps: Deps,
  projectId: string,
  input: CreateTeamInput,
  creator: { userId: string; permissionIds: string[] } | null,
  caller: 'client' | 'server',
): Promise<TeamRecord> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, caller);
  const teamId = await deps.em.transactional(async (tx) => {
    if (creator && caller === 'client') {
      const memberships = await store.lockUserCountMemberships(tx, projectId, creator.userId);
      if (memberships === null) throw knownError('USER_NOT_FOUND');
      if (memberships >= LIMITS.teamsPerUser) throw knownError('TEAM_LIMIT_REACHED', { max: LIMITS.teamsPerUser });
    }
    const id = await store.insertTeam(tx, projectId, {
      displayName: input.display_name,
      profileImageUrl: input.profile_image_url ?? null,
      clientMetadata: input.client_metadata ?? null,
      clientReadOnlyMetadata: input.client_read_only_metadata ?? null,
      serverMetadata: input.server_metadata ?? null,
    });
    if (creator) {
      if (!(await store.insertMembership(tx, projectId, id, creator.userId))) throw knownError('USER_NOT_FOUND');
      await grantTeamPermissions(tx, projectId, id, creator.userId, creator.permissionIds);
    }
    return id;
  });
  return getTeam(deps, projectId, teamId);
}

export async function updateTeam(deps: Deps, projectId: string, teamId: string, input: UpdateTeamInput, caller: 'client' | 'server'): Promise<TeamRecord> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, caller);
  // Undefined fields keep their value; null clears one.
  const exists = await store.updateTeamFields(deps.em, projectId, teamId, {
    displayName: input.display_name,
    profileImageUrl: input.profile_image_url,
    clientMetadata: input.client_metadata,
    clientReadOnlyMetadata: input.client_read_only_metadata,
    serverMetadata: input.server_metadata,
  });
  if (!exists) throw knownError('TEAM_NOT_FOUND', { team_id: teamId });
  return getTeam(deps, projectId, teamId);
}

/**
 * Deletes a team and everything that belongs to it, in one transaction: memberships with their
 * permission grants (cascades), and users' selection of it (set null). THE place where later
 * team-owned things (invitations, team API keys) go with their team: give their table
 * `team_id … references team(id) on delete cascade`, or delete them here, in this transaction.
 */
export async function deleteTeam(deps: Deps, projectId: string, teamId: string): Promise<void> {
  await deps.em.transactional(async (tx) => {
    // Before the row goes: users who had it selected get user.updated (selection null), not a silent SET NULL.
    await deps.teamSelections.clearSelectionsOf(tx, projectId, teamId);
    if (!(await store.deleteTeam(tx, projectId, teamId))) throw knownError('TEAM_NOT_FOUND', { team_id: teamId });
  });
}
