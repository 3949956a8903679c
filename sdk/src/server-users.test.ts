import { describe, expect, it } from 'vitest';
import { createServerApp } from './apps.ts';
import { OauthConnectionAlreadyConnectedToAnotherUserError, OauthProviderNotFoundOrNotEnabledError } from './errors.generated.ts';
import { BASE, PROJECT, fakeFetch, json, knownError, type FakeHandler } from './test-support.ts';

/** createUser's provider accounts (POST /users `oauth_providers`); the server side is proven in server/src/modules/users. */

function serverApp(handler: FakeHandler) {
  const fetch = fakeFetch(handler);
  return { app: createServerApp({ baseUrl: BASE, projectId: PROJECT, secretServerKey: 'ssk', fetch }), calls: fetch.calls };
}

const USER = { id: 'u1', oauth_providers: [{ id: 'github', account_id: '42', email: 'ada@example.com' }] };

describe('createUser with oauthProviders', () => {
  it('sends oauthProviders as the wire oauth_providers, leaving the other fields as they are', async () => {
    const { app, calls } = serverApp(() => json(USER, 201));
    await expect(
      app.createUser({ primary_email: 'ada@example.com', oauthProviders: [{ providerId: 'github', accountId: '42', email: 'ada@example.com' }, { providerId: 'google', accountId: 'g-7' }] }),
    ).resolves.toEqual(USER);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /users']);
    expect(JSON.parse(calls[0]!.body)).toEqual({
      primary_email: 'ada@example.com',
      oauth_providers: [{ id: 'github', account_id: '42', email: 'ada@example.com' }, { id: 'google', account_id: 'g-7' }],
    });
  });

  it('passes the wire form oauth_providers through, and refuses both forms at once before any request', async () => {
    const { app, calls } = serverApp(() => json(USER, 201));
    await app.createUser({ oauth_providers: [{ id: 'github', account_id: '42' }] });
    expect(JSON.parse(calls[0]!.body)).toEqual({ oauth_providers: [{ id: 'github', account_id: '42' }] });
    await expect(app.createUser({ oauth_providers: [], oauthProviders: [] })).rejects.toThrow('not both');
    expect(calls).toHaveLength(1);
  });

  it("throws the typed errors of an unknown provider and of another user's provider account", async () => {
    const unknown = serverApp(() => knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400));
    await expect(unknown.app.createUser({ oauthProviders: [{ providerId: 'nope', accountId: '1' }] })).rejects.toBeInstanceOf(OauthProviderNotFoundOrNotEnabledError);
    const taken = serverApp(() => knownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 409));
    await expect(taken.app.createUser({ oauthProviders: [{ providerId: 'github', accountId: '42' }] })).rejects.toBeInstanceOf(OauthConnectionAlreadyConnectedToAnotherUserError);
  });
});
