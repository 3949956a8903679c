import { describe, expect, it } from 'vitest';
import { newProject, type TestProject } from '../../../test/harness.ts';
import { defineTeamPermission, newTeam, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** GET /team-permissions, POST/DELETE /team-permissions/{team_id}/{user_id}/{permission_id} (wire-contract §9.13). */

const UNKNOWN = '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10';
const grantPath = (team_id: string, user_id: string, permission_id: string) => ({ params: { path: { team_id, user_id, permission_id } } });

async function grant(project: TestProject, teamId: string, userId: string, id: string) {
  const res = await project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', grantPath(teamId, userId, id));
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
}

/** A project whose members get no default permissions, with `a contains b contains c contains $read_members`. */
async function nestedProject() {
  const project = await newProject({ team_member_default_permissions: [] });
  await defineTeamPermission(project, 'c', ['$read_members']);
  await defineTeamPermission(project, 'b', ['c']);
  await defineTeamPermission(project, 'a', ['b', '$update_team']);
  return project;
}

describe('granting and revoking team permissions', () => {
  it('grants a defined or system permission to a member (201, granting again changes nothing) and revokes it', async () => {
    const project = await nestedProject();
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    for (let i = 0; i < 2; i++) {
      const res = await project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', grantPath(team, member.id, 'b'));
      expect(res.response.status).toBe(201);
      expect(res.data).toEqual({ id: 'b', team_id: team, user_id: member.id });
    }
    await grant(project, team, member.id, '$remove_members');
    const listed = await project.server().GET('/team-permissions', { params: { query: { team_id: team, user_id: member.id } } });
    expect(listed.data).toEqual({ items: [{ id: '$remove_members', team_id: team, user_id: member.id }, { id: 'b', team_id: team, user_id: member.id }], is_paginated: false });
    const revoked = await project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', grantPath(team, member.id, 'b'));
    expect(revoked.data).toEqual({ success: true });
    const after = await project.server().GET('/team-permissions', { params: { query: { team_id: team, user_id: member.id } } });
    expect(after.data!.items.map((p) => p.id)).toEqual(['$remove_members']);
  });

  it('refuses a non-member, an unknown permission and a project permission; nothing is granted', async () => {
    const project = await nestedProject();
    await project.admin().POST('/project-permission-definitions', { body: { id: 'billing' } });
    const [owner, outsider] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner);
    const post = (userId: string, id: string, teamId = team) => project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', grantPath(teamId, userId, id));
    expect(expectKnownError(await post(outsider.id, 'a'), 404, 'TEAM_MEMBERSHIP_NOT_FOUND').details).toEqual({ team_id: team, user_id: outsider.id });
    expectKnownError(await post(owner.id, 'a', UNKNOWN), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expect(expectKnownError(await post(owner.id, 'nope'), 404, 'PERMISSION_NOT_FOUND').details).toEqual({ permission_id: 'nope' });
    expect(expectKnownError(await post(owner.id, 'billing'), 404, 'WRONG_PERMISSION_SCOPE').details).toEqual({ permission_id: 'billing', expected_scope: 'team', actual_scope: 'project' });
    const bad = expectKnownError(await post(owner.id, '$nope'), 400, 'SCHEMA_ERROR');
    expect(bad.details?.message).toContain('params.permission_id: Invalid system permission');
    const all = await project.server().GET('/team-permissions', { params: { query: { team_id: team } } });
    expect(all.data!.items).toEqual([{ id: 'team_admin', team_id: team, user_id: owner.id }]);
  });

  it('revokes only what was granted directly: a contained permission is TEAM_PERMISSION_NOT_FOUND', async () => {
    const project = await nestedProject();
    const owner = await signedInUser(project);
    const team = await newTeam(project, owner);
    const res = await project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', grantPath(team, owner.id, '$update_team'));
    expect(expectKnownError(res, 401, 'TEAM_PERMISSION_NOT_FOUND').details).toEqual({ team_id: team, user_id: owner.id, permission_id: '$update_team' });
    const recursive = await project.server().GET('/team-permissions', { params: { query: { team_id: team, user_id: owner.id, permission_id: '$update_team', recursive: true } } });
    expect(recursive.data!.items).toHaveLength(1);
  });

  it('tells a non-member and an unknown permission apart from "not granted" when revoking, like when granting', async () => {
    const project = await nestedProject();
    const [owner, outsider] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner);
    const del = (userId: string, id: string) => project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', grantPath(team, userId, id));
    expect(expectKnownError(await del(outsider.id, 'a'), 404, 'TEAM_MEMBERSHIP_NOT_FOUND').details).toEqual({ team_id: team, user_id: outsider.id });
    expect(expectKnownError(await del(owner.id, 'nope'), 404, 'PERMISSION_NOT_FOUND').details).toEqual({ permission_id: 'nope' });
    expectKnownError(await del(owner.id, 'a'), 401, 'TEAM_PERMISSION_NOT_FOUND');
    expect(await project.server().GET('/team-permissions', { params: { query: { team_id: team } } }).then((r) => r.data!.items.map((p) => p.id))).toEqual(['team_admin']);
  });

  it('takes a member\'s permissions with the membership when it ends', async () => {
    const project = await nestedProject();
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    await grant(project, team, member.id, 'a');
    await project.client(member.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: team, user_id: 'me' } } });
    const left = await project.server().GET('/team-permissions', { params: { query: { user_id: member.id } } });
    expect(left.data!.items).toEqual([]);
  });
});

