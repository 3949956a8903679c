import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { TEAM_SYSTEM_PERMISSION_IDS } from '../../http/permissions.ts';
import { rawSql } from '../../db/sql.ts';
import { PermissionContainment, PermissionDefinition } from './permission-definitions.entity.ts';
import { Project } from './projects.entity.ts';

/**
 * The only code that writes permission_definition and permission_containment. Grants reference
 * definitions with ON UPDATE / ON DELETE CASCADE (see the migrations), so renaming or deleting a
 * definition here carries its grants and containment edges along in the same statement.
 */

export type PermissionScope = 'team' | 'project';

export interface DefinitionRecord {
  id: string;
  scope: PermissionScope;
  description: string | null;
  /** Sorted by id. */
  containedPermissionIds: string[];
}

/** What a new project starts with (wire-contract §3.3), besides the system permissions. */
export const DEFAULT_TEAM_DEFINITIONS: { id: string; description: string; contains: string[] }[] = [
  { id: 'team_admin', description: 'Administrator of the team: every system team permission.', contains: [...TEAM_SYSTEM_PERMISSION_IDS] },
  { id: 'team_member', description: 'Member of the team: reads the other members and invites new ones.', contains: ['$read_members', '$invite_members'] },
];

/**
 * The definitions of one scope with their contained ids, sorted by id. One query: the
 * containment edges are aggregated per definition.
 */
export async function listDefinitions(em: EntityManager, projectId: string, scope: PermissionScope): Promise<DefinitionRecord[]> {
  const rows = await rawSql<{ id: string; description: string | null; contained: string[] }>(
    em,
    `select d.id, d.description,
       coalesce(array_agg(c.contained_permission_id order by c.contained_permission_id) filter (where c.contained_permission_id is not null), '{}') as contained
     from permission_definition d
     left join permission_containment c on c.project_id = d.project_id and c.permission_id = d.id
     where d.project_id = ? and d.scope = ?
     group by d.id, d.description
     order by d.id collate "C"`,
    [projectId, scope],
  );
  return rows.map((r) => ({ id: r.id, scope, description: r.description, containedPermissionIds: r.contained }));
}

/** The scope of each of these ids that has a definition (absent: no such definition). */
export async function scopesOf(em: EntityManager, projectId: string, ids: string[]): Promise<Map<string, PermissionScope>> {
  if (!ids.length) return new Map();
  const rows = await em.find(PermissionDefinition, { projectId, id: { $in: [...new Set(ids)] } }, { fields: ['id', 'scope'], disableIdentityMap: true });
  return new Map(rows.map((r) => [r.id, r.scope as PermissionScope]));
}

/** Every containment edge of the scope: what a cycle check walks. */
export async function edgesOf(em: EntityManager, projectId: string, scope: PermissionScope): Promise<Map<string, string[]>> {
  const rows = await em.find(PermissionContainment, { projectId, scope }, { disableIdentityMap: true });
  const edges = new Map<string, string[]>();
  for (const r of rows) edges.set(r.permissionId, [...(edges.get(r.permissionId) ?? []), r.containedPermissionId]);
  return edges;
}

/**
 * Locks the project row until the transaction ends. Every change to a project's definitions, and
 * every change to its default-permission settings, takes this lock first: a cycle check, or a
 * check that a default names an existing definition, then sees no concurrent change.
 */
export async function lockDefinitions(tx: EntityManager, projectId: string): Promise<boolean> {
  return (await tx.findOne(Project, { id: projectId }, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true })) !== null;
}

export async function insertDefinition(tx: EntityManager, projectId: string, d: { id: string; scope: PermissionScope; description: string | null }): Promise<void> {
  await tx.insert(PermissionDefinition, { projectId, id: d.id, scope: d.scope, description: d.description });
}

/** Renames a definition; its grants and the edges that name it follow (ON UPDATE CASCADE). */
export async function renameDefinition(tx: EntityManager, projectId: string, from: string, to: string): Promise<void> {
  await tx.nativeUpdate(PermissionDefinition, { projectId, id: from }, { id: to });
}

export async function setDescription(tx: EntityManager, projectId: string, id: string, description: string | null): Promise<void> {
  await tx.nativeUpdate(PermissionDefinition, { projectId, id }, { description });
}

/** Replaces what the definition contains (the ids exist in its scope: the caller checked, the foreign keys insist). */
export async function replaceContained(tx: EntityManager, projectId: string, scope: PermissionScope, id: string, contained: string[]): Promise<void> {
  await tx.nativeDelete(PermissionContainment, { projectId, permissionId: id });
  const unique = [...new Set(contained)];
  if (unique.length) await tx.insertMany(PermissionContainment, unique.map((c) => ({ projectId, scope, permissionId: id, containedPermissionId: c })));
}

/** Deletes a definition; its grants and every edge from or to it go with it (ON DELETE CASCADE). */
export async function deleteDefinition(tx: EntityManager, projectId: string, id: string): Promise<void> {
  await tx.nativeDelete(PermissionDefinition, { projectId, id });
}

/**
 * Gives a project the definitions every project starts with: the six system team permissions
 * and `team_admin` / `team_member`, unless it has definitions already (the system ones can never
 * be deleted, so "none at all" means "never given"). Safe to run at every start, and by two
 * processes starting at once (raw SQL for ON CONFLICT DO NOTHING: the loser inserts nothing).
 */
export async function seedDefinitions(tx: EntityManager, projectId: string): Promise<void> {
  if ((await tx.count(PermissionDefinition, { projectId })) > 0) return;
  // Rows as one JSON parameter: em.execute inlines parameters and would spread an array into a list.
  const definitions = [
    ...TEAM_SYSTEM_PERMISSION_IDS.map((id) => ({ id, description: null })),
    ...DEFAULT_TEAM_DEFINITIONS.map((d) => ({ id: d.id, description: d.description })),
  ];
  await rawSql(
    tx,
    `insert into permission_definition (project_id, id, scope, description)
     select ?, d.id, 'team', d.description from jsonb_to_recordset(?::jsonb) as d(id text, description text)
     on conflict do nothing`,
    [projectId, JSON.stringify(definitions)],
  );
  const edges = DEFAULT_TEAM_DEFINITIONS.flatMap((d) => d.contains.map((c) => ({ permission_id: d.id, contained: c })));
  await rawSql(
    tx,
    `insert into permission_containment (project_id, scope, permission_id, contained_permission_id)
     select ?, 'team', e.permission_id, e.contained from jsonb_to_recordset(?::jsonb) as e(permission_id text, contained text)
     on conflict do nothing`,
    [projectId, JSON.stringify(edges)],
  );
}
