import { describe, expect, it } from 'vitest';
import { internalProject, newProject, rawFetch } from '../../../test/harness.ts';
import { addTeamMember, dashboardHeaders, dashboardProject, internalClientHeaders, internalUser, jsonInit, newTeam, signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** POST /internal/projects/transfer (SPEC §7): who may move a project, and that access follows at once. */

const transfer = (user: SignedInUser | undefined, body: unknown) => rawFetch('/internal/projects/transfer', jsonInit('POST', internalClientHeaders(user), body));
const adminRead = (projectId: string, user: SignedInUser) => rawFetch('/internal/projects/current', { headers: dashboardHeaders(projectId, user) });
const listed = async (user: SignedInUser) => {
  const res = await rawFetch('/internal/projects', { headers: internalClientHeaders(user) });
  return ((await res.json()) as { items: { id: string }[] }).items.map((p) => p.id);
};
async function ownerOf(projectId: string, user: SignedInUser): Promise<string | null> {
  const res = await adminRead(projectId, user);
  expect(res.status).toBe(200);
  return ((await res.json()) as { owner_team_id: string | null }).owner_team_id;
}

/** An owner (team_admin of their personal team, which owns the project), a plain member of that team, and a second team of the owner's with another member. */
async function world() {
  const [owner, oldMember, newMember] = await Promise.all([internalUser(), internalUser(), internalUser()]);
  const project = await dashboardProject(owner);
  const oldTeam = owner.selectedTeamId!;
  await addTeamMember(internalProject(), oldTeam, oldMember);
  const newTeamId = await newTeam(internalProject(), owner, [newMember], 'Agency');
  return { owner, oldMember, newMember, project, oldTeam, newTeamId };
}

describe('POST /internal/projects/transfer', () => {
  it('moves the project: the old team loses access and the new team gains it at once', async () => {
    const { owner, oldMember, newMember, project, newTeamId } = await world();
    // Before: the old team's member administers the project, the new team's does not.
    expect((await adminRead(project.id, oldMember)).status).toBe(200);
    await expectKnownError(await adminRead(project.id, newMember), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');

    const res = await transfer(owner, { project_id: project.id, new_team_id: newTeamId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    expect(await ownerOf(project.id, newMember)).toBe(newTeamId);
    await expectKnownError(await adminRead(project.id, oldMember), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    expect(await listed(oldMember)).not.toContain(project.id);
    expect(await listed(newMember)).toContain(project.id);
    // The owner is in both teams and keeps the project.
    expect(await listed(owner)).toContain(project.id);
  });

  it('moving to the team that already owns the project changes nothing', async () => {
    const { owner, oldMember, project, oldTeam } = await world();
    const res = await transfer(owner, { project_id: project.id, new_team_id: oldTeam });
    expect(res.status).toBe(200);
    expect(await ownerOf(project.id, oldMember)).toBe(oldTeam);
  });

  it('PROJECT_NOT_FOUND for a project that does not exist, has no owner team, or is owned by a team the caller is not in (same answer)', async () => {
    const { owner, newMember, project, newTeamId } = await world();
    const stranger = await internalUser();
    const ownerless = await newProject();
    for (const [user, projectId] of [
      [stranger, project.id],
      [owner, '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10'],
      [owner, ownerless.id],
      [owner, 'internal'],
    ] as const) {
      const body = await expectKnownError(await transfer(user, { project_id: projectId, new_team_id: user === stranger ? stranger.selectedTeamId : newTeamId }), 404, 'PROJECT_NOT_FOUND');
      expect(body.details).toEqual({ project_id: projectId });
    }
    expect(await ownerOf(project.id, owner)).toBe(owner.selectedTeamId);
    expect(await listed(newMember)).not.toContain(project.id);
  });

  it('TEAM_PERMISSION_REQUIRED for a member of the owner team without team_admin; nothing changes', async () => {
    const { owner, oldMember, project, oldTeam } = await world();
    const body = await expectKnownError(await transfer(oldMember, { project_id: project.id, new_team_id: oldMember.selectedTeamId }), 401, 'TEAM_PERMISSION_REQUIRED');
    expect(body.details).toEqual({ team_id: oldTeam, user_id: oldMember.id, permission_id: 'team_admin' });
    expect(await ownerOf(project.id, owner)).toBe(oldTeam);
    expect(await listed(oldMember)).toContain(project.id);
  });

  it('team_admin held through a containing permission is enough', async () => {
    const { owner, oldMember, project, oldTeam } = await world();
    const internal = internalProject();
    const roleId = `owner_${Math.random().toString(36).slice(2, 8)}`;
    const defined = await rawFetch('/team-permission-definitions', jsonInit('POST', internal.adminHeaders(), { id: roleId, contained_permission_ids: ['team_admin'] }));
    expect(defined.status).toBe(201);
    const granted = await rawFetch(`/team-permissions/${oldTeam}/${oldMember.id}/${roleId}`, { method: 'POST', headers: internal.serverHeaders() });
    expect(granted.status).toBe(201);
    const res = await transfer(oldMember, { project_id: project.id, new_team_id: oldMember.selectedTeamId });
    expect(res.status).toBe(200);
    expect(await ownerOf(project.id, oldMember)).toBe(oldMember.selectedTeamId);
    await expectKnownError(await adminRead(project.id, owner), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    await rawFetch(`/team-permission-definitions/${roleId}`, { method: 'DELETE', headers: internal.adminHeaders() });
  });

  it("TEAM_MEMBERSHIP_NOT_FOUND for a new team the caller is not in or that does not exist; nothing changes", async () => {
    const { owner, oldMember, project, oldTeam } = await world();
    const stranger = await internalUser();
    for (const teamId of [stranger.selectedTeamId!, '6c1f7b1e-9d1e-4c3a-8b55-0f8a8d0c2e11']) {
      const body = await expectKnownError(await transfer(owner, { project_id: project.id, new_team_id: teamId }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
      expect(body.details).toEqual({ team_id: teamId, user_id: owner.id });
    }
    expect(await ownerOf(project.id, oldMember)).toBe(oldTeam);
  });

  it('needs a signed-in user of the internal project, and a valid body', async () => {
    const { owner, project, newTeamId } = await world();
    const body = { project_id: project.id, new_team_id: newTeamId };
    await expectKnownError(await transfer(undefined, body), 401, 'USER_AUTHENTICATION_REQUIRED');
    // Dashboard mode on the project itself carries no user of the internal project (the user is checked first).
    await expectKnownError(await rawFetch('/internal/projects/transfer', jsonInit('POST', project.headers, body)), 401, 'USER_AUTHENTICATION_REQUIRED');
    const other = await newProject();
    const outsider = await signedInUser(other);
    await expectKnownError(await rawFetch('/internal/projects/transfer', jsonInit('POST', other.clientHeaders(outsider.accessToken), body)), 401, 'EXPECTED_INTERNAL_PROJECT');
    const bad = await expectKnownError(await transfer(owner, { project_id: '', new_team_id: 'nope', extra: 1 }), 400, 'SCHEMA_ERROR');
    expect(bad.error).toContain('body.new_team_id must be a valid UUID');
    await expectKnownError(await transfer(owner, {}), 400, 'SCHEMA_ERROR');
    expect(await ownerOf(project.id, owner)).toBe(owner.selectedTeamId);
  });
});
