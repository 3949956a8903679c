import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject } from '../../../test/harness.ts';
import { startOAuthWorld, type AccountSpec, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { exchangeCode, meOf, signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * Apple's name post: Apple's id_token carries no name; on the FIRST authorization only, its
 * form_post callback carries a `user` field `{"name":{"firstName","lastName"},"email"}`. The local
 * Apple (oidc-provider) answers with form_post and adds that field the first time each account
 * signs in, so these tests go through the real POST callback as Apple's would.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

async function signInOnce(projectId: Awaited<ReturnType<typeof newProject>>, account: AccountSpec) {
  const r = await signInWith(world, projectId, 'apple', account);
  expect(r.back.searchParams.get('errorCode'), r.url).toBeNull();
  expect(r.res.status).toBe(303);
  const tokens = await exchangeCode(world, projectId, r.back.searchParams.get('code')!, r.pkce.verifier);
  expect(tokens.res.status, JSON.stringify(tokens.body)).toBe(200);
  return { isNewUser: tokens.body.is_new_user as boolean, me: await meOf(world, projectId, tokens.body.access_token as string) };
}

describe("Apple's first-sign-in `user` field", () => {
  it("names the new user from it (the id_token has no name); the next sign-in carries none and the name stays", async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const account = { ...uniqueAccount('apple-name'), name: 'Grace Brewster Hopper' };
    const first = await signInOnce(project, account);
    expect(first.isNewUser).toBe(true);
    expect(first.me).toMatchObject({ display_name: 'Grace Brewster Hopper', primary_email: account.email, primary_email_verified: true });

    const second = await signInOnce(project, { ...account, name: 'Someone Else' });
    expect(second.isNewUser).toBe(false);
    expect(second.me).toMatchObject({ id: first.me.id, display_name: 'Grace Brewster Hopper' });
  });

  it('only names a user this callback creates: an existing user merged by e-mail keeps their name', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const account = uniqueAccount('apple-merge');
    const server = await fetch(`${world.url}/api/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...project.serverHeaders() },
      body: JSON.stringify({ primary_email: account.email, primary_email_verified: true, primary_email_auth_enabled: true, display_name: 'Kept Name' }),
    });
    expect(server.status).toBe(201);
    const merged = await signInOnce(project, account);
    expect(merged).toMatchObject({ isNewUser: false, me: { display_name: 'Kept Name' } });
  });

  it.each([
    ['not JSON', '{name: Grace'],
    ['JSON but not an object', '["Grace", "Hopper"]'],
    ['JSON null', 'null'],
    ['name parts of the wrong type', JSON.stringify({ name: { firstName: 42, lastName: { x: 1 } } })],
    ['name not an object', JSON.stringify({ name: 'Grace Hopper' })],
    ['a name part too long', JSON.stringify({ name: { firstName: 'G'.repeat(121) } })],
    ['a field too long', JSON.stringify({ name: { firstName: 'Grace' }, padding: 'x'.repeat(3000) })],
    ['blank name parts', JSON.stringify({ name: { firstName: '  ', lastName: '' } })],
  ])('a malformed field (%s) is ignored: the sign-in works and the user has no name', async (_what, raw) => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const account = { ...uniqueAccount('apple-bad'), appleUser: raw };
    const first = await signInOnce(project, account);
    expect(first.isNewUser).toBe(true);
    expect(first.me).toMatchObject({ display_name: null, primary_email: account.email });
  });

  it('keeps a well-formed part when the other is malformed', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const account = { ...uniqueAccount('apple-half'), appleUser: JSON.stringify({ name: { firstName: 'Grace', lastName: 7 }, email: 'whatever' }) };
    expect((await signInOnce(project, account)).me).toMatchObject({ display_name: 'Grace' });
  });
});
