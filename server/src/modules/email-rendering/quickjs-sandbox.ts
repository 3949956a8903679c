import { reactRuntime } from './react-runtime.ts';
import { WorkerPool } from './worker-pool.ts';

/**
 * Runs compiled template code in QuickJS compiled to WebAssembly, on worker threads. Two walls:
 * QuickJS itself (a separate engine; the code gets no require but the React-only one of
 * react-runtime.ts, no process, fetch, file system or network, a memory cap, a stack cap and an
 * interrupt deadline), and the worker thread, which the pool kills when a render overruns its
 * deadline (an allocation loop checks QuickJS's interrupt rarely) or dies. The event loop that
 * serves requests never runs template code.
 */
export interface SandboxLimits {
  memoryBytes: number;
  timeoutMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryBytes: 32 * 1024 * 1024, timeoutMs: 1000 };
/**
 * Time the host allows beyond the template's QuickJS deadline before it kills the thread: React's
 * own start (which has a deadline of its own) plus slack for a busy machine.
 */
const KILL_GRACE_MS = 1500;

export class SandboxError extends Error {}

const pool = new WorkerPool({
  url: new URL('./quickjs-worker.mjs', import.meta.url),
  size: 2,
  // Each queued job holds at most two sources (schema-bounded); a flood is refused, not queued.
  maxQueue: 128,
  workerOptions: async () => ({ workerData: { runtime: await reactRuntime() }, resourceLimits: { maxOldGenerationSizeMb: 256 } }),
  timeoutMessage: 'The template ran too long and was stopped.',
});

/**
 * Links the compiled template (and theme, or null) to React in a fresh QuickJS runtime, renders it
 * with `propsJson` and resolves with the render's JSON string.
 */
export async function runInSandbox(templateCode: string, themeCode: string | null, propsJson: string, limits: SandboxLimits = DEFAULT_LIMITS): Promise<string> {
  const r = await pool.run({ templateCode, themeCode, propsJson, memoryBytes: limits.memoryBytes, timeoutMs: limits.timeoutMs }, 2 * limits.timeoutMs + KILL_GRACE_MS);
  if (!r.ok) throw new SandboxError(r.error);
  return r.value;
}

/** Starts the sandbox threads (and builds React's runtime) while a first template compiles. */
export function warmSandbox(): void {
  pool.warm();
}

/** Stops the worker threads (server shutdown, tests). */
export function closeSandbox(): Promise<void> {
  return pool.close();
}
