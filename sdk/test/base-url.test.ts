// baseUrl as integrators write it, against a real Gatehouse: the server address and its /api/v1
// root, with or without a trailing slash, all reach the same API (sign-up, refresh, read the user,
// local verification). A route the server lacks is a RouteNotFoundError.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl } from '../../server/test/harness.ts';
import { createClientApp, createServerApp, memoryTokenStore, KnownError, MethodNotAllowedError, RouteNotFoundError, UnrecognisedKnownError } from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

describe('baseUrl forms against the server', () => {
  it.each([
    ['the server address', ''],
    ['with a trailing slash', '/'],
    ['the API root', '/api/v1'],
    ['the API root with a trailing slash', '/api/v1/'],
  ])('%s works for every call', async (_, suffix) => {
    const project = await newProject();
    const given = baseUrl() + suffix;
    const app = createClientApp({ baseUrl: given, projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const email = uniqueEmail('base');
    const { userId } = await app.signUpWithPassword({ email, password: PASSWORD });
    await expect(app.session.refresh()).resolves.toBeTruthy();
    await expect(app.getUser()).resolves.toMatchObject({ id: userId, primary_email: email });

    const server = createServerApp({ baseUrl: given, projectId: project.id, secretServerKey: project.keys.server });
    await expect(server.getUser(userId)).resolves.toMatchObject({ id: userId });
    // The issuer is derived from the same address, so local verification accepts the real token.
    await expect(server.verifyAccessToken(app.session.tokens.accessToken!)).resolves.toMatchObject({ sub: userId });
    await app.signOut();
  });

  it('a path the server does not have is a RouteNotFoundError with the server message', async () => {
    const project = await newProject();
    const app = createClientApp({ baseUrl: `${baseUrl()}/api/v1`, projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const e = await app.api.GET('/no-such-route' as '/projects/current').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RouteNotFoundError);
    expect(e).toBeInstanceOf(KnownError);
    expect(e).not.toBeInstanceOf(UnrecognisedKnownError);
    expect(e).toMatchObject({ code: 'ROUTE_NOT_FOUND', status: 404, details: { method: 'GET', path: '/api/v1/no-such-route' } });
    expect((e as Error).message).toContain('There is no API route GET /api/v1/no-such-route');
    expect((e as Error).message).not.toContain('update');

    const wrongMethod = await app.api.PUT('/projects/current' as never).catch((x: unknown) => x);
    expect(wrongMethod).toBeInstanceOf(MethodNotAllowedError);
    expect(wrongMethod).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
  });
});
