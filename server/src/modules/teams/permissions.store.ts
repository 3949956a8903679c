import type { EntityManager } from '@mikro-orm/postgresql';
import type { HotSql } from '../../db/hot-sql.ts';
import { rawSql } from '../../db/sql.ts';
import { emitProjectPermission, emitTeamPermission } from './team-events.ts';
import { ProjectUserPermission, TeamMemberPermission } from './teams.entity.ts';

/**
 * The only code that writes team_member_permission (a member's permissions in a team) and
 * project_user_permission (a user's project permissions). Grants name definitions of the projects
 * module's permission_definition, which they reference by foreign key (ON UPDATE / ON DELETE
 * CASCADE); the queries here read definitions and containment edges where a join is the honest
 * query. Raw SQL where one statement must read and write at once (grants of defaults that skip
 * ids no longer defined) or recurse (the router's permission check: a recursive CTE, one round
 * trip); the benchmarked listings are prepared statements on the hot pool.
 * em.execute inlines parameters and spreads an array into a list, hence `in (?)` with a
 * non-empty array wherever a list of ids is passed.
 */

export type PermissionScope = 'team' | 'project';

/** The scope of the definition with this id, or null when the project defines no such permission. */
export async function permissionScope(em: EntityManager, projectId: string, permissionId: string): Promise<PermissionScope | null> {
  const rows = await rawSql<{ scope: PermissionScope }>(em, `select scope from permission_definition where project_id = ? and id = ?`, [projectId, permissionId]);
  return rows[0]?.scope ?? null;
}

// ---- grants of defaults ------------------------------------------------------------------------

/**
 * Grants the member the given team permissions (a project's creator or member defaults). Ids the
 * project no longer defines as team permissions are skipped: the settings are checked on every
 * write, so that only happens when a definition is deleted at this very moment.
 */
export async function grantTeamPermissions(tx: EntityManager, projectId: string, teamId: string, userId: string, permissionIds: string[]): Promise<void> {
  if (!permissionIds.length) return;
  const rows = await rawSql<{ permission_id: string }>(
    tx,
    `insert into team_member_permission (project_id, team_id, user_id, permission_id)
     select d.project_id, ?, ?, d.id from permission_definition d where d.project_id = ? and d.scope = 'team' and d.id in (?)
     on conflict do nothing returning permission_id`,
    [teamId, userId, projectId, permissionIds],
  );
  for (const r of rows) await emitTeamPermission(tx, projectId, { teamId, userId, permissionId: r.permission_id }, 'team_permission.created');
}

/** Grants the user the given project permissions (the project's defaults for new users); as above. */
export async function grantProjectPermissions(tx: EntityManager, projectId: string, userId: string, permissionIds: string[]): Promise<void> {
  if (!permissionIds.length) return;
  const rows = await rawSql<{ permission_id: string }>(
    tx,
    `insert into project_user_permission (project_id, user_id, permission_id)
     select d.project_id, ?, d.id from permission_definition d where d.project_id = ? and d.scope = 'project' and d.id in (?)
     on conflict do nothing returning permission_id`,
    [userId, projectId, permissionIds],
  );
  for (const r of rows) await emitProjectPermission(tx, projectId, { userId, permissionId: r.permission_id }, 'project_permission.created');
}

// ---- single grants -----------------------------------------------------------------------------

/** Grants one team permission to a member (granted already: nothing changes). */
export async function grantTeamPermission(em: EntityManager, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const added = await rawSql(
      tx,
      `insert into team_member_permission (project_id, team_id, user_id, permission_id) values (?, ?, ?, ?) on conflict do nothing returning 1`,
      [projectId, teamId, userId, permissionId],
    );
    // Granted already: nothing changed, no event.
    if (added.length) await emitTeamPermission(tx, projectId, { teamId, userId, permissionId }, 'team_permission.created');
  });
}

