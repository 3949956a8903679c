import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { rawSql } from '../../db/sql.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { claimsOf } from '../../../test/auth-helpers.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { clientOf, exchangeCode, signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * Connected accounts (wire-contract §9.8): the provider tokens a sign-in stored (encrypted) give
 * access tokens for the provider's API, refreshed with the provider when expired; and the
 * /oauth-providers links of a user.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

async function signedInWithGitHub(project: TestProject, extra: Record<string, string> = {}) {
  const account = uniqueAccount('ca');
  const flow = await signInWith(world, project, 'github', account, extra);
  const tokens = await exchangeCode(world, project, flow.back.searchParams.get('code')!, flow.pkce.verifier);
  expect(tokens.res.status).toBe(200);
  return { account, accessToken: tokens.body.access_token as string, userId: claimsOf(tokens.body.access_token as string).sub as string };
}

const tokenFor = (project: TestProject, accessToken: string, userId: string, provider: string, scope?: string) =>
  clientOf(world, project, 'client', accessToken).POST('/connected-accounts/{user_id}/{provider_id}/access-token', { params: { path: { user_id: userId, provider_id: provider } }, body: scope ? { scope } : {} });

/** The provider's own API answers for the token: it is a real provider token. */
async function providerUserOf(token: string): Promise<number> {
  return (await fetch(`${world.oauth2.github.origin}/user`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describe('POST /connected-accounts/{user_id}/{provider_id}/access-token', () => {
  it("answers the stored provider token, encrypted at rest, within the granted scopes", async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const u = await signedInWithGitHub(project, { provider_scope: 'repo' });
    const res = await tokenFor(project, u.accessToken, 'me', 'github', 'repo user:email');
    expect(res.response.status).toBe(201);
    const token = res.data!.access_token;
    expect(await providerUserOf(token)).toBe(200);
    const deps = await testDeps();
    const [row] = await rawSql<{ access_token_sealed: string; refresh_token_sealed: string }>(deps.em, 'select access_token_sealed, refresh_token_sealed from oauth_account where user_id = ?', [u.userId]);
    expect(row.access_token_sealed).not.toContain(token);
    expect(Buffer.from(row.access_token_sealed, 'base64url').toString('latin1')).not.toContain(token);
    expect(row.refresh_token_sealed).not.toMatch(/^r-/);
    expectKnownError(await tokenFor(project, u.accessToken, 'me', 'github', 'admin:org'), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
  });

  it('refreshes an expired token with the provider, and says so when the provider refuses', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const u = await signedInWithGitHub(project);
    const first = (await tokenFor(project, u.accessToken, 'me', 'github')).data!.access_token;
    const deps = await testDeps();
    await rawSql(deps.em, `update oauth_account set access_token_expires_at = now() - interval '1 minute' where user_id = ?`, [u.userId]);
    const refreshed = (await tokenFor(project, u.accessToken, 'me', 'github')).data!.access_token;
    expect(refreshed).not.toBe(first);
    expect(await providerUserOf(refreshed)).toBe(200);
    // Fresh again: the same token until it nears expiry.
    expect((await tokenFor(project, u.accessToken, 'me', 'github')).data!.access_token).toBe(refreshed);

    world.oauth2.github.revokeRefreshTokens();
    await rawSql(deps.em, `update oauth_account set access_token_expires_at = now() - interval '1 minute' where user_id = ?`, [u.userId]);
    expectKnownError(await tokenFor(project, u.accessToken, 'me', 'github'), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
  });

  it('refuses providers that are not configured, not connected, or on shared keys, and other users for clients', async () => {
    const project = await newProject({ oauth_providers: [...standardProviders().filter((p) => p.id !== 'twitch' && p.id !== 'discord'), { id: 'discord', type: 'shared' }] });
    const u = await signedInWithGitHub(project);
    expectKnownError(await tokenFor(project, u.accessToken, 'me', 'twitch'), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expectKnownError(await tokenFor(project, u.accessToken, 'me', 'google'), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    expectKnownError(await tokenFor(project, u.accessToken, 'me', 'discord'), 400, 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
    const other = await signedInWithGitHub(project);
    expectKnownError(await tokenFor(project, u.accessToken, other.userId, 'github'), 403, 'CANNOT_ACCESS_OTHER_USER');
    // Server access may ask for any user of the project.
    const server = await clientOf(world, project, 'server').POST('/connected-accounts/{user_id}/{provider_id}/access-token', { params: { path: { user_id: other.userId, provider_id: 'github' } }, body: {} });
    expect(server.response.status).toBe(201);
  });
});

describe('POST /connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', () => {
  it("answers for that account of the provider only: another user's account or an unknown one is not connected", async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const [u, other] = [await signedInWithGitHub(project), await signedInWithGitHub(project)];
    const server = clientOf(world, project, 'server');
    const accountIdOf = async (userId: string) => (await server.GET('/connected-accounts/{user_id}', { params: { path: { user_id: userId } } })).data!.items[0].provider_account_id;
    const [mine, theirs] = [await accountIdOf(u.userId), await accountIdOf(other.userId)];
    // A second GitHub account linked by the server, without provider tokens.
    await server.POST('/oauth-providers', { body: { user_id: u.userId, provider_config_id: 'github', account_id: 'second-account', allow_sign_in: false, allow_connected_accounts: true } });
    const tokenOf = (accountId: string) =>
      clientOf(world, project, 'client', u.accessToken).POST('/connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token', {
        params: { path: { user_id: 'me', provider_id: 'github', provider_account_id: accountId } },
        body: {},
      });
    const res = await tokenOf(mine);
    expect(res.response.status).toBe(201);
    expect(await providerUserOf(res.data!.access_token)).toBe(200);
    expectKnownError(await tokenOf('second-account'), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
    expectKnownError(await tokenOf(theirs), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    expectKnownError(await tokenOf('no-such-account'), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  });

  it('the legacy path /auth/oauth/connected-accounts/{provider_id}/access-token answers for the signed-in user', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const u = await signedInWithGitHub(project);
    const legacy = (accessToken?: string) =>
      clientOf(world, project, 'client', accessToken).POST('/auth/oauth/connected-accounts/{provider_id}/access-token', { params: { path: { provider_id: 'github' } }, body: {} });
    const res = await legacy(u.accessToken);
    expect(res.response.status).toBe(201);
    expect(await providerUserOf(res.data!.access_token)).toBe(200);
    expectKnownError(await legacy(), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('GET /connected-accounts and /oauth-providers', () => {
  it('lists, switches off, unlinks and links provider accounts', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const u0 = await signedInWithGitHub(project);
    const server = clientOf(world, project, 'server');
    // GitHub must not be the user's only way in, or the user may neither switch it off nor unlink
    // it (LAST_SIGN_IN_METHOD, users/sign-in-methods.test.ts): a password first, which ends the
    // sessions, so a new one.
    expect((await server.PATCH('/users/{user_id}', { params: { path: { user_id: u0.userId } }, body: { password: 'a long enough password' } })).response.status).toBe(200);
    const session = await server.POST('/auth/sessions', { body: { user_id: u0.userId } });
    const u = { ...u0, accessToken: session.data!.access_token };
    const client = clientOf(world, project, 'client', u.accessToken);

    const connected = await client.GET('/connected-accounts/{user_id}', { params: { path: { user_id: 'me' } } });
    expect(connected.data!.items).toEqual([{ user_id: u.userId, provider: 'github', provider_account_id: expect.any(String) }]);

    const mine = (await client.GET('/oauth-providers', { params: { query: { user_id: 'me' } } })).data!.items;
    expect(mine).toEqual([{ user_id: u.userId, id: expect.any(String), email: u.account.email, provider_config_id: 'github', type: 'github', allow_sign_in: true, allow_connected_accounts: true }]);
    const linkId = mine[0].id;
    const seen = (await server.GET('/oauth-providers/{user_id}/{provider_id}', { params: { path: { user_id: u.userId, provider_id: linkId } } })).data as Record<string, unknown>;
    expect(seen.account_id).toBe(connected.data!.items[0].provider_account_id);

    // A client may switch its own link's sign-in off, but not rename the account.
    const renamed = await client.PATCH('/oauth-providers/{user_id}/{provider_id}', { params: { path: { user_id: 'me', provider_id: linkId } }, body: { account_id: 'someone-else' } });
    expectKnownError(renamed, 400, 'SCHEMA_ERROR');
    const off = await client.PATCH('/oauth-providers/{user_id}/{provider_id}', { params: { path: { user_id: 'me', provider_id: linkId } }, body: { allow_sign_in: false } });
    expect(off.data).toMatchObject({ allow_sign_in: false });
    const refused = await signInWith(world, project, 'github', u.account);
    expect(refused.back.searchParams.get('errorCode')).toBe('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');

    expect((await client.DELETE('/oauth-providers/{user_id}/{provider_id}', { params: { path: { user_id: 'me', provider_id: linkId } } })).data).toEqual({ success: true });
    expectKnownError(await client.GET('/oauth-providers/{user_id}/{provider_id}', { params: { path: { user_id: 'me', provider_id: linkId } } }), 404, 'OAUTH_PROVIDER_LINK_NOT_FOUND');
    expect((await client.GET('/connected-accounts/{user_id}', { params: { path: { user_id: 'me' } } })).data!.items).toEqual([]);

    // A server links an account by hand; the same account cannot go to two users.
    const created = await server.POST('/oauth-providers', { body: { user_id: u.userId, provider_config_id: 'github', account_id: 'imported-1', email: 'Imported@Example.com', allow_sign_in: true, allow_connected_accounts: false } });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ user_id: u.userId, account_id: 'imported-1', email: 'imported@example.com', allow_connected_accounts: false });
    const other = await signedInWithGitHub(project);
    expectKnownError(await server.POST('/oauth-providers', { body: { user_id: other.userId, provider_config_id: 'github', account_id: 'imported-1', allow_sign_in: true, allow_connected_accounts: true } }), 400, 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
    expectKnownError(await server.POST('/oauth-providers', { body: { user_id: other.userId, provider_config_id: 'myspace', account_id: 'x', allow_sign_in: true, allow_connected_accounts: true } }), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expectKnownError(await client.POST('/oauth-providers', { body: { user_id: 'me', provider_config_id: 'github', account_id: 'x', allow_sign_in: true, allow_connected_accounts: true } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('goes with its user', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const u = await signedInWithGitHub(project);
    expect((await clientOf(world, project, 'server').DELETE('/users/{user_id}', { params: { path: { user_id: u.userId } } })).response.status).toBe(200);
    const deps = await testDeps();
    expect(await rawSql(deps.em, 'select 1 from oauth_account where user_id = ?', [u.userId])).toEqual([]);
  });
});
