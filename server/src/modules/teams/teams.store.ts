import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team, TeamMember, TeamMemberPermission } from './teams.entity.ts';

/**
 * The only code that reads and writes team, team_member and team_member_permission. Every
 * operation takes the EntityManager to run on: pass a transaction's to join it.
 */

/** The name of a personal team whose user has neither a name nor an e-mail (anonymous sign-up). */
export const UNNAMED_PERSONAL_TEAM = 'Personal Team';

/** The fields of a user's selected team that the user views show (wire-contract §7.3). */
export interface SelectedTeamRecord {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  createdAt: Date;
}

/** Loads the given teams of one project in a single query (a page of users shares one round trip). */
export async function loadTeams(em: EntityManager, projectId: string, ids: (string | null)[]): Promise<Map<string, SelectedTeamRecord>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const teams = new Map<string, SelectedTeamRecord>();
  if (!wanted.length) return teams;
  for (const t of await em.find(Team, { projectId, id: { $in: wanted } })) {
    teams.set(t.id, {
      id: t.id,
      displayName: t.displayName,
      profileImageUrl: t.profileImageUrl ?? null,
      clientMetadata: t.clientMetadata ?? null,
      clientReadOnlyMetadata: t.clientReadOnlyMetadata ?? null,
      serverMetadata: t.serverMetadata ?? null,
      createdAt: t.createdAt,
    });
  }
  return teams;
}

export async function loadTeam(em: EntityManager, projectId: string, id: string | null): Promise<SelectedTeamRecord | null> {
  if (id === null) return null;
  return (await loadTeams(em, projectId, [id])).get(id) ?? null;
}

/** Whether the user is a member of the team (both of this project). */
export async function isTeamMember(em: EntityManager, projectId: string, teamId: string, userId: string): Promise<boolean> {
  return (await em.count(TeamMember, { projectId, teamId, userId })) > 0;
}

/** The ids of the teams of this project the user is a member of. */
export async function teamIdsOfUser(em: EntityManager, projectId: string, userId: string): Promise<string[]> {
  const memberships = await em.find(TeamMember, { projectId, userId }, { fields: ['teamId'] });
  return memberships.map((m) => m.teamId);
}

/**
 * A team with the user as its only member, holding the given permissions (the project's
 * team-creator permissions). Returns the team id; selecting the team is the users module's write.
 * One flush per table: the rows reference each other and the flush order of unrelated entities
 * is not defined.
 */
export async function createPersonalTeam(tx: EntityManager, projectId: string, userId: string, name: string, creatorPermissionIds: string[]): Promise<string> {
  const teamId = randomUUID();
  tx.create(Team, { id: teamId, projectId, displayName: name });
  await tx.flush();
  tx.create(TeamMember, { projectId, teamId, userId });
  await tx.flush();
  for (const permissionId of new Set(creatorPermissionIds)) tx.create(TeamMemberPermission, { teamId, userId, permissionId });
  await tx.flush();
  return teamId;
}

/**
 * Gives the user's personal teams that still carry the placeholder name of anonymous sign-up
 * their real name (wire-contract §7.3), when an anonymous user becomes a regular one.
 */
export async function renamePersonalTeam(tx: EntityManager, projectId: string, userId: string, newName: string): Promise<void> {
  const teamIds = await teamIdsOfUser(tx, projectId, userId);
  if (!teamIds.length) return;
  await tx.nativeUpdate(Team, { projectId, id: { $in: teamIds }, displayName: UNNAMED_PERSONAL_TEAM }, { displayName: newName });
}
