import { timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import type { HotSql } from '../../db/hot-sql.ts';
import { DATABASE_WAIT_MS } from '../../db/timeouts.ts';
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

const CHANNEL = 'gatehouse_project_changed';
/** Safety net only: announcements drop entries at once; this bounds the life of any entry. */
const MAX_AGE_MS = 60_000;
const RECONNECT_MS = 1_000;

/**
 * Owned by the projects module, and one of the app's dependencies (deps.projectCache).
 * Per-process cache of projects and their key digests, kept correct by the database: triggers
 * announce every change on CHANNEL (see the ProjectChangeNotify migration), and a dedicated
 * LISTEN connection drops the announced project. Writers in this process also call invalidate()
 * so their own next request never sees the old state. While the LISTEN connection is down,
 * nothing is cached (every request reads the database), so a missed announcement cannot leave a
 * revoked key working.
 */
export class ProjectCache {
  private readonly entries = new Map<string, { value: CachedProject; loadedAt: number }>();
  /** Bumped by every invalidation: a load that raced one is not stored. */
  private generation = 0;
  private listener: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sql: HotSql,
    private readonly databaseUrl: string,
  ) {}

  async start(): Promise<void> {
    await this.connect().catch(() => this.scheduleReconnect());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.listening = false;
    this.entries.clear();
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  invalidate(projectId: string): void {
    this.generation++;
    this.entries.delete(projectId);
  }

  async get(projectId: string): Promise<CachedProject | null> {
    const hit = this.entries.get(projectId);
    if (hit && this.listening && Date.now() - hit.loadedAt < MAX_AGE_MS) return hit.value;
    const generation = this.generation;
    const value = await this.load(projectId);
    if (value && this.listening && generation === this.generation) this.entries.set(projectId, { value, loadedAt: Date.now() });
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

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // A connect that never answers (database frozen or unreachable) must fail, or no reconnect
    // would ever be scheduled and the cache would stay off for good.
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: DATABASE_WAIT_MS, keepAlive: true });
    const lost = () => {
      if (this.listener !== client) return;
      this.listening = false;
      this.entries.clear();
      this.listener = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.invalidate(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (e) {
      // Not yet this.listener, so `lost` ignores it: close it here, or each failed attempt of an
      // outage would leave a connection (or a socket) behind.
      client.end().catch(() => {});
      throw e;
    }
    if (this.stopped) {
      // stop() ran while this reconnect was under way.
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    // Anything cached before this connection may have missed announcements.
    this.entries.clear();
    this.generation++;
    this.listening = true;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}

declare module '../../http/context.ts' {
  interface AppDeps {
    /** This process's project cache (projects module); writers of projects and keys invalidate it. */
    projectCache: ProjectCache;
  }
}
