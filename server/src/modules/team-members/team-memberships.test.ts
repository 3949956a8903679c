import { describe, expect, it } from 'vitest';
import { newProject, type TestProject } from '../../../test/harness.ts';
import { addTeamMember, defineTeamPermission, newTeam, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** POST and DELETE /team-memberships/{team_id}/{user_id|me} (wire-contract §9.11). */

const UNKNOWN = '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10';
const membership = (team_id: string, user_id: string) => ({ params: { path: { team_id, user_id } } });

async function memberIds(project: TestProject, teamId: string): Promise<string[]> {
  const { data } = await project.server().GET('/team-member-profiles', { params: { query: { team_id: teamId } } });
  return data!.items.map((p) => p.user_id);
}

async function permissionsIn(project: TestProject, teamId: string, userId: string): Promise<string[]> {
  const { data } = await project.server().GET('/team-permissions', { params: { query: { team_id: teamId, user_id: userId } } });
  return data!.items.map((p) => p.id);
}

describe('POST /team-memberships/{team_id}/{user_id}', () => {
  it('adds the user with the team-member default permissions (201)', async () => {
    const project = await newProject();
    const [owner, user] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner);
    const res = await project.server().POST('/team-memberships/{team_id}/{user_id}', membership(team, user.id));
    expect(res.response.status).toBe(201);
    expect(res.data).toEqual({ team_id: team, user_id: user.id });
    expect(await permissionsIn(project, team, user.id)).toEqual(['team_member']);
    expect(await memberIds(project, team)).toEqual([owner.id, user.id]);
    const users = await project.server().GET('/users', { params: { query: { team_id: team } } });
    expect(users.data!.items.map((u) => u.id).sort()).toEqual([owner.id, user.id].sort());
  });

  it('takes "me" for the server\'s signed-in user', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const team = await newTeam(project, null);
    const res = await project.server(user.accessToken).POST('/team-memberships/{team_id}/{user_id}', membership(team, 'me'));
    expect(res.data).toEqual({ team_id: team, user_id: user.id });
  });

  it('refuses an unknown user, an unknown team (also another project\'s) and an existing membership; nothing changes', async () => {
    const [project, other] = await Promise.all([newProject(), newProject()]);
    const [owner, stranger] = await Promise.all([signedInUser(project), signedInUser(other)]);
    const team = await newTeam(project, owner);
    const theirTeam = await newTeam(other, stranger);
    const post = (teamId: string, userId: string) => project.server().POST('/team-memberships/{team_id}/{user_id}', membership(teamId, userId));
    expectKnownError(await post(team, UNKNOWN), 404, 'USER_NOT_FOUND');
    expectKnownError(await post(team, stranger.id), 404, 'USER_NOT_FOUND');
    expect(expectKnownError(await post(UNKNOWN, owner.id), 404, 'TEAM_NOT_FOUND').details).toEqual({ team_id: UNKNOWN });
    expectKnownError(await post(theirTeam, owner.id), 404, 'TEAM_NOT_FOUND');
    expectKnownError(await post(team, owner.id), 409, 'TEAM_MEMBERSHIP_ALREADY_EXISTS');
    expect(await memberIds(project, team)).toEqual([owner.id]);
    expect(await memberIds(other, theirTeam)).toEqual([stranger.id]);
  });

  it('adds a user once when two requests race: one 201, one TEAM_MEMBERSHIP_ALREADY_EXISTS', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const team = await newTeam(project, null);
    const results = await Promise.all([0, 1, 2].map(() => project.server().POST('/team-memberships/{team_id}/{user_id}', membership(team, user.id))));
    expect(results.map((r) => r.response.status).sort()).toEqual([201, 409, 409]);
    expect(await memberIds(project, team)).toEqual([user.id]);
  });

  it('is for server and admin access only', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const team = await newTeam(project, user);
    const res = await project.client(user.accessToken).POST('/team-memberships/{team_id}/{user_id}', membership(team, 'me'));
    expectKnownError(res, 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('DELETE /team-memberships/{team_id}/{user_id}', () => {
  it('lets a client leave a team: its permissions there go, and so does the team as its selection', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const [owner, me] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = owner.selectedTeamId!;
    await addTeamMember(project, team, me);
    const select = await project.client(me.accessToken).PATCH('/users/me', { body: { selected_team_id: team } });
    expect(select.data!.selected_team_id).toBe(team);
    const res = await project.client(me.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, 'me'));
    expect(res.data).toEqual({ success: true });
    expect(await memberIds(project, team)).toEqual([owner.id]);
    expect(await permissionsIn(project, team, me.id)).toEqual([]);
    expect((await project.client(me.accessToken).GET('/users/me')).data).toMatchObject({ selected_team_id: null, selected_team: null });
    // Another member's selection of the team stays.
    expect((await project.client(owner.accessToken).GET('/users/me')).data!.selected_team_id).toBe(team);
    // Leaving again: no longer a member.
    const again = await project.client(me.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, 'me'));
    expectKnownError(again, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });

  it('keeps a different selected team when leaving another one', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const [owner, me] = await Promise.all([signedInUser(project), signedInUser(project)]);
    await addTeamMember(project, owner.selectedTeamId!, me);
    await project.client(me.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(owner.selectedTeamId!, 'me'));
    expect((await project.client(me.accessToken).GET('/users/me')).data!.selected_team_id).toBe(me.selectedTeamId);
  });

  it('lets a client with $remove_members remove another member; without it the member stays', async () => {
    const project = await newProject({ team_member_default_permissions: [] });
    const [owner, a, b] = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [a, b]);
    const denied = await project.client(a.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, b.id));
    expect(expectKnownError(denied, 401, 'TEAM_PERMISSION_REQUIRED').details).toEqual({ team_id: team, user_id: a.id, permission_id: '$remove_members' });
    expect(await memberIds(project, team)).toEqual([owner.id, a.id, b.id]);
    const removed = await project.client(owner.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, b.id));
    expect(removed.data).toEqual({ success: true });
    expect(await memberIds(project, team)).toEqual([owner.id, a.id]);
  });

  it('lets the server remove anyone; a non-member, unknown team or unknown user is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const project = await newProject();
    const [owner, outsider] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner);
    for (const [t, u] of [[team, outsider.id], [UNKNOWN, owner.id], [team, UNKNOWN]]) {
      const res = await project.server().DELETE('/team-memberships/{team_id}/{user_id}', membership(t, u));
      expect(expectKnownError(res, 404, 'TEAM_MEMBERSHIP_NOT_FOUND').details).toEqual({ team_id: t, user_id: u });
    }
    expect((await project.server().DELETE('/team-memberships/{team_id}/{user_id}', membership(team, owner.id))).data).toEqual({ success: true });
    expect(await memberIds(project, team)).toEqual([]);
  });

  it('deleting a user ends its memberships and their permissions at once', async () => {
    const project = await newProject();
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: member.id } } });
    expect(await memberIds(project, team)).toEqual([owner.id]);
    expect((await project.server().GET('/team-permissions', { params: { query: { user_id: member.id } } })).data!.items).toEqual([]);
  });
});

