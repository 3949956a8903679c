// Only the settings module (and the one-line failure format) is loaded before the settings are
// checked: a bad setting is reported at once, before the application's hundreds of modules load
// (seconds on a busy machine). Everything else is imported below, once the settings are good.
import { join } from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { startupFailureLine } from './startup-error.ts';
import type { Logger, RunningGatehouse } from './server.ts';
import type { Workers } from './cluster.ts';

// A signal before start-up finished gives up the start (e.g. while waiting for the database).
const starting = new AbortController();
let running: RunningGatehouse | undefined;
let workers: Workers | undefined;
let log: Logger | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log?.('info', `${signal} received: draining requests and stopping`);
  // A cluster primary waits for its workers' own drains (each bounded by this same 15 s) first.
  const force = setTimeout(() => process.exit(1), workers ? 20_000 : 15_000);
  force.unref();
  if (!running) {
    // The start-up below sees the abort, cleans up and exits.
    starting.abort(new Error(`${signal} during start-up`));
    return;
  }
  await workers?.stop();
  await running.close();
  process.exit(0);
}
// This process owns its signals: shutdown drains HTTP first and stops the embedded database last
// (it runs in its own process group, so a Ctrl-C in the terminal does not stop it under requests).
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  // The only reader of process.env.
  const config = loadConfig(process.env);
  const [{ startGatehouse }, { createLog }, { databaseLocation }, { startWorkers }, { clusterMetrics, startMetricsServer }, { default: cluster }] = await Promise.all([
    import('./server.ts'),
    import('./observability/logger.ts'),
    import('./db/connection-problems.ts'),
    import('./cluster.ts'),
    import('./observability/metrics-server.ts'),
    import('node:cluster'),
  ]);
  const worker = cluster.isWorker ? cluster.worker! : undefined;
  log = createLog({ level: config.logLevel, format: config.logFormat });
  if (worker) {
    // A cluster worker: the primary prepared the database and prints the banner; this one serves.
    const workerLog = log;
    log = (level, message, fields) => workerLog(level, `worker ${worker.id}: ${message}`, fields);
    running = await startGatehouse(config, log, { waitForDatabase: true, signal: starting.signal, role: 'serve' });
    if (starting.signal.aborted) {
      await running.close();
      process.exit(0);
    }
  } else {
    if (config.publicUrlIsDefault) {
      // Backends verify `iss`; one that reaches Gatehouse by 127.0.0.1 or a service name would refuse every token.
      log('warn', `GATEHOUSE_PUBLIC_URL is not set: access tokens name ${config.publicUrl} as their issuer; set it to the address people and backends use when that is another one`);
    }
    const startLog = log;
    const clustered = config.workers > 1;
    running = await startGatehouse(config, log, {
      // Started before its database (compose, systemd, a reboot): answer 503 and wait for it.
      waitForDatabase: true,
      signal: starting.signal,
      onListening: (url) => startLog('info', `listening on ${url}; answering 503 until the database is ready`),
      // More than one worker: this process migrates and bootstraps once, then forks the workers that serve.
      role: clustered ? 'prepare' : 'all',
    });
    if (starting.signal.aborted) {
      await running.close();
      process.exit(0);
    }
    let metricsUrl = running.metricsUrl;
    if (clustered) {
      log('info', `starting ${config.workers} workers on port ${running.port} (GATEHOUSE_WORKERS=${config.workers})`);
      // The embedded database was started here: the workers reach it by its URL.
      workers = startWorkers(config.workers, running.embedded ? { DATABASE_URL: running.embedded.url } : {}, log);
      await workers.ready;
      if (config.metrics) {
        const m = await startMetricsServer(clusterMetrics(), config.metrics.port, config.metrics.host);
        metricsUrl = m.url;
      }
    }
    printBanner(config, running, metricsUrl, databaseLocation);
  }
} catch (e) {
  if (starting.signal.aborted) process.exit(0);
  await workers?.stop().catch(() => {});
  await running?.close().catch(() => {});
  // One line that says what failed and what to do; never a stack trace.
  process.stderr.write(startupFailureLine(e) + '\n');
  process.exit(1);
}

function printBanner(config: Config, gatehouse: RunningGatehouse, metricsUrl: string | null, databaseLocation: (url: string) => string) {
  // Inside: this module's top level awaits the start before any later declaration runs.
  const DASHBOARD_SIGN_UP_LINE = {
    first: 'the dashboard\'s first account signs up and owns it; after that, dashboard sign-up is closed',
    open: 'anyone who reaches the dashboard can sign up',
    closed: 'nobody can sign up on the dashboard',
  } as const;
  const publicUrl = config.publicUrl;
  process.stdout.write(
    [
      '',
      'Gatehouse is running.',
      `  API:        ${publicUrl}/api/v1`,
      `  Docs:       ${publicUrl}/api/v1/docs`,
      `  Dashboard:  ${publicUrl}/`,
      `  Sign-up:    ${DASHBOARD_SIGN_UP_LINE[config.dashboardSignUp]} (GATEHOUSE_DASHBOARD_SIGN_UP=${config.dashboardSignUp})`,
      `  Workers:    ${config.workers === 1 ? '1 process' : `${config.workers} processes on one port`} (GATEHOUSE_WORKERS; default: the core count with NODE_ENV=production, else 1)`,
      `  Internal project publishable client key: ${gatehouse.internalKeys!.publishableClientKey}`,
      gatehouse.internalKeys!.source === 'environment'
        ? '  Internal keys: from GATEHOUSE_INTERNAL_CLIENT_KEY, _SERVER_KEY and _ADMIN_KEY'
        : `  Internal keys: ${join(config.dataDir, 'internal-keys.json')} (publishable, secret server and admin key of the internal project; keep it private)`,
      gatehouse.embedded
        ? `  Database:   embedded PostgreSQL on 127.0.0.1:${gatehouse.embedded.port}, files in ${gatehouse.embedded.clusterDir}\n` +
          `  Data dir:   ${config.dataDir} (GATEHOUSE_DATA_DIR: generated keys, database password, where the database is)`
        : `  Database:   ${databaseLocation(config.databaseUrl!)} (DATABASE_URL)`,
      config.smtp
        ? `  E-mail:     shared SMTP server ${new URL(config.smtp.url).host}, sender ${config.smtp.sender}`
        : '  E-mail:     no SMTP_URL set: mail of projects on the shared e-mail server is kept in the development inbox\n' +
          '              (GET /api/v1/internal/emails, and the dashboard\'s e-mail page), not sent',
      ...(metricsUrl ? [`  Metrics:    ${metricsUrl} (Prometheus${config.workers > 1 ? ', summed over the workers' : ''})`] : []),
      '',
    ].join('\n') + '\n',
  );
}
