import { startInProcess, type LimitedServer } from './limited-servers.ts';
import { startStripeMock, type StripeMock } from './stripe-mock.ts';
import type { Headers } from './harness.ts';

/**
 * A Gatehouse on the test database whose Stripe client talks to a fresh stripe-mock (the shared
 * test server keeps Stripe's real origin and is never asked to call it).
 */
export interface StripeServer {
  server: LimitedServer;
  mock: StripeMock;
  call(method: string, path: string, headers: Headers, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startStripeServer(): Promise<StripeServer> {
  const mock = await startStripeMock();
  const server = await startInProcess({ GATEHOUSE_STRIPE_API_BASE: mock.url, GATEHOUSE_RATE_LIMITS: 'off', GATEHOUSE_METRICS_PORT: '' });
  return {
    server,
    mock,
    call: (method, path, headers, body) =>
      fetch(`${server.url}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await server.close();
      await mock.close();
    },
  };
}