/**
 * Issue 19 item 16: a team's members must be able to manage it. An admin is a member holding both
 * $update_team and $remove_members (directly or through a permission containing them); with client
 * access the last admin of a team that has other members can neither leave nor be removed.
 */
describe('the last admin of a team', () => {
  const grant = (project: TestProject, team: string, userId: string, permission: string) =>
    project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', { params: { path: { team_id: team, user_id: userId, permission_id: permission } } });
  const leave = (project: TestProject, team: string, accessToken: string) => project.client(accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, 'me'));

  it('cannot leave while others stay; after another member is made admin it can', async () => {
    const project = await newProject();
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    const refused = expectKnownError(await leave(project, team, owner.accessToken), 409, 'TEAM_LAST_ADMIN');
    expect(refused.details).toEqual({ team_id: team, user_id: owner.id });
    expect(refused.error).toContain('last admin');
    expect(await memberIds(project, team)).toEqual([owner.id, member.id]);
    expect(await permissionsIn(project, team, owner.id)).toEqual(['team_admin']);

    expect((await grant(project, team, member.id, 'team_admin')).response.status).toBe(201);
    expect((await leave(project, team, owner.accessToken)).data).toEqual({ success: true });
    expect(await memberIds(project, team)).toEqual([member.id]);
    // The only member left may leave: nobody remains to be locked out.
    expect((await leave(project, team, member.accessToken)).data).toEqual({ success: true });
    expect(await memberIds(project, team)).toEqual([]);
  });

  it('counts admins through contained permissions, and not a member holding only one of the two', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'editor', ['$update_team']);
    await defineTeamPermission(project, 'boss', ['editor', '$remove_members']);
    const [owner, editor, boss] = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [editor, boss]);
    await grant(project, team, editor.id, 'editor');
    expectKnownError(await leave(project, team, owner.accessToken), 409, 'TEAM_LAST_ADMIN');
    await grant(project, team, boss.id, 'boss');
    expect((await leave(project, team, owner.accessToken)).data).toEqual({ success: true });
    // boss is now the last admin: removing it, as editor (no $remove_members) or itself, is refused.
    expectKnownError(await leave(project, team, boss.accessToken), 409, 'TEAM_LAST_ADMIN');
    // A non-admin still leaves freely.
    expect((await leave(project, team, editor.accessToken)).data).toEqual({ success: true });
  });

  it('cannot be removed by another admin who then remains the last one, and removing the other admin leaves one', async () => {
    const project = await newProject();
    const [a, b, c] = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, a, [b, c]);
    await grant(project, team, b.id, 'team_admin');
    expect((await project.client(a.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, b.id))).data).toEqual({ success: true });
    expectKnownError(await leave(project, team, a.accessToken), 409, 'TEAM_LAST_ADMIN');
    expect(await memberIds(project, team)).toEqual([a.id, c.id]);
  });

  it('server and admin access may remove the last admin, and revoke its permissions (they manage every team)', async () => {
    const project = await newProject();
    const [owner, member, other] = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    const revoke = await project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', { params: { path: { team_id: team, user_id: owner.id, permission_id: 'team_admin' } } });
    expect(revoke.response.status).toBe(200);
    const team2 = await newTeam(project, other, [member]);
    expect((await project.server().DELETE('/team-memberships/{team_id}/{user_id}', membership(team2, other.id))).data).toEqual({ success: true });
    expect(await memberIds(project, team2)).toEqual([member.id]);
  });

  it('two admins leaving, or removing each other, at the same moment: one succeeds and an admin remains', async () => {
    const project = await newProject();
    for (let round = 0; round < 4; round++) {
      const [a, b, c] = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
      const team = await newTeam(project, a, [b, c]);
      await grant(project, team, b.id, 'team_admin');
      const both =
        round % 2 === 0
          ? await Promise.all([leave(project, team, a.accessToken), leave(project, team, b.accessToken)])
          : await Promise.all([
              project.client(a.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, b.id)),
              project.client(b.accessToken).DELETE('/team-memberships/{team_id}/{user_id}', membership(team, a.id)),
            ]);
      expect(both.filter((r) => r.response.status === 200)).toHaveLength(1);
      // The loser is refused as the last admin, or (removing each other) no longer a member by the time its request is checked.
      for (const r of both.filter((x) => x.response.status !== 200)) expect(['TEAM_LAST_ADMIN', 'TEAM_MEMBERSHIP_NOT_FOUND']).toContain((r.error as { code: string }).code);
      const left = await memberIds(project, team);
      expect(left).toHaveLength(2);
      expect(left).toContain(c.id);
      const admin = left.find((id) => id !== c.id)!;
      expect(await permissionsIn(project, team, admin)).toContain('team_admin');
    }
  });
});
