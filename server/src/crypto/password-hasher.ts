import { Worker } from 'node:worker_threads';

/**
 * Password hashing (argon2id, and the verification of imported bcrypt hashes) on a fixed number of
 * threads of its own, never on the event loop nor on libuv's shared pool. Why (issue 24, measured
 * in bench/README.md "Password sign-in"):
 * - Bound: at most `concurrency` hashes run at once (one per thread), so they cannot take more
 *   cores than given, and their memory (19 MiB per argon2id hash) is bounded by the same number.
 *   Further jobs wait in a FIFO queue here.
 * - No gap between hashes: each thread holds one job beside the one it computes, so when a hash
 *   ends the next starts at once, not after the event loop (busy with requests) has noticed.
 * - Reads first: the threads run at a lower priority (GATEHOUSE_PASSWORD_HASH_NICE, default 5,
 *   Linux), so the event loop preempts a hash instead of waiting for a time slice. Not higher by
 *   default: at nice 10, measured under other heavy load, sign-ins yielded so much that some timed
 *   out (bench/README.md "Password sign-in"). A nice value only orders threads inside one
 *   process group (autogroup/cgroup): PostgreSQL's backends on the same host compete with the
 *   hashes as equals. GATEHOUSE_PASSWORD_HASH_POLICY=idle (SCHED_IDLE) puts the hashes below every
 *   normal thread of the machine; not the default for the same reason as a high nice value.
 * - libuv's pool (4 threads) stays free for WebCrypto (token signing), DNS and the file system.
 * One hasher per process (crypto/passwords.ts): it is the process's cores that it shares out.
 */
/** The hashing threads' scheduling policy (Linux): `normal` (their nice value) or `idle` (SCHED_IDLE). */
export type HashPolicy = 'normal' | 'idle';

export type HashJob = { op: 'hash'; password: string } | { op: 'verify'; kind: 'argon2id' | 'bcrypt'; hash: string; password: string };

/** What a hasher is doing at one moment (the gatehouse_password_hash_* metrics). */
export interface HasherUse {
  /** Threads: the most hashes computed at once. */
  concurrency: number;
  /** Hashes being computed now. */
  running: number;
  /** Hashes waiting for a thread (queued here or held by a busy thread). */
  waiting: number;
}

/** Jobs a thread holds at once: the one it computes and the next one, ready. */
const HELD_PER_THREAD = 2;

interface Pending {
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (e: Error) => void;
}

class HashThread {
  /** Jobs sent to the thread, oldest first: it answers them in this order. */
  readonly held: Pending[] = [];
  private readonly worker: Worker;
  dead = false;

  constructor(argon2: object, nice: number, policy: HashPolicy, events: { answered: () => void; died: (t: HashThread) => void }) {
    this.worker = new Worker(new URL('./password-hash-worker.mjs', import.meta.url), {
      workerData: { nice, policy, argon2 },
      // Not the TypeScript loader the server runs under: the worker is plain JavaScript.
      execArgv: [],
      // The hash's memory is native (Rust), not heap: the isolate itself stays small.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
      name: 'gatehouse-password-hash',
    });
    this.worker.unref();
    this.worker.on('message', (reply: { ok: boolean; value?: string | boolean; error?: string }) => {
      const done = this.held.shift();
      if (!done) return;
      if (reply.ok) done.resolve(reply.value!);
      else done.reject(new Error(`password hashing failed: ${reply.error}`));
      events.answered();
    });
    const die = (why: string) => {
      if (this.dead) return;
      this.dead = true;
      for (const p of this.held.splice(0)) p.reject(new Error(`password hashing thread stopped: ${why}`));
      events.died(this);
    };
    this.worker.on('error', (e) => die(e.message));
    this.worker.on('exit', (code) => die(`exit code ${code}`));
  }

  send(p: Pending): void {
    this.held.push(p);
    this.worker.postMessage(p.job);
  }

  terminate(): Promise<number> {
    this.dead = true;
    return this.worker.terminate();
  }
}

export class PasswordHasher {
  private threads: HashThread[] = [];
  private readonly queue: Pending[] = [];
  private closing = false;

  constructor(
    readonly concurrency: number,
    private readonly argon2: object,
    /** The threads' nice value (Linux; 0: the event loop's own priority). */
    readonly nice = 0,
    /** `idle`: SCHED_IDLE (Linux), below every normal thread of the machine, whatever its nice value or process group. */
    readonly policy: HashPolicy = 'normal',
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`password hash concurrency must be a whole number >= 1 (got ${concurrency})`);
  }

  run(job: HashJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  use(): HasherUse {
    let running = 0;
    let held = 0;
    for (const t of this.threads) {
      if (t.held.length) running++;
      held += t.held.length;
    }
    return { concurrency: this.concurrency, running, waiting: this.queue.length + held - running };
  }

  /** Stops the threads once every job handed to this hasher is answered (a replaced hasher). */
  closeWhenIdle(): void {
    this.closing = true;
    this.closeIfIdle();
  }

  private closeIfIdle(): void {
    if (this.closing && !this.queue.length && this.threads.every((t) => !t.held.length)) void this.close();
  }

  /** Stops the threads; jobs they held or that wait here are refused. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    // Refused before the threads stop: an answer arriving meanwhile finds nothing to settle.
    for (const p of [...this.queue.splice(0), ...threads.flatMap((t) => t.held.splice(0))]) p.reject(new Error('password hashing stopped'));
    await Promise.all(threads.map((t) => t.terminate()));
  }

  /** Hands queued jobs to the least loaded thread with room, starting threads up to the bound. */
  private dispatch(): void {
    while (this.queue.length) {
      let best: HashThread | undefined;
      for (const t of this.threads) if (t.held.length < HELD_PER_THREAD && (!best || t.held.length < best.held.length)) best = t;
      // An idle thread beats a started one holding a job; a new thread beats waiting behind one.
      if ((!best || best.held.length > 0) && this.threads.length < this.concurrency) best = this.startThread();
      if (!best) return;
      best.send(this.queue.shift()!);
    }
  }

  private startThread(): HashThread {
    const thread = new HashThread(this.argon2, this.nice, this.policy, {
      answered: () => {
        this.dispatch();
        this.closeIfIdle();
      },
      died: (dead) => {
        this.threads = this.threads.filter((t) => t !== dead);
        this.dispatch();
      },
    });
    this.threads.push(thread);
    return thread;
  }
}
