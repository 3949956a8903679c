import type { AppOptions } from '@gatehouse/sdk';

type FetchLike = NonNullable<AppOptions['fetch']>;

/**
 * In development, every known error the dashboard and the hosted pages receive is written to the
 * console with its real HTTP status. The SDK asks the server to send 4xx answers as 200 with
 * `x-stack-actual-status` (override mode), so the browser's network panel shows every failure as
 * a success; this line is where a developer sees them. Production builds pass no fetch at all
 * (the SDK uses the global one), and this code is dropped from the bundle.
 */
export const devErrorLoggingFetch: FetchLike | undefined = import.meta.env.DEV
  ? async (url, init) => {
      const response = await globalThis.fetch(url, init);
      const code = response.headers.get('x-stack-known-error');
      if (code) {
        const actual = Number(response.headers.get('x-stack-actual-status'));
        const status = Number.isInteger(actual) && actual >= 100 ? actual : response.status;
        // A copy: the SDK reads the body itself.
        const body = (await response.clone().json().catch(() => null)) as { error?: unknown; details?: unknown } | null;
        console.warn(`[gatehouse] ${init.method ?? 'GET'} ${new URL(url).pathname} -> ${status} ${code}: ${String(body?.error ?? '')}`, body?.details ?? '');
      }
      return response;
    }
  : undefined;
