import { describe, expect, it } from 'vitest';
import { OauthConnectionAlreadyConnectedToAnotherUserError, createServerApp } from '@gatehouse/sdk';
import { baseUrl, newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/**
 * POST /users with `oauth_providers` (wire-contract §9.10): the user and its provider links are
 * written in one transaction, each link as POST /oauth-providers makes one (§9.8). Every refusal
 * leaves no user, no channel and no link behind. (That such a user then signs in through the
 * provider: oauth/oauth-flow.test.ts.)
 */

const providers = [
  { id: 'github' as const, type: 'standard' as const, client_id: 'gh-id', client_secret: 'gh-secret' },
  { id: 'google' as const, type: 'shared' as const },
];
const uniqueAccountId = () => `acct-${Math.random().toString(36).slice(2, 10)}`;

/** Rows of the project in the tables a create writes (users, their e-mail channels, their provider links). */
async function rowsOf(project: TestProject) {
  const db = (await testDeps()).em.getConnection();
  const count = async (table: string) => Number((await db.execute(`select count(*)::int as n from ${table} where project_id = ?`, [project.id]))[0].n);
  return { users: await count('project_user'), channels: await count('contact_channel'), links: await count('oauth_account') };
}

const createUser = (project: TestProject, body: Record<string, unknown>) =>
  rawFetch('/users', { method: 'POST', headers: { 'content-type': 'application/json', ...project.serverHeaders() }, body: JSON.stringify(body) });

describe('POST /users with oauth_providers', () => {
  it('creates the user with its provider links, listed on the user and as links that may sign in', async () => {
    const project = await newProject({ oauth_providers: providers });
    const [gh, gg] = [uniqueAccountId(), uniqueAccountId()];
    const email = uniqueEmail('linked');
    const { data, response } = await project.server().POST('/users', {
      body: { primary_email: email, oauth_providers: [{ id: 'github', account_id: gh, email: email.toUpperCase() }, { id: 'google', account_id: gg }] },
    });
    expect(response.status).toBe(201);
    expect(data!.oauth_providers).toEqual([
      { id: 'github', account_id: gh, email: email.toLowerCase() },
      { id: 'google', account_id: gg, email: null },
    ]);
    expect((await project.server().GET('/users/{user_id}', { params: { path: { user_id: data!.id } } })).data!.oauth_providers).toEqual(data!.oauth_providers);

    const links = await project.server().GET('/oauth-providers', { params: { query: { user_id: data!.id } } });
    expect(links.response.status).toBe(200);
    const items = (links.data as { items: Record<string, unknown>[] }).items;
    expect(items.map((l) => ({ provider: l.provider_config_id, account: l.account_id, signIn: l.allow_sign_in, connected: l.allow_connected_accounts })).sort((a, b) => String(a.provider).localeCompare(String(b.provider)))).toEqual([
      { provider: 'github', account: gh, signIn: true, connected: true },
      { provider: 'google', account: gg, signIn: true, connected: true },
    ]);
    expect(await rowsOf(project)).toEqual({ users: 1, channels: 1, links: 2 });
  });

  it('an empty list links nothing', async () => {
    const project = await newProject({ oauth_providers: providers });
    const { data, response } = await project.server().POST('/users', { body: { oauth_providers: [] } });
    expect(response.status).toBe(201);
    expect(data!.oauth_providers).toEqual([]);
  });

  it('refuses a provider the project does not configure, and writes nothing', async () => {
    const project = await newProject({ oauth_providers: providers });
    const res = await createUser(project, { primary_email: uniqueEmail('nope'), oauth_providers: [{ id: 'github', account_id: uniqueAccountId() }, { id: 'discord', account_id: uniqueAccountId() }] });
    await expectKnownError(res, 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expect(await rowsOf(project)).toEqual({ users: 0, channels: 0, links: 0 });
  });

  it("refuses another user's provider account with 409, and leaves no user behind (the e-mail stays free)", async () => {
    const project = await newProject({ oauth_providers: providers, create_team_on_sign_up: true });
    const account = uniqueAccountId();
    const first = await project.server().POST('/users', { body: { oauth_providers: [{ id: 'github', account_id: account }] } });
    expect(first.response.status).toBe(201);
    const before = await rowsOf(project);

    const email = uniqueEmail('second');
    // The taken account comes second: the user, its channel, team and first link were already written in the transaction.
    const res = await createUser(project, { primary_email: email, oauth_providers: [{ id: 'google', account_id: uniqueAccountId() }, { id: 'github', account_id: account }] });
    await expectKnownError(res, 409, 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
    expect(await rowsOf(project)).toEqual(before);
    const teams = await (await testDeps()).em.getConnection().execute(`select count(*)::int as n from team where project_id = ?`, [project.id]);
    expect(teams[0].n).toBe(1);
    // The same account id at another provider is another account.
    const again = await project.server().POST('/users', { body: { primary_email: email, oauth_providers: [{ id: 'google', account_id: account }] } });
    expect(again.response.status).toBe(201);
  });

  it('refuses the same provider account twice in the list as a SCHEMA_ERROR, and writes nothing', async () => {
    const project = await newProject({ oauth_providers: providers });
    const account = uniqueAccountId();
    const res = await createUser(project, { oauth_providers: [{ id: 'github', account_id: account }, { id: 'github', account_id: account, email: uniqueEmail('dup') }] });
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('body.oauth_providers must not name the same provider account (id and account_id) twice');
    expect(await rowsOf(project)).toEqual({ users: 0, channels: 0, links: 0 });
  });

  it('refuses malformed entries as a SCHEMA_ERROR, and writes nothing', async () => {
    const project = await newProject({ oauth_providers: providers });
    for (const entry of [{ id: 'github' }, { account_id: 'x' }, { id: 'github', account_id: '' }, { id: 'github', account_id: 'x', email: 'not an e-mail' }, { id: 'github', account_id: 'x', allow_sign_in: false }]) {
      const res = await createUser(project, { oauth_providers: [entry] });
      await expectKnownError(res, 400, 'SCHEMA_ERROR');
    }
    expect(await rowsOf(project)).toEqual({ users: 0, channels: 0, links: 0 });
  });
});

describe("the SDK server app's createUser with oauthProviders, against this server", () => {
  it('creates the user with its links, and throws the typed 409 for a taken account without creating a user', async () => {
    const project = await newProject({ oauth_providers: providers });
    const app = createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server });
    const account = uniqueAccountId();
    const user = await app.createUser({ display_name: 'Ada', oauthProviders: [{ providerId: 'github', accountId: account, email: 'Ada@Example.com' }] });
    expect(user.oauth_providers).toEqual([{ id: 'github', account_id: account, email: 'ada@example.com' }]);
    await expect(app.createUser({ oauthProviders: [{ providerId: 'github', accountId: account }] })).rejects.toBeInstanceOf(OauthConnectionAlreadyConnectedToAnotherUserError);
    expect(await rowsOf(project)).toEqual({ users: 1, channels: 0, links: 1 });
  });
});
