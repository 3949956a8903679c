// Sign in with Apple from a native app through the SDK against a real Gatehouse, whose "Apple" is
// a local OpenID provider the test holds the signing key of (server/test/oauth/oauth-world.ts): the
// test mints the identityToken Apple would give the app, and the server checks it against the
// local provider's published keys as it would against Apple's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, importJWK } from 'jose';
import { newProject, type TestProject } from '../../server/test/harness.ts';
import { startOAuthWorld, type OAuthWorld } from '../../server/test/oauth/oauth-world.ts';
import { standardProviders } from '../../server/test/oauth/flows.ts';
import { createClientApp, memoryTokenStore, AppleBundleIdNotConfiguredError, InvalidAppleCredentialsError } from '../src/index.ts';

const BUNDLE = 'com.example.sdk-notes';
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

const appFor = (project: TestProject) => createClientApp({ baseUrl: world.url, projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });

async function identityToken(sub: string, aud = BUNDLE): Promise<string> {
  return new SignJWT({ email: `${sub}@privaterelay.appleid.com`, email_verified: 'true' })
    .setProtectedHeader({ alg: 'RS256', kid: world.apple.kid })
    .setIssuer(world.apple.issuer)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(world.apple.privateJwk, 'RS256'));
}

describe('signInWithAppleIdToken', () => {
  it('signs up, then signs the same user in, with a session the app uses', async () => {
    const project = await newProject({ oauth_providers: standardProviders().map((p) => (p.id === 'apple' ? { ...p, apple_bundle_ids: [BUNDLE] } : p)) });
    const sub = `sdk${Date.now()}`;
    const app = appFor(project);
    const first = await app.signInWithAppleIdToken(await identityToken(sub));
    expect(first).toEqual({ userId: expect.any(String), isNewUser: true });
    expect(await app.getUser()).toMatchObject({ id: first.userId, primary_email: `${sub}@privaterelay.appleid.com`, primary_email_verified: true });

    const again = appFor(project);
    await expect(again.signInWithAppleIdToken(await identityToken(sub))).resolves.toEqual({ userId: first.userId, isNewUser: false });
    expect(await again.getUser()).toMatchObject({ id: first.userId });
  });

  it('throws the typed refusals: a token for another app, and a project without bundle ids', async () => {
    const project = await newProject({ oauth_providers: standardProviders().map((p) => (p.id === 'apple' ? { ...p, apple_bundle_ids: [BUNDLE] } : p)) });
    const app = appFor(project);
    await expect(app.signInWithAppleIdToken(await identityToken('sdk-other', 'com.someone.else'))).rejects.toBeInstanceOf(InvalidAppleCredentialsError);
    expect(await app.getUser()).toBeNull();
    const noBundles = await newProject({ oauth_providers: standardProviders() });
    await expect(appFor(noBundles).signInWithAppleIdToken(await identityToken('sdk-nobundle'))).rejects.toBeInstanceOf(AppleBundleIdNotConfiguredError);
  });
});
