import type { PermissionDefinition } from '@gatehouse/sdk';

export interface PermissionNode {
  id: string;
  description?: string;
  children: PermissionNode[];
  /** Shown already higher on this branch: the server refuses cycles, but a tree never loops regardless. */
  repeated?: boolean;
}

/** The permissions a definition contains, as a tree (each contained one with what it contains in turn). */
export function containedTree(root: PermissionDefinition, all: PermissionDefinition[]): PermissionNode[] {
  const byId = new Map(all.map((d) => [d.id, d]));
  const grow = (ids: string[], path: Set<string>): PermissionNode[] =>
    ids.map((id) => {
      const d = byId.get(id);
      if (path.has(id)) return { id, description: d?.description, children: [], repeated: true };
      return { id, description: d?.description, children: d ? grow(d.contained_permission_ids, new Set([...path, id])) : [] };
    });
  return grow(root.contained_permission_ids, new Set([root.id]));
}

/** Permissions that contain `id`, directly: a definition cannot contain one of these without a cycle... */
function containers(id: string, all: PermissionDefinition[]): string[] {
  return all.filter((d) => d.contained_permission_ids.includes(id)).map((d) => d.id);
}

/** ...nor any that contains those: every permission from which `id` is reachable (itself included). */
export function ancestorsOf(id: string, all: PermissionDefinition[]): Set<string> {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) for (const c of containers(queue.shift()!, all)) if (!seen.has(c)) (seen.add(c), queue.push(c));
  return seen;
}
