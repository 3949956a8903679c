import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { HotSql } from '../../db/hot-sql.ts';
import { rawSql } from '../../db/sql.ts';
import { withJsonDocuments } from '../../db/json-document.ts';
import { Team, TeamMember } from './teams.entity.ts';
import { grantTeamPermissions, projectGrantsOf, teamGrantsOf } from './permissions.store.ts';
import { emitMembership, emitProjectPermission, emitTeamDeleted, emitTeamPermission, emitTeamState } from './team-events.ts';

/**
 * The only code that reads and writes team and team_member (grants: permissions.store.ts). Every
 * operation takes the EntityManager to run on: pass a transaction's to join it.
 */

/** The name of a personal team whose user has neither a name nor an e-mail (anonymous sign-up). */
export const UNNAMED_PERSONAL_TEAM = 'Personal Team';

/** A team as the views show it (wire-contract §7.3). */
export interface TeamRecord {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  createdAt: Date;
}
/** The user views' name for it (a user's selected team). */
export type SelectedTeamRecord = TeamRecord;

type TeamRow = { id: string; displayName: string; profileImageUrl?: string | null; clientMetadata?: unknown; clientReadOnlyMetadata?: unknown; serverMetadata?: unknown; createdAt: Date };

function recordOf(t: TeamRow): TeamRecord {
  return {
    id: t.id,
    displayName: t.displayName,
    profileImageUrl: t.profileImageUrl ?? null,
    clientMetadata: t.clientMetadata ?? null,
    clientReadOnlyMetadata: t.clientReadOnlyMetadata ?? null,
    serverMetadata: t.serverMetadata ?? null,
    createdAt: t.createdAt,
  };
}

// ---- teams ---------------------------------------------------------------------------------

/** Loads the given teams of one project in a single query (a page of users shares one round trip). */
export async function loadTeams(em: EntityManager, projectId: string, ids: (string | null)[]): Promise<Map<string, TeamRecord>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const teams = new Map<string, TeamRecord>();
  if (!wanted.length) return teams;
  for (const t of await em.find(Team, { projectId, id: { $in: wanted } }, { disableIdentityMap: true })) teams.set(t.id, recordOf(t));
  return teams;
}

export async function loadTeam(em: EntityManager, projectId: string, id: string | null): Promise<TeamRecord | null> {
  if (id === null) return null;
  return (await loadTeams(em, projectId, [id])).get(id) ?? null;
}

/**
 * The teams of the project, oldest first; with `userId`, only the teams that user is a member of.
 * One query either way (the membership is a join): a prepared statement on the hot pool, since
 * GET /teams?user_id=me is benchmarked.
 */
export async function listTeams(sql: HotSql, projectId: string, userId?: string): Promise<TeamRecord[]> {
  const columns = 't.id, t.display_name, t.profile_image_url, t.client_metadata, t.client_read_only_metadata, t.server_metadata, t.created_at';
  const rows = userId === undefined
    ? await sql.rows('gh_teams_of_project', `select ${columns} from team t where t.project_id = $1 order by t.created_at, t.id`, [projectId])
    : await sql.rows(
      'gh_teams_of_user',
      `select ${columns} from team t join team_member m on m.team_id = t.id where m.project_id = $1 and m.user_id = $2 order by t.created_at, t.id`,
      [projectId, userId],
    );
  return rows.map((r) =>
    recordOf({
      id: r.id as string,
      displayName: r.display_name as string,
      profileImageUrl: r.profile_image_url as string | null,
      clientMetadata: r.client_metadata,
      clientReadOnlyMetadata: r.client_read_only_metadata,
      serverMetadata: r.server_metadata,
      createdAt: r.created_at as Date,
    }),
  );
}

export interface TeamFields {
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
}

/** Caller-chosen JSON: handed to MikroORM serialised, never as an object it walks (db/json-document.ts). */
const METADATA = ['clientMetadata', 'clientReadOnlyMetadata', 'serverMetadata'] as const;

export async function insertTeam(tx: EntityManager, projectId: string, fields: TeamFields): Promise<string> {
  const id = randomUUID();
  await tx.insert(Team, { id, projectId, ...withJsonDocuments(fields, METADATA) });
  await emitTeamState(tx, projectId, (await loadTeam(tx, projectId, id))!, 'team.created');
  return id;
}

/** Sets the given fields (undefined ones keep their value); whether the team exists. */
export async function updateTeamFields(em: EntityManager, projectId: string, teamId: string, fields: Partial<TeamFields>): Promise<boolean> {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (!Object.keys(changes).length) return (await em.count(Team, { projectId, id: teamId })) > 0;
  // One transaction, so the event exists exactly when the change does.
  return em.transactional(async (tx) => {
    if ((await tx.nativeUpdate(Team, { projectId, id: teamId }, withJsonDocuments(changes, METADATA))) === 0) return false;
    await emitTeamState(tx, projectId, (await loadTeam(tx, projectId, teamId))!, 'team.updated');
    return true;
  });
}

