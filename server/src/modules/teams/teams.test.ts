import { describe, expect, it } from 'vitest';
import { client, newProject, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { addTeamMember, dashboardHeaders, dashboardProject, defineTeamPermission, internalClientHeaders, internalUser, newTeam, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, waitForMail } from '../../../test/mailbox.ts';

/** GET/POST /teams and GET/PATCH/DELETE /teams/{team_id} (wire-contract §9.11, §7.3). */

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

async function directPermissions(project: TestProject, teamId: string, userId: string): Promise<string[]> {
  const { data } = await project.server().GET('/team-permissions', { params: { query: { team_id: teamId, user_id: userId } } });
  return data!.items.map((p) => p.id);
}

async function teamIds(project: TestProject): Promise<string[]> {
  return (await project.server().GET('/teams')).data!.items.map((t) => t.id);
}

describe('POST /teams', () => {
  it('lets a signed-in client create a team when the project allows it: the client becomes its member with the creator permissions', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const me = await signedInUser(project);
    const { data, response } = await project.client(me.accessToken).POST('/teams', { body: { display_name: 'Mine', profile_image_url: PNG, client_metadata: { a: 1 } } });
    expect(response.status).toBe(201);
    // The client view: no created time, no server metadata.
    expect(data).toEqual({ id: expect.any(String), display_name: 'Mine', profile_image_url: PNG, client_metadata: { a: 1 }, client_read_only_metadata: null });
    expect(await directPermissions(project, data!.id, me.id)).toEqual(['team_admin']);
    const mine = await project.client(me.accessToken).GET('/teams', { params: { query: { user_id: 'me' } } });
    expect(mine.data!.items.map((t) => t.id)).toEqual([data!.id]);
  });

  it('accepts "me" or the own id as creator from a client, and refuses anyone else (nothing is created)', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const [me, other] = await Promise.all([signedInUser(project), signedInUser(project)]);
    for (const creator of ['me', me.id]) {
      const ok = await project.client(me.accessToken).POST('/teams', { body: { display_name: 'x', creator_user_id: creator } });
      expect(ok.response.status).toBe(201);
    }
    const before = await teamIds(project);
    const res = await project.client(me.accessToken).POST('/teams', { body: { display_name: 'x', creator_user_id: other.id } });
    expectKnownError(res, 403, 'CANNOT_ACCESS_OTHER_USER');
    expect(await teamIds(project)).toEqual(before);
  });

  it('refuses client creation when client_team_creation_enabled is off, but server access still creates', async () => {
    const project = await newProject({ client_team_creation_enabled: false });
    const me = await signedInUser(project);
    const res = await project.client(me.accessToken).POST('/teams', { body: { display_name: 'x' } });
    expectKnownError(res, 403, 'CLIENT_TEAM_CREATION_NOT_ENABLED');
    expect(await teamIds(project)).toEqual([]);
    const server = await project.server().POST('/teams', { body: { display_name: 'x', creator_user_id: me.id } });
    expect(server.response.status).toBe(201);
  });

  it('needs a signed-in user for client access only', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    expectKnownError(await project.client().POST('/teams', { body: { display_name: 'x' } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    const server = await project.server().POST('/teams', { body: { display_name: 'x' } });
    expect(server.response.status).toBe(201);
  });

  it('keeps client-read-only and server metadata for server access: a client sending them gets SCHEMA_ERROR', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const me = await signedInUser(project);
    const res = await project.client(me.accessToken).POST('/teams', { body: { display_name: 'x', server_metadata: 1, client_read_only_metadata: 2 } as never });
    const body = expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.details?.message).toContain('body contains unknown properties: client_read_only_metadata, server_metadata');
    expect(await teamIds(project)).toEqual([]);
  });

  it('server access: no creator makes a team without members; all three metadata fields; the server view', async () => {
    const project = await newProject();
    const { data, response } = await project.server().POST('/teams', {
      body: { display_name: 'Ops', profile_image_url: 'https://cdn.example.com/t.png', client_metadata: 'c', client_read_only_metadata: ['r'], server_metadata: { s: true } },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.any(String), display_name: 'Ops', profile_image_url: 'https://cdn.example.com/t.png',
      client_metadata: 'c', client_read_only_metadata: ['r'], server_metadata: { s: true }, created_at_millis: expect.any(Number),
    });
    expect(Math.abs((data as { created_at_millis: number }).created_at_millis - Date.now())).toBeLessThan(60_000);
    const members = await project.server().GET('/team-member-profiles', { params: { query: { team_id: data!.id } } });
    expect(members.data!.items).toEqual([]);
  });

  it('server access: a creator id makes it a member; an unknown creator, or one of another project, is USER_NOT_FOUND and leaves no team', async () => {
    const [project, other] = await Promise.all([newProject(), newProject()]);
    const [user, stranger] = await Promise.all([signedInUser(project), signedInUser(other)]);
    const ok = await project.server().POST('/teams', { body: { display_name: 'x', creator_user_id: user.id } });
    expect(await directPermissions(project, ok.data!.id, user.id)).toEqual(['team_admin']);
    const before = await teamIds(project);
    for (const creator of ['3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', stranger.id]) {
      expectKnownError(await project.server().POST('/teams', { body: { display_name: 'x', creator_user_id: creator } }), 404, 'USER_NOT_FOUND');
    }
    expect(await teamIds(project)).toEqual(before);
  });

  it('takes the signed-in user as creator with the legacy add_current_user=true, but not together with creator_user_id', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const ok = await project.server(me.accessToken).POST('/teams', { params: { query: { add_current_user: true } }, body: { display_name: 'x' } });
    expect(ok.response.status).toBe(201);
    expect(await directPermissions(project, ok.data!.id, me.id)).toEqual(['team_admin']);
    const both = await project.server(me.accessToken).POST('/teams', { params: { query: { add_current_user: true } }, body: { display_name: 'x', creator_user_id: me.id } });
    expectKnownError(both, 400, 'SCHEMA_ERROR');
    const noUser = await project.server().POST('/teams', { params: { query: { add_current_user: true } }, body: { display_name: 'x' } });
    expectKnownError(noUser, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('checks the name and the profile image like a user\'s', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const me = await signedInUser(project);
    const empty = expectKnownError(await project.server().POST('/teams', { body: { display_name: '' } }), 400, 'SCHEMA_ERROR');
    expect(empty.details?.message).toContain('body.display_name must not be empty');
    const long = expectKnownError(await project.server().POST('/teams', { body: { display_name: 'x'.repeat(257) } }), 400, 'SCHEMA_ERROR');
    expect(long.details?.message).toContain('body.display_name must be at most 256 characters');
    // A client may only send inline images; an http URL would make members' browsers fetch it.
    expectKnownError(await project.client(me.accessToken).POST('/teams', { body: { display_name: 'x', profile_image_url: 'https://cdn.example.com/t.png' } }), 400, 'INVALID_PROFILE_IMAGE');
    const big = `data:image/png;base64,${Buffer.alloc(100 * 1024).toString('base64')}`;
    expectKnownError(await project.server().POST('/teams', { body: { display_name: 'x', profile_image_url: big } }), 400, 'INVALID_PROFILE_IMAGE');
    expect(await teamIds(project)).toEqual([]);
  });

  it('gives the creator what the project sets as team-creator permissions', async () => {
    const project = await newProject();
    await defineTeamPermission(project, 'founder', ['$update_team']);
    await project.admin().PATCH('/internal/projects/current', { body: { config: { team_creator_default_permissions: [{ id: 'founder' }, { id: '$read_members' }] } } });
    const me = await signedInUser(project);
    const team = await newTeam(project, me);
    expect(await directPermissions(project, team, me.id)).toEqual(['$read_members', 'founder']);
  });
});

