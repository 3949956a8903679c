import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppDeps } from '../src/http/context.ts';

/**
 * An unexpected failure (here: the database layer throws) must answer 500 INTERNAL_SERVER_ERROR
 * with a request id the caller can quote, log the cause with that id, and never put the cause
 * in the response.
 */
describe('unexpected errors', () => {
  it('become a 500 known error with a request id; the cause is logged, not leaked', async () => {
    const logged: { message: string; extra?: Record<string, unknown> }[] = [];
    const secretCause = 'connection to 10.0.0.7 refused: password authentication failed for user gatehouse';
    const failingOrm = new Proxy({}, { get: () => { throw new Error(secretCause); } });
    const deps = { orm: failingOrm, hotSql: failingOrm, projectCache: failingOrm, signingKeys: {}, config: loadConfig({}), log: (_l: string, message: string, extra?: Record<string, unknown>) => logged.push({ message, extra }) } as unknown as AppDeps;
    const { app } = createApp(deps);

    const res = await app.request('/api/v1/projects/current', { headers: { 'x-stack-access-type': 'client', 'x-stack-project-id': 'internal' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-stack-known-error')).toBe('INTERNAL_SERVER_ERROR');
    const text = await res.text();
    expect(text).not.toContain('10.0.0.7');
    expect(text).not.toContain('password authentication');
    const body = JSON.parse(text) as { code: string; details: { request_id: string }; error: string };
    expect(body.details.request_id).toMatch(/^[0-9a-z]{16}$/);
    expect(body.details.request_id).toBe(res.headers.get('x-stack-request-id'));
    expect(body.error).toContain(body.details.request_id);
    const entry = logged.find((l) => l.extra?.request_id === body.details.request_id);
    expect(String(entry?.extra?.error)).toContain(secretCause);
  });
});
