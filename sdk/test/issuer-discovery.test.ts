// Issue 19: a backend that reaches Gatehouse by another address than its public URL (here
// 127.0.0.1 while GATEHOUSE_PUBLIC_URL says localhost) refused every valid token, and
// authenticateRequest said nothing. The verifier now reads the issuer from the project's discovery
// document (fetched through the backend's own address) and says why it refuses a token.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl } from '../../server/test/harness.ts';
import { createClientApp, createServerApp, memoryTokenStore, AccessTokenVerificationError } from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

async function signedInToken() {
  const project = await newProject();
  const app = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
  const { userId } = await app.signUpWithPassword({ email: uniqueEmail('iss'), password: PASSWORD });
  return { project, userId, token: app.session.tokens.accessToken! };
}

describe('a backend reaching Gatehouse at 127.0.0.1 while the public URL says localhost', () => {
  const byAddress = () => baseUrl().replace('//localhost:', '//127.0.0.1:');

  it('verifies real tokens through the discovery document (verifyAccessToken, authenticateRequest and the Result forms)', async () => {
    expect(byAddress()).not.toBe(baseUrl());
    const { project, userId, token } = await signedInToken();
    const refusals: string[] = [];
    const server = createServerApp({ baseUrl: byAddress(), projectId: project.id, secretServerKey: project.keys.server, onAccessTokenRefused: (r) => refusals.push(r.reason) });
    const claims = await server.verifyAccessToken(token);
    expect(claims).toMatchObject({ sub: userId, iss: `${baseUrl()}/api/v1/projects/${project.id}` });
    await expect(server.verifyAccessTokenResult(token)).resolves.toMatchObject({ ok: true, claims: { sub: userId } });
    await expect(server.authenticateRequest({ headers: { authorization: `Bearer ${token}` } })).resolves.toMatchObject({ sub: userId });
    await expect(server.authenticateRequestResult({ headers: new Headers({ 'x-stack-access-token': token }) })).resolves.toMatchObject({ ok: true });
    await expect(server.authenticateRequestResult({ headers: {} })).resolves.toMatchObject({ ok: false, reason: 'missing' });
    expect(refusals).toEqual([]);
  });

  it('a wrong explicit issuer refuses the token with reason issuer, and authenticateRequest tells onAccessTokenRefused', async () => {
    const { project, token } = await signedInToken();
    const refusals: string[] = [];
    const server = createServerApp({
      baseUrl: byAddress(), projectId: project.id, secretServerKey: project.keys.server,
      issuer: `${byAddress()}/api/v1/projects/${project.id}`,
      onAccessTokenRefused: (r) => refusals.push(r.reason),
    });
    await expect(server.verifyAccessTokenResult(token)).resolves.toMatchObject({ ok: false, reason: 'issuer' });
    const error = await server.verifyAccessToken(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessTokenVerificationError);
    expect(error).toMatchObject({ reason: 'invalid', refusal: 'issuer' });
    await expect(server.authenticateRequest({ headers: { authorization: `Bearer ${token}` } })).resolves.toBeNull();
    expect(refusals).toEqual(['issuer']);
  });
});
