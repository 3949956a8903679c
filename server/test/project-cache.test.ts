import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps } from './harness.ts';
import { signedInUser } from './factories.ts';

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
    // The config is stored as overrides (config module); another process writes the environment level.
    await deps.em.getConnection().execute(
      `insert into config_override (project_id, level, document) values (?, 'environment', '{"auth": {"allowSignUp": false}}')
       on conflict (project_id, level) do update set document = excluded.document`,
      [project.id],
    );
    await until(async () => (await read()).sign_up_enabled === false, 3000);
  });

  it('permission containment changed by another process is seen by recursive listings within moments', async () => {
    // Recursive listings expand grants with the cached permission graph (projects/permission-graph.ts).
    const project = await newProject();
    for (const id of ['docs:read', 'docs:write']) {
      expect((await project.admin().POST('/project-permission-definitions', { body: { id } })).response.status).toBe(201);
    }
    const ada = await signedInUser(project);
    await project.server().POST('/project-permissions/{user_id}/{permission_id}', { params: { path: { user_id: ada.id, permission_id: 'docs:write' } } });
    const held = async () =>
      ((await project.server().GET('/project-permissions', { params: { query: { user_id: ada.id, recursive: true } } })).data!.items).map((p) => p.id);
    expect(await held()).toEqual(['docs:write']); // the graph is now cached

    const sql = (await testDeps()).em.getConnection();
    await sql.execute(`insert into permission_containment (project_id, scope, permission_id, contained_permission_id) values (?, 'project', 'docs:write', 'docs:read')`, [project.id]);
    await until(async () => (await held()).join() === 'docs:read,docs:write', 3000);
    // Deleting the contained definition cascades to the edge, which is announced too.
    await sql.execute(`delete from permission_definition where project_id = ? and id = 'docs:read'`, [project.id]);
    await until(async () => (await held()).join() === 'docs:write', 3000);
  });
});
