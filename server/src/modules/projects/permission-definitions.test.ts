import { describe, expect, it } from 'vitest';
import { newProject, type TestProject } from '../../../test/harness.ts';
import { defineTeamPermission, newTeam, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** /team-permission-definitions and /project-permission-definitions (wire-contract §9.13, SPEC §5). */

const SYSTEM = ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'];

async function teamDefinitions(project: TestProject) {
  const { data, response } = await project.admin().GET('/team-permission-definitions');
  expect(response.status).toBe(200);
  return data!.items;
}

async function projectDefinitions(project: TestProject) {
  return (await project.admin().GET('/project-permission-definitions')).data!.items;
}

const one = (project: TestProject, id: string) => teamDefinitions(project).then((items) => items.find((d) => d.id === id));

describe('listing definitions', () => {
  it('lists the six system permissions (described, containing nothing) and a new project\'s team_admin and team_member, sorted by id', async () => {
    const project = await newProject();
    const items = await teamDefinitions(project);
    expect(items.map((d) => d.id)).toEqual([...SYSTEM, 'team_admin', 'team_member']);
    for (const d of items.filter((x) => x.id.startsWith('$'))) {
      expect(d.contained_permission_ids).toEqual([]);
      expect(d.description).toEqual(expect.stringMatching(/\w/));
    }
    expect(items.find((d) => d.id === 'team_admin')!.contained_permission_ids).toEqual(SYSTEM);
    expect(items.find((d) => d.id === 'team_member')!.contained_permission_ids).toEqual(['$invite_members', '$read_members']);
    expect(await projectDefinitions(project)).toEqual([]);
  });

  it('is for admin access only', async () => {
    const project = await newProject();
    expectKnownError(await project.server().GET('/team-permission-definitions'), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('creating definitions', () => {
  it('creates team and project definitions; a description is left out when there is none', async () => {
    const project = await newProject();
    const created = await project.admin().POST('/team-permission-definitions', { body: { id: 'docs:edit', description: 'Edit documents', contained_permission_ids: ['$read_members', 'team_member'] } });
    expect(created.response.status).toBe(201);
    expect(created.data).toEqual({ id: 'docs:edit', description: 'Edit documents', contained_permission_ids: ['$read_members', 'team_member'] });
    const bare = await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    expect(bare.data).toEqual({ id: 'billing', contained_permission_ids: [] });
    expect(await projectDefinitions(project)).toEqual([{ id: 'billing', contained_permission_ids: [] }]);
    expect((await teamDefinitions(project)).map((d) => d.id)).toContain('docs:edit');
  });

  it('refuses an id the project already has, in either scope, the system ones included', async () => {
    const project = await newProject();
    await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    for (const [path, id] of [['/team-permission-definitions', 'team_admin'], ['/team-permission-definitions', 'billing'], ['/project-permission-definitions', 'team_admin'], ['/team-permission-definitions', '$update_team']] as const) {
      const res = await project.admin().POST(path, { body: { id } });
      expect(expectKnownError(res, 400, 'PERMISSION_ID_ALREADY_EXISTS').details).toEqual({ permission_id: id });
    }
  });

  it('refuses contained permissions that do not exist or have the other scope; nothing is created', async () => {
    const project = await newProject();
    await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    for (const [path, contained] of [['/team-permission-definitions', 'nope'], ['/team-permission-definitions', 'billing'], ['/project-permission-definitions', '$read_members'], ['/project-permission-definitions', 'team_member']] as const) {
      const res = await project.admin().POST(path, { body: { id: 'new_one', contained_permission_ids: ['team_admin', contained].filter((c) => path.startsWith('/team') || c !== 'team_admin') } });
      expect(expectKnownError(res, 400, 'CONTAINED_PERMISSION_NOT_FOUND').details).toEqual({ permission_id: contained });
    }
    expect((await teamDefinitions(project)).map((d) => d.id)).not.toContain('new_one');
    expect((await projectDefinitions(project)).map((d) => d.id)).toEqual(['billing']);
  });

  it('refuses a permission that contains itself', async () => {
    const project = await newProject();
    const res = await project.admin().POST('/team-permission-definitions', { body: { id: 'loop', contained_permission_ids: ['loop'] } });
    expect(expectKnownError(res, 400, 'CONTAINED_PERMISSION_CYCLE').details).toEqual({ permission_id: 'loop', cycle: ['loop', 'loop'] });
  });

  it('checks ids with SPEC §5\'s messages', async () => {
    const project = await newProject();
    const cases: [string, string][] = [
      ['Docs', 'body.id: Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed'],
      ['a-b', 'body.id: Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed'],
      ['$custom', 'body.id: Invalid system permission'],
      ['update_team', 'body.id: System permissions must start with a dollar sign'],
      ['', 'body.id must not be empty'],
    ];
    for (const [id, line] of cases) {
      const body = expectKnownError(await project.admin().POST('/team-permission-definitions', { body: { id } }), 400, 'SCHEMA_ERROR');
      expect(body.details?.message).toBe(`Request validation failed on POST /api/v1/team-permission-definitions:\n  - ${line}`);
    }
    const contained = expectKnownError(await project.admin().POST('/team-permission-definitions', { body: { id: 'ok', contained_permission_ids: ['$nope'] } }), 400, 'SCHEMA_ERROR');
    expect(contained.details?.message).toContain('body.contained_permission_ids.0: Invalid system permission');
  });
});

describe('changing definitions', () => {
  it('changes the description (null removes it) and replaces the contained permissions', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'editor', ['$read_members']);
    const path = { params: { path: { permission_id: 'editor' } } };
    const described = await project.admin().PATCH('/team-permission-definitions/{permission_id}', { ...path, body: { description: 'Edits', contained_permission_ids: ['$update_team', 'team_member'] } });
    expect(described.data).toEqual({ id: 'editor', description: 'Edits', contained_permission_ids: ['$update_team', 'team_member'] });
    const cleared = await project.admin().PATCH('/team-permission-definitions/{permission_id}', { ...path, body: { description: null, contained_permission_ids: [] } });
    expect(cleared.data).toEqual({ id: 'editor', contained_permission_ids: [] });
  });

  it('refuses a change that would make a cycle, naming it, and changes nothing', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'c');
    await defineTeamPermission(project, 'b', ['c']);
    await defineTeamPermission(project, 'a', ['b']);
    const before = await teamDefinitions(project);
    const res = await project.admin().PATCH('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'c' } }, body: { description: 'x', contained_permission_ids: ['a'] } });
    expect(expectKnownError(res, 400, 'CONTAINED_PERMISSION_CYCLE').details).toEqual({ permission_id: 'c', cycle: ['c', 'a', 'b', 'c'] });
    expect(await teamDefinitions(project)).toEqual(before);
    // Renamed and pointed at itself under its new name: still a cycle.
    const renamed = await project.admin().PATCH('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'c' } }, body: { id: 'c2', contained_permission_ids: ['c2'] } });
    expectKnownError(renamed, 400, 'CONTAINED_PERMISSION_CYCLE');
    expect(await teamDefinitions(project)).toEqual(before);
  });

  it('refuses two concurrent changes that would together make a cycle: one wins', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'x');
    await defineTeamPermission(project, 'y');
    const [toY, toX] = await Promise.all([
      project.admin().PATCH('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'x' } }, body: { contained_permission_ids: ['y'] } }),
      project.admin().PATCH('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'y' } }, body: { contained_permission_ids: ['x'] } }),
    ]);
    expect([toY.response.status, toX.response.status].sort()).toEqual([200, 400]);
    expect([toY, toX].find((r) => r.response.status === 400)!.response.headers.get('x-stack-known-error')).toBe('CONTAINED_PERMISSION_CYCLE');
  });

  it('renames a permission everywhere: grants, containing definitions and the default-permission settings follow', async () => {
    const project = await newProject({ team_member_default_permissions: [] });
    await defineTeamPermission(project, 'editor');
    await defineTeamPermission(project, 'chief', ['editor']);
    await project.admin().PATCH('/internal/projects/current', { body: { config: { team_member_default_permissions: [{ id: 'editor' }] } } });
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    const res = await project.admin().PATCH('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'editor' } }, body: { id: 'writer' } });
    expect(res.data).toEqual({ id: 'writer', contained_permission_ids: [] });
    expect((await one(project, 'chief'))!.contained_permission_ids).toEqual(['writer']);
    expect(await one(project, 'editor')).toBeUndefined();
    const grants = await project.server().GET('/team-permissions', { params: { query: { team_id: team, user_id: member.id } } });
    expect(grants.data!.items.map((g) => g.id)).toEqual(['writer']);
    const config = (await project.admin().GET('/internal/projects/current')).data!.config;
    expect(config.team_member_default_permissions).toEqual([{ id: 'writer' }]);
  });

  it('refuses renaming onto an existing id, and changing a system, missing or other-scope permission', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'editor');
    await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    const patch = (path: '/team-permission-definitions/{permission_id}' | '/project-permission-definitions/{permission_id}', id: string, body: Record<string, unknown>) =>
      project.admin().PATCH(path, { params: { path: { permission_id: id } }, body });
    expect(expectKnownError(await patch('/team-permission-definitions/{permission_id}', 'editor', { id: 'team_admin' }), 400, 'PERMISSION_ID_ALREADY_EXISTS').details).toEqual({ permission_id: 'team_admin' });
    expect(expectKnownError(await patch('/team-permission-definitions/{permission_id}', '$update_team', { description: 'x' }), 400, 'SYSTEM_PERMISSION_CANNOT_BE_CHANGED').details).toEqual({ permission_id: '$update_team' });
    expect(expectKnownError(await patch('/team-permission-definitions/{permission_id}', 'nope', { description: 'x' }), 404, 'PERMISSION_NOT_FOUND').details).toEqual({ permission_id: 'nope' });
    expect(expectKnownError(await patch('/team-permission-definitions/{permission_id}', 'billing', { description: 'x' }), 404, 'WRONG_PERMISSION_SCOPE').details).toEqual({ permission_id: 'billing', expected_scope: 'team', actual_scope: 'project' });
    expect(expectKnownError(await patch('/project-permission-definitions/{permission_id}', '$update_team', {}), 404, 'WRONG_PERMISSION_SCOPE').details).toEqual({ permission_id: '$update_team', expected_scope: 'project', actual_scope: 'team' });
    expect((await one(project, 'editor'))).toEqual({ id: 'editor', contained_permission_ids: [] });
  });
});

describe('deleting definitions', () => {
  it('revokes every grant of it, drops it from the definitions that contained it and from the default-permission settings', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'editor');
    await defineTeamPermission(project, 'chief', ['editor', '$read_members']);
    await project.admin().PATCH('/internal/projects/current', { body: { config: { team_creator_default_permissions: [{ id: 'team_admin' }, { id: 'editor' }] } } });
    const owner = await signedInUser(project);
    const team = await newTeam(project, owner);
    const grants = () => project.server().GET('/team-permissions', { params: { query: { team_id: team } } }).then((r) => r.data!.items.map((g) => g.id));
    expect(await grants()).toEqual(['editor', 'team_admin']);
    const res = await project.admin().DELETE('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'editor' } } });
    expect(res.data).toEqual({ success: true });
    expect(await grants()).toEqual(['team_admin']);
    expect((await one(project, 'chief'))!.contained_permission_ids).toEqual(['$read_members']);
    const config = (await project.admin().GET('/internal/projects/current')).data!.config;
    expect(config.team_creator_default_permissions).toEqual([{ id: 'team_admin' }]);
    expectKnownError(await project.admin().DELETE('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'editor' } } }), 404, 'PERMISSION_NOT_FOUND');
  });

  it('refuses deleting a system permission, or one of the other scope', async () => {
    const project = await newProject();
    await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    expectKnownError(await project.admin().DELETE('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: '$delete_team' } } }), 400, 'SYSTEM_PERMISSION_CANNOT_BE_CHANGED');
    expectKnownError(await project.admin().DELETE('/team-permission-definitions/{permission_id}', { params: { path: { permission_id: 'billing' } } }), 404, 'WRONG_PERMISSION_SCOPE');
    expect((await teamDefinitions(project)).map((d) => d.id)).toContain('$delete_team');
    expect(await projectDefinitions(project)).toEqual([{ id: 'billing', contained_permission_ids: [] }]);
  });
});

describe('default-permission settings name defined permissions of the right scope', () => {
  it('refuses unknown and wrong-scope ids on PATCH /internal/projects/current, and changes nothing', async () => {
    const project = await newProject();
    await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    const before = (await project.admin().GET('/internal/projects/current')).data!.config;
    type Defaults = { team_creator_default_permissions?: { id: string }[]; team_member_default_permissions?: { id: string }[]; user_default_permissions?: { id: string }[] };
    const cases: [Defaults, string, number][] = [
      [{ team_creator_default_permissions: [{ id: 'nope' }] }, 'PERMISSION_NOT_FOUND', 404],
      [{ team_member_default_permissions: [{ id: 'billing' }] }, 'WRONG_PERMISSION_SCOPE', 404],
      [{ user_default_permissions: [{ id: 'team_member' }] }, 'WRONG_PERMISSION_SCOPE', 404],
    ];
    for (const [config, code, status] of cases) {
      expectKnownError(await project.admin().PATCH('/internal/projects/current', { body: { display_name: 'Changed', config } }), status, code);
    }
    const after = (await project.admin().GET('/internal/projects/current')).data!;
    expect(after.config).toEqual(before);
    expect(after.display_name).not.toBe('Changed');
    const ok = await project.admin().PATCH('/internal/projects/current', { body: { config: { user_default_permissions: [{ id: 'billing' }], team_member_default_permissions: [{ id: '$read_members' }] } } });
    expect(ok.data!.config).toMatchObject({ user_default_permissions: [{ id: 'billing' }], team_member_default_permissions: [{ id: '$read_members' }] });
  });
});
