import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** `databaseUrl` with host and port pointing at the proxy. */
  url: string;
  /** Closes every open connection at once (both sides see the connection end unexpectedly). */
  cut(): void;
  /** Stops listening and cuts: new connections are refused (ECONNREFUSED), like a stopped server. */
  refuse(): Promise<void>;
  /** Listens again (on the same port, after refuse) and forwards (after freeze). */
  restore(): Promise<void>;
  /**
   * Keeps every socket open but forwards nothing, either way (data waits in the buffers): a frozen
   * database, or a network that drops everything. restore() lets it all flow again.
   */
  freeze(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real PostgreSQL, so a test can make the database unreachable for one
 * server's connections (refused, reset, or silent) without touching the shared PostgreSQL.
 */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let frozen = false;
  /** What arrived while frozen, in order, for the socket it is bound to. */
  let held: [Socket, Buffer][] = [];
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {});
        }
        client.on('data', (d: Buffer) => (frozen ? held.push([upstream, d]) : upstream.write(d)));
        upstream.on('data', (d: Buffer) => (frozen ? held.push([client, d]) : client.write(d)));
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const cut = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    held = [];
  };
  const refuse = async () => {
    const s = server;
    server = null;
    cut();
    if (s) await new Promise<void>((r) => s.close(() => r()));
  };
  return {
    url: url.toString(),
    cut,
    refuse,
    restore: async () => {
      frozen = false;
      for (const [to, d] of held) if (!to.destroyed) to.write(d);
      held = [];
      if (!server) await listen();
    },
    freeze: () => {
      frozen = true;
    },
    close: refuse,
  };
}
