import { describe, expect, it } from 'vitest';
import { newProject } from '../../../test/harness.ts';
import { newTeam, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** GET /team-member-profiles and GET/PATCH /team-member-profiles/{team_id}/{user_id|me} (wire-contract §7.4, §9.11). */

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const profilePath = (team_id: string, user_id: string) => ({ params: { path: { team_id, user_id } } });

/** A team of Ada (owner, team_admin) and Bob (a member with no permission). */
async function teamOfTwo() {
  const project = await newProject({ team_member_default_permissions: [] });
  const ada = await signedInUser(project, { displayName: 'Ada', profileImageUrl: 'https://cdn.example.com/ada.png' });
  const bob = await signedInUser(project, { displayName: 'Bob' });
  const team = await newTeam(project, ada, [bob]);
  return { project, ada, bob, team };
}

describe('reading member profiles', () => {
  it('shows the user\'s own name and image until the member sets its own for the team', async () => {
    const { project, ada, team } = await teamOfTwo();
    const read = () => project.client(ada.accessToken).GET('/team-member-profiles/{team_id}/{user_id}', profilePath(team, 'me'));
    expect((await read()).data).toEqual({ team_id: team, user_id: ada.id, display_name: 'Ada', profile_image_url: 'https://cdn.example.com/ada.png' });
    await project.client(ada.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, 'me'), body: { display_name: 'Ada (Ops)', profile_image_url: PNG } });
    expect((await read()).data).toEqual({ team_id: team, user_id: ada.id, display_name: 'Ada (Ops)', profile_image_url: PNG });
    // null (and "") fall back to the user's own again.
    await project.client(ada.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, 'me'), body: { display_name: '', profile_image_url: null } });
    expect((await read()).data).toMatchObject({ display_name: 'Ada', profile_image_url: 'https://cdn.example.com/ada.png' });
  });

  it('lists a team\'s members in the order they joined: clients need $read_members for anyone but themselves', async () => {
    const { project, ada, bob, team } = await teamOfTwo();
    const everyone = await project.client(ada.accessToken).GET('/team-member-profiles', { params: { query: { team_id: team } } });
    expect(everyone.data).toEqual({
      items: [
        { team_id: team, user_id: ada.id, display_name: 'Ada', profile_image_url: 'https://cdn.example.com/ada.png' },
        { team_id: team, user_id: bob.id, display_name: 'Bob', profile_image_url: null },
      ],
      is_paginated: false,
    });
    const own = await project.client(bob.accessToken).GET('/team-member-profiles', { params: { query: { team_id: team, user_id: 'me' } } });
    expect(own.data!.items.map((p) => p.user_id)).toEqual([bob.id]);
    const all = await project.client(bob.accessToken).GET('/team-member-profiles', { params: { query: { team_id: team } } });
    expect(expectKnownError(all, 401, 'TEAM_PERMISSION_REQUIRED').details).toEqual({ team_id: team, user_id: bob.id, permission_id: '$read_members' });
    const other = await project.client(bob.accessToken).GET('/team-member-profiles/{team_id}/{user_id}', profilePath(team, ada.id));
    expectKnownError(other, 401, 'TEAM_PERMISSION_REQUIRED');
    const mustName = await project.client(bob.accessToken).GET('/team-member-profiles', { params: { query: { user_id: 'me' } } });
    expect(expectKnownError(mustName, 400, 'SCHEMA_ERROR').details?.message).toContain('query.team_id must be defined');
  });

  it('gives server access the whole user with each profile, and lists across teams by user', async () => {
    const { project, ada, bob, team } = await teamOfTwo();
    const second = await newTeam(project, bob);
    const { data } = await project.server().GET('/team-member-profiles', { params: { query: { user_id: bob.id } } });
    expect(data!.items.map((p) => p.team_id)).toEqual([team, second]);
    expect(data!.items[0]).toMatchObject({ user_id: bob.id, display_name: 'Bob', user: { id: bob.id, display_name: 'Bob', server_metadata: null, primary_email: bob.email } });
    const one = await project.server().GET('/team-member-profiles/{team_id}/{user_id}', profilePath(team, ada.id));
    expect(one.data).toMatchObject({ user_id: ada.id, user: { id: ada.id, last_active_at_millis: expect.any(Number) } });
    const client = await project.client(ada.accessToken).GET('/team-member-profiles/{team_id}/{user_id}', profilePath(team, bob.id));
    expect(client.data).not.toHaveProperty('user');
  });

  it('answers TEAM_MEMBERSHIP_NOT_FOUND for someone not in the team', async () => {
    const { project, team } = await teamOfTwo();
    const outsider = await signedInUser(project);
    const res = await project.server().GET('/team-member-profiles/{team_id}/{user_id}', profilePath(team, outsider.id));
    expect(expectKnownError(res, 404, 'TEAM_MEMBERSHIP_NOT_FOUND').details).toEqual({ team_id: team, user_id: outsider.id });
  });
});

describe('changing member profiles', () => {
  it('lets a client change only its own profile, with inline images only; nothing else changes', async () => {
    const { project, ada, bob, team } = await teamOfTwo();
    const before = (await project.server().GET('/team-member-profiles', { params: { query: { team_id: team } } })).data;
    const other = await project.client(ada.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, bob.id), body: { display_name: 'Hijacked' } });
    expectKnownError(other, 403, 'CANNOT_ACCESS_OTHER_USER');
    const url = await project.client(bob.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, 'me'), body: { profile_image_url: 'https://x.example.com/a.png' } });
    expectKnownError(url, 400, 'INVALID_PROFILE_IMAGE');
    const tooLong = await project.client(bob.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, 'me'), body: { display_name: 'x'.repeat(257) } });
    expectKnownError(tooLong, 400, 'SCHEMA_ERROR');
    expect((await project.server().GET('/team-member-profiles', { params: { query: { team_id: team } } })).data).toEqual(before);
    const ok = await project.client(bob.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, 'me'), body: { display_name: 'Robert' } });
    expect(ok.data).toEqual({ team_id: team, user_id: bob.id, display_name: 'Robert', profile_image_url: null });
  });

  it('lets the server change anyone\'s (an http image too); a non-member is TEAM_MEMBERSHIP_NOT_FOUND', async () => {
    const { project, bob, team } = await teamOfTwo();
    const res = await project.server().PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, bob.id), body: { profile_image_url: 'https://cdn.example.com/bob.png' } });
    expect(res.data).toMatchObject({ display_name: 'Bob', profile_image_url: 'https://cdn.example.com/bob.png', user: { id: bob.id } });
    const outsider = await signedInUser(project);
    const missing = await project.server().PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, outsider.id), body: { display_name: 'x' } });
    expectKnownError(missing, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    const nonMemberClient = await project.client(outsider.accessToken).PATCH('/team-member-profiles/{team_id}/{user_id}', { ...profilePath(team, 'me'), body: { display_name: 'x' } });
    expectKnownError(nonMemberClient, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });
});
