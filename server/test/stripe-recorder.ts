import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through HTTP proxy in front of stripe-mock that remembers every request (method, path,
 * form body, idempotency key). stripe-mock keeps no state, so a test proves what Gatehouse asked
 * Stripe to do (refund this payment intent, cancel that subscription) by reading this log.
 */
export interface StripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StripeRecorder {
  url: string;
  calls: StripeCall[];
  close(): Promise<void>;
}

export async function startStripeRecorder(target: string): Promise<StripeRecorder> {
  const calls: StripeCall[] = [];
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      calls.push({ method: req.method ?? 'GET', path, body: new URLSearchParams(body.toString()), idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...req.headers, host: upstream.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => res.writeHead(502).end());
      out.end(body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    }) };
}
