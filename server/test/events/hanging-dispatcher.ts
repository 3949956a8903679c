/**
 * A dispatcher PROCESS whose subscriber never finishes: it prints `claimed <event id>` once it
 * holds a run, then hangs. test/events/dispatcher.test.ts kills it with SIGKILL to prove another
 * process retries the run once the lease has run out. Environment: DATABASE_URL, SUBSCRIBER,
 * PROJECT_ID (only that project's events are held), LEASE_MS.
 */
import { loadConfig } from '../../src/config.ts';
import { openServices } from '../../src/services.ts';
import { Dispatcher } from '../../src/modules/events/dispatcher.ts';

const env = process.env;
const { deps } = await openServices(env.DATABASE_URL!, loadConfig({ DATABASE_URL: env.DATABASE_URL! }), () => {}, { poolMax: 2, hotPoolMax: 1 });
const dispatcher = new Dispatcher(
  deps,
  [
    {
      name: env.SUBSCRIBER!,
      types: ['user.created'],
      handle: async (event) => {
        if (event.projectId !== env.PROJECT_ID) return;
        process.stdout.write(`claimed ${event.id}\n`);
        await new Promise(() => {});
      },
    },
  ],
  { pollIntervalMs: 50, leaseMs: Number(env.LEASE_MS), databaseUrl: env.DATABASE_URL! },
);
await dispatcher.start();
process.stdout.write('dispatcher started\n');
