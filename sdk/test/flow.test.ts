// The SDK against a real Gatehouse: sign-up -> sign-in -> refresh -> users/me -> sign-out, and
// local JWKS verification of a real access token.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  AccessTokenVerificationError, createClientApp, createServerApp, memoryTokenStore, decodeJwtPayload,
  KnownError, InvalidProjectAuthenticationError, type ClientApp,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

function clientFor(project: TestProject): ClientApp {
  return createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
}

describe('password flow through the SDK', () => {
  it('signs up, signs in, refreshes, reads the user and signs out', async () => {
    const project = await newProject();
    const app = clientFor(project);
    const email = uniqueEmail('sdk');

    const { userId } = await app.signUpWithPassword({ email, password: PASSWORD });
    expect(app.session.hasTokens).toBe(true);
    await app.signOut();
    expect(app.session.hasTokens).toBe(false);
    expect(await app.getUser()).toBeNull();

    await expect(app.signInWithPassword({ email, password: 'wrong password 123' })).rejects.toSatisfy(
      (e) => e instanceof KnownError && e.code === 'EMAIL_PASSWORD_MISMATCH',
    );
    const signedIn = await app.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.userId).toBe(userId);

    const before = app.session.tokens;
    const refreshed = await app.session.refresh();
    expect(refreshed).toBeTruthy();
    expect(refreshed).not.toBe(before.accessToken);
    // Gatehouse rotates refresh tokens; the SDK keeps the successor when one is returned.
    expect(app.session.tokens.refreshToken).toBeTruthy();

    const me = await app.getUser();
    expect(me).toMatchObject({ id: userId, primary_email: email });

    await app.signOut();
    expect(app.session.hasTokens).toBe(false);
    // The old refresh token no longer works: a fresh app holding it is signed out on refresh.
    const stale = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore({ refreshToken: before.refreshToken }) });
    expect(await stale.getAccessToken()).toBeNull();
    expect(stale.session.hasTokens).toBe(false);
  });

  it('retries with a refreshed token when the server rejects the access token', async () => {
    const project = await newProject();
    const app = clientFor(project);
    const { userId } = await app.signUpWithPassword({ email: uniqueEmail('sdk'), password: PASSWORD });
    // A token of another project is an INVALID_PROJECT_FOR_ACCESS_TOKEN, yet exp looks fine locally.
    const other = await newProject();
    const otherApp = clientFor(other);
    await otherApp.signUpWithPassword({ email: uniqueEmail('other'), password: PASSWORD });
    app.session.setTokens({ accessToken: otherApp.session.tokens.accessToken, refreshToken: app.session.tokens.refreshToken });
    await expect(app.getUser()).resolves.toMatchObject({ id: userId });
    expect(decodeJwtPayload(app.session.tokens.accessToken!)!.project_id).toBe(project.id);
  });

  it('reads the current project and reports a wrong key as a project-authentication error', async () => {
    const project = await newProject();
    await expect(clientFor(project).getProject()).resolves.toMatchObject({ id: project.id });
    const wrong = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: 'nope', tokenStore: 'memory' });
    await expect(wrong.getProject()).rejects.toBeInstanceOf(InvalidProjectAuthenticationError);
  });
});

describe('local verification against the JWKS', () => {
  it('verifies a real access token and rejects it for another project', async () => {
    const project = await newProject();
    const app = clientFor(project);
    const { userId } = await app.signUpWithPassword({ email: uniqueEmail('jwks'), password: PASSWORD });
    const server = createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server });
    const token = app.session.tokens.accessToken!;
    const claims = await server.verifyAccessToken(token);
    expect(claims).toMatchObject({ sub: userId, aud: project.id, iss: `${baseUrl()}/api/v1/projects/${project.id}`, project_id: project.id });
    await expect(server.authenticateRequest({ headers: { authorization: `Bearer ${token}` } })).resolves.toMatchObject({ sub: userId });

    const other = await newProject();
    const otherServer = createServerApp({ baseUrl: baseUrl(), projectId: other.id, secretServerKey: other.keys.server });
    await expect(otherServer.verifyAccessToken(token)).rejects.toBeInstanceOf(AccessTokenVerificationError);
  });
});

describe('session edge cases against the server', () => {
  it('stores the rotated refresh token and keeps working with it', async () => {
    const project = await newProject({ refresh_token_rotation_enabled: true });
    const app = clientFor(project);
    await app.signUpWithPassword({ email: uniqueEmail('rot'), password: PASSWORD });
    const first = app.session.tokens.refreshToken;
    await app.session.refresh();
    const second = app.session.tokens.refreshToken;
    expect(second).not.toBe(first);
    await app.session.refresh();
    expect(app.session.tokens.refreshToken).not.toBe(second);
    await expect(app.getUser()).resolves.not.toBeNull();
  });

  it('a session revoked elsewhere: the revoked access token is dropped, the refresh fails, the app is signed out', async () => {
    const project = await newProject();
    const app = clientFor(project);
    await app.signUpWithPassword({ email: uniqueEmail('rev'), password: PASSWORD });
    const copy = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore(app.session.tokens) });
    await app.signOut();
    await expect(copy.getUser()).resolves.toBeNull();
    expect(copy.session.hasTokens).toBe(false);
  });
});

describe('anonymous users', () => {
  it('signs up anonymously, is accepted by the API (the SDK allows anonymous users), but not by local verification', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const app = clientFor(project);
    const { userId } = await app.signUpAnonymously();
    await expect(app.getUser()).resolves.toMatchObject({ id: userId, is_anonymous: true });
    await app.session.refresh();
    await expect(app.getUser()).resolves.toMatchObject({ id: userId });
    const server = createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server });
    await expect(server.verifyAccessToken(app.session.tokens.accessToken!)).rejects.toBeInstanceOf(AccessTokenVerificationError);
  });
});
