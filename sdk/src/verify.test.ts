import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type CryptoKey } from 'jose';
import { AccessTokenVerificationError, accessTokenFromHeaders, createAccessTokenVerifier } from './verify.ts';
import { BASE, PROJECT, fakeFetch, json } from './test-support.ts';

const ISSUER = `${BASE}/api/v1/projects/${PROJECT}`;
let privateKey: CryptoKey;
let jwk: JWK;

beforeEach(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'kid-1', alg: 'ES256', use: 'sig' };
});
afterEach(() => vi.useRealTimers());

function jwksServer(keys: () => JWK[] = () => [jwk]) {
  return fakeFetch((c) => (c.path === `/projects/${PROJECT}/.well-known/jwks.json` ? json({ keys: keys() }) : new Response('not found', { status: 404 })));
}

function claims(extra: Record<string, unknown> = {}) {
  return { project_id: PROJECT, refresh_token_id: 'sess-1', role: 'authenticated', branch_id: 'main', ...extra };
}

async function sign(opts: { iss?: string; aud?: string; expSecondsFromNow?: number; key?: CryptoKey; kid?: string; extra?: Record<string, unknown> } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims(opts.extra))
    .setProtectedHeader({ alg: 'ES256', kid: opts.kid ?? 'kid-1' })
    .setSubject('user-1')
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? PROJECT)
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.expSecondsFromNow ?? 600))
    .sign(opts.key ?? privateKey);
}

describe('createAccessTokenVerifier', () => {
  it('accepts a token signed by a JWKS key with the right issuer and audience', async () => {
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    await expect(verify(await sign())).resolves.toMatchObject({ sub: 'user-1', project_id: PROJECT });
  });

  it('rejects another issuer', async () => {
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    await expect(verify(await sign({ iss: `${BASE}/api/v1/projects-anonymous-users/${PROJECT}` }))).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('rejects another audience (an anonymous user token, or another project)', async () => {
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    await expect(verify(await sign({ aud: `${PROJECT}:anon` }))).rejects.toBeInstanceOf(AccessTokenVerificationError);
    await expect(verify(await sign({ aud: 'other' }))).rejects.toBeInstanceOf(AccessTokenVerificationError);
  });

  it('rejects a token signed by a key not in the JWKS', async () => {
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    const stranger = await generateKeyPair('ES256');
    await expect(verify(await sign({ key: stranger.privateKey }))).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('accepts only ES256 (an HS256 token is rejected even with a matching kid)', async () => {
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    const hs = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: 'kid-1' }).setSubject('u').setIssuer(ISSUER)
      .setAudience(PROJECT).setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode('0123456789abcdef0123456789abcdef'));
    await expect(verify(hs)).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('allows 30 s of clock skew past exp, not more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
    const token = await sign({ expSecondsFromNow: 60 });
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    vi.setSystemTime(new Date('2026-11-23T12:01:29.000Z'));
    await expect(verify(token)).resolves.toMatchObject({ sub: 'user-1' });
    vi.setSystemTime(new Date('2026-11-23T12:01:31.000Z'));
    await expect(verify(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('rejects a token without Gatehouse claims for this project', async () => {
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    await expect(verify(await sign({ extra: { project_id: 'other' } }))).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('caches the JWKS for 300 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
    const fetch = jwksServer();
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch });
    const token = await sign({ expSecondsFromNow: 3600 });
    await verify(token);
    await verify(token);
    vi.setSystemTime(new Date('2026-11-23T12:04:59.000Z'));
    await verify(token);
    expect(fetch.calls).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-23T12:05:01.000Z'));
    await verify(token);
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[0]!.url).toBe(`${BASE}/api/v1/projects/${PROJECT}/.well-known/jwks.json`);
  });

  it('rejects empty and "undefined" tokens without fetching', async () => {
    const fetch = jwksServer();
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch });
    await expect(verify('')).rejects.toBeInstanceOf(AccessTokenVerificationError);
    await expect(verify('undefined')).rejects.toBeInstanceOf(AccessTokenVerificationError);
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('accessTokenFromHeaders', () => {
  it('prefers x-stack-access-token, then Authorization: Bearer', () => {
    expect(accessTokenFromHeaders(new Headers({ 'x-stack-access-token': 'a', authorization: 'Bearer b' }))).toBe('a');
    expect(accessTokenFromHeaders({ authorization: 'Bearer b' })).toBe('b');
    expect(accessTokenFromHeaders({ authorization: 'Basic b' })).toBeNull();
    expect(accessTokenFromHeaders({})).toBeNull();
  });
});
