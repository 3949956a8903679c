import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { isTeamSystemPermission } from '../../http/permissions.ts';
import type { ProjectConfig } from './project-config.ts';
import * as projects from './projects.store.ts';
import { applyChange } from '../config/config.service.ts';
import { sliceOf } from '../config/config.settings.ts';
import { setPath } from '../config/config-document.ts';
import { defaultPermissionIds, rbacSettings } from '../teams/teams.settings.ts';
import type { ProjectRecord } from './projects.records.ts';
import * as store from './permission-definitions.store.ts';
import type { DefinitionRecord, PermissionScope } from './permission-definitions.store.ts';

/**
 * Team and project permission definitions (wire-contract §9.13): admins create, change and delete
 * them; the six system team permissions are always there and cannot be changed. Every change runs
 * in one transaction with the project row locked (store.lockDefinitions), so the checks below (id
 * free, contained ids present, no cycle) hold when the change commits.
 */

export interface NewDefinition {
  id: string;
  description?: string | null;
  containedPermissionIds?: string[];
}

export interface DefinitionChanges {
  id?: string;
  description?: string | null;
  containedPermissionIds?: string[];
}

export function listDefinitions(deps: Deps, projectId: string, scope: PermissionScope): Promise<DefinitionRecord[]> {
  return store.listDefinitions(deps.em, projectId, scope);
}

export async function createDefinition(deps: Deps, projectId: string, scope: PermissionScope, input: NewDefinition): Promise<DefinitionRecord> {
  const contained = [...new Set(input.containedPermissionIds ?? [])];
  await inLockedProject(deps, projectId, async (tx) => {
    // Team and project permissions share one id space (a grant names an id, not a scope).
    if ((await store.scopesOf(tx, projectId, [input.id])).size) throw knownError('PERMISSION_ID_ALREADY_EXISTS', { permission_id: input.id });
    if (contained.includes(input.id)) throw knownError('CONTAINED_PERMISSION_CYCLE', { permission_id: input.id, cycle: [input.id, input.id] });
    await checkContained(tx, projectId, scope, contained);
    await store.insertDefinition(tx, projectId, { id: input.id, scope, description: input.description ?? null });
    await store.replaceContained(tx, projectId, scope, input.id, contained);
  });
  return found(deps, projectId, scope, input.id);
}

export async function updateDefinition(deps: Deps, projectId: string, scope: PermissionScope, id: string, changes: DefinitionChanges): Promise<DefinitionRecord> {
  const newId = changes.id !== undefined && changes.id !== id ? changes.id : id;
  await inLockedProject(deps, projectId, async (tx) => {
    await existingCustom(tx, projectId, scope, id);
    if (newId !== id && (await store.scopesOf(tx, projectId, [newId])).size) throw knownError('PERMISSION_ID_ALREADY_EXISTS', { permission_id: newId });
    const edges = await store.edgesOf(tx, projectId, scope);
    const renamed = renameInGraph(edges, id, newId);
    if (changes.containedPermissionIds !== undefined) {
      const contained = [...new Set(changes.containedPermissionIds)];
      // The definition itself may be named by its old or its new id.
      const asNamed = contained.map((c) => (c === id ? newId : c));
      if (asNamed.includes(newId)) throw knownError('CONTAINED_PERMISSION_CYCLE', { permission_id: newId, cycle: [newId, newId] });
      await checkContained(tx, projectId, scope, asNamed.filter((c) => c !== newId));
      renamed.set(newId, asNamed);
      const cycle = cycleThrough(renamed, newId);
      if (cycle) throw knownError('CONTAINED_PERMISSION_CYCLE', { permission_id: newId, cycle });
    }
    if (newId !== id) {
      await store.renameDefinition(tx, projectId, id, newId);
      await renameInDefaults(deps, tx, projectId, id, newId);
    }
    if (changes.description !== undefined) await store.setDescription(tx, projectId, newId, changes.description);
    if (changes.containedPermissionIds !== undefined) await store.replaceContained(tx, projectId, scope, newId, renamed.get(newId) ?? []);
  });
  return found(deps, projectId, scope, newId);
}

/** Deletes a definition with its grants and edges (cascades) and drops it from the default-permission settings. */
export async function deleteDefinition(deps: Deps, projectId: string, scope: PermissionScope, id: string): Promise<void> {
  await inLockedProject(deps, projectId, async (tx) => {
    await existingCustom(tx, projectId, scope, id);
    await store.deleteDefinition(tx, projectId, id);
    await renameInDefaults(deps, tx, projectId, id, null);
  });
}

/**
 * The default-permission settings name existing definitions of the right scope: team creators
 * and members get team permissions, new users project permissions. Called, with the project
 * locked, by every write of those settings (project creation and update).
 */