describe('listing team permissions', () => {
  it('lists direct grants, or with recursive=true everything they contain transitively, each once, sorted by team, user and id', async () => {
    const project = await nestedProject();
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const [t1, t2] = [await newTeam(project, owner, [member]), await newTeam(project, owner, [member])];
    await grant(project, t1, member.id, 'a');
    await grant(project, t1, member.id, 'c'); // also contained in a: listed once
    await grant(project, t2, member.id, 'c');
    const list = async (query: Record<string, string>) => (await project.server().GET('/team-permissions', { params: { query: { user_id: member.id, ...query } } })).data!.items;
    const [first, second] = [t1, t2].sort();
    const expected = (team: string, ids: string[]) => ids.map((id) => ({ id, team_id: team, user_id: member.id }));
    const byTeam = { [t1]: ['a', 'c'], [t2]: ['c'] };
    expect(await list({})).toEqual([...expected(first, byTeam[first]), ...expected(second, byTeam[second])]);
    const deep = { [t1]: ['$read_members', '$update_team', 'a', 'b', 'c'], [t2]: ['$read_members', 'c'] };
    expect(await list({ recursive: 'true' })).toEqual([...expected(first, deep[first]), ...expected(second, deep[second])]);
    expect(await list({ recursive: 'false', team_id: t1 })).toEqual(expected(t1, ['a', 'c']));
    expect(await list({ recursive: 'true', permission_id: '$read_members' })).toEqual([...expected(first, ['$read_members']), ...expected(second, ['$read_members'])]);
    expect(await list({ permission_id: '$read_members' })).toEqual([]);
  });

  it('lets a client list its own permissions (user_id=me) in every team, never anyone else\'s', async () => {
    const project = await nestedProject();
    const [owner, me] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [me]);
    await grant(project, team, me.id, 'b');
    const mine = await project.client(me.accessToken).GET('/team-permissions', { params: { query: { user_id: 'me', recursive: true } } });
    expect(mine.data!.items.map((p) => p.id)).toEqual(['$read_members', 'b', 'c']);
    expectKnownError(await project.client(me.accessToken).GET('/team-permissions', { params: { query: { user_id: owner.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client(me.accessToken).GET('/team-permissions', { params: { query: { team_id: team } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
  });

  it('never lists another project\'s grants', async () => {
    const [project, other] = await Promise.all([nestedProject(), nestedProject()]);
    const owner = await signedInUser(other);
    await newTeam(other, owner);
    expect((await project.server().GET('/team-permissions')).data!.items).toEqual([]);
    expect((await project.server().GET('/team-permissions', { params: { query: { user_id: owner.id } } })).data!.items).toEqual([]);
  });
});