/**
 * Deletes the team; whether it existed. The schema takes along what belongs to it: memberships
 * and their permission grants (ON DELETE CASCADE), and users' selection of it and project
 * ownership by it (ON DELETE SET NULL).
 */
export async function deleteTeam(tx: EntityManager, projectId: string, teamId: string): Promise<boolean> {
  const team = await loadTeam(tx, projectId, teamId);
  if (!team) return false;
  // What the cascade takes along is announced too, grants first, so a receiver mirroring
  // memberships and grants never has to know the schema's cascade rules.
  const members = await listMembers(tx, projectId, { teamId });
  const grants = await teamGrantsOf(tx, projectId, { teamId });
  if ((await tx.nativeDelete(Team, { projectId, id: teamId })) === 0) return false;
  for (const g of grants) await emitTeamPermission(tx, projectId, g, 'team_permission.deleted');
  for (const m of members) await emitMembership(tx, projectId, teamId, m.userId, 'team_membership.deleted');
  await emitTeamDeleted(tx, projectId, team);
  return true;
}

// ---- memberships ---------------------------------------------------------------------------

/** Whether the user is a member of the team (both of this project). */
export async function isTeamMember(em: EntityManager, projectId: string, teamId: string, userId: string): Promise<boolean> {
  return (await em.count(TeamMember, { projectId, teamId, userId })) > 0;
}

/** The ids of the teams of this project the user is a member of. */
export async function teamIdsOfUser(em: EntityManager, projectId: string, userId: string): Promise<string[]> {
  const memberships = await em.find(TeamMember, { projectId, userId }, { fields: ['teamId'], disableIdentityMap: true });
  return memberships.map((m) => m.teamId);
}

/**
 * Makes the user a member of the team; false when the project has no such user. One statement
 * that reads the user row (raw SQL: an INSERT … SELECT), so a user of another project, or one
 * deleted a moment ago, is never added. An existing membership violates `team_member_pkey`.
 */
export async function insertMembership(tx: EntityManager, projectId: string, teamId: string, userId: string): Promise<boolean> {
  const rows = await rawSql(
    tx,
    `insert into team_member (project_id, team_id, user_id)
     select u.project_id, ?, u.id from project_user u where u.project_id = ? and u.id = ? returning user_id`,
    [teamId, projectId, userId],
  );
  if (rows.length > 0) await emitMembership(tx, projectId, teamId, userId, 'team_membership.created');
  return rows.length > 0;
}

/**
 * Locks the user's row until the transaction ends and counts the user's memberships; null when the
 * project has no such user. Whatever adds a membership under a cap takes it first, so concurrent
 * additions for one user count one after another and cannot together pass the cap.
 */
export async function lockUserCountMemberships(tx: EntityManager, projectId: string, userId: string): Promise<number | null> {
  const user = await rawSql(tx, `select 1 from project_user where project_id = ? and id = ? for update`, [projectId, userId]);
  if (!user.length) return null;
  const [{ n }] = await rawSql<{ n: number }>(tx, `select count(*)::int as n from team_member where project_id = ? and user_id = ?`, [projectId, userId]);
  return n;
}

/**
 * Locks the team's row until the transaction ends (SELECT … FOR UPDATE); whether the team exists.
 * Changes that must see every other change of the team's members (e.g. removing its last admin)
 * take it first, so they run one after another.
 */
export async function lockTeam(tx: EntityManager, projectId: string, teamId: string): Promise<boolean> {
  return (await rawSql(tx, `select 1 from team where project_id = ? and id = ? for update`, [projectId, teamId])).length > 0;
}

/** Ends the membership; its permission grants go with it (ON DELETE CASCADE). Whether it existed. */
export async function deleteMembership(tx: EntityManager, projectId: string, teamId: string, userId: string): Promise<boolean> {
  const grants = await teamGrantsOf(tx, projectId, { teamId, userId });
  if ((await tx.nativeDelete(TeamMember, { projectId, teamId, userId })) === 0) return false;
  for (const g of grants) await emitTeamPermission(tx, projectId, g, 'team_permission.deleted');
  await emitMembership(tx, projectId, teamId, userId, 'team_membership.deleted');
  return true;
}

/**
 * Announces, in the transaction that deletes the user, the memberships and grants the deletion
 * takes along (ON DELETE CASCADE): team_permission.deleted, team_membership.deleted and
 * project_permission.deleted for each. Call it just before the user row is deleted.
 */
