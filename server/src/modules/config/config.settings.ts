import type { z } from '../../http/zod.ts';
import type { SettingsSlice } from '../../http/module.ts';
import { clone, deletePath, fillDefaults, getPath, mergeOverride, type JsonObject } from './config-document.ts';
import { assembleSettings, pickPaths, type AssembledSettings } from './settings-schema.ts';

/**
 * The seam every module reads its settings through (ARCHITECTURE §3b). A project stores only
 * overrides, one document per level; the rendered config is the modules' defaults, then the
 * project, branch and environment overrides, checked against the schema assembled from the
 * manifests' slices. Records come from the project cache, and each is rendered once (a WeakMap
 * keyed by the record), so a read on the hot path is a map lookup.
 */

export const CONFIG_LEVELS = ['project', 'branch', 'environment'] as const;
export type ConfigLevel = (typeof CONFIG_LEVELS)[number];

/** A project's stored override documents (nested JSON; `{}` where a level has none). */
export type ConfigOverrides = Record<ConfigLevel, JsonObject>;

/** The fully rendered config of a project: every module's slice, every field set. */
export type RenderedConfig = JsonObject;

export const noOverrides = (): ConfigOverrides => ({ project: {}, branch: {}, environment: {} });

let assembled: AssembledSettings | null = null;

/** Called once by modules/index.ts with every manifest's slices (a programming error throws at start). */
export function installSettings(slices: readonly SettingsSlice[]): void {
  assembled = assembleSettings(slices);
}

export function settings(): AssembledSettings {
  if (!assembled) throw new Error('settings not installed: import modules/index.ts first');
  return assembled;
}

export interface ConfigIssue {
  path: string;
  message: string;
}

/** Renders overrides; answers the schema's issues (each with its dotted path) instead when they break it. */
export function renderOverrides(overrides: ConfigOverrides): { ok: true; config: RenderedConfig } | { ok: false; issues: ConfigIssue[] } {
  const { schema, defaults } = settings();
  const merged = clone(defaults);
  for (const level of CONFIG_LEVELS) mergeOverride(merged, overrides[level]);
  fillDefaults(merged, defaults);
  const parsed = schema.safeParse(merged);
  if (parsed.success) return { ok: true, config: parsed.data as RenderedConfig };
  return { ok: false, issues: parsed.error.issues.map(issueOf) };
}

function issueOf(i: z.core.$ZodIssue): ConfigIssue {
  const base = i.path.map(String).join('.');
  // An unknown key is reported at its parent: name the key itself.
  if (i.code === 'unrecognized_keys') return { path: i.keys.map((k) => (base ? `${base}.${k}` : k)).join(', '), message: 'unknown setting' };
  return { path: base || '(root)', message: i.message.replace(/^Invalid input: /, '') };
}

/**
 * Renders a stored project. Overrides were valid when written, but a later version may have
 * changed a setting's schema: a stored value that no longer fits is ignored (its default applies),
 * so one stale key never takes a project down.
 */
export function renderStored(overrides: ConfigOverrides): RenderedConfig {
  const working = clone(overrides);
  for (let attempt = 0; attempt < 20; attempt++) {
    const r = renderOverrides(working);
    if (r.ok) return r.config;
    for (const issue of r.issues) for (const path of issue.path.split(', ')) for (const level of CONFIG_LEVELS) deletePath(working[level], path);
  }
  return renderOverrides(noOverrides()).ok ? (renderOverrides(noOverrides()) as { config: RenderedConfig }).config : clone(settings().defaults);
}

const rendered = new WeakMap<object, RenderedConfig>();

/** What settingsOf needs of a project: its stored overrides (the projects module's ProjectRecord has them). */
export interface WithOverrides {
  configOverrides: ConfigOverrides;
}

/** The rendered config of a project (cached per record). Treat it as read-only. */
export function settingsOf(project: WithOverrides): RenderedConfig {
  let hit = rendered.get(project);
  if (!hit) {
    hit = renderStored(project.configOverrides);
    rendered.set(project, hit);
  }
  return hit;
}

/** A module's own slice of the project's rendered config, typed by its schema. */
export function sliceOf<S extends z.ZodObject>(project: WithOverrides, slice: SettingsSlice<S>): z.output<S> {
  return getPath(settingsOf(project), slice.key) as z.output<S>;
}

/** The client-visible part of a rendered config (GET /projects/current builds on it). */
export function clientSettingsOf(project: WithOverrides): JsonObject {
  return pickPaths(settingsOf(project), settings().clientVisible);
}
