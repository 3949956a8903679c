/**
 * A project's "contains" edges between permission definitions (permission_containment), held in
 * the project cache (which drops it when the edges change: see the PermissionContainmentNotify
 * migration). Recursive permission listings expand a user's direct grants with it in memory: the
 * recursive query that did it in PostgreSQL cost more CPU than the rest of the request together
 * (a member of 20 teams with 5-deep definitions), and the edges change only when an admin edits
 * the definitions.
 */
export class PermissionGraph {
  private readonly contains: Map<string, readonly string[]>;
  /** Memoised closures: built on first use, dropped with the cached project. */
  private readonly closures = new Map<string, readonly string[]>();
  /**
   * Memoised `heldThrough` answers, by the direct ids: holders with the same grants (every member
   * of a team made with the same defaults) share one. Bounded: cleared when full.
   */
  private readonly unions = new Map<string, readonly string[]>();

  constructor(edges: Record<string, string[]>) {
    this.contains = new Map(Object.entries(edges));
  }

  /**
   * The permission and everything it contains, transitively, each once. Cycles are refused when
   * definitions are written; the visited set keeps a cycle that slipped in from looping here.
   */
  implied(permissionId: string): readonly string[] {
    const known = this.closures.get(permissionId);
    if (known) return known;
    const seen = new Set<string>([permissionId]);
    const pending = [permissionId];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      for (const next of this.contains.get(id) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        pending.push(next);
      }
    }
    const closure = [...seen];
    this.closures.set(permissionId, closure);
    return closure;
  }

  /**
   * Everything a holder of `direct` holds, each once, sorted as the database sorts with collate "C"
   * (ids are ASCII, so code-unit order is byte order). A recursive listing asks this for every
   * holder on every request; the answer depends only on the direct ids and these edges.
   */
  heldThrough(direct: readonly string[]): readonly string[] {
    const key = direct.join('\n');
    const known = this.unions.get(key);
    if (known) return known;
    const held = new Set<string>();
    for (const id of direct) for (const implied of this.implied(id)) held.add(implied);
    const sorted = [...held].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (this.unions.size >= MAX_UNIONS) this.unions.clear();
    this.unions.set(key, sorted);
    return sorted;
  }
}

const MAX_UNIONS = 1_000;
