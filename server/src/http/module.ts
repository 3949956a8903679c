import type { AnyEntity, EntitySchema } from '@mikro-orm/core';
import type { MigrationObject } from '@mikro-orm/core';
import { frameworkErrors, type ErrorCatalogue, type KnownError } from './errors.ts';
import type { Hono } from 'hono';
import type { RouteEntry } from './router.ts';
import type { AppDeps, AppEnv } from './context.ts';
import type { z } from './zod.ts';

/**
 * A module's slice of project settings (ARCHITECTURE §3b). The rendered config of a project is one
 * JSON object assembled from every manifest's slices: each slice is mounted at `key`, a top-level
 * key (`'webhooks'`) or a dotted path under one (`'auth.password'`), so the module that owns a
 * behaviour owns its settings even where several modules share a top-level key (`auth`). Two
 * slices may share a path only if their fields differ (the assembly refuses a field owned twice).
 * Read the rendered slice with `settingsOf(project)` / `sliceOf(project, slice)`
 * (modules/config/config.settings.ts).
 */
export interface SettingsSlice<S extends z.ZodObject = z.ZodObject> {
  /** Where the slice sits in the rendered config: `'dataVault'`, `'auth.password'`. */
  key: string;
  /** Its fields (a strict object; record entries may use `.default()` for unset entry fields). */
  schema: S;
  /** What an unset field means (validated against `schema` when the app is assembled). */
  defaults: z.input<S>;
  /**
   * Dotted paths under `key` a client may see (GET /projects/current derives its view from these);
   * `*` matches any record entry: `'providers.*.allowSignIn'`. Everything else is admin-only.
   */
  clientVisible?: readonly string[];
  /**
   * Dotted paths under `key` that hold secrets (`*` for any record entry): sealed at rest when an
   * override is written, never in answers, opened only where used (modules/config/config-secrets.ts).
   * Their fields' schemas are built with secretSetting(), which also accepts the sealed form.
   */
  secrets?: readonly string[];
}

/** Declares a slice with its schema's types checked against its defaults. */
export function defineSettings<S extends z.ZodObject>(slice: SettingsSlice<S>): SettingsSlice<S> {
  return slice;
}

/** A tag of the API reference; `group` is one of the reference's groups (SPEC §7, see openapi.ts). */
export interface ApiTag {
  name: string;
  description: string;
  group: string;
}

/**
 * Everything a module brings to the app, in one object exported by its `index.ts`. The app, the
 * OpenAPI document, the known-error catalogue, the ORM's entities and the migration list are all
 * assembled from the one list of manifests in modules/index.ts: adding a module is one line there.
 */
export interface ModuleManifest {
  name: string;
  /** Tags this module introduces, in reference order (a module may also use another module's tag). */
  tags?: ApiTag[];
  /** Routes in match order: a static path (`/users/me`) before the template it would also match. */
  routes?: RouteEntry[];
  /** The known-error codes this module owns (its `<module>.errors.ts`). */
  errors?: ErrorCatalogue;
  /**
   * The known error for a write that named a row of one of this module's tables that is not there
   * (a concurrent delete won the race and the foreign key refused the write), keyed by table; `key`
   * holds the referencing columns and values the write named. The app's error handler answers it
   * instead of a 500 (db/foreign-key-violations.ts); test/foreign-keys.test.ts checks that every
   * foreign key of the migrated database points at a table listed here.
   */
  missingRows?: Record<string, (key: Record<string, string>) => KnownError>;
  /** The MikroORM entities of the tables this module owns. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- defineEntity's schemas differ per entity
  entities?: EntitySchema<any, any>[] | AnyEntity[];
  /** Its migrations; the list MikroORM runs is every module's, ordered by name (a timestamp). */
  migrations?: MigrationObject[];
  /**
   * Plain routes outside the API and its contract (pages that are not API operations, e.g. the
   * development OAuth provider's consent page), mounted after the API and before the web bundle.
   */
  mountPlain?(app: Hono<AppEnv>, deps: AppDeps): void;
  /**
   * What this module does after a domain event committed (modules/events: one dispatcher runs
   * them, at least once each, any number of processes). A subscriber's progress is tracked on its
   * own: one failing subscriber is retried without re-running the others.
   */
  subscribers?: EventSubscriber[];
  /** Background loops of this module, started after the app and drained on close by server.ts. */
  workers?: WorkerSpec[];
  /** This module's slice(s) of project settings (see SettingsSlice). */
  settings?: SettingsSlice | readonly SettingsSlice[];
}

