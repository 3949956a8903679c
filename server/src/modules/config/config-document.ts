/**
 * Plain-JSON helpers for config documents (the defaults, the overrides, the rendered config).
 * An override document is stored nested (`{"auth": {"password": {"allowSignIn": true}}}`); callers
 * may write dotted keys (`{"auth.password.allowSignIn": true}`), which expandDotted nests. `null`
 * in an override means "not set here": rendering removes the key, so a leaf falls back to its
 * default and a record entry (a trusted domain, an OAuth provider) is removed.
 */

export type JsonObject = { [key: string]: unknown };

export function isPlainObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** The value at a dotted path, or undefined. */
export function getPath(doc: unknown, path: string): unknown {
  let at: unknown = doc;
  for (const seg of path.split('.')) {
    if (!isPlainObject(at)) return undefined;
    at = at[seg];
  }
  return at;
}

/** Sets the value at a dotted path, creating objects on the way (a non-object on the way is replaced). */
export function setPath(doc: JsonObject, path: string, value: unknown): void {
  const segs = path.split('.');
  let at = doc;
  for (const seg of segs.slice(0, -1)) {
    if (!isPlainObject(at[seg])) at[seg] = {};
    at = at[seg] as JsonObject;
  }
  at[segs[segs.length - 1]!] = value;
}

/** Removes the key at a dotted path, and any object the removal leaves empty. Answers whether it was there. */
export function deletePath(doc: JsonObject, path: string): boolean {
  const segs = path.split('.');
  const parents: JsonObject[] = [];
  let at: unknown = doc;
  for (const seg of segs.slice(0, -1)) {
    if (!isPlainObject(at) || !isPlainObject(at[seg])) return false;
    parents.push(at);
    at = at[seg];
  }
  const last = segs[segs.length - 1]!;
  if (!isPlainObject(at) || !(last in at)) return false;
  delete at[last];
  for (let i = parents.length - 1; i >= 0; i--) {
    const child = parents[i]![segs[i]!] as JsonObject;
    if (Object.keys(child).length) break;
    delete parents[i]![segs[i]!];
  }
  return true;
}

/**
 * Nests every dotted key of an object (at any depth): `{"a.b": 1, "a": {"c": 2}}` becomes
 * `{"a": {"b": 1, "c": 2}}`. Later keys win where two name the same path. An empty segment
 * (`"a..b"`, `".a"`) is a caller's mistake: answered as the bad key so the error can name it.
 */
export function expandDotted(doc: JsonObject): { ok: true; doc: JsonObject } | { ok: false; badKey: string } {
  const out: JsonObject = {};
  for (const [key, raw] of Object.entries(doc)) {
    if (key.split('.').some((s) => s === '')) return { ok: false, badKey: key };
    let value = raw;
    if (isPlainObject(raw)) {
      const inner = expandDotted(raw);
      if (!inner.ok) return { ok: false, badKey: `${key}.${inner.badKey}` };
      value = inner.doc;
    }
    const existing = getPath(out, key);
    if (isPlainObject(existing) && isPlainObject(value)) mergeOverride(existing, value, true);
    else setPath(out, key, value);
  }
  return { ok: true, doc: out };
}

/**
 * Applies an override onto a document in place: objects merge key by key, anything else (values,
 * lists) replaces. With keepNulls false (rendering), `null` removes the key; with keepNulls true
 * (combining two overrides) it is kept as the marker it is.
 */
export function mergeOverride(target: JsonObject, override: JsonObject, keepNulls = false): void {
  for (const [k, v] of Object.entries(override)) {
    if (v === null && !keepNulls) delete target[k];
    else if (isPlainObject(v) && isPlainObject(target[k])) mergeOverride(target[k] as JsonObject, v, keepNulls);
    else if (isPlainObject(v)) {
      const fresh: JsonObject = {};
      mergeOverride(fresh, v, keepNulls);
      target[k] = fresh;
    } else target[k] = clone(v);
  }
}

/** Puts back every default a removal (a `null`) took away, so an unset leaf means its default. */
export function fillDefaults(target: JsonObject, defaults: JsonObject): void {
  for (const [k, v] of Object.entries(defaults)) {
    if (!(k in target)) target[k] = clone(v);
    else if (isPlainObject(v) && isPlainObject(target[k])) fillDefaults(target[k] as JsonObject, v);
  }
}

/** Every leaf path of a document (a list or an empty object counts as a leaf). */
export function leafPaths(doc: JsonObject, prefix = ''): string[] {
  return Object.entries(doc).flatMap(([k, v]) =>
    isPlainObject(v) && Object.keys(v).length ? leafPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** The compact UTF-8 size of a JSON value. */
export function jsonBytes(v: unknown): number {
  return Buffer.byteLength(JSON.stringify(v), 'utf8');
}
