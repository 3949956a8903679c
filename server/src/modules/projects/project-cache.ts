import { timingSafeEqual } from 'node:crypto';
import type { HotSql } from '../../db/hot-sql.ts';
import type { ChangeListener } from '../../db/change-listener.ts';
import type { AccessType, PipelineProject } from '../../http/context.ts';
import { PROJECT_COLUMNS, projectFromRow, type ProjectRecord } from './projects.records.ts';
import { PermissionGraph } from './permission-graph.ts';
import { sliceOf } from '../config/config.settings.ts';
import { projectSettings } from './projects.settings.ts';

export type KeySlot = AccessType;

interface LiveKey {
  client: Buffer | null;
  server: Buffer | null;
  admin: Buffer | null;
  expiresAtMillis: number;
}

/** A project as every authenticated request needs it: config, refresh secret, live key digests. */
export interface CachedProject extends PipelineProject {
  project: ProjectRecord;
  refreshTokenSecret: string;
  permissions: PermissionGraph;
}

/** Announced by the ProjectChangeNotify migration's triggers (payload: the project id) on every change of a project, its keys or its permission graph. */
export const PROJECT_CHANGED_CHANNEL = 'gatehouse_project_changed';
/** Safety net only: announcements drop entries at once; this bounds the life of any entry. */
const MAX_AGE_MS = 60_000;

/**
 * Owned by the projects module, and one of the app's dependencies (deps.projectCache).
 * Per-process cache of projects and their key digests, kept exact by the database: triggers
 * announce every change on PROJECT_CHANGED_CHANNEL (see the ProjectChangeNotify migration), and
 * the process's shared listening connection (db/change-listener.ts) drops the announced project.
 * A hit is served only after the listener's barrier: every announcement committed before the
 * request arrived has been applied, in whichever process the write ran, so a revoked key or a
 * changed config is seen by the very next request everywhere. Writers in this process also call
 * invalidate() (at once, before the announcement arrives). While the listening connection is
 * down nothing is cached (every request reads the database), so a missed announcement cannot
 * leave a revoked key working.
 */
export class ProjectCache {
  private readonly entries = new Map<string, { value: CachedProject; loadedAt: number }>();
  /** Bumped by every invalidation: a load that raced one is not stored. */
  private generation = 0;

  constructor(
    private readonly sql: HotSql,
    private readonly listener: ChangeListener,
  ) {
    listener.subscribe({ channel: PROJECT_CHANGED_CHANNEL, onChange: (projectId) => this.invalidate(projectId), onReset: () => this.clear() });
  }

  invalidate(projectId: string): void {
    this.generation++;
    this.entries.delete(projectId);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * The project with its live keys, or null. `since` (performance.now() when the request arrived;
   * default: now): every change committed before it is seen.
   */
  async get(projectId: string, since?: number): Promise<CachedProject | null> {
    // A miss needs no barrier: the load reads the database as committed now.
    if (this.entries.has(projectId) && (await this.listener.synced(since))) {
      const hit = this.entries.get(projectId);
      if (hit && Date.now() - hit.loadedAt < MAX_AGE_MS) return hit.value;
    }
    const generation = this.generation;
    const value = await this.load(projectId);
    if (value && this.listener.isListening && generation === this.generation) this.entries.set(projectId, { value, loadedAt: Date.now() });
    return value;
  }

  private async load(projectId: string): Promise<CachedProject | null> {
    const rows = await this.sql.rows(
      'gh_project_cache_load',
      `select ${PROJECT_COLUMNS}, p.refresh_token_secret,
         coalesce((select json_object_agg(e.permission_id, e.contained) from (
             select c.permission_id, json_agg(c.contained_permission_id) as contained
             from permission_containment c where c.project_id = p.id group by c.permission_id) e), '{}'::json) as containment,
         coalesce((select json_agg(json_build_object(
             'client', encode(k.publishable_client_key_hash, 'hex'),
             'server', encode(k.secret_server_key_hash, 'hex'),
             'admin', encode(k.super_secret_admin_key_hash, 'hex'),
             'expires_at_millis', (extract(epoch from k.expires_at) * 1000)::float8))
           from api_key_set k where k.project_id = p.id and k.manually_revoked_at is null), '[]'::json) as live_keys
       from project p where p.id = $1`,
      [projectId],
    );
    const row = rows[0];
    if (!row) return null;
    const keys: LiveKey[] = (row.live_keys as Record<string, string | number | null>[]).map((k) => ({
      client: k.client ? Buffer.from(k.client as string, 'hex') : null,
      server: k.server ? Buffer.from(k.server as string, 'hex') : null,
      admin: k.admin ? Buffer.from(k.admin as string, 'hex') : null,
      expiresAtMillis: Number(k.expires_at_millis),
    }));
    const project = projectFromRow(row);
    return {
      project,
      requiresPublishableClientKey: sliceOf(project, projectSettings).requirePublishableClientKey,
      refreshTokenSecret: row.refresh_token_secret as string,
      permissions: new PermissionGraph(row.containment as Record<string, string[]>),
      hasLiveKey: (slot, digest) => {
        const now = Date.now();
        let found = false;
        // Every key is compared (no early exit) in constant time per comparison.
        for (const k of keys) {
          const stored = k[slot];
          if (stored && stored.length === digest.length && timingSafeEqual(stored, digest) && k.expiresAtMillis > now) found = true;
        }
        return found;
      },
    };
  }
}

declare module '../../http/context.ts' {
  interface AppDeps {
    /** This process's project cache (projects module); writers of projects and keys invalidate it. */
    projectCache: ProjectCache;
  }
}
