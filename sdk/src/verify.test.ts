import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK, type CryptoKey } from 'jose';
import { AccessTokenVerificationError, accessTokenFromHeaders, createAccessTokenChecker, createAccessTokenVerifier } from './verify.ts';
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

const JWKS_PATH = `/projects/${PROJECT}/.well-known/jwks.json`;
const DISCOVERY_PATH = `/projects/${PROJECT}/.well-known/openid-configuration`;

/** The project's JWKS and, unless `issuer` is null (a server older than discovery), its discovery document. */
function jwksServer(keys: () => JWK[] = () => [jwk], issuer: string | null = ISSUER) {
  return fakeFetch((c) => {
    if (c.path === JWKS_PATH) return json({ keys: keys() });
    if (c.path === DISCOVERY_PATH && issuer !== null) return json({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['ES256'] });
    return new Response('not found', { status: 404 });
  });
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
    const jwksCalls = () => fetch.calls.filter((c) => c.path === JWKS_PATH);
    const discoveryCalls = () => fetch.calls.filter((c) => c.path === DISCOVERY_PATH);
    expect(jwksCalls()).toHaveLength(1);
    expect(discoveryCalls()).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-23T12:05:01.000Z'));
    await verify(token);
    expect(jwksCalls()).toHaveLength(2);
    expect(discoveryCalls()).toHaveLength(2);
    expect(jwksCalls()[0]!.url).toBe(`${BASE}/api/v1/projects/${PROJECT}/.well-known/jwks.json`);
    expect(discoveryCalls()[0]!.url).toBe(`${BASE}/api/v1/projects/${PROJECT}/.well-known/openid-configuration`);
  });

  it('rejects empty and "undefined" tokens without fetching', async () => {
    const fetch = jwksServer();
    const verify = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch });
    await expect(verify('')).rejects.toBeInstanceOf(AccessTokenVerificationError);
    await expect(verify('undefined')).rejects.toBeInstanceOf(AccessTokenVerificationError);
    expect(fetch.calls).toHaveLength(0);
  });
});

// Issue 19: the issuer is the server's public URL, not the address this backend uses.
describe('the issuer: from the discovery document or the issuer option', () => {
  const PUBLIC_ISSUER = `http://gatehouse.public.example/api/v1/projects/${PROJECT}`;

  it('takes the issuer from the discovery document fetched through baseUrl, and refuses the baseUrl-derived one with reason issuer', async () => {
    const fetch = jwksServer(undefined, PUBLIC_ISSUER);
    const check = createAccessTokenChecker({ baseUrl: BASE, projectId: PROJECT, fetch });
    await expect(check(await sign({ iss: PUBLIC_ISSUER }))).resolves.toMatchObject({ ok: true, claims: { sub: 'user-1' } });
    await expect(check(await sign({ iss: ISSUER }))).resolves.toMatchObject({ ok: false, reason: 'issuer' });
    expect(fetch.calls.every((c) => c.url.startsWith(`${BASE}/api/v1/`))).toBe(true);
  });

  it('an explicit issuer wins and the discovery document is not fetched; a wrong one refuses with reason issuer', async () => {
    const fetch = jwksServer(undefined, PUBLIC_ISSUER);
    const right = createAccessTokenChecker({ baseUrl: BASE, projectId: PROJECT, fetch, issuer: PUBLIC_ISSUER });
    await expect(right(await sign({ iss: PUBLIC_ISSUER }))).resolves.toMatchObject({ ok: true });
    const wrong = createAccessTokenVerifier({ baseUrl: BASE, projectId: PROJECT, fetch, issuer: 'http://elsewhere.example/api/v1/projects/p' });
    const error = await wrong(await sign({ iss: PUBLIC_ISSUER })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessTokenVerificationError);
    // The old shape (reason: expired | invalid) stays; refusal says why.
    expect(error).toMatchObject({ reason: 'invalid', refusal: 'issuer' });
    expect(fetch.calls.filter((c) => c.path === DISCOVERY_PATH)).toHaveLength(0);
  });

  it('a server without the document (404) means the issuer of old, built from baseUrl', async () => {
    const check = createAccessTokenChecker({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer(undefined, null) });
    await expect(check(await sign({ iss: ISSUER }))).resolves.toMatchObject({ ok: true });
  });

  it('a discovery document that cannot be fetched refuses with keys_unavailable (and is asked again next time)', async () => {
    let down = true;
    const fetch = fakeFetch((c) => {
      if (c.path === DISCOVERY_PATH && down) throw new TypeError('fetch failed');
      return jwksServer()(c.url, { method: c.method });
    });
    const check = createAccessTokenChecker({ baseUrl: BASE, projectId: PROJECT, fetch });
    const token = await sign();
    await expect(check(token)).resolves.toMatchObject({ ok: false, reason: 'keys_unavailable' });
    down = false;
    await expect(check(token)).resolves.toMatchObject({ ok: true });
  });
});

describe('why a token was refused', () => {
  it('names the reason: missing, malformed, signature, audience, expired, claims, keys_unavailable', async () => {
    const check = createAccessTokenChecker({ baseUrl: BASE, projectId: PROJECT, fetch: jwksServer() });
    const reasonOf = async (token: string) => {
      const r = await check(token);
      return r.ok ? 'ok' : r.reason;
    };
    expect(await reasonOf('')).toBe('missing');
    expect(await reasonOf('not.a.jwt')).toBe('malformed');
    expect(await reasonOf(await sign({ key: (await generateKeyPair('ES256')).privateKey }))).toBe('signature');
    expect(await reasonOf(await sign({ kid: 'unknown-kid' }))).toBe('signature');
    expect(await reasonOf(await sign({ aud: `${PROJECT}:restricted` }))).toBe('audience');
    expect(await reasonOf(await sign({ expSecondsFromNow: -120 }))).toBe('expired');
    expect(await reasonOf(await sign({ extra: { project_id: 'other' } }))).toBe('claims');
    const noKeys = createAccessTokenChecker({ baseUrl: BASE, projectId: PROJECT, fetch: fakeFetch((c) => (c.path === JWKS_PATH ? new Response('boom', { status: 500 }) : json({ issuer: ISSUER }))) });
    await expect(noKeys(await sign())).resolves.toMatchObject({ ok: false, reason: 'keys_unavailable' });
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
