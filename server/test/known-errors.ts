import { expect } from 'vitest';

/** The body of every known error (`{ code, details?, error }`). */
export interface KnownErrorBody {
  code: string;
  details?: Record<string, unknown>;
  error: string;
}

/** What a typed-client (openapi-fetch) call resolves to; its error body is already parsed. */
export interface ClientResult {
  response: Response;
  error?: unknown;
}

/**
 * The known-error contract of one response: the status, the `x-stack-known-error` header and the
 * body's `code` all agree with what the test expects, the body is JSON and carries a message.
 * Takes a typed-client result (checked at once) or a raw `Response` (its body is read, so await
 * it); returns the body for checks on `details` and `error`.
 */
export function expectKnownError(result: ClientResult, status: number, code: string): KnownErrorBody;
export function expectKnownError(result: Response, status: number, code: string): Promise<KnownErrorBody>;
export function expectKnownError(result: ClientResult | Response, status: number, code: string): KnownErrorBody | Promise<KnownErrorBody> {
  if (result instanceof Response) {
    return result.text().then((text) => {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return check(result, body, text, status, code);
    });
  }
  return check(result.response, result.error, JSON.stringify(result.error), status, code);
}

function check(response: Response, body: unknown, text: string | undefined, status: number, code: string): KnownErrorBody {
  const b = body as Partial<KnownErrorBody> | undefined;
  // One comparison of everything, so a failure shows status, header and body side by side.
  expect(
    {
      status: response.status,
      header: response.headers.get('x-stack-known-error'),
      code: b?.code,
      contentType: response.headers.get('content-type'),
      message: typeof b?.error,
    },
    `${response.url ? `${response.url}: ` : ''}${(text ?? '').slice(0, 500)}`,
  ).toEqual({ status, header: code, code, contentType: 'application/json; charset=utf-8', message: 'string' });
  return b as KnownErrorBody;
}
