import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps } from './harness.ts';

/**
 * The server caches projects and key digests. Changes made by ANOTHER process (here: this test
 * process writing to the database directly) must reach it through the database's announcement,
 * not after a timeout: a revoked key must stop working almost at once.
 */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`condition not met within ${limitMs} ms`);
}

describe('project cache invalidation across processes', () => {
  it('a key revoked by another process stops working within moments', async () => {
    const project = await newProject();
    const first = await rawFetch('/projects/current', { headers: project.clientHeaders() });
    expect(first.status).toBe(200); // now cached by the server

    const deps = await testDeps();
    await deps.em.getConnection().execute(`update api_key_set set manually_revoked_at = now() where project_id = ?`, [project.id]);
    await until(async () => (await rawFetch('/projects/current', { headers: project.clientHeaders() })).status === 401, 3000);
    const after = await rawFetch('/projects/current', { headers: project.clientHeaders() });
    expect(after.headers.get('x-stack-known-error')).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
  });

  it('a config change by another process is seen within moments', async () => {
    const project = await newProject();
    const read = async () => ((await (await rawFetch('/projects/current', { headers: project.clientHeaders() })).json()) as { config: { sign_up_enabled: boolean } }).config;
    expect((await read()).sign_up_enabled).toBe(true);

    const deps = await testDeps();
    await deps.em.getConnection().execute(`update project set config = config || '{"sign_up_enabled": false}'::jsonb where id = ?`, [project.id]);
    await until(async () => (await read()).sign_up_enabled === false, 3000);
  });
});
