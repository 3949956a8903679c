import { describe, expect, it } from 'vitest';
import { newProject, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** GET /project-permissions, POST/DELETE /project-permissions/{user_id}/{permission_id} (wire-contract §9.13). */

const path = (user_id: string, permission_id: string) => ({ params: { path: { user_id, permission_id } } });

/** A project with project permissions `reports:admin contains reports:write contains reports:read`. */
async function reportsProject(): Promise<TestProject> {
  const project = await newProject();
  for (const [id, contains] of [['reports:read', []], ['reports:write', ['reports:read']], ['reports:admin', ['reports:write']]] as const) {
    const res = await project.admin().POST('/project-permission-definitions', { body: { id, contained_permission_ids: [...contains] } });
    expect(res.response.status).toBe(201);
  }
  return project;
}

describe('project permissions', () => {
  it('grants (201, again changes nothing), lists direct or transitive ones, and revokes', async () => {
    const project = await reportsProject();
    const [ada, bob] = await Promise.all([signedInUser(project), signedInUser(project)]);
    for (let i = 0; i < 2; i++) {
      const res = await project.server().POST('/project-permissions/{user_id}/{permission_id}', path(ada.id, 'reports:admin'));
      expect(res.response.status).toBe(201);
      expect(res.data).toEqual({ id: 'reports:admin', user_id: ada.id });
    }
    await project.server().POST('/project-permissions/{user_id}/{permission_id}', path(bob.id, 'reports:read'));
    const list = async (query: Record<string, string>) => (await project.server().GET('/project-permissions', { params: { query } })).data!.items;
    const [first, second] = [ada.id, bob.id].sort();
    const byUser: Record<string, string[]> = { [ada.id]: ['reports:admin'], [bob.id]: ['reports:read'] };
    expect(await list({})).toEqual([first, second].flatMap((u) => byUser[u].map((id) => ({ id, user_id: u }))));
    expect(await list({ user_id: ada.id, recursive: 'true' })).toEqual(['reports:admin', 'reports:read', 'reports:write'].map((id) => ({ id, user_id: ada.id })));
    expect(await list({ permission_id: 'reports:read', recursive: 'true' })).toEqual([first, second].map((u) => ({ id: 'reports:read', user_id: u })));
    expect(await list({ permission_id: 'reports:read' })).toEqual([{ id: 'reports:read', user_id: bob.id }]);
    const revoked = await project.server().DELETE('/project-permissions/{user_id}/{permission_id}', path(ada.id, 'reports:admin'));
    expect(revoked.data).toEqual({ success: true });
    expect(await list({ user_id: ada.id, recursive: 'true' })).toEqual([]);
  });

  it('refuses an unknown user (or another project\'s), an unknown permission and a team permission', async () => {
    const [project, other] = await Promise.all([reportsProject(), newProject()]);
    const [ada, stranger] = await Promise.all([signedInUser(project), signedInUser(other)]);
    const post = (userId: string, id: string) => project.server().POST('/project-permissions/{user_id}/{permission_id}', path(userId, id));
    expectKnownError(await post('3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', 'reports:read'), 404, 'USER_NOT_FOUND');
    expectKnownError(await post(stranger.id, 'reports:read'), 404, 'USER_NOT_FOUND');
    expect(expectKnownError(await post(ada.id, 'nope'), 404, 'PERMISSION_NOT_FOUND').details).toEqual({ permission_id: 'nope' });
    expect(expectKnownError(await post(ada.id, '$read_members'), 404, 'WRONG_PERMISSION_SCOPE').details).toEqual({ permission_id: '$read_members', expected_scope: 'project', actual_scope: 'team' });
    expect((await project.server().GET('/project-permissions')).data!.items).toEqual([]);
    expect((await other.server().GET('/project-permissions')).data!.items).toEqual([]);
  });

  it('revoking one not granted directly is PERMISSION_NOT_FOUND', async () => {
    const project = await reportsProject();
    const ada = await signedInUser(project);
    await project.server().POST('/project-permissions/{user_id}/{permission_id}', path(ada.id, 'reports:write'));
    const res = await project.server().DELETE('/project-permissions/{user_id}/{permission_id}', path(ada.id, 'reports:read'));
    expect(expectKnownError(res, 404, 'PERMISSION_NOT_FOUND').details).toEqual({ permission_id: 'reports:read' });
  });

  it('lets a client list its own (user_id=me), never anyone else\'s', async () => {
    const project = await reportsProject();
    const [me, other] = await Promise.all([signedInUser(project), signedInUser(project)]);
    await project.server().POST('/project-permissions/{user_id}/{permission_id}', path(me.id, 'reports:write'));
    const mine = await project.client(me.accessToken).GET('/project-permissions', { params: { query: { user_id: 'me', recursive: true } } });
    expect(mine.data!.items).toEqual([{ id: 'reports:read', user_id: me.id }, { id: 'reports:write', user_id: me.id }]);
    expectKnownError(await project.client(me.accessToken).GET('/project-permissions'), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client(me.accessToken).GET('/project-permissions', { params: { query: { user_id: other.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
  });

  it('go with their user when the user is deleted', async () => {
    const project = await reportsProject();
    const ada = await signedInUser(project);
    await project.server().POST('/project-permissions/{user_id}/{permission_id}', path(ada.id, 'reports:read'));
    await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: ada.id } } });
    expect((await project.server().GET('/project-permissions')).data!.items).toEqual([]);
  });
});
