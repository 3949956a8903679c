import type { AppDeps } from './http/context.ts';
import { subscribersOf, workersOf, type ModuleManifest, type RunningWorker } from './http/module.ts';
import { Dispatcher } from './modules/events/dispatcher.ts';

export interface Background {
  /** Stops every worker and the dispatcher, waiting for the work in hand. */
  stop(): Promise<void>;
}

/**
 * Everything that runs besides answering requests, from the manifests: the event dispatcher with
 * every module's subscribers, and every module's workers. Any number of processes may run this
 * against the same database (all claims are SKIP LOCKED).
 */
export async function startBackground(modules: ModuleManifest[], deps: AppDeps, databaseUrl: string): Promise<Background> {
  const running: { name: string; worker: RunningWorker }[] = [];
  const dispatcher = new Dispatcher(deps, subscribersOf(modules), { ...deps.config.events, databaseUrl });
  await dispatcher.start();
  running.push({ name: 'events', worker: dispatcher });
  for (const spec of workersOf(modules)) {
    const worker = spec.start(deps);
    if (worker) running.push({ name: spec.name, worker });
  }
  return {
    stop: async () => {
      await Promise.all(
        running.map(({ name, worker }) =>
          worker.stop().catch((e) => deps.log('error', 'background worker failed to stop', { worker: name, error: e instanceof Error ? e.message : String(e) })),
        ),
      );
    },
  };
}