export async function emitUserGrantsGone(tx: EntityManager, projectId: string, userId: string): Promise<void> {
  const teamGrants = await teamGrantsOf(tx, projectId, { userId });
  const memberships = await listMembers(tx, projectId, { userId });
  const projectGrants = await projectGrantsOf(tx, projectId, userId);
  for (const g of teamGrants) await emitTeamPermission(tx, projectId, g, 'team_permission.deleted');
  for (const m of memberships) await emitMembership(tx, projectId, m.teamId, userId, 'team_membership.deleted');
  for (const permissionId of projectGrants) await emitProjectPermission(tx, projectId, { userId, permissionId }, 'project_permission.deleted');
}

/** A membership with the member's own overrides of name and image (null: none). */
export interface MemberRow {
  teamId: string;
  userId: string;
  displayName: string | null;
  profileImageUrl: string | null;
  joinedAt: Date;
}

/** Memberships of the project, optionally of one team and/or one user, in the order they began. */
export async function listMembers(em: EntityManager, projectId: string, filter: { teamId?: string; userId?: string }): Promise<MemberRow[]> {
  const where: Record<string, string> = { projectId };
  if (filter.teamId !== undefined) where.teamId = filter.teamId;
  if (filter.userId !== undefined) where.userId = filter.userId;
  const rows = await em.find(TeamMember, where, { orderBy: { createdAt: 'asc', teamId: 'asc', userId: 'asc' }, disableIdentityMap: true });
  return rows.map((m) => ({ teamId: m.teamId, userId: m.userId, displayName: m.displayName ?? null, profileImageUrl: m.profileImageUrl ?? null, joinedAt: m.createdAt }));
}

/**
 * One user's memberships in the order they began, like listMembers with only `userId`: a prepared
 * statement on the hot pool, for the per-process user cache (team-member-profiles of `user_id=me`).
 */
export async function listMembershipsOfUser(sql: HotSql, projectId: string, userId: string): Promise<MemberRow[]> {
  const rows = await sql.rows(
    'gh_memberships_of_user',
    `select team_id, user_id, display_name, profile_image_url, created_at from team_member where project_id = $1 and user_id = $2 order by created_at, team_id, user_id`,
    [projectId, userId],
  );
  return rows.map((m) => ({ teamId: m.team_id as string, userId: m.user_id as string, displayName: (m.display_name as string | null) ?? null, profileImageUrl: (m.profile_image_url as string | null) ?? null, joinedAt: m.created_at as Date }));
}

/** Sets the member's own name and image in the team (undefined keeps, null removes); whether the membership exists. */
export async function updateMemberProfile(em: EntityManager, projectId: string, teamId: string, userId: string, fields: { displayName?: string | null; profileImageUrl?: string | null }): Promise<boolean> {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (!Object.keys(changes).length) return isTeamMember(em, projectId, teamId, userId);
  return (await em.nativeUpdate(TeamMember, { projectId, teamId, userId }, changes)) > 0;
}

// ---- personal teams ------------------------------------------------------------------------

/**
 * A team with the user as its only member, holding the project's team-creator permissions.
 * Returns the team id; selecting the team is the users module's write. The user row is written
 * in the same transaction just before, so the membership always finds it.
 */
export async function createPersonalTeam(tx: EntityManager, projectId: string, userId: string, name: string, creatorPermissionIds: string[]): Promise<string> {
  const teamId = await insertTeam(tx, projectId, { displayName: name, profileImageUrl: null, clientMetadata: null, clientReadOnlyMetadata: null, serverMetadata: null });
  if (!(await insertMembership(tx, projectId, teamId, userId))) throw new Error('the user of a new personal team is not in the transaction');
  await grantTeamPermissions(tx, projectId, teamId, userId, creatorPermissionIds);
  return teamId;
}

/**
 * Gives the user's personal teams that still carry the placeholder name of anonymous sign-up
 * their real name (wire-contract §7.3), when an anonymous user becomes a regular one.
 */
export async function renamePersonalTeam(tx: EntityManager, projectId: string, userId: string, newName: string): Promise<void> {
  const teamIds = await teamIdsOfUser(tx, projectId, userId);
  if (!teamIds.length) return;
  // Raw SQL for `returning`: which teams were renamed decides which get a team.updated.
  const renamed = await rawSql<{ id: string }>(tx, `update team set display_name = ? where project_id = ? and id in (?) and display_name = ? returning id`, [newName, projectId, teamIds, UNNAMED_PERSONAL_TEAM]);
  for (const t of renamed) await emitTeamState(tx, projectId, (await loadTeam(tx, projectId, t.id))!, 'team.updated');
}