export async function checkDefaultPermissions(tx: EntityManager, projectId: string, config: Partial<ProjectConfig>): Promise<void> {
  const lists: [PermissionScope, { id: string }[] | undefined][] = [
    ['team', config.team_creator_default_permissions],
    ['team', config.team_member_default_permissions],
    ['project', config.user_default_permissions],
  ];
  const scopes = await store.scopesOf(tx, projectId, lists.flatMap(([, l]) => (l ?? []).map((p) => p.id)));
  for (const [expected, list] of lists) {
    for (const { id } of list ?? []) {
      const actual = scopes.get(id);
      if (!actual) throw knownError('PERMISSION_NOT_FOUND', { permission_id: id });
      if (actual !== expected) throw knownError('WRONG_PERMISSION_SCOPE', { permission_id: id, expected_scope: expected, actual_scope: actual });
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function inLockedProject(deps: Deps, projectId: string, work: (tx: EntityManager) => Promise<void>): Promise<void> {
  await deps.em.transactional(async (tx) => {
    // The pipeline found the project moments ago; only a concurrent delete gets here.
    if (!(await store.lockDefinitions(tx, projectId))) throw knownError('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });
    await work(tx);
  });
  // The default-permission settings may have changed with the definitions (renameInDefaults).
  // Other processes hear of it from the database; this one must not wait for that.
  deps.projectCache.invalidate(projectId);
}

/** The definition exists in this scope and is not a system permission. */
async function existingCustom(tx: EntityManager, projectId: string, scope: PermissionScope, id: string): Promise<void> {
  const actual = (await store.scopesOf(tx, projectId, [id])).get(id);
  if (!actual) throw knownError('PERMISSION_NOT_FOUND', { permission_id: id });
  if (actual !== scope) throw knownError('WRONG_PERMISSION_SCOPE', { permission_id: id, expected_scope: scope, actual_scope: actual });
  if (isTeamSystemPermission(id)) throw knownError('SYSTEM_PERMISSION_CANNOT_BE_CHANGED', { permission_id: id });
}

/** Every contained id names a definition of the same scope (a team permission contains team permissions only). */
async function checkContained(tx: EntityManager, projectId: string, scope: PermissionScope, contained: string[]): Promise<void> {
  const scopes = await store.scopesOf(tx, projectId, contained);
  const missing = contained.find((c) => scopes.get(c) !== scope);
  if (missing !== undefined) throw knownError('CONTAINED_PERMISSION_NOT_FOUND', { permission_id: missing });
}

function renameInGraph(edges: Map<string, string[]>, from: string, to: string): Map<string, string[]> {
  if (from === to) return edges;
  const out = new Map<string, string[]>();
  for (const [k, v] of edges) out.set(k === from ? to : k, v.map((c) => (c === from ? to : c)));
  return out;
}

/**
 * A path start -> … -> start through the "contains" edges, or null. Depth-first with an explicit
 * stack; each definition is expanded once, so this is linear in the edges.
 */
export function cycleThrough(edges: Map<string, string[]>, start: string): string[] | null {
  const seen = new Set<string>();
  const stack: { node: string; path: string[] }[] = [{ node: start, path: [start] }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    for (const next of edges.get(node) ?? []) {
      if (next === start) return [...path, start];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push({ node: next, path: [...path, next] });
    }
  }
  return null;
}

/** Renames (or, with `to` null, removes) a definition in the default-permission settings. */
async function renameInDefaults(deps: Deps, tx: EntityManager, projectId: string, from: string, to: string | null): Promise<void> {
  const project = await projects.findProject(tx, projectId);
  if (!project) return;
  const defaults = sliceOf(project, rbacSettings).defaultPermissions;
  const writes: Record<string, Record<string, boolean>> = {};
  for (const who of ['teamCreator', 'teamMember', 'signUp'] as const) {
    const grants = defaults[who];
    if (grants[from] !== true) continue;
    // Every id stays in the record, false where not granted: a key left out would take its default
    // again (the defaults grant team_admin and team_member), as the legacy list write did.
    const next: Record<string, boolean> = Object.fromEntries(Object.keys(grants).map((id) => [id, false]));
    for (const id of Object.keys(grants)) {
      if (grants[id] !== true) continue;
      if (id !== from) next[id] = true;
      else if (to !== null) next[to] = true;
    }
    writes[`rbac.defaultPermissions.${who}`] = next;
  }
  if (!Object.keys(writes).length) return;
  await applyChange(deps.config, tx, projectId, 'project', {
    next: (stored) => {
      for (const [path, value] of Object.entries(writes)) setPath(stored, path, value);
      return stored;
    },
  });
}

/** The default-permission lists of a project's settings, in the shape checkDefaultPermissions takes. */
export function defaultPermissionLists(project: ProjectRecord): Pick<ProjectConfig, 'team_creator_default_permissions' | 'team_member_default_permissions' | 'user_default_permissions'> {
  const ids = (who: 'teamCreator' | 'teamMember' | 'signUp') => defaultPermissionIds(project, who).map((id) => ({ id }));
  return { team_creator_default_permissions: ids('teamCreator'), team_member_default_permissions: ids('teamMember'), user_default_permissions: ids('signUp') };
}

async function found(deps: Deps, projectId: string, scope: PermissionScope, id: string): Promise<DefinitionRecord> {
  const d = (await store.listDefinitions(deps.em, projectId, scope)).find((x) => x.id === id);
  if (!d) throw knownError('PERMISSION_NOT_FOUND', { permission_id: id }); // deleted concurrently, right after the change
  return d;
}
