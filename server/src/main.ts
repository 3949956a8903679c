// Only the settings module (and the one-line failure format) is loaded before the settings are
// checked: a bad setting is reported at once, before the application's hundreds of modules load
// (seconds on a busy machine). Everything else is imported below, once the settings are good.
import { join } from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { startupFailureLine } from './startup-error.ts';
import type { Logger, RunningGatehouse } from './server.ts';

// A signal before start-up finished gives up the start (e.g. while waiting for the database).
const starting = new AbortController();
let running: RunningGatehouse | undefined;
let log: Logger | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log?.('info', `${signal} received: draining requests and stopping`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  if (!running) {
    // The start-up below sees the abort, cleans up and exits.
    starting.abort(new Error(`${signal} during start-up`));
    return;
  }
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
  const [{ startGatehouse }, { createLog }, { databaseLocation }] = await Promise.all([
    import('./server.ts'),
    import('./observability/logger.ts'),
    import('./db/connection-problems.ts'),
  ]);
  log = createLog({ level: config.logLevel, format: config.logFormat });
  if (config.publicUrlIsDefault) {
    // Backends verify `iss`; one that reaches Gatehouse by 127.0.0.1 or a service name would refuse every token.
    log('warn', `GATEHOUSE_PUBLIC_URL is not set: access tokens name ${config.publicUrl} as their issuer; set it to the address people and backends use when that is another one`);
  }
  const startLog = log;
  running = await startGatehouse(config, log, {
    // Started before its database (compose, systemd, a reboot): answer 503 and wait for it.
    waitForDatabase: true,
    signal: starting.signal,
    onListening: (url) => startLog('info', `listening on ${url}; answering 503 until the database is ready`),
  });
  if (starting.signal.aborted) {
    await running.close();
    process.exit(0);
  }
  printBanner(config, running, databaseLocation);
} catch (e) {
  if (starting.signal.aborted) process.exit(0);
  // One line that says what failed and what to do; never a stack trace.
  process.stderr.write(startupFailureLine(e) + '\n');
  process.exit(1);
}

function printBanner(config: Config, gatehouse: RunningGatehouse, databaseLocation: (url: string) => string) {
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
      `  Internal project publishable client key: ${gatehouse.internalKeys.publishableClientKey}`,
      gatehouse.internalKeys.source === 'environment'
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
      ...(gatehouse.metricsUrl ? [`  Metrics:    ${gatehouse.metricsUrl} (Prometheus)`] : []),
      '',
    ].join('\n') + '\n',
  );
}