/** Revokes a directly granted team permission; whether it was granted. */
export async function revokeTeamPermission(em: EntityManager, projectId: string, teamId: string, userId: string, permissionId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if ((await tx.nativeDelete(TeamMemberPermission, { projectId, teamId, userId, permissionId })) === 0) return false;
    await emitTeamPermission(tx, projectId, { teamId, userId, permissionId }, 'team_permission.deleted');
    return true;
  });
}

/**
 * Grants one project permission; false when the project has no such user (INSERT … SELECT reads
 * the user row, so a user of another project is never granted anything). Granted already: true.
 */
export async function grantProjectPermission(em: EntityManager, projectId: string, userId: string, permissionId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const rows = await rawSql<{ id: string; added: number }>(
      tx,
      `with target as (select id from project_user where project_id = ? and id = ?),
       added as (insert into project_user_permission (project_id, user_id, permission_id)
                 select ?, id, ? from target on conflict do nothing returning 1)
       select id, (select count(*)::int from added) as added from target`,
      [projectId, userId, projectId, permissionId],
    );
    // Granted already: nothing changed, no event.
    if (rows[0]?.added) await emitProjectPermission(tx, projectId, { userId, permissionId }, 'project_permission.created');
    return rows.length > 0;
  });
}

export async function revokeProjectPermission(em: EntityManager, projectId: string, userId: string, permissionId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    if ((await tx.nativeDelete(ProjectUserPermission, { projectId, userId, permissionId })) === 0) return false;
    await emitProjectPermission(tx, projectId, { userId, permissionId }, 'project_permission.deleted');
    return true;
  });
}

/** The direct team grants of a team, a membership or a user (for announcing what a deletion takes along). */
export async function teamGrantsOf(em: EntityManager, projectId: string, of: { teamId?: string; userId?: string }): Promise<{ teamId: string; userId: string; permissionId: string }[]> {
  const where: Record<string, string> = { projectId };
  if (of.teamId !== undefined) where.teamId = of.teamId;
  if (of.userId !== undefined) where.userId = of.userId;
  const rows = await em.find(TeamMemberPermission, where, { orderBy: { teamId: 'asc', userId: 'asc', permissionId: 'asc' }, disableIdentityMap: true });
  return rows.map((r) => ({ teamId: r.teamId, userId: r.userId, permissionId: r.permissionId }));
}

/** The permission ids granted to the user directly at project level. */
export async function projectGrantsOf(em: EntityManager, projectId: string, userId: string): Promise<string[]> {
  const rows = await em.find(ProjectUserPermission, { projectId, userId }, { orderBy: { permissionId: 'asc' }, disableIdentityMap: true });
  return rows.map((r) => r.permissionId);
}

// ---- listings and checks -----------------------------------------------------------------------

export interface TeamPermissionRow {
  teamId: string;
  userId: string;
  permissionId: string;
}

/**
 * The direct team-permission grants of the project's members, optionally of one team, user and
 * permission, sorted by team, user and id (what they contain is added by the service, from the
 * cached permission graph). A prepared statement on the hot pool (GET /team-permissions?user_id=me
 * &recursive=true is benchmarked): one statement per combination of filters, so each is planned
 * once per connection with its indexes (an `$n is null or …` statement would get a generic plan
 * that cannot use them).
 */
export async function listTeamPermissions(sql: HotSql, projectId: string, filter: { teamId?: string; userId?: string; permissionId?: string }): Promise<TeamPermissionRow[]> {
  const conditions = ['project_id = $1'];
  const values: unknown[] = [projectId];
  if (filter.teamId !== undefined) conditions.push(`team_id = $${values.push(filter.teamId)}`);
  if (filter.userId !== undefined) conditions.push(`user_id = $${values.push(filter.userId)}`);
  if (filter.permissionId !== undefined) conditions.push(`permission_id = $${values.push(filter.permissionId)}`);
  const name = `gh_team_grants_${[filter.teamId, filter.userId, filter.permissionId].map((f) => (f === undefined ? 0 : 1)).join('')}`;
  const rows = await sql.rows(name, `select team_id, user_id, permission_id from team_member_permission where ${conditions.join(' and ')} order by team_id, user_id, permission_id collate "C"`, values);
  return rows.map((r) => ({ teamId: r.team_id as string, userId: r.user_id as string, permissionId: r.permission_id as string }));
}

