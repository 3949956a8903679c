import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import { createApp } from './app.ts';
import { migrate } from './db/orm.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import type { AppDeps } from './http/context.ts';
import { openServices, type OpenedServices } from './services.ts';
import { bootstrapInternalProject, type InternalKeys } from './modules/projects/projects.bootstrap.ts';
import { decoyPasswordHash } from './crypto/passwords.ts';
import { EmailWorker } from './modules/emails/email-worker.ts';
import { BucketSweeper } from './modules/rate-limits/bucket-sweeper.ts';

export interface RunningGatehouse {
  url: string;
  port: number;
  internalKeys: InternalKeys;
  embedded: boolean;
  /** Stops accepting connections, waits for in-flight requests, then closes the database. */
  close(): Promise<void>;
}

export type Logger = AppDeps['log'];

export const jsonLogger: Logger = (level, message, extra) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...extra });
  (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
};

/** Database -> migrations -> internal project -> HTTP server. Used by main.ts, tests and benchmarks. */
export async function startGatehouse(config: Config, log: Logger = jsonLogger): Promise<RunningGatehouse> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, (m) => log('info', m));
    databaseUrl = embedded.url;
  }
  let services: OpenedServices | undefined;
  try {
    services = await openServices(databaseUrl, config, log, { listenForProjectChanges: true });
    const { deps } = services;
    const orm = deps.orm;
    const applied = await migrate(orm, databaseUrl);
    if (applied.length) log('info', `applied migrations: ${applied.join(', ')}`);
    const internalKeys = await bootstrapInternalProject({ ...deps, em: orm.em.fork() });
    void decoyPasswordHash();
    const { app } = createApp(deps);
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    // Delivers the e-mail outbox; any number of processes may run one against the same database.
    const emailWorker = new EmailWorker(orm, { shared: config.smtp, pollIntervalMs: config.emailPollIntervalMs, log });
    emailWorker.start();
    const sweeper = config.rateLimitsEnabled ? new BucketSweeper(deps.hotSql, log) : null;
    sweeper?.start();
    const opened = services;
    return {
      url: `http://localhost:${port}`,
      port,
      internalKeys,
      embedded: !!embedded,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open; in-flight requests finish first.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await emailWorker.stop();
        await sweeper?.stop();
        await opened.close();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await services?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw e;
  }
}
