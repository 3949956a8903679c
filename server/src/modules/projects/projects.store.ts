import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type EntityData, type InferEntity } from '@mikro-orm/core';
import { Project } from './projects.entity.ts';
import { PROJECT_COLUMNS, projectFromRow, type ProjectRecord } from './projects.records.ts';

/**
 * The only code that writes the project table (the project cache reads it on the hot path with a
 * prepared statement, project-cache.ts). Reads return records, not managed entities, and bypass
 * the identity map: the same EntityManager may have updated the row natively moments before.
 */

type ProjectRow = InferEntity<typeof Project>;


export interface ProjectInsert {
  id: string;
  displayName: string;
  description: string;
  ownerTeamId: string | null;
  isProductionMode: boolean;
  logoUrl: string | null;
  logoFullUrl: string | null;
  refreshTokenSecret: string;
}

export async function insertProject(em: EntityManager, data: ProjectInsert): Promise<void> {
  em.create(Project, data);
  await em.flush();
}

/** Inserts the project unless one with its id exists (then nothing changes). Safe when processes start together. */
export async function insertProjectIfMissing(em: EntityManager, data: ProjectInsert): Promise<void> {
  await em.upsert(Project, data, { onConflictAction: 'ignore' });
}

// Read with the same columns as the project cache, overrides included (the config module's table).
export async function findProject(em: EntityManager, id: string): Promise<ProjectRecord | null> {
  const rows = await em.execute<Record<string, unknown>[]>(`select ${PROJECT_COLUMNS} from project p where p.id = ?`, [id]);
  return rows[0] ? projectFromRow(rows[0]) : null;
}

/** The projects owned by any of these teams, newest first. */
export async function listProjectsOwnedByTeams(em: EntityManager, teamIds: string[]): Promise<ProjectRecord[]> {
  if (!teamIds.length) return [];
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${PROJECT_COLUMNS} from project p where p.owner_team_id in (${teamIds.map(() => '?').join(', ')}) order by p.created_at desc, p.id asc`,
    teamIds,
  );
  return rows.map(projectFromRow);
}

export interface ProjectChanges {
  displayName?: string;
  description?: string;
  isProductionMode?: boolean;
  logoUrl?: string | null;
  logoFullUrl?: string | null;
}

/** Applies the given changes in one UPDATE (none given: no statement). */
export async function updateProject(em: EntityManager, id: string, changes: ProjectChanges): Promise<void> {
  const data: EntityData<ProjectRow> = {};
  if (changes.displayName !== undefined) data.displayName = changes.displayName;
  if (changes.description !== undefined) data.description = changes.description;
  if (changes.isProductionMode !== undefined) data.isProductionMode = changes.isProductionMode;
  if (changes.logoUrl !== undefined) data.logoUrl = changes.logoUrl;
  if (changes.logoFullUrl !== undefined) data.logoFullUrl = changes.logoFullUrl;
  if (Object.keys(data).length) await em.nativeUpdate(Project, { id }, data);
}

/**
 * The owner team of a project, read with the row locked until the transaction ends (undefined: no
 * such project), so a transfer decides on the owner it then replaces.
 */
export async function lockOwnerTeam(tx: EntityManager, id: string): Promise<string | null | undefined> {
  const row = await tx.findOne(Project, { id }, { fields: ['id', 'ownerTeamId'], lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
  return row ? (row.ownerTeamId ?? null) : undefined;
}

export async function setOwnerTeam(tx: EntityManager, id: string, ownerTeamId: string): Promise<void> {
  await tx.nativeUpdate(Project, { id }, { ownerTeamId });
}

/** Deletes the project; the schema cascades to every row that belongs to it. */
export async function deleteProject(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(Project, { id });
}
