import { z } from '../../http/zod.ts';
import type { SettingsSlice } from '../../http/module.ts';
import { clone, isPlainObject, mergeOverride, setPath, type JsonObject } from './config-document.ts';

/** The settings of every module, assembled once: the rendered config's schema, defaults and client-visible paths. */
export interface AssembledSettings {
  schema: z.ZodObject;
  defaults: JsonObject;
  /** Full dotted paths (from the root), `*` for any record entry. */
  clientVisible: string[];
  /** Full dotted paths of secret-valued settings (slices' `secrets`), `*` for any record entry. */
  secrets: string[];
}

interface Node {
  fields: Record<string, z.ZodType>;
  children: Map<string, Node>;
}

const emptyNode = (): Node => ({ fields: {}, children: new Map() });

/**
 * Mounts every slice at its key and builds one strict object schema (an unknown key anywhere is a
 * schema violation naming its path). Refuses, at start, a field owned twice, a slice mounted
 * inside another's field, and defaults its own schema rejects: all programming errors.
 */
export function assembleSettings(slices: readonly SettingsSlice[]): AssembledSettings {
  const root = emptyNode();
  const defaults: JsonObject = {};
  const clientVisible: string[] = [];
  const secrets: string[] = [];
  for (const slice of slices) {
    const segs = slice.key.split('.');
    if (segs.some((s) => !s)) throw new Error(`settings slice key '${slice.key}' has an empty segment`);
    let node = root;
    let at = '';
    for (const seg of segs) {
      if (node.fields[seg]) throw new Error(`settings slice '${slice.key}' is mounted inside field '${at}${seg}', owned by another slice`);
      if (!node.children.has(seg)) node.children.set(seg, emptyNode());
      node = node.children.get(seg)!;
      at += `${seg}.`;
    }
    for (const [field, schema] of Object.entries(slice.schema.shape)) {
      if (node.fields[field] || node.children.has(field)) throw new Error(`setting '${slice.key}.${field}' is owned twice`);
      node.fields[field] = schema as z.ZodType;
    }
    const parsed = slice.schema.safeParse(slice.defaults);
    if (!parsed.success) throw new Error(`defaults of settings slice '${slice.key}' fail its schema: ${parsed.error.message}`);
    const atKey: JsonObject = {};
    setPath(atKey, slice.key, clone(slice.defaults));
    mergeOverride(defaults, atKey, true);
    for (const p of slice.clientVisible ?? []) clientVisible.push(`${slice.key}.${p}`);
    for (const p of slice.secrets ?? []) secrets.push(`${slice.key}.${p}`);
  }
  const schema = objectOf(root);
  const check = schema.safeParse(defaults);
  if (!check.success) throw new Error(`assembled settings defaults fail the schema: ${check.error.message}`);
  if (secrets.some((s) => clientVisible.some((v) => s === v || s.startsWith(`${v}.`)))) throw new Error('a secret setting is declared client-visible');
  return { schema, defaults, clientVisible, secrets };
}

function objectOf(node: Node): z.ZodObject {
  const shape: Record<string, z.ZodType> = { ...node.fields };
  for (const [k, child] of node.children) if (!shape[k]) shape[k] = objectOf(child);
  return z.object(shape).strict();
}

/** The part of a rendered config a client may see: only the client-visible paths (`*`: every entry). */
export function pickPaths(doc: JsonObject, paths: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const path of paths) pick(doc, path.split('.'), out);
  return out;
}

function pick(from: unknown, segs: string[], into: JsonObject): void {
  if (!isPlainObject(from) || !segs.length) return;
  const [seg, ...rest] = segs as [string, ...string[]];
  const keys = seg === '*' ? Object.keys(from) : seg in from ? [seg] : [];
  for (const k of keys) {
    if (!rest.length) {
      into[k] = clone(from[k]);
      continue;
    }
    if (!isPlainObject(from[k])) continue;
    if (!isPlainObject(into[k])) into[k] = {};
    pick(from[k], rest, into[k] as JsonObject);
  }
}
