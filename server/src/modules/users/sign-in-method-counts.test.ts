import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from '../../../test/harness.ts';
import { jsonInit } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { standardProviders } from '../../../test/oauth/flows.ts';

describe('GET /internal/users/sign-in-method-counts', () => {
  it('counts the users of this project per sign-in method, and nobody else’s', async () => {
    const p = await newProject();
    const other = await newProject();
    const create = async (project: typeof p, body: Record<string, unknown>) => {
      const res = await rawFetch('/users', jsonInit('POST', project.serverHeaders(), body));
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const url = '/internal/users/sign-in-method-counts';
    expect(await (await rawFetch(url, { headers: p.adminHeaders() })).json()).toEqual({ total: 0, password: 0, otp: 0, passkey: 0, totp: 0, anonymous: 0, oauth_providers: {} });

    await create(p, { primary_email: 'a@example.com', password: 'correct horse battery', otp_auth_enabled: true, primary_email_auth_enabled: true });
    await create(p, { primary_email: 'b@example.com', passkey_auth_enabled: true, totp_secret_base64: Buffer.alloc(20, 7).toString('base64') });
    await create(p, { password: 'another good password' });
    await create(other, { primary_email: 'c@example.com', password: 'yet another password' });
    expect(await (await rawFetch(url, { headers: p.adminHeaders() })).json()).toEqual({ total: 3, password: 2, otp: 1, passkey: 1, totp: 1, anonymous: 0, oauth_providers: {} });
  });

  it('counts the users linked to each OAuth provider, keyed by provider config id: a user with two accounts of one provider counts once', async () => {
    const p = await newProject({ oauth_providers: standardProviders() });
    const other = await newProject({ oauth_providers: standardProviders() });
    const create = async (project: typeof p, email: string) => {
      const res = await rawFetch('/users', jsonInit('POST', project.serverHeaders(), { primary_email: email }));
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const link = async (project: typeof p, userId: string, provider: string, accountId: string, allowSignIn = true) => {
      const body = { user_id: userId, provider_config_id: provider, account_id: accountId, allow_sign_in: allowSignIn, allow_connected_accounts: true };
      const res = await rawFetch('/oauth-providers', jsonInit('POST', project.serverHeaders(), body));
      expect(res.status).toBe(201);
    };
    const [ann, bob] = [await create(p, 'ann@example.com'), await create(p, 'bob@example.com')];
    await create(p, 'cyd@example.com'); // linked to nothing
    await link(p, ann, 'github', 'gh-ann');
    await link(p, ann, 'github', 'gh-ann-work', false);
    await link(p, ann, 'google', 'go-ann');
    await link(p, bob, 'github', 'gh-bob');
    await link(other, await create(other, 'dan@example.com'), 'microsoft', 'ms-dan');
    const url = '/internal/users/sign-in-method-counts';
    const counts = await (await rawFetch(url, { headers: p.adminHeaders() })).json();
    expect(counts).toMatchObject({ total: 3, oauth_providers: { github: 2, google: 1 } });
    expect(Object.keys(counts.oauth_providers).sort()).toEqual(['github', 'google']);

    // Deleting a user removes their links, and the counts follow.
    expect((await rawFetch(`/users/${ann}`, { method: 'DELETE', headers: p.serverHeaders() })).status).toBe(200);
    expect(await (await rawFetch(url, { headers: p.adminHeaders() })).json()).toMatchObject({ total: 2, oauth_providers: { github: 1 } });
  });

  it('admin access only', async () => {
    const p = await newProject();
    await expectKnownError(await rawFetch('/internal/users/sign-in-method-counts', { headers: p.serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await rawFetch('/internal/users/sign-in-method-counts', { headers: p.clientHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});