export interface ProjectPermissionRow {
  userId: string;
  permissionId: string;
}

/** The direct project-permission grants of the project's users, like listTeamPermissions, sorted by user and id. */
export async function listProjectPermissions(sql: HotSql, projectId: string, filter: { userId?: string; permissionId?: string }): Promise<ProjectPermissionRow[]> {
  const conditions = ['project_id = $1'];
  const values: unknown[] = [projectId];
  if (filter.userId !== undefined) conditions.push(`user_id = $${values.push(filter.userId)}`);
  if (filter.permissionId !== undefined) conditions.push(`permission_id = $${values.push(filter.permissionId)}`);
  const name = `gh_project_grants_${[filter.userId, filter.permissionId].map((f) => (f === undefined ? 0 : 1)).join('')}`;
  const rows = await sql.rows(name, `select user_id, permission_id from project_user_permission where ${conditions.join(' and ')} order by user_id, permission_id collate "C"`, values);
  return rows.map((r) => ({ userId: r.user_id as string, permissionId: r.permission_id as string }));
}

/**
 * For the router's team check (http/context.ts AuthPorts.teamAccess): whether the user is a member
 * of the team, and the first of `permissionIds` it does not hold, directly or through contained
 * permissions. One query: membership and the recursive expansion together.
 */
export async function teamAccess(em: EntityManager, projectId: string, teamId: string, userId: string, permissionIds: readonly string[]): Promise<{ member: boolean; missing: string | null }> {
  const member = `exists (select 1 from team_member m where m.project_id = ? and m.team_id = ? and m.user_id = ?) as member`;
  if (!permissionIds.length) {
    const rows = await rawSql<{ member: boolean }>(em, `select ${member}`, [projectId, teamId, userId]);
    return { member: rows[0].member, missing: null };
  }
  const rows = await rawSql<{ member: boolean; held: string[] }>(
    em,
    `select ${member},
       array(with recursive held(permission_id) as (
               select g.permission_id from team_member_permission g where g.project_id = ? and g.team_id = ? and g.user_id = ?
               union
               select c.contained_permission_id from held h join permission_containment c on c.project_id = ? and c.permission_id = h.permission_id
             ) select permission_id from held where permission_id in (?)) as held`,
    [projectId, teamId, userId, projectId, teamId, userId, projectId, [...permissionIds]],
  );
  const held = new Set(rows[0].held);
  return { member: rows[0].member, missing: permissionIds.find((p) => !held.has(p)) ?? null };
}

/**
 * The members of the team who hold every one of `permissionIds`, directly or through contained
 * permissions, and how many members the team has. One query.
 */
export async function membersHoldingAll(em: EntityManager, projectId: string, teamId: string, permissionIds: readonly string[]): Promise<{ holders: string[]; members: number }> {
  const rows = await rawSql<{ holders: string[]; members: number }>(
    em,
    `select array(with recursive held(user_id, permission_id) as (
               select g.user_id, g.permission_id from team_member_permission g where g.project_id = ? and g.team_id = ?
               union
               select h.user_id, c.contained_permission_id from held h join permission_containment c on c.project_id = ? and c.permission_id = h.permission_id
             ) select user_id::text from held where permission_id in (?) group by user_id having count(distinct permission_id) = ?) as holders,
       (select count(*)::int from team_member m where m.project_id = ? and m.team_id = ?) as members`,
    [projectId, teamId, projectId, [...permissionIds], permissionIds.length, projectId, teamId],
  );
  return { holders: rows[0].holders.map(String), members: rows[0].members };
}
