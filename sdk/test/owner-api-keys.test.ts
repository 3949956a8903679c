// User and team API keys through the SDK against a real Gatehouse: the secret once, reads with
// the last four, revoke, the server-side check with each typed refusal, and the feature switches.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  createAdminApp, createClientApp, createServerApp, memoryTokenStore,
  ApiKeyExpiredError, ApiKeyNotFoundError, ApiKeyNotValidError, ApiKeyRevokedError, KnownError, TeamApiKeysNotEnabledError,
  UserApiKeysNotEnabledError, WrongApiKeyTypeError,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

const apps = (project: TestProject) => ({
  admin: createAdminApp({ baseUrl: baseUrl(), projectId: project.id, superSecretAdminKey: project.keys.admin, tokenStore: 'memory' }),
  server: createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, tokenStore: 'memory' }),
});

async function signedUp(project: TestProject, name: string) {
  const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
  const { userId } = await client.signUpWithPassword({ email: uniqueEmail(name), password: PASSWORD });
  return { client, userId };
}

describe('user and team API keys through the SDK', () => {
  it('a user creates a key (secret once), lists and reads it by its last four, the server checks it, revoking ends it', async () => {
    const project = await newProject({ allow_user_api_keys: true });
    const { server } = apps(project);
    const { client, userId } = await signedUp(project, 'keys');

    const created = await client.createUserApiKey({ description: 'CI deploys', expiresAtMillis: null });
    expect(created).toMatchObject({ type: 'user', user_id: userId, description: 'CI deploys', is_public: false });
    expect(created.value).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}user.574ck4u7h[0-9a-f]{8}$/);
    const listed = await client.listUserApiKeys();
    expect(listed).toEqual([expect.objectContaining({ id: created.id, value: { last_four: created.value.slice(-4) } })]);
    expect(JSON.stringify(listed)).not.toContain(created.value);
    await expect(client.getUserApiKey(created.id)).resolves.toMatchObject({ id: created.id, description: 'CI deploys' });
    await expect(client.updateUserApiKey(created.id, { description: 'Deploys' })).resolves.toMatchObject({ description: 'Deploys' });

    await expect(server.checkUserApiKey(created.value)).resolves.toMatchObject({ id: created.id, user_id: userId });
    expect(await server.userOfApiKey(created.value)).toMatchObject({ id: created.id });
    const pub = await server.createUserApiKey({ userId, description: 'browser', expiresAtMillis: Date.now() + 60_000, isPublic: true });
    expect(pub.value.startsWith('pk_')).toBe(true);
    expect((await server.listUserApiKeys(userId)).map((k) => k.id)).toEqual([pub.id, created.id]);

    const revoked = await client.revokeUserApiKey(created.id);
    expect(revoked.manually_revoked_at_millis).toEqual(expect.any(Number));
    await expect(server.checkUserApiKey(created.value)).rejects.toBeInstanceOf(ApiKeyRevokedError);
    expect(await server.userOfApiKey(created.value)).toBeNull();
  });

  it('check refusals are exact: unknown, wrong type, revoked, expired', async () => {
    const project = await newProject({ allow_user_api_keys: true, allow_team_api_keys: true });
    const { admin, server } = apps(project);
    const { userId } = await signedUp(project, 'checks');
    const team = await server.createTeam({ display_name: 'Keyed', creator_user_id: userId });
    const userKey = await server.createUserApiKey({ userId, description: 'u', expiresAtMillis: null });
    const teamKey = await server.createTeamApiKey({ teamId: team.id, description: 't', expiresAtMillis: null });
    const expired = await server.createUserApiKey({ userId, description: 'old', expiresAtMillis: Date.now() - 1000 });

    await expect(admin.checkTeamApiKey(teamKey.value)).resolves.toMatchObject({ id: teamKey.id, team_id: team.id, type: 'team' });
    const wrong = await server.checkTeamApiKey(userKey.value).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(WrongApiKeyTypeError);
    expect(wrong).toMatchObject({ details: { expected_type: 'team', actual_type: 'user' } });
    await expect(server.checkUserApiKey(teamKey.value)).rejects.toBeInstanceOf(WrongApiKeyTypeError);
    await expect(server.checkUserApiKey(expired.value)).rejects.toBeInstanceOf(ApiKeyExpiredError);
    // One character changed (never to itself): no such key.
    const altered = `${userKey.value.slice(0, -1)}${userKey.value.endsWith('0') ? '1' : '0'}`;
    await expect(server.checkUserApiKey(altered)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
    await server.revokeTeamApiKey(teamKey.id);
    await expect(server.checkTeamApiKey(teamKey.value)).rejects.toBeInstanceOf(ApiKeyRevokedError);
    expect(await server.teamOfApiKey(teamKey.value)).toBeNull();
    // Every one of them is an "API key not valid" error for callers that handle them alike.
    await expect(server.checkUserApiKey('sk_nonsense')).rejects.toBeInstanceOf(ApiKeyNotValidError);
    await expect(server.checkUserApiKey('')).rejects.toBeInstanceOf(TypeError);
  });

  it('team keys need $manage_api_keys; a client never learns that another team exists', async () => {
    const project = await newProject({ allow_team_api_keys: true, client_team_creation_enabled: true });
    const { server } = apps(project);
    const owner = await signedUp(project, 'owner');
    const member = await signedUp(project, 'member');
    const outsider = await signedUp(project, 'outsider');
    const team = await owner.client.createTeam({ display_name: 'Keys team' });
    await server.addTeamMember(team.id, member.userId);

    // The creator holds team_admin (with $manage_api_keys).
    const key = await owner.client.createTeamApiKey({ teamId: team.id, description: 'deploy bot', expiresAtMillis: null });
    expect(key).toMatchObject({ type: 'team', team_id: team.id });
    expect((await owner.client.listTeamApiKeys(team.id)).map((k) => k.id)).toEqual([key.id]);

    for (const who of [member, outsider]) {
      await expect(who.client.createTeamApiKey({ teamId: team.id, description: 'x', expiresAtMillis: null })).rejects.toBeInstanceOf(ApiKeyNotFoundError);
      await expect(who.client.listTeamApiKeys(team.id)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
      await expect(who.client.getTeamApiKey(key.id)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
      await expect(who.client.revokeTeamApiKey(key.id)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
    }
    // An unknown team reads the same as a team one may not see.
    await expect(outsider.client.listTeamApiKeys('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(ApiKeyNotFoundError);
    await server.grantTeamPermission(team.id, member.userId, '$manage_api_keys');
    await expect(member.client.revokeTeamApiKey(key.id)).resolves.toMatchObject({ id: key.id, manually_revoked_at_millis: expect.any(Number) });
    expect(await server.listTeamApiKeys(team.id)).toHaveLength(1);
  });

  it('a client works only with its own user keys, and nothing works while the feature is off', async () => {
    const project = await newProject({ allow_user_api_keys: true });
    const alice = await signedUp(project, 'alice');
    const bob = await signedUp(project, 'bob');
    const key = await alice.client.createUserApiKey({ description: 'mine', expiresAtMillis: null });
    await expect(bob.client.getUserApiKey(key.id)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
    await expect(bob.client.revokeUserApiKey(key.id)).rejects.toBeInstanceOf(ApiKeyNotFoundError);
    const other = await bob.client.createUserApiKey({ userId: alice.userId, description: 'hers', expiresAtMillis: null }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(KnownError);
    expect((await alice.client.listUserApiKeys()).map((k) => k.id)).toEqual([key.id]);
    expect(await bob.client.listUserApiKeys()).toEqual([]);

    const off = await newProject({ allow_user_api_keys: false, allow_team_api_keys: false });
    const user = await signedUp(off, 'off');
    await expect(user.client.createUserApiKey({ description: 'x', expiresAtMillis: null })).rejects.toBeInstanceOf(UserApiKeysNotEnabledError);
    await expect(user.client.listUserApiKeys()).rejects.toBeInstanceOf(UserApiKeysNotEnabledError);
    const team = await apps(off).server.createTeam({ display_name: 'No keys', creator_user_id: user.userId });
    await expect(user.client.listTeamApiKeys(team.id)).rejects.toBeInstanceOf(TeamApiKeysNotEnabledError);
    await expect(apps(off).server.checkUserApiKey(key.value)).rejects.toBeInstanceOf(UserApiKeysNotEnabledError);
  });
});
