import { sha256 } from '../../crypto/hashing.ts';
import { WorkerPool } from './worker-pool.ts';

/**
 * Compiles ONE admin-written TSX source (a template, a theme or a draft) into a CommonJS function
 * body, and nothing else: no bundling, no resolving, no file read. The source is text in, text out
 * (tsx-compiler-worker.mjs); its imports are linked later, inside the QuickJS sandbox, by a
 * `require` that knows only React (react-runtime.ts). So no import form — static, `require(x)`,
 * a template-literal "glob", `import()` — can name a file of this server: the old esbuild bundle
 * step resolved such globs on disk and inlined the server's key file (issue 19, item 1).
 *
 * Bounds: the source length (the request schemas allow the same), one compile thread with its own
 * heap and stack, a deadline after which the thread is killed, a bounded queue and a cache bounded
 * in entries and characters.
 */

export const MAX_SOURCE_CHARS = 500_000;
const COMPILE_DEADLINE_MS = 5_000;

export class TemplateCompileError extends Error {}

const pool = new WorkerPool({
  url: new URL('./tsx-compiler-worker.mjs', import.meta.url),
  size: 1,
  maxQueue: 64,
  workerOptions: async () => ({ resourceLimits: { maxOldGenerationSizeMb: 192, stackSizeMb: 4 } }),
  timeoutMessage: 'The source took too long to compile.',
});

// Compiled code by source hash, most recently used last. Bounded in entries and in characters
// (a compiled 500,000-character source is about as long again), so distinct large sources
// cannot grow the server's heap.
const cache = new Map<string, { code: Promise<string>; chars: number }>();
const CACHE_LIMIT = 200;
const CACHE_MAX_CHARS = 16 * 1024 * 1024;
let cachedChars = 0;

function evict(key: string) {
  const hit = cache.get(key);
  if (!hit) return;
  cache.delete(key);
  cachedChars -= hit.chars;
}

/** The compiled module body of this source; compiled once per distinct source (bounded cache). */
export function compileSource(source: string): Promise<string> {
  if (source.length > MAX_SOURCE_CHARS) return Promise.reject(new TemplateCompileError(`The source is longer than ${MAX_SOURCE_CHARS} characters.`));
  const key = sha256(source).toString('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.code;
  }
  const code = pool.run({ source }, COMPILE_DEADLINE_MS).then((r) => {
    if (!r.ok) throw new TemplateCompileError(r.error);
    return r.value;
  });
  // Counted at twice the source's length until compiled (then at the code's), so the bound holds
  // for compiles still in flight.
  const entry = { code, chars: 2 * source.length };
  code.then(
    (c) => {
      if (cache.get(key) !== entry) return;
      cachedChars += c.length - entry.chars;
      entry.chars = c.length;
    },
    () => {
      if (cache.get(key) === entry) evict(key);
    },
  );
  cache.set(key, entry);
  cachedChars += entry.chars;
  while (cache.size > CACHE_LIMIT || (cachedChars > CACHE_MAX_CHARS && cache.size > 1)) evict(cache.keys().next().value!);
  return code;
}

/** Stops the compile thread (tests, shutdown). */
export function closeCompiler(): Promise<void> {
  return pool.close();
}
