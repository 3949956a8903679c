import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A few worker threads that run untrusted work (compiling and rendering e-mail templates) away
 * from the event loop that serves requests. Every job has a deadline: a thread that overruns it,
 * dies (heap, stack) or answers garbage is thrown away and the next job starts a fresh one, so a
 * template can cost one thread, never the server. The queue is bounded: past it, a job is refused
 * at once instead of piling up memory.
 */
export type WorkerReply = { ok: true; value: string } | { ok: false; error: string };

export interface PoolOptions {
  url: URL;
  size: number;
  maxQueue: number;
  /** Computed when a thread starts (e.g. data it needs that is built once, lazily). */
  workerOptions: () => Promise<WorkerOptions>;
  /** What a job that overran its deadline answers. */
  timeoutMessage: string;
}

interface Job {
  message: Record<string, unknown>;
  deadlineMs: number;
  resolve: (r: WorkerReply) => void;
}

class Slot {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  busy = false;

  constructor(private readonly opts: PoolOptions) {}

  private start(): Promise<void> {
    this.ready = (async () => {
      const worker = new Worker(this.opts.url, await this.opts.workerOptions());
      worker.unref();
      this.worker = worker;
      worker.on('exit', () => this.forget(worker));
      worker.on('error', () => this.forget(worker));
      await new Promise<void>((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('error', reject);
        worker.once('exit', () => reject(new Error('The worker stopped while starting.')));
      });
    })();
    this.ready.catch(() => {
      this.worker = null;
      this.ready = null;
    });
    return this.ready;
  }

  private forget(worker: Worker) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
  }

  /** Starts the thread ahead of its first job (no-op when it runs or is starting). */
  warm(): void {
    if (!this.ready) this.start().catch(() => {});
  }

  async run(job: Job, id: number): Promise<void> {
    this.busy = true;
    try {
      await (this.ready ?? this.start());
      const worker = this.worker!;
      job.resolve(
        await new Promise<WorkerReply>((resolve) => {
          const finish = (r: WorkerReply) => {
            clearTimeout(timer);
            worker.off('message', onMessage);
            worker.off('exit', onExit);
            resolve(r);
          };
          const timer = setTimeout(() => {
            // Forget the thread at once so the next job starts a fresh one, then kill it.
            this.forget(worker);
            void worker.terminate();
            finish({ ok: false, error: this.opts.timeoutMessage });
          }, job.deadlineMs);
          const onMessage = (m: { id?: number; ok?: unknown; value?: unknown; error?: unknown }) => {
            if (m?.id !== id) return;
            if (m.ok === true && typeof m.value === 'string') finish({ ok: true, value: m.value });
            else finish({ ok: false, error: typeof m.error === 'string' ? m.error : 'The template sandbox failed.' });
          };
          const onExit = () => finish({ ok: false, error: 'The template sandbox stopped (resource limit).' });
          worker.on('message', onMessage);
          worker.on('exit', onExit);
          worker.postMessage({ ...job.message, id });
        }),
      );
    } catch (e) {
      job.resolve({ ok: false, error: e instanceof Error ? e.message : String(e) });
    } finally {
      this.busy = false;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    await worker?.terminate();
  }
}

export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly opts: PoolOptions) {
    this.slots = Array.from({ length: opts.size }, () => new Slot(opts));
  }

  /** Runs one job; always resolves (a refusal, timeout or crash is `{ ok: false, error }`). */
  run(message: Record<string, unknown>, deadlineMs: number): Promise<WorkerReply> {
    if (this.queue.length >= this.opts.maxQueue) return Promise.resolve({ ok: false, error: 'The template sandbox is busy; try again in a moment.' });
    return new Promise((resolve) => {
      this.queue.push({ message, deadlineMs, resolve });
      this.pump();
    });
  }

  /** Starts the threads now, so a first job does not wait for them (they start lazily otherwise). */
  warm(): void {
    for (const slot of this.slots) slot.warm();
  }

  private pump() {
    for (const slot of this.slots) {
      if (slot.busy || !this.queue.length) continue;
      const job = this.queue.shift()!;
      void slot.run(job, this.nextId++).then(() => this.pump());
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.close()));
  }
}
