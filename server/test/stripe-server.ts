import { startInProcess, type LimitedServer } from './limited-servers.ts';
import { startStripeMock, type StripeMock } from './stripe-mock.ts';
import { startStripeRecorder, type StripeCall } from './stripe-recorder.ts';
import type { Headers } from './harness.ts';

/**
 * A Gatehouse on the test database whose Stripe client talks to a fresh stripe-mock (the shared
 * test server keeps Stripe's real origin and is never asked to call it).
 */
export interface StripeServer {
  server: LimitedServer;
  mock: StripeMock;
  /** Every request the server made to Stripe (through a recording proxy in front of stripe-mock). */
  stripeCalls: StripeCall[];
  call(method: string, path: string, headers: Headers, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startStripeServer(): Promise<StripeServer> {
  const mock = await startStripeMock();
  const recorder = await startStripeRecorder(mock.url);
  const server = await startInProcess({ GATEHOUSE_STRIPE_API_BASE: recorder.url, GATEHOUSE_RATE_LIMITS: 'off', GATEHOUSE_METRICS_PORT: '' });
  return {
    server,
    mock,
    stripeCalls: recorder.calls,
    call: (method, path, headers, body) =>
      fetch(`${server.url}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await server.close();
      await recorder.close();
      await mock.close();
    },
  };
}
