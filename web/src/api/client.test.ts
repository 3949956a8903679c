// @vitest-environment jsdom
// (a .test.ts runs in node, vitest.config.ts; this one needs window: the API client reads the page origin)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, formatWait, hostedApp, retryAfterSeconds } from './client.ts';

/** An answer as the server sends it to the SDK: 4xx rewritten to 200 + x-stack-actual-status (override mode). */
function overriddenKnownError(code: string, status: number, details: unknown, error: string): Response {
  return new Response(JSON.stringify({ code, details, error }), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-stack-known-error': code, 'x-stack-actual-status': String(status), 'retry-after': '600' },
  });
}

let seq = 0;
/** A hosted app of a fresh project id whose every request gets `answer`. */
function appAnswering(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
  return hostedApp(`00000000-0000-4000-8000-${String(++seq).padStart(12, '1')}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('rate-limit answers (429 TOO_MANY_REQUESTS)', () => {
  it('read as a friendly wait, never the raw code or the limit key', async () => {
    const app = appAnswering(() => overriddenKnownError('TOO_MANY_REQUESTS', 429, { limit: 'code_sends_per_ip', retry_after_seconds: 600 }, 'Too many requests (limit code_sends_per_ip). Try again in 600 seconds.'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await app.getProject().catch((e: unknown) => e);
    expect(retryAfterSeconds(error)).toBe(600);
    expect(errorMessage(error)).toBe('Too many attempts. Try again in 10 minutes.');
  });

  it('round waits up, in the unit a person would use', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(42)).toBe('42 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(600)).toBe('10 minutes');
    expect(formatWait(5400)).toBe('90 minutes');
    expect(formatWait(86400)).toBe('24 hours');
  });

  it('leave other errors to their own message', async () => {
    const app = appAnswering(() => overriddenKnownError('CURRENT_PROJECT_NOT_FOUND', 400, { project_id: 'x' }, 'The project x was not found.'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await app.getProject().catch((e: unknown) => e);
    expect(retryAfterSeconds(error)).toBeNull();
    expect(errorMessage(error)).toBe('The project x was not found.');
  });
});

describe('known errors in development', () => {
  it('are logged to the console with the real status the 200 of override mode hides', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = appAnswering(() => overriddenKnownError('CURRENT_PROJECT_NOT_FOUND', 400, { project_id: 'x' }, 'The project x was not found.'));
    await expect(app.getProject()).rejects.toThrow('The project x was not found.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe('[gatehouse] GET /api/v1/projects/current -> 400 CURRENT_PROJECT_NOT_FOUND: The project x was not found.');
    expect(warn.mock.calls[0][1]).toEqual({ project_id: 'x' });
  });

  it('leave successful answers alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = appAnswering(() => new Response(JSON.stringify({ id: 'p', display_name: 'P', config: {} }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await app.getProject();
    expect(warn).not.toHaveBeenCalled();
  });
});
