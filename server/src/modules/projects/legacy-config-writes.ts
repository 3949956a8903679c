import type { EntityManager } from '@mikro-orm/postgresql';
import { setPath, type JsonObject } from '../config/config-document.ts';
import type { OverrideChange } from '../config/config.service.ts';
import { renderStored, noOverrides, type RenderedConfig } from '../config/config.settings.ts';
import { legacyWrites } from './legacy-config.ts';
import type { ProjectConfig } from './project-config.ts';

/** What a new project's project-level override starts with (wire §9.20: "new projects get password true, allowLocalhost true"). */
export const NEW_PROJECT_CONFIG: Partial<ProjectConfig> = { credential_enabled: true, allow_localhost: true };

/** A legacy config write as a change of the project-level override. */
export function legacyChange(given: Partial<ProjectConfig>, alsoCheck?: (tx: EntityManager, rendered: RenderedConfig) => Promise<void>): OverrideChange {
  return {
    next: (stored, rendered) => {
      for (const [path, value] of Object.entries(legacyWrites(given, rendered))) setPath(stored, path, value);
      return stored;
    },
    alsoCheck,
  };
}

/** The project-level override of a new project: the new-project settings, then the given legacy config. */
export function initialOverride(given: Partial<ProjectConfig>): JsonObject {
  const doc: JsonObject = {};
  const defaults = renderStored(noOverrides());
  for (const [path, value] of Object.entries(legacyWrites({ ...NEW_PROJECT_CONFIG, ...given }, defaults))) setPath(doc, path, value);
  return doc;
}
