import { Worker } from 'node:worker_threads';

/**
 * Runs compiled template scripts in QuickJS compiled to WebAssembly, on worker threads. Two walls:
 * QuickJS itself (a separate engine; the script gets no require, process, fetch, file system or
 * network, a memory cap and an interrupt deadline), and the worker thread, which the host kills
 * when a render overruns its deadline (an allocation loop checks QuickJS's interrupt rarely). The
 * event loop that serves requests never runs template code.
 */
export interface SandboxLimits {
  memoryBytes: number;
  timeoutMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryBytes: 32 * 1024 * 1024, timeoutMs: 1000 };
/** Time the host allows beyond the QuickJS deadline before it kills the thread. */
const KILL_GRACE_MS = 500;
const POOL_SIZE = 2;

export class SandboxError extends Error {}

interface Job {
  id: number;
  bundle: string;
  propsJson: string;
  limits: SandboxLimits;
  resolve: (html: string) => void;
  reject: (e: Error) => void;
}

class SandboxWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  busy = false;

  private start(): Promise<void> {
    const worker = new Worker(new URL('./quickjs-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = null;
        this.ready = null;
      }
    });
    return this.ready;
  }

  async run(job: Job): Promise<void> {
    this.busy = true;
    try {
      if (!this.worker || !this.ready) await this.start();
      else await this.ready;
      const worker = this.worker!;
      const outcome = await new Promise<{ ok: boolean; value?: string; error?: string }>((resolve) => {
        const finish = (m: { ok: boolean; value?: string; error?: string }) => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          resolve(m);
        };
        const timer = setTimeout(() => {
          // Forget the thread at once so the next job starts a fresh one, then kill it.
          this.worker = null;
          this.ready = null;
          void worker.terminate();
          finish({ ok: false, error: 'The template ran too long and was stopped.' });
        }, job.limits.timeoutMs + KILL_GRACE_MS);
        const onMessage = (m: { id?: number; ok: boolean; value?: string; error?: string }) => {
          if (m.id === job.id) finish(m);
        };
        const onExit = () => finish({ ok: false, error: 'The template sandbox stopped (resource limit).' });
        worker.on('message', onMessage);
        worker.on('exit', onExit);
        worker.postMessage({ id: job.id, bundle: job.bundle, propsJson: job.propsJson, memoryBytes: job.limits.memoryBytes, timeoutMs: job.limits.timeoutMs });
      });
      if (outcome.ok) job.resolve(outcome.value!);
      else job.reject(new SandboxError(outcome.error));
    } catch (e) {
      job.reject(new SandboxError(e instanceof Error ? e.message : String(e)));
    } finally {
      this.busy = false;
    }
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }
}

const pool = Array.from({ length: POOL_SIZE }, () => new SandboxWorker());
const queue: Job[] = [];
let nextId = 1;

function pump() {
  for (const w of pool) {
    if (w.busy || !queue.length) continue;
    const job = queue.shift()!;
    void w.run(job).then(pump);
  }
}

/** Evaluates the bundle and calls its render function with `propsJson`; resolves with its result. */
export function runInSandbox(bundle: string, propsJson: string, limits: SandboxLimits = DEFAULT_LIMITS): Promise<string> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, bundle, propsJson, limits, resolve, reject });
    pump();
  });
}

/** Stops the worker threads (server shutdown, tests). */
export async function closeSandbox(): Promise<void> {
  await Promise.all(pool.map((w) => w.close()));
}