/**
 * A change that committed (written by `emit` in the transaction of the change). `data` is the
 * server read shape of the object the event is about (what the server-key GET answers) or, for
 * `*.deleted`, its last read shape. `id` is stable across retries, so receivers can de-duplicate.
 */
export interface DomainEvent {
  id: string;
  projectId: string;
  /** e.g. `user.created`. */
  type: string;
  /** The id of the object the event is about (user id, team id, …). */
  subject: string;
  data: unknown;
  createdAt: Date;
  /** 1 on the first run of this subscriber for this event, then 2, 3 … (a run cut off by a crash counts). */
  attempt: number;
}

export interface EventSubscriber {
  /** Unique across modules; the key its progress is stored under (renaming it starts afresh). */
  name: string;
  /** Event types it is given; '*' = every type. */
  types: readonly string[] | '*';
  /**
   * Runs once per event (at least once: again after a crash or a lease lost). A throw schedules
   * a retry with exponential backoff (modules/events/backoff.ts); it must therefore be idempotent.
   */
  handle(event: DomainEvent, deps: AppDeps): Promise<void>;
  /** After this many failed runs the event is given up for this subscriber (status `failed`). Default 25 (about 14 hours). */
  maxAttempts?: number;
  /** Its own retry schedule: the delay after failed run number `attempt` (default modules/events/backoff.ts). */
  retryDelayMs?(attempt: number): number;
}

/** A running background loop; stop() stops taking new work and waits for the work in hand. */
export interface RunningWorker {
  stop(): Promise<void>;
}

export interface WorkerSpec {
  name: string;
  /** Starts the loop; null: nothing to run with this configuration. */
  start(deps: AppDeps): RunningWorker | null;
}

export function subscribersOf(modules: ModuleManifest[]): EventSubscriber[] {
  const out = modules.flatMap((m) => m.subscribers ?? []);
  const names = new Set<string>();
  for (const s of out) {
    if (names.has(s.name)) throw new Error(`event subscriber ${s.name} is declared twice`);
    names.add(s.name);
  }
  return out;
}

export function workersOf(modules: ModuleManifest[]): WorkerSpec[] {
  return modules.flatMap((m) => m.workers ?? []);
}

export function allRoutesOf(modules: ModuleManifest[]): RouteEntry[] {
  return modules.flatMap((m) => m.routes ?? []);
}

export function tagsOf(modules: ModuleManifest[]): ApiTag[] {
  return modules.flatMap((m) => m.tags ?? []);
}

/** The whole known-error catalogue: the framework's codes and every module's, each owned once. */
export function errorCatalogueOf(modules: ModuleManifest[]): ErrorCatalogue {
  const out: ErrorCatalogue = { ...(frameworkErrors as ErrorCatalogue) };
  for (const m of modules) {
    for (const [code, d] of Object.entries(m.errors ?? {})) {
      if (out[code]) throw new Error(`known error ${code} is owned twice (module ${m.name})`);
      out[code] = d;
    }
  }
  return out;
}

/** Every module's missingRows, by table (a table is owned by one module). */
export function missingRowErrorsOf(modules: ModuleManifest[]): Map<string, (key: Record<string, string>) => KnownError> {
  const out = new Map<string, (key: Record<string, string>) => KnownError>();
  for (const m of modules) {
    for (const [table, translate] of Object.entries(m.missingRows ?? {})) {
      if (out.has(table)) throw new Error(`missing-row error of table ${table} is owned twice (module ${m.name})`);
      out.set(table, translate);
    }
  }
  return out;
}

export function entitiesOf(modules: ModuleManifest[]) {
  return modules.flatMap((m) => m.entities ?? []);
}

export function migrationsOf(modules: ModuleManifest[]): MigrationObject[] {
  return modules.flatMap((m) => m.migrations ?? []).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every module's settings slices, in manifest order. */
export function settingsSlicesOf(modules: ModuleManifest[]): SettingsSlice[] {
  return modules.flatMap((m) => (m.settings === undefined ? [] : Array.isArray(m.settings) ? [...m.settings] : [m.settings as SettingsSlice]));
}
