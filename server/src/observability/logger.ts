import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { AppDeps } from '../http/context.ts';
import type { LogFormat, LogLevel } from '../config.ts';

/** The logging function the app and the modules call; modules never see pino itself. */
export type Log = AppDeps['log'];

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
}

/**
 * Fields that must never be written even if a future call site passes them (request headers, a
 * body): their values are replaced. Defence in depth only: the request line is built from a fixed
 * set of fields (observability/request-observer.ts) and carries no header, body or query string.
 */
const REDACTED_PATHS = [
  'password', 'token', 'access_token', 'refresh_token', 'secret', 'client_secret', 'key', 'authorization', 'cookie',
  'headers.authorization', 'headers.cookie', 'headers["x-stack-access-token"]', 'headers["x-stack-refresh-token"]',
  'headers["x-stack-secret-server-key"]', 'headers["x-stack-super-secret-admin-key"]', 'headers["x-stack-publishable-client-key"]',
  'headers["x-stack-admin-access-token"]',
  // The same secrets under their other spelling (http/header-families.ts).
  'headers["x-hexclave-access-token"]', 'headers["x-hexclave-refresh-token"]', 'headers["x-hexclave-secret-server-key"]',
  'headers["x-hexclave-super-secret-admin-key"]', 'headers["x-hexclave-publishable-client-key"]', 'headers["x-hexclave-admin-access-token"]',
];

/**
 * Bytes collected before stdout is written (JSON format): about 15 request lines per write instead
 * of one write (a thread-pool round trip and a syscall) per request, the largest fixed cost per
 * request after the HTTP parsing itself (bench/README.md, "fixed cost per request").
 */
const LOG_BATCH_BYTES = 4096;
/** ...and at the latest this long after a line was written, so a quiet server's lines still appear at once to a person reading them. */
const LOG_FLUSH_MS = 200;

/**
 * A pino logger. With `destination` (tests) it writes JSON lines there. Without, it writes to
 * stdout asynchronously (sonic-boom: the request path never waits on the terminal or a pipe),
 * in batches of LOG_BATCH_BYTES or every LOG_FLUSH_MS, whichever comes first; pino flushes what is
 * buffered when the process exits (SIGTERM, SIGINT, a start-up failure). A SIGKILL loses at most
 * the last LOG_FLUSH_MS of lines.
 */
export function createPinoLogger(settings: LogSettings, destination?: DestinationStream): PinoLogger {
  const options = {
    level: settings.level,
    timestamp: isoTimeOncePerMillisecond,
    // 'info' rather than 30: readable in any log viewer without a lookup table.
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  const pretty = settings.format === 'pretty' || (settings.format === 'auto' && process.stdout.isTTY === true);
  if (pretty) return pino(options, prettyStream());
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }));
}

/**
 * pino's isoTime (`,"time":"<ISO 8601>"`), formatted at most once per millisecond: a busy server
 * writes several lines per millisecond, and Date#toISOString was ~2 % of a trivial request.
 */
let lastMs = -1;
let lastTime = '';
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/** pino-pretty in this process (development only: it formats synchronously, a worker would be overkill). */
function prettyStream(): DestinationStream {
  // Loaded only here, so a production process never loads the prettifier.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    // The request line reads as one line, `GET /api/v1/users/{user_id} 200 3.1ms [request id]`;
    // its fields are in the message, so they are not repeated below it.
    ignore: 'pid,hostname,method,route,status,ms,request_id',
    messageFormat: '{if method}{method} {route} {status} {ms}ms {end}{msg}{if request_id} [{request_id}]{end}',
  });
}

/** The app's `log(level, message, extra)` backed by a pino logger. */
export function logThrough(logger: PinoLogger): Log {
  return (level, message, extra) => {
    if (extra) logger[level](extra, message);
    else logger[level](message);
    // Only request lines are worth batching (LOG_BATCH_BYTES): every other line (start-up, a worker
    // serving, warnings, errors) is rare, and a person or a supervisor may be waiting for it, so it
    // goes out at once, with the request lines buffered before it.
    if (message !== 'request') logger.flush();
  };
}

/** The logger `make start` and any process without its own uses: settings from the configuration, to stdout. */
export function createLog(settings: LogSettings, destination?: DestinationStream): Log {
  return logThrough(createPinoLogger(settings, destination));
}
