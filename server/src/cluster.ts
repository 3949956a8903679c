import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './server.ts';

/** A worker that dies is forked again after this pause, doubled per quick death up to MAX_RESTART_DELAY_MS. */
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that served this long before dying counts as healthy: the next restart starts from the first pause again. */
const HEALTHY_AFTER_MS = 60_000;

export interface Workers {
  /** Resolves once every first worker listens on the port (or rejects when one dies before). */
  ready: Promise<void>;
  /** SIGTERM to every worker (each drains its requests and background work), then waits for all of them to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The cluster primary's half of GATEHOUSE_WORKERS (main.ts): forks `count` workers that share the
 * port (node:cluster hands the primary's listening socket to them), restarts one that dies with a
 * growing pause (logged, so a crash loop is visible and does not spin), and drains them all on
 * stop. The primary serves nothing itself; it has run the migrations and start-up passes before
 * (server.ts role 'prepare'), so the workers only connect. `env` is added to each worker's
 * environment (the embedded database's URL).
 */
export function startWorkers(count: number, env: Record<string, string>, log: Logger): Workers {
  let stopping = false;
  let delay = FIRST_RESTART_DELAY_MS;
  const started = new Map<number, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let waitingFor = count;
  let settle!: { ok: () => void; fail: (e: Error) => void };
  const ready = new Promise<void>((ok, fail) => (settle = { ok, fail }));

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    started.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('listening', (worker) => {
    log('info', `worker ${worker.id} (pid ${worker.process.pid}) is serving`);
    if (--waitingFor === 0) settle.ok();
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? Date.now());
    started.delete(worker.id);
    if (stopping) return;
    if (waitingFor > 0) {
      // A first worker that cannot start (a bad setting only it sees, a database refusing it) would crash-loop: give up at once.
      settle.fail(new Error(`worker ${worker.id} exited during start-up (${signal ?? `code ${code}`}); its own line above says why`));
      return;
    }
    if (lived >= HEALTHY_AFTER_MS) delay = FIRST_RESTART_DELAY_MS;
    log('error', `worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s; starting a new one in ${delay} ms`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    pendingRestarts.add(timer);
    delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
  });
  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    stop: async (signal = 'SIGTERM') => {
      stopping = true;
      for (const t of pendingRestarts) clearTimeout(t);
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      await Promise.all(
        alive.map(
          (w) =>
            new Promise<void>((done) => {
              w.once('exit', () => done());
              w.process.kill(signal);
            }),
        ),
      );
    },
  };
}
