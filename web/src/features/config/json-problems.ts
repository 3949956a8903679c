/**
 * What the config editor marks in its source: JSON syntax errors at the place the parser names,
 * and the server's schema errors at the line of the key they concern. Pure functions, so the
 * mapping is unit-tested without a browser.
 */

export interface SourceProblem {
  /** 1-based; null when the problem has no place in the source (marked on line 1). */
  line: number | null;
  column: number | null;
  message: string;
}

/** Offset → 1-based line and column. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Parses the override. A syntax error is placed by the engine's "at position N" (V8, all
 * Chromium versions) or "line L column C" (Firefox/Safari style); without either (end of
 * input) at the last character; a place past the last character moves back onto it. A value other than an object is refused on line 1.
 */
export function parseOverride(text: string): { value: Record<string, unknown>; problem: null } | { value: null; problem: SourceProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const lc = /line (\d+) column (\d+)/.exec(message);
    const pos = /at position (\d+)/.exec(message);
    const place = lc ? { line: Number(lc[1]), column: Number(lc[2]) } : pos ? lineAndColumn(text, Math.min(Number(pos[1]), text.trimEnd().length)) : lineAndColumn(text, text.trimEnd().length);
    // The engine's wording without its own place suffix: the editor shows the place.
    const clean = message.replace(/^JSON\.parse: /, '').replace(/ at position \d+.*$/, '').replace(/ at line \d+ column \d+.*$/, '');
    return { value: null, problem: { ...place, message: `Invalid JSON: ${clean}` } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { value: null, problem: { line: 1, column: 1, message: 'The override must be a JSON object, e.g. {"auth.allowSignUp": false}' } };
  }
  return { value: value as Record<string, unknown>, problem: null };
}

/**
 * The line of every key path in a JSON text: `{"auth": {"password": {"allowSignIn": true}}}`
 * gives `auth`, `auth.password`, `auth.password.allowSignIn`. A dotted key (`"auth.allowSignUp"`,
 * as PATCH bodies use) joins the same way, so a server path finds it either way. A scanner, not
 * a parser: it reads only strings, brackets, colons and commas, so it needs valid JSON.
 */
export function keyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  // Per open container: its path, and whether it is an object (keys) or an array (indexes).
  const stack: Array<{ path: string[]; object: boolean; index: number; key: string | null }> = [];
  let line = 1;
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i, j + 1);
      const top = stack[stack.length - 1];
      if (top?.object && expectKey) {
        let key: string;
        try {
          key = JSON.parse(raw) as string;
        } catch {
          key = raw.slice(1, -1);
        }
        top.key = key;
        const path = [...top.path, key].join('.');
        if (!lines.has(path)) lines.set(path, line);
        expectKey = false;
      }
      i = j;
    } else if (c === '{' || c === '[') {
      const top = stack[stack.length - 1];
      const path = top ? [...top.path, top.object ? (top.key ?? '') : String(top.index)] : [];
      if (top && !top.object && !lines.has(path.join('.'))) lines.set(path.join('.'), line);
      stack.push({ path, object: c === '{', index: 0, key: null });
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
      expectKey = false;
    } else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.object) expectKey = true;
      else if (top) top.index++;
    }
  }
  return lines;
}

/** Key paths a server message or its details name ("auth.password.allowSignIn", `emails.server.port`, ["a","b"]). */
function candidatePaths(error: { message: string; details?: unknown }): string[] {
  const texts = [error.message];
  const walk = (v: unknown, depth: number) => {
    if (depth > 4) return;
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v)) {
      if (v.length > 0 && v.every((x) => typeof x === 'string' || typeof x === 'number')) texts.push(v.join('.'));
      v.forEach((x) => walk(x, depth + 1));
    } else if (v && typeof v === 'object') Object.values(v).forEach((x) => walk(x, depth + 1));
  };
  walk(error.details, 0);
  const found: string[] = [];
  for (const t of texts) for (const m of t.matchAll(/[A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+)*/g)) found.push(m[0]);
  return found;
}

/** The line of the deepest key path named in `error` that the source holds, else null. */
function placeOf(lines: Map<string, number>, error: { message: string; details?: unknown }): number | null {
  let best: { path: string; line: number } | null = null;
  for (const candidate of candidatePaths(error)) {
    const parts = candidate.split('.');
    for (let n = parts.length; n > 0; n--) {
      const path = parts.slice(0, n).join('.');
      const line = lines.get(path);
      if (line !== undefined) {
        if (!best || path.length > best.path.length) best = { path, line };
        break;
      }
    }
  }
  return best?.line ?? null;
}

/**
 * A server refusal as editor problems. The config module answers one issue per line after a
 * heading ("…breaks the config schema (nothing was changed):\nauth.x: expected boolean"): each
 * issue goes to the line of the deepest key path it names that the source holds (a required key
 * the source lacks falls back to its nearest parent); the heading stays unplaced. A one-line
 * refusal is placed the same way, using its details too.
 */
export function serverProblems(text: string, error: { message: string; details?: unknown }): SourceProblem[] {
  const lines = keyLines(text);
  const [heading, ...issues] = error.message.split('\n').filter((l) => l.trim() !== '');
  if (issues.length === 0) return [{ line: placeOf(lines, error), column: null, message: error.message }];
  return [{ line: null, column: null, message: heading }, ...issues.map((issue) => ({ line: placeOf(lines, { message: issue }), column: null, message: issue }))];
}

/** The rendered config as sorted `key.path = value` rows (leaves only; empty objects and arrays stay rows). */
export function flattenConfig(value: unknown, prefix = ''): Array<{ path: string; value: unknown }> {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    return Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, v]) => flattenConfig(v, prefix ? `${prefix}.${k}` : k));
  }
  return [{ path: prefix, value }];
}
