import { writeSync } from 'node:fs';
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

/** The fields of the per-request line (observability/request-observer.ts), in the order they are written. */
export interface RequestLineFields {
  request_id: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  project_id?: string | undefined;
}

/** The message of the per-request line: `log('info', REQUEST_MESSAGE, fields)` takes the hand-written path below. */
export const REQUEST_MESSAGE = 'request';

/**
 * Writes the per-request line by hand: the same bytes pino would write for
 * `logger.info(fields, 'request')` (`{"level":"info","time":…,"pid":…,"hostname":…,<fields>,"msg":"request"}`;
 * src/observability/logger.test.ts compares the two), without pino's walk over the object, its
 * redaction wrapper and its per-value type switch: ~1-2 % of a trivial request's CPU
 * (bench/README.md, "Third pass"). The fields are fixed and hold no secret (the observer builds
 * them from the route pattern, never the raw path, a header or the body), so redaction has nothing
 * to do here; every other line still goes through pino.
 */
function requestLineWriter(logger: PinoLogger): { line: (f: RequestLineFields) => void; drain: () => void } {
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  // `,"pid":…,"hostname":…` exactly as pino renders its base bindings.
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  if (!stream || typeof stream.write !== 'function' || typeof bindings !== 'string') return { line: (f) => logger.info(f, REQUEST_MESSAGE), drain: () => {} };
  const out = batching(stream);
  const line = (f: RequestLineFields) => {
    if (!logger.isLevelEnabled('info')) return;
    const project = f.project_id === undefined ? '' : `,"project_id":${JSON.stringify(f.project_id)}`;
    out.write(
      `{"level":"info"${isoTimeOncePerMillisecond()}${bindings},"request_id":${JSON.stringify(f.request_id)},"method":${JSON.stringify(f.method)},` +
        `"route":${JSON.stringify(f.route)},"status":${jsonNumber(f.status)},"ms":${jsonNumber(f.ms)}${project},"msg":"request"}\n`,
    );
  };
  return { line, drain: out.drain };
}

/** The parts of pino's asynchronous stdout stream (sonic-boom) the batch below relies on. */
interface AsyncDestination {
  write(s: string): unknown;
  flush(): void;
  flushSync(): void;
  fd: number;
  minLength: number;
}

interface LineSink {
  write(line: string): void;
  /** Hands what is collected to the destination (before any other line, so lines stay in order). */
  drain(): void;
}

/**
 * Request lines collected into one string and handed to the stdout stream LOG_BATCH_BYTES at a
 * time. sonic-boom batches too, but per line it appends to its buffer and measures the whole
 * buffer's UTF-8 length again: ~3-5 µs of CPU per line against ~1-1.7 µs this way (bench/README.md,
 * "Third pass"). Only for that stream (tests' destinations and pino-pretty get every line at
 * once). The same bounds as sonic-boom's: written at LOG_BATCH_BYTES, or LOG_FLUSH_MS after the
 * first line waiting, and on exit before pino's own final flush (listeners put first), so a
 * SIGTERM or process.exit loses nothing and the order of lines is kept.
 */
function batching(stream: DestinationStream): LineSink {
  const d = stream as unknown as Partial<AsyncDestination>;
  const direct: LineSink = { write: (line) => void stream.write(line), drain: () => {} };
  if (typeof d.flushSync !== 'function' || typeof d.flush !== 'function' || typeof d.fd !== 'number' || !(Number(d.minLength) > 0)) return direct;
  const dest = d as AsyncDestination;
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    dest.write(text);
  };
  const onTimer = () => {
    timer = undefined;
    drain();
    dest.flush();
  };
  // 'exit' has no event loop left: what sonic-boom holds goes first, synchronously, then ours.
  process.prependListener('exit', () => {
    if (pending === '') return;
    try {
      dest.flushSync();
    } catch {
      // Not ready or already closed: write ours anyway.
    }
    try {
      writeSync(dest.fd, pending);
    } catch {
      // stdout gone (EPIPE): nothing to write to.
    }
    pending = '';
  });
  // 'beforeExit' still has one: pino's own listener (after this one) flushes what we hand over.
  process.prependListener('beforeExit', drain);
  return {
    write(line) {
      pending += line;
      if (pending.length >= LOG_BATCH_BYTES) drain();
      else timer ??= setTimeout(onTimer, LOG_FLUSH_MS).unref();
    },
    drain,
  };
}

/** A number as pino writes one: non-finite as null. */
function jsonNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** The app's `log(level, message, extra)` backed by a pino logger. */
export function logThrough(logger: PinoLogger): Log {
  const requestLines = requestLineWriter(logger);
  return (level, message, extra) => {
    if (message === REQUEST_MESSAGE && level === 'info' && extra) {
      requestLines.line(extra as unknown as RequestLineFields);
      return;
    }
    // The request lines collected so far go first: the log stays in order.
    requestLines.drain();
    if (extra) logger[level](extra, message);
    else logger[level](message);
    // Only request lines are worth batching (LOG_BATCH_BYTES): every other line (start-up, a worker
    // serving, warnings, errors) is rare, and a person or a supervisor may be waiting for it, so it
    // goes out at once, with the request lines buffered before it.
    logger.flush();
  };
}

/** The logger `make start` and any process without its own uses: settings from the configuration, to stdout. */
export function createLog(settings: LogSettings, destination?: DestinationStream): Log {
  return logThrough(createPinoLogger(settings, destination));
}
