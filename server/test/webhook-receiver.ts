import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: headers and the raw body, as a real receiver would verify them. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real local HTTP receiver for webhook tests (127.0.0.1, or another loopback address). `answer` decides each reply from the
 * number of requests so far: a status and body, or 'hang' (never answers).
 */
export async function startReceiver(answer: (n: number) => { status: number; body?: string; headers?: Record<string, string> } | 'hang' = () => ({ status: 200, body: 'ok' }), host = '127.0.0.1') {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  let open = 0;
  const server: Server = createServer((req, res) => {
    // Until the sender gives up on a held request (its timeout) or gets the answer.
    open++;
    res.on('close', () => open--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const w of waiters.splice(0)) w();
      const a = answer(received.length);
      if (a === 'hang') return;
      res.writeHead(a.status, { 'content-type': 'text/plain', ...a.headers });
      res.end(a.body ?? '');
    });
  });
  await new Promise<void>((ok) => server.listen(0, host, ok));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/hook`,
    port,
    received,
    /** Requests whose connection the sender still holds open (a 'hang' answer: until its timeout). */
    openRequests: () => open,
    /** Resolves once `n` requests have arrived (fails the test after `ms`). */
    async waitFor(n: number, ms = 15_000): Promise<Received[]> {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`receiver: expected ${n} requests, got ${received.length}`);
        await new Promise<void>((ok) => {
          waiters.push(ok);
          setTimeout(ok, 200);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
