import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { Server as NetServer } from 'node:net';
import { StartupError } from '../startup-error.ts';

export type FetchHandler = (req: Request, env: unknown) => Response | Promise<Response>;

/** Opens the HTTP port, or says in one line why it cannot be opened (a StartupError). */
export async function listen(port: number, host: string, fetch: FetchHandler): Promise<ServerType> {
  const server = createAdaptorServer({ fetch, hostname: host });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(listenProblem(e, port, host)));
    server.listen(port, host, () => resolve());
  });
  return server;
}

function listenProblem(e: NodeJS.ErrnoException, port: number, host: string): StartupError {
  const at = `${host}:${port}`;
  switch (e.code) {
    case 'EADDRINUSE':
      return new StartupError(`HTTP port ${port} (PORT) is already in use by another program (another Gatehouse?). Stop it, or set PORT to a free port.`);
    case 'EACCES':
      return new StartupError(`not allowed to listen on ${at}: ports below 1024 need privileges. Set PORT to 1024 or above.`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(`cannot listen on ${at}: ${host} (HOST) is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all.`);
    default:
      return new StartupError(`cannot listen on ${at} (${e.code ?? e.message}). Check PORT and HOST.`);
  }
}

/** The accept queue counts as empty once no connection has come for this long... */
const QUIET_MS = 50;
/** ...or, under a steady stream of new connections, after this long. */
const MAX_ACCEPT_AFTER_CLOSE_MS = 2_000;

/**
 * Stops accepting connections and resolves once in-flight requests have finished, without
 * resetting requests a client had already sent. Found by the lifecycle drain test (24 sign-ins
 * sent just before SIGTERM): closing at once reset the connections still waiting in the kernel's
 * accept queue (a busy event loop accepts them one per turn, ~10 ms each), and
 * http.Server#close() also resets every connection it counts idle, which includes an accepted one
 * whose request is not parsed yet. So, in steps:
 * 1. keep accepting until no connection has come for a moment, so the accept queue is empty;
 * 2. close the listening socket only, and let the event loop read the accepted connections;
 * 3. close() as http.Server means it, ending keep-alive connections that are really idle (they
 *    would otherwise hold the close open for seconds); busy ones finish their response first.
 */
export async function closeHttp(server: ServerType): Promise<void> {
  await acceptQueueEmptied(server);
  const closed = new Promise<void>((resolve) => netServerClose.call(server, () => resolve()));
  await afterOneIoPass(QUIET_MS);
  server.close(() => {});
  await closed;
}
const netServerClose = NetServer.prototype.close;

/** After `ms`, and then after the event loop's next I/O phase (a timer alone can run before it). */
const afterOneIoPass = (ms: number) => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), ms));

async function acceptQueueEmptied(server: ServerType): Promise<void> {
  let accepted = 0;
  const count = () => accepted++;
  server.on('connection', count);
  const deadline = Date.now() + MAX_ACCEPT_AFTER_CLOSE_MS;
  try {
    for (let seen = -1; seen !== accepted && Date.now() < deadline; ) {
      seen = accepted;
      await afterOneIoPass(QUIET_MS);
    }
  } finally {
    server.off('connection', count);
  }
}