describe('GET /teams', () => {
  it('lists every team for server access, and one user\'s teams with user_id', async () => {
    const project = await newProject();
    const [a, b] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const t1 = await newTeam(project, a);
    const t2 = await newTeam(project, b, [a]);
    const t3 = await newTeam(project, null);
    expect(await teamIds(project)).toEqual([t1, t2, t3]);
    const ofA = await project.server().GET('/teams', { params: { query: { user_id: a.id } } });
    expect(ofA.data!.items.map((t) => t.id)).toEqual([t1, t2]);
    expect(ofA.data!.is_paginated).toBe(false);
    expect(ofA.data!.items[0]).toHaveProperty('server_metadata');
  });

  it('lists a client its own teams in the client view, and only with user_id=me (or its own id)', async () => {
    const project = await newProject();
    const [me, other] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const mine = await newTeam(project, me);
    await newTeam(project, other);
    for (const user of ['me', me.id]) {
      const { data } = await project.client(me.accessToken).GET('/teams', { params: { query: { user_id: user } } });
      expect(data!.items).toEqual([{ id: mine, display_name: 'A team', profile_image_url: null, client_metadata: null, client_read_only_metadata: null }]);
    }
    expectKnownError(await project.client(me.accessToken).GET('/teams'), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client(me.accessToken).GET('/teams', { params: { query: { user_id: other.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
  });
});

describe('GET /teams/{team_id}', () => {
  it('reads a team: server view for the server, client view for a member', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const team = await newTeam(project, me);
    const server = await project.server().GET('/teams/{team_id}', { params: { path: { team_id: team } } });
    expect(server.data).toMatchObject({ id: team, server_metadata: null, created_at_millis: expect.any(Number) });
    const member = await project.client(me.accessToken).GET('/teams/{team_id}', { params: { path: { team_id: team } } });
    expect(member.data).toEqual({ id: team, display_name: 'A team', profile_image_url: null, client_metadata: null, client_read_only_metadata: null });
  });

  it('answers TEAM_NOT_FOUND for a missing team and for another project\'s team; a non-member client hears TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const [project, other] = await Promise.all([newProject(), newProject()]);
    const [me, stranger] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const theirs = await newTeam(other, null);
    for (const id of ['3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', theirs]) {
      const res = await project.server().GET('/teams/{team_id}', { params: { path: { team_id: id } } });
      expect(expectKnownError(res, 404, 'TEAM_NOT_FOUND').details).toEqual({ team_id: id });
    }
    const team = await newTeam(project, me);
    const res = await project.client(stranger.accessToken).GET('/teams/{team_id}', { params: { path: { team_id: team } } });
    expect(expectKnownError(res, 404, 'TEAM_MEMBERSHIP_NOT_FOUND').details).toEqual({ team_id: team, user_id: stranger.id });
  });
});

describe('PATCH /teams/{team_id}', () => {
  it('lets a member with $update_team change the name, image and client metadata; null clears', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const team = await newTeam(project, me);
    const res = await project.client(me.accessToken).PATCH('/teams/{team_id}', { params: { path: { team_id: team } }, body: { display_name: 'Renamed', profile_image_url: PNG, client_metadata: { x: 1 } } });
    expect(res.data).toEqual({ id: team, display_name: 'Renamed', profile_image_url: PNG, client_metadata: { x: 1 }, client_read_only_metadata: null });
    const cleared = await project.client(me.accessToken).PATCH('/teams/{team_id}', { params: { path: { team_id: team } }, body: { profile_image_url: null, client_metadata: null } });
    expect(cleared.data).toMatchObject({ display_name: 'Renamed', profile_image_url: null, client_metadata: null });
  });

  it('refuses a client the server-only fields and other images; nothing changes', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const team = await newTeam(project, me);
    const path = { params: { path: { team_id: team } } };
    const before = (await project.server().GET('/teams/{team_id}', path)).data;
    const meta = await project.client(me.accessToken).PATCH('/teams/{team_id}', { ...path, body: { server_metadata: 1 } as never });
    expect(expectKnownError(meta, 400, 'SCHEMA_ERROR').details?.message).toContain('body contains unknown properties: server_metadata');
    expectKnownError(await project.client(me.accessToken).PATCH('/teams/{team_id}', { ...path, body: { profile_image_url: 'https://x.example.com/a.png' } }), 400, 'INVALID_PROFILE_IMAGE');
    expect((await project.server().GET('/teams/{team_id}', path)).data).toEqual(before);
  });

  it('lets the server set every field; TEAM_NOT_FOUND for a missing team', async () => {
    const project = await newProject();
    const team = await newTeam(project, null);
    const res = await project.server().PATCH('/teams/{team_id}', { params: { path: { team_id: team } }, body: { client_read_only_metadata: 'r', server_metadata: 's', profile_image_url: 'https://cdn.example.com/t.png' } });
    expect(res.data).toMatchObject({ client_read_only_metadata: 'r', server_metadata: 's', profile_image_url: 'https://cdn.example.com/t.png', display_name: 'A team' });
    const missing = await project.server().PATCH('/teams/{team_id}', { params: { path: { team_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' } }, body: {} });
    expectKnownError(missing, 404, 'TEAM_NOT_FOUND');
  });

  it('accepts $update_team held through contained permissions, transitively, and refuses once it is revoked', async () => {
    const project = await newProject({ team_member_default_permissions: [] });
    const [owner, me] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [me]);
    await defineTeamPermission(project, 'manager', ['$update_team']);
    await defineTeamPermission(project, 'director', ['manager']);
    const patch = () => project.client(me.accessToken).PATCH('/teams/{team_id}', { params: { path: { team_id: team } }, body: { display_name: 'By director' } });
    expect(expectKnownError(await patch(), 401, 'TEAM_PERMISSION_REQUIRED').details).toEqual({ team_id: team, user_id: me.id, permission_id: '$update_team' });
    const grant = { params: { path: { team_id: team, user_id: me.id, permission_id: 'director' } } };
    expect((await project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', grant)).response.status).toBe(201);
    expect((await patch()).response.status).toBe(200);
    await project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', grant);
    expectKnownError(await patch(), 401, 'TEAM_PERMISSION_REQUIRED');
  });
});

describe('DELETE /teams/{team_id}', () => {
  it('deletes the team with its memberships and permissions at once; members who had it selected have none', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = owner.selectedTeamId!;
    await addTeamMember(project, team, member);
    await project.client(member.accessToken).PATCH('/users/me', { body: { selected_team_id: team } });
    const res = await project.client(owner.accessToken).DELETE('/teams/{team_id}', { params: { path: { team_id: team } } });
    expect(res.data).toEqual({ success: true });
    expectKnownError(await project.server().GET('/teams/{team_id}', { params: { path: { team_id: team } } }), 404, 'TEAM_NOT_FOUND');
    for (const u of [owner, member]) {
      expect((await project.client(u.accessToken).GET('/users/me')).data).toMatchObject({ selected_team_id: null, selected_team: null });
    }
    expect((await project.server().GET('/team-permissions', { params: { query: { team_id: team } } })).data!.items).toEqual([]);
    expect((await project.server().GET('/team-member-profiles', { params: { query: { team_id: team } } })).data!.items).toEqual([]);
    // The member still has its own personal team.
    expect((await project.server().GET('/teams', { params: { query: { user_id: member.id } } })).data!.items.map((t) => t.id)).toEqual([member.selectedTeamId]);
    expectKnownError(await project.server().DELETE('/teams/{team_id}', { params: { path: { team_id: team } } }), 404, 'TEAM_NOT_FOUND');
  });

  it('needs $delete_team for a client: a member without it changes nothing', async () => {
    const project = await newProject({ team_member_default_permissions: [] });
    const [owner, member] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const team = await newTeam(project, owner, [member]);
    const res = await project.client(member.accessToken).DELETE('/teams/{team_id}', { params: { path: { team_id: team } } });
    expect(expectKnownError(res, 401, 'TEAM_PERMISSION_REQUIRED').details).toEqual({ team_id: team, user_id: member.id, permission_id: '$delete_team' });
    expect((await project.server().GET('/teams/{team_id}', { params: { path: { team_id: team } } })).response.status).toBe(200);
  });

  it('leaves a project owned by the deleted internal team without an owner', async () => {
    const owner = await internalUser();
    const dash = await dashboardProject(owner);
    const internal = client(internalClientHeaders(owner));
    const res = await internal.DELETE('/teams/{team_id}', { params: { path: { team_id: owner.selectedTeamId! } } });
    expect(res.response.status).toBe(200);
    const listed = await internal.GET('/internal/projects');
    expect(listed.data!.items.map((p) => p.id)).not.toContain(dash.id);
    const project = await client(dashboardHeaders(dash.id, owner)).GET('/internal/projects/current');
    expectKnownError(project, 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
  });
});

describe('a team per new user (create_team_on_sign_up), whichever way the user comes into being', () => {
  const CALLBACK = 'http://localhost:3000/handler/callback';

  /** The user's selected team is a personal one named as §7.3 says, with the creator permissions; its project permissions are the new-user defaults. */
  async function expectPersonalTeam(project: TestProject, accessToken: string, name: string) {
    const me = (await client({ ...project.clientHeaders(accessToken), 'x-stack-allow-anonymous-user': 'true' }).GET('/users/me')).data!;
    expect(me.selected_team).toMatchObject({ id: me.selected_team_id, display_name: name });
    expect(await directPermissions(project, me.selected_team_id!, me.id)).toEqual(['team_admin']);
    const projectPermissions = await project.server().GET('/project-permissions', { params: { query: { user_id: me.id } } });
    expect(projectPermissions.data!.items).toEqual([{ id: 'read:reports', user_id: me.id }]);
  }

  async function teamProject() {
    const project = await newProject({ create_team_on_sign_up: true, magic_link_enabled: true, anonymous_accounts_enabled: true });
    await project.admin().POST('/project-permission-definitions', { body: { id: 'read:reports' } });
    const patched = await project.admin().PATCH('/internal/projects/current', { body: { config: { user_default_permissions: [{ id: 'read:reports' }] } } });
    expect(patched.response.status).toBe(200);
    return project;
  }

  it('password sign-up', async () => {
    const project = await teamProject();
    const email = uniqueEmail('pw');
    const { data } = await project.client().POST('/auth/password/sign-up', { body: { email, password: 'a good password' } });
    await expectPersonalTeam(project, data!.access_token, `${email}'s Team`);
  });

  it('sign-in with a code that creates the user', async () => {
    const project = await teamProject();
    const email = uniqueEmail('otp');
    await project.client().POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: CALLBACK } });
    const code = codeFromMail(await waitForMail(email));
    const { data } = await project.client().POST('/auth/otp/sign-in', { body: { code } });
    expect(data!.is_new_user).toBe(true);
    await expectPersonalTeam(project, data!.access_token, `${email}'s Team`);
  });

  it('anonymous sign-up', async () => {
    const project = await teamProject();
    const { data } = await project.client().POST('/auth/anonymous/sign-up');
    await expectPersonalTeam(project, data!.access_token, 'Personal Team');
  });

  it('POST /users (then signed in by the server)', async () => {
    const project = await teamProject();
    const { data: user } = await project.server().POST('/users', { body: { display_name: 'Grace' } });
    const { data: session } = await project.server().POST('/auth/sessions', { body: { user_id: user!.id } });
    await expectPersonalTeam(project, session!.access_token, "Grace's Team");
  });

  it('gives no team when the project does not create them', async () => {
    const project = await newProject({ create_team_on_sign_up: false });
    const { data } = await project.server().POST('/users', { body: {} });
    expect(data).toMatchObject({ selected_team_id: null, selected_team: null });
    expect(await teamIds(project)).toEqual([]);
  });
});
