import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import { createApp } from './app.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import type { AppDeps } from './http/context.ts';
import { listenUrlOf, type OpenedServices } from './services.ts';
import type { InternalKeys } from './modules/projects/projects.bootstrap.ts';
import { closePasswordHashing, configurePasswordHashing, decoyPasswordHash } from './crypto/passwords.ts';
import { keyFor } from './crypto/token-cipher.ts';
import { notReadyFetch, type NotReadyReason } from './http/not-ready.ts';
import { closeHttp, listen, type FetchHandler } from './http/listen.ts';
import { databaseLocation } from './db/connection-problems.ts';
import { openDatabase } from './startup-database.ts';
import { startBackground, type Background } from './background.ts';
import { modules } from './modules/index.ts';
import { resealFormerEntries } from './modules/data-vault/data-vault.rotation.ts';
import { createLog } from './observability/logger.ts';
import { shareWithClusterPrimary, startMetricsServer, type MetricsServer } from './observability/metrics-server.ts';

export interface RunningGatehouse {
  url: string;
  port: number;
  /** null in a cluster worker (role 'serve'): the primary bootstrapped the internal project. */
  internalKeys: InternalKeys | null;
  /** Set when Gatehouse started its own PostgreSQL (DATABASE_URL unset): where its files are, its port and URL. */
  embedded: { clusterDir: string; port: number; url: string } | undefined;
  /** The Prometheus endpoint (GATEHOUSE_METRICS_PORT), or null when metrics are off. */
  metricsUrl: string | null;
  /** Stops accepting connections, waits for in-flight requests, then closes the database. */
  close(): Promise<void>;
}

export type Logger = AppDeps['log'];

export interface StartOptions {
  /**
   * While DATABASE_URL's database cannot be reached (not started yet, restarting, network), keep
   * the HTTP port answering 503 and retry until it can (main.ts). Off (tests, tools): an
   * unreachable database is a StartupError at once. Permanent problems (a wrong password, a
   * missing database) are a StartupError either way.
   */
  waitForDatabase?: boolean;
  /** Gives up a start-up still waiting (SIGTERM before ready): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Told once the HTTP port is open, before the app is ready. */
  onListening?: (url: string) => void;
  /**
   * Cluster mode (main.ts, GATEHOUSE_WORKERS > 1). 'prepare', the primary: the database (embedded
   * or not), migrations and start-up passes once, then it closes its pools and the port (the
   * workers take the port over) and keeps only the embedded database; close() stops that.
   * 'serve', a worker: connects to the prepared database and serves, without the start-up passes.
   * 'all' (default): one process does both.
   */
  role?: 'all' | 'prepare' | 'serve';
}

/**
 * HTTP port -> database (embedded or DATABASE_URL) -> migrations -> internal project -> app. Used
 * by main.ts, tests and benchmarks. The port opens first, answering 503 (http/not-ready.ts) until
 * the app is built, then the app takes over the same port. Every failure an operator can fix is
 * a StartupError whose message says what to do.
 */
export async function startGatehouse(
  config: Config,
  log: Logger = createLog({ level: config.logLevel, format: config.logFormat }),
  options: StartOptions = {},
): Promise<RunningGatehouse> {
  let notReadyReason: NotReadyReason = 'starting';
  let handler: FetchHandler = notReadyFetch(() => notReadyReason);
  // One extra call per request buys the swap from the not-ready answer to the app without a restart.
  const open = async () => {
    const s = await listen(config.port, config.host, (req, env) => handler(req, env));
    options.onListening?.(`http://localhost:${(s.address() as AddressInfo).port}`);
    return s;
  };
  // A cluster worker opens the port only once it can serve: the primary hands connections to
  // every listening worker in turn, so one still starting (a replacement) would answer them 503.
  let server = options.role === 'serve' ? undefined : await open();
  let port = server ? (server.address() as AddressInfo).port : config.port;
  let embedded: EmbeddedDatabase | undefined;
  let services: OpenedServices | undefined;
  let metricsServer: MetricsServer | undefined;
  let background: Background | undefined;
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        log: (m) => log('info', m),
        onUnexpectedExit: (why) => log('error', why),
      });
      databaseUrl = embedded.url;
    }
    const opened = await openDatabase(databaseUrl, config, log, {
      // The embedded database was just started by us: if it cannot be reached, waiting will not help.
      wait: !!options.waitForDatabase && !embedded,
      where: embedded ? `${databaseLocation(databaseUrl)} (embedded)` : `${databaseLocation(databaseUrl)} (DATABASE_URL)`,
      signal: options.signal,
      onWaiting: () => (notReadyReason = 'database unreachable'),
      startupPasses: options.role !== 'serve',
    });
    services = opened.services;
    if (options.role === 'prepare') {
      // Generated into the data dir now, once, rather than by the first worker that needs it.
      keyFor(config);
      // The workers open their own pools and listen on this port; the primary keeps only the embedded database.
      await services.close();
      await closeHttp(server!);
      const keptDatabase = embedded;
      return {
        url: `http://localhost:${port}`,
        port,
        internalKeys: opened.internalKeys,
        embedded: embedded ? { clusterDir: embedded.clusterDir, port: embedded.port, url: embedded.url } : undefined,
        metricsUrl: null,
        close: async () => void (await keptDatabase?.stop()),
      };
    }
    const { deps } = services;
    configurePasswordHashing(config.passwordHashConcurrency, config.passwordHashNice, config.passwordHashPolicy);
    // Computed now (it also starts a hashing thread), so a first sign-in does not pay for it.
    void decoyPasswordHash();
    const { app } = createApp(deps);
    // A metrics port in use stops start-up (one line) before the app takes over the API port.
    if (services.prometheus && config.metrics) {
      // A cluster worker's figures are served, summed with the others', by the primary (main.ts).
      if (options.role === 'serve') shareWithClusterPrimary(services.prometheus.registry);
      else metricsServer = await startMetricsServer(services.prometheus.registry, config.metrics.port, config.metrics.host);
    }
    handler = app.fetch as FetchHandler;
    if (!server) {
      server = await open();
      port = (server.address() as AddressInfo).port;
    }
    const httpServer = server;
    // The event dispatcher and every module's workers (e-mail delivery, sweepers), from the manifests.
    if (config.backgroundWork) background = await startBackground(modules, deps, listenUrlOf(config, databaseUrl));
    const started = background;
    // A key rotation in progress (GATEHOUSE_ENCRYPTION_KEY_PREVIOUS set): re-seal the data vault under the current key, in the background.
    const vaultRotation = resealFormerEntries(deps.orm, config, log).catch((e: unknown) => log('error', `data vault: re-sealing under the current key stopped: ${(e as Error).message}`));
    const running = services;
    return {
      url: `http://localhost:${port}`,
      port,
      internalKeys: opened.internalKeys,
      embedded: embedded ? { clusterDir: embedded.clusterDir, port: embedded.port, url: embedded.url } : undefined,
      metricsUrl: metricsServer?.url ?? null,
      close: async () => {
        await closeHttp(httpServer);
        await started?.stop();
        await vaultRotation;
        await metricsServer?.close();
        await running.close();
        await embedded?.stop();
        // The hashing threads are unref'd, but a host process that stays (the test runner) keeps
        // their message ports: stopped here, after the last request that could hash.
        await closePasswordHashing();
      },
    };
  } catch (e) {
    if (server) await closeHttp(server).catch(() => {});
    await background?.stop().catch(() => {});
    await metricsServer?.close().catch(() => {});
    await services?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw e;
  }
}

