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
import { createLog } from './observability/logger.ts';
import { startMetricsServer, type MetricsServer } from './observability/metrics-server.ts';

export interface RunningGatehouse {
  url: string;
  port: number;
  internalKeys: InternalKeys;
  embedded: boolean;
  /** The Prometheus endpoint (GATEHOUSE_METRICS_PORT), or null when metrics are off. */
  metricsUrl: string | null;
  /** Stops accepting connections, waits for in-flight requests, then closes the database. */
  close(): Promise<void>;
}

export type Logger = AppDeps['log'];

/** Database -> migrations -> internal project -> HTTP server. Used by main.ts, tests and benchmarks. */
export async function startGatehouse(config: Config, log: Logger = createLog({ level: config.logLevel, format: config.logFormat })): Promise<RunningGatehouse> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, (m) => log('info', m));
    databaseUrl = embedded.url;
  }
  let services: OpenedServices | undefined;
  let metricsServer: MetricsServer | undefined;
  try {
    services = await openServices(databaseUrl, config, log, { listenForProjectChanges: true });
    const { deps } = services;
    const orm = deps.orm;
    const applied = await migrate(orm, databaseUrl);
    if (applied.length) log('info', `applied migrations: ${applied.join(', ')}`);
    const internalKeys = await bootstrapInternalProject({ ...deps, em: orm.em.fork() });
    void decoyPasswordHash();
    const { app } = createApp(deps);
    // Before the API port: a metrics port in use stops start-up before the API answers anything.
    if (services.prometheus && config.metrics) metricsServer = await startMetricsServer(services.prometheus.registry, config.metrics.port, config.metrics.host);
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
      metricsUrl: metricsServer?.url ?? null,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open; in-flight requests finish first.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await emailWorker.stop();
        await sweeper?.stop();
        await metricsServer?.close();
        await opened.close();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await metricsServer?.close().catch(() => {});
    await services?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw e;
  }
}
