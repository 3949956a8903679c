import { createServer } from 'node:net';

/** The embedded PostgreSQL's port when nothing else decides it (earlier versions always used it). */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

/** The embedded PostgreSQL listens on the loopback address only. */
export const EMBEDDED_PG_HOST = '127.0.0.1';

/** Whether nothing listens on `port` of the loopback address (by binding it for a moment). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: EMBEDDED_PG_HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port the operating system reports free right now. */
export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: EMBEDDED_PG_HOST, exclusive: true }, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
