import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';
import { clone, deletePath, expandDotted, getPath, isPlainObject, jsonBytes, setPath, type JsonObject } from './config-document.ts';
import { renderOverrides, renderStored, type ConfigLevel, type ConfigOverrides, type RenderedConfig } from './config.settings.ts';
import * as store from './config.store.ts';
import { keepStoredSecrets, sealSecrets, type SecretKeys } from './config-secrets.ts';

/**
 * Writes of a project's config overrides. Every write is one transaction that locks the project's
 * override rows, computes the new document, renders the whole config with it and refuses the write
 * (changing nothing) unless the result fits the schema; then the project cache is told at once.
 */

/** Parses a config document sent as a string: a JSON object; dotted keys are nested. */
export function parseDocument(text: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw knownError('CONFIG_OVERRIDE_INVALID_JSON', { message: (e as Error).message });
  }
  if (!isPlainObject(value)) throw knownError('CONFIG_OVERRIDE_INVALID_JSON', { message: 'the top level must be an object' });
  const expanded = expandDotted(value);
  if (!expanded.ok) throw knownError('CONFIG_OVERRIDE_INVALID', { message: `${expanded.badKey}: a key path may not have an empty segment` });
  return expanded.doc;
}

// Secret settings (OAuth client secrets, the SMTP password): see config-secrets.ts.
export { withoutSecrets } from './config-secrets.ts';

/** Only the project-level override may set `project.*` (settings of the project as a whole, wire §9.20). */
function checkLevelKeys(level: ConfigLevel, doc: JsonObject): void {
  if (level !== 'project' && 'project' in doc) {
    throw knownError('CONFIG_OVERRIDE_INVALID', { message: `project: settings of the project as a whole may be set only in the project-level override, not the ${level} one` });
  }
}

function checkRenders(overrides: ConfigOverrides): RenderedConfig {
  const r = renderOverrides(overrides);
  if (!r.ok) throw knownError('CONFIG_OVERRIDE_INVALID', { message: r.issues.map((i) => `${i.path}: ${i.message}`).join('\n') });
  return r.config;
}

export interface OverrideChange {
  /** The new document of the level, from the stored one (a fresh copy the function may change). */
  next(stored: JsonObject, rendered: RenderedConfig): JsonObject;
  /** A new source for the level (undefined: unchanged). */
  source?: JsonObject;
  /** Runs in the same transaction after the checks, before the write (e.g. the legacy PATCH's own checks). */
  alsoCheck?(tx: EntityManager, rendered: RenderedConfig): Promise<void>;
}

/**
 * Applies one change to one level's override inside the caller's transaction, all or nothing;
 * answers the new rendered config. The caller invalidates the project cache after its commit
 * (invalidating before it would let this process cache the old config again).
 */
export async function applyChange(keys: SecretKeys, tx: EntityManager, projectId: string, level: ConfigLevel, change: OverrideChange): Promise<RenderedConfig> {
  const stored = await store.lockOverrides(tx, projectId, level);
  const before = renderStored(stored.overrides);
  const next = change.next(clone(stored.overrides[level]), before);
  keepStoredSecrets(next, stored.overrides[level]);
  checkLevelKeys(level, next);
  if (jsonBytes(next) > LIMITS.configDocument) throw knownError('CONFIG_OVERRIDE_TOO_LARGE', { max_bytes: LIMITS.configDocument });
  const rendered = checkRenders({ ...stored.overrides, [level]: next });
  await change.alsoCheck?.(tx, rendered);
  // Secrets are checked in clear (their lengths), then stored sealed.
  sealSecrets(keys, projectId, next);
  await store.writeOverride(tx, projectId, level, next, change.source);
  return rendered;
}

/** applyChange in its own transaction, then this process's cache is told at once. */
export async function changeOverride(deps: Deps, projectId: string, level: ConfigLevel, change: OverrideChange): Promise<RenderedConfig> {
  const rendered = await deps.em.transactional((tx) => applyChange(deps.config, tx, projectId, level, change));
  // Other processes hear of it from the database (the table's trigger); this one must not wait.
  deps.projectCache.invalidate(projectId);
  return rendered;
}

/** PUT: the document replaces the level's override. */
export const replaceWith = (doc: JsonObject, source?: JsonObject): OverrideChange => ({ next: () => clone(doc), source });

/** PATCH: each (dotted) key of the object sets that path of the override; `null` marks it unset. */
export const patchWith = (paths: Record<string, unknown>): OverrideChange => ({
  next: (stored) => {
    for (const [path, value] of Object.entries(paths)) {
      const expanded = isPlainObject(value) ? expandDotted(value) : null;
      if (expanded && !expanded.ok) throw knownError('CONFIG_OVERRIDE_INVALID', { message: `${path}.${expanded.badKey}: a key path may not have an empty segment` });
      setPath(stored, path, expanded?.ok ? expanded.doc : value);
    }
    return stored;
  },
});

/** Writes a new project's first project-level override (its initial settings), checked like any write. */
export async function writeInitialOverride(keys: SecretKeys, tx: EntityManager, projectId: string, given: JsonObject, ifMissing = false): Promise<void> {
  checkRenders({ project: given, branch: {}, environment: {} });
  const doc = clone(given);
  sealSecrets(keys, projectId, doc);
  if (ifMissing) await store.insertOverrideIfMissing(tx, projectId, 'project', doc);
  else await store.writeOverride(tx, projectId, 'project', doc);
}

/** Reset: the named (dotted) keys leave the override, so lower levels and defaults apply again. */
export const resetKeys = (keys: string[]): OverrideChange => ({
  next: (stored) => {
    for (const k of keys) deletePath(stored, k);
    return stored;
  },
});

export async function readOverride(deps: Deps, projectId: string, level: ConfigLevel): Promise<{ document: JsonObject; source: JsonObject | null }> {
  const stored = await store.readOverrides(deps.em, projectId);
  return { document: stored.overrides[level], source: stored.sources[level] ?? null };
}

export const UNLINKED: JsonObject = { type: 'unlinked' };

/** Where the branch config comes from (`unlinked` until a PUT of the branch override says otherwise). */
export async function readSource(deps: Deps, projectId: string): Promise<JsonObject> {
  return (await readOverride(deps, projectId, 'branch')).source ?? UNLINKED;
}

export async function unlinkSource(deps: Deps, projectId: string): Promise<void> {
  await deps.em.transactional((tx) => store.writeSource(tx, projectId, 'branch', UNLINKED));
  deps.projectCache.invalidate(projectId);
}
