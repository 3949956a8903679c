import type { AnyEntity, EntitySchema } from '@mikro-orm/core';
import type { MigrationObject } from '@mikro-orm/core';
import { frameworkErrors, type ErrorCatalogue } from './errors.ts';
import type { Hono } from 'hono';
import type { RouteEntry } from './router.ts';
import type { AppDeps, AppEnv } from './context.ts';

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

export function entitiesOf(modules: ModuleManifest[]) {
  return modules.flatMap((m) => m.entities ?? []);
}

export function migrationsOf(modules: ModuleManifest[]): MigrationObject[] {
  return modules.flatMap((m) => m.migrations ?? []).sort((a, b) => a.name.localeCompare(b.name));
}
