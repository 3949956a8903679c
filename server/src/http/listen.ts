import { createAdaptorServer, type ServerType } from '@hono/node-server';
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

/** Stops accepting connections and resolves once in-flight requests have finished. */
export function closeHttp(server: ServerType): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open; in-flight requests finish first.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
