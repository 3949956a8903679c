// The apps' team, membership, profile and permission calls against a real Gatehouse: what each
// access type may do, the transitive permission check, and every refusal as a typed known error.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  createAdminApp, createClientApp, createServerApp, memoryTokenStore,
  ClientTeamCreationNotEnabledError, ContainedPermissionCycleError, PermissionIdAlreadyExistsError, SystemPermissionCannotBeChangedError,
  TeamMembershipNotFoundError, TeamNotFoundError, TeamPermissionRequiredError, SYSTEM_TEAM_PERMISSIONS,
  type ClientApp,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

const apps = (project: TestProject) => ({
  admin: createAdminApp({ baseUrl: baseUrl(), projectId: project.id, superSecretAdminKey: project.keys.admin }),
  server: createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server }),
});

async function signedInClient(project: TestProject, name: string): Promise<{ client: ClientApp; userId: string }> {
  const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
  const { userId } = await client.signUpWithPassword({ email: uniqueEmail(name), password: PASSWORD });
  return { client, userId };
}

describe('teams and permissions through the SDK', () => {
  it('admin defines permissions (nested), server builds a team, and hasPermission follows containment', async () => {
    const project = await newProject();
    const { admin, server } = apps(project);

    const definitions = await admin.listTeamPermissionDefinitions();
    expect(definitions.map((d) => d.id)).toEqual(expect.arrayContaining([...SYSTEM_TEAM_PERMISSIONS]));
    await admin.createTeamPermissionDefinition({ id: 'read_docs', description: 'Read documents' });
    const editor = await admin.createTeamPermissionDefinition({ id: 'edit_docs', contained_permission_ids: ['read_docs', '$read_members'] });
    expect(editor).toMatchObject({ id: 'edit_docs', contained_permission_ids: ['$read_members', 'read_docs'].sort() });
    await expect(admin.createTeamPermissionDefinition({ id: 'read_docs' })).rejects.toBeInstanceOf(PermissionIdAlreadyExistsError);
    await expect(admin.updateTeamPermissionDefinition('read_docs', { contained_permission_ids: ['edit_docs'] })).rejects.toBeInstanceOf(ContainedPermissionCycleError);
    await expect(admin.deleteTeamPermissionDefinition('$update_team')).rejects.toBeInstanceOf(SystemPermissionCannotBeChangedError);

    const owner = await signedInClient(project, 'owner');
    const member = await signedInClient(project, 'member');
    const team = await server.createTeam({ display_name: 'Docs team', creator_user_id: owner.userId });
    expect(team).toMatchObject({ display_name: 'Docs team', id: expect.any(String) });
    await server.addTeamMember(team.id, member.userId);
    const profiles = await server.listTeamMemberProfiles({ teamId: team.id });
    expect(profiles.map((p) => p.user_id).sort()).toEqual([owner.userId, member.userId].sort());

    expect(await member.client.hasPermission(team.id, 'read_docs')).toBe(false);
    await server.grantTeamPermission(team.id, member.userId, 'edit_docs');
    // Held through edit_docs, never granted directly.
    expect(await member.client.hasPermission(team.id, 'read_docs')).toBe(true);
    expect(await server.hasPermission(team.id, 'read_docs', member.userId)).toBe(true);
    // Listed without recursive: only direct grants (edit_docs, next to the project's member defaults).
    const direct = (await server.listTeamPermissions({ teamId: team.id, userId: member.userId })).map((p) => p.id);
    expect(direct).toContain('edit_docs');
    expect(direct).not.toContain('read_docs');
    // A member with $read_members (through edit_docs) reads the others' profiles from the client.
    expect((await member.client.listTeamMemberProfiles({ teamId: team.id })).length).toBe(2);

    await server.revokeTeamPermission(team.id, member.userId, 'edit_docs');
    expect(await member.client.hasPermission(team.id, 'read_docs')).toBe(false);

    // Renaming a definition moves its grants.
    await server.grantTeamPermission(team.id, member.userId, 'edit_docs');
    await admin.updateTeamPermissionDefinition('edit_docs', { id: 'write_docs' });
    expect(await member.client.hasPermission(team.id, 'write_docs')).toBe(true);
    await admin.deleteTeamPermissionDefinition('write_docs');
    expect(await member.client.hasPermission(team.id, 'read_docs')).toBe(false);
  });

  it('a client lists, updates and leaves its own teams; missing permissions are typed errors', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const { server } = apps(project);
    const owner = await signedInClient(project, 'owner');
    const other = await signedInClient(project, 'other');

    const team = await owner.client.createTeam({ display_name: 'Mine' });
    expect((await owner.client.listTeams()).map((t) => t.id)).toContain(team.id);
    // The creator holds the creator defaults, so it may rename the team.
    await expect(owner.client.updateTeam(team.id, { display_name: 'Renamed' })).resolves.toMatchObject({ display_name: 'Renamed' });
    await expect(owner.client.getTeam(team.id)).resolves.toMatchObject({ display_name: 'Renamed' });

    // A non-member learns nothing about the team.
    await expect(other.client.getTeam(team.id)).rejects.toBeInstanceOf(TeamMembershipNotFoundError);
    await server.addTeamMember(team.id, other.userId);
    const refused = await other.client.updateTeam(team.id, { display_name: 'Hijacked' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TeamPermissionRequiredError);
    expect(refused).toMatchObject({ code: 'TEAM_PERMISSION_REQUIRED', details: { permission_id: '$update_team', team_id: team.id, user_id: other.userId } });
    await expect(other.client.removeTeamMember(team.id, owner.userId)).rejects.toBeInstanceOf(TeamPermissionRequiredError);

    await other.client.leaveTeam(team.id);
    expect((await other.client.listTeams()).map((t) => t.id)).not.toContain(team.id);
    expect((await server.listTeams({ userId: owner.userId })).map((t) => t.id)).toContain(team.id);

    await owner.client.deleteTeam(team.id);
    await expect(server.getTeam(team.id)).rejects.toBeInstanceOf(TeamNotFoundError);
  });

  it('client team creation is refused when the project does not allow it', async () => {
    const project = await newProject({ client_team_creation_enabled: false });
    const { client } = await signedInClient(project, 'nope');
    const before = (await apps(project).server.listTeams()).length;
    await expect(client.createTeam({ display_name: 'x' })).rejects.toBeInstanceOf(ClientTeamCreationNotEnabledError);
    expect(await apps(project).server.listTeams()).toHaveLength(before);
  });

  it('project permissions: grant, recursive check, revoke', async () => {
    const project = await newProject();
    const { admin, server } = apps(project);
    await admin.createProjectPermissionDefinition({ id: 'view_reports' });
    await admin.createProjectPermissionDefinition({ id: 'analyst', contained_permission_ids: ['view_reports'] });
    const { client, userId } = await signedInClient(project, 'analyst');
    expect(await client.hasProjectPermission('view_reports')).toBe(false);
    await server.grantProjectPermission(userId, 'analyst');
    expect(await client.hasProjectPermission('view_reports')).toBe(true);
    expect((await admin.listProjectPermissionDefinitions()).map((d) => d.id)).toEqual(['analyst', 'view_reports']);
    await server.revokeProjectPermission(userId, 'analyst');
    expect(await client.hasProjectPermission('view_reports')).toBe(false);
  });

  it('an empty id fails before any request', async () => {
    const project = await newProject();
    await expect(apps(project).server.getTeam('')).rejects.toBeInstanceOf(TypeError);
  });
});
