import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { checkProfileImage } from '../../http/profile-image.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import { withForeignKeys } from '../../db/foreign-key-violations.ts';
import type { UserRecord } from '../users/users.records.ts';
import { clearSelectedTeam, findUser, findUsers, withCurrentLastActive } from '../users/users.store.ts';
import { deleteMembership, insertMembership, listMembers, listMembershipsOfUser, loadTeam, loadTeams, lockTeam, updateMemberProfile, type MemberRow, type TeamRecord } from '../teams/teams.store.ts';
import { grantTeamPermissions, membersHoldingAll } from '../teams/permissions.store.ts';
import type { UpdateMemberProfileInput } from './team-members.schemas.ts';

/**
 * Joining and leaving teams, and the members' per-team profiles (wire-contract §9.11). This module
 * sits above users and teams: a membership touches both (a member who leaves loses the team as
 * its selected team), and a profile shows the user.
 */

/**
 * Makes the user a member with the project's team-member default permissions, in one transaction.
 * Unknown user, unknown team and an existing membership each have their error.
 */
export async function addMember(deps: Deps, projectId: string, teamId: string, userId: string, memberPermissionIds: string[]): Promise<void> {
  if (!(await findUser(deps.em, projectId, userId))) throw knownError('USER_NOT_FOUND');
  if (!(await loadTeam(deps.em, projectId, teamId))) throw knownError('TEAM_NOT_FOUND', { team_id: teamId });
  const work = () =>
    deps.em.transactional(async (tx) => {
      // False: the user was deleted since the check above.
      if (!(await insertMembership(tx, projectId, teamId, userId))) throw knownError('USER_NOT_FOUND');
      await grantTeamPermissions(tx, projectId, teamId, userId, memberPermissionIds);
    });
  await withUniqueIndexes(() => withForeignKeys(work, { team_member_team_id_fkey: () => knownError('TEAM_NOT_FOUND', { team_id: teamId }) }), {
    team_member_pkey: () => knownError('TEAM_MEMBERSHIP_ALREADY_EXISTS'),
  });
}

/**
 * What makes a member an admin of a team: holding both of these (directly or through a permission
 * that contains them, e.g. the default team_admin). They are what a team's members need to manage
 * it themselves (edit it, and remove members); the team's other powers follow from grants that only
 * server access makes.
 */
export const TEAM_ADMIN_PERMISSIONS = ['$update_team', '$remove_members'] as const;

/**
 * Ends the membership in one transaction: its permission grants go with it (cascade), and the
 * user no longer has the team selected. THE place where later per-membership things go with it.
 *
 * `keepAnAdmin` (client access): the last admin of a team that has other members may not leave or
 * be removed, or nobody left could manage it. The team's row is locked first, so two admins
 * removing each other at the same moment are decided one after the other: the second finds itself
 * the last admin. Server and admin access may (they manage every team, and can grant permissions).
 */
export async function removeMember(deps: Deps, projectId: string, teamId: string, userId: string, opts: { keepAnAdmin: boolean }): Promise<void> {
  await deps.em.transactional(async (tx) => {
    if (opts.keepAnAdmin && (await lockTeam(tx, projectId, teamId))) {
      const { holders, members } = await membersHoldingAll(tx, projectId, teamId, TEAM_ADMIN_PERMISSIONS);
      if (members > 1 && holders.length === 1 && holders[0] === userId) throw knownError('TEAM_LAST_ADMIN', { team_id: teamId, user_id: userId });
    }
    if (!(await deleteMembership(tx, projectId, teamId, userId))) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
    await clearSelectedTeam(tx, projectId, userId, teamId);
  });
}

/** A member's profile with what its views need: the user, and for the server view the user's selected team. */
export interface MemberProfile {
  member: MemberRow;
  user: UserRecord;
  selectedTeam: TeamRecord | null;
}

/**
 * Member profiles, optionally of one team and/or one user. Three queries whatever the number of
 * members: the memberships, their users, the users' selected teams (server view only).
 */
export async function listProfiles(deps: Deps, projectId: string, filter: { teamId?: string; userId?: string }, withSelectedTeams: boolean): Promise<MemberProfile[]> {
  const members = filter.userId === undefined ? await listMembers(deps.em, projectId, filter) : await membershipsOf(deps, projectId, filter.userId, filter.teamId);
  const users = filter.userId === undefined ? await findUsers(deps.em, projectId, members.map((m) => m.userId)) : await userOf(deps, projectId, filter.userId, withSelectedTeams);
  const teams = withSelectedTeams ? await loadTeams(deps.em, projectId, [...users.values()].map((u) => u.selectedTeamId)) : new Map<string, TeamRecord>();
  // A member whose user is deleted this very moment is left out rather than shown half.
  return members.flatMap((member) => {
    const user = users.get(member.userId);
    return user ? [{ member, user, selectedTeam: user.selectedTeamId ? (teams.get(user.selectedTeamId) ?? null) : null }] : [];
  });
}

/** One user's memberships (of one team, if given) from the per-process user cache (users/session-user-cache.ts), kept exact by the database. */
async function membershipsOf(deps: Deps, projectId: string, userId: string, teamId: string | undefined): Promise<MemberRow[]> {
  const rows = await deps.sessionUsers.userRows(projectId, userId, 'memberships', () => listMembershipsOfUser(deps.hotSql, projectId, userId), deps.since);
  return teamId === undefined ? rows : rows.filter((m) => m.teamId === teamId);
}

/**
 * The user as a one-entry map (or none), from the same cache. The server view (`serverView`) shows
 * last_active_at, which the cache does not keep current: read fresh then.
 */
async function userOf(deps: Deps, projectId: string, userId: string, serverView: boolean): Promise<Map<string, UserRecord>> {
  const [cached] = await deps.sessionUsers.userRows(projectId, userId, 'user', async () => {
    const found = await findUser(deps.em, projectId, userId);
    return found ? [found] : [];
  }, deps.since);
  const user = cached && serverView ? await withCurrentLastActive(deps.hotSql, cached) : cached;
  return new Map(user ? [[user.id, user]] : []);
}

export async function getProfile(deps: Deps, projectId: string, teamId: string, userId: string, withSelectedTeam: boolean): Promise<MemberProfile> {
  const [profile] = await listProfiles(deps, projectId, { teamId, userId }, withSelectedTeam);
  if (!profile) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  return profile;
}

export async function updateProfile(deps: Deps, projectId: string, teamId: string, userId: string, input: UpdateMemberProfileInput, caller: 'client' | 'server'): Promise<MemberProfile> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, caller);
  const exists = await updateMemberProfile(deps.em, projectId, teamId, userId, {
    displayName: input.display_name === '' ? null : input.display_name,
    profileImageUrl: input.profile_image_url,
  });
  if (!exists) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  return getProfile(deps, projectId, teamId, userId, caller === 'server');
}
