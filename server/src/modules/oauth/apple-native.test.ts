import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT, generateKeyPair, importJWK } from 'jose';
import { TOTP, Secret } from 'otpauth';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { clientOf, exchangeCode, meOf, signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * Sign in with Apple from a native app (wire-contract §9.8), over HTTP against a Gatehouse whose
 * "Apple" is a local OpenID provider: the tests hold its signing key, so they mint the id_tokens
 * Apple would give an app, and Gatehouse fetches the keys from the local JWKS as it would Apple's.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

const BUNDLE = 'com.example.notes';
const withBundles = (bundleIds: string[] | null = [BUNDLE, 'com.example.notes.watch']) =>
  standardProviders().map((p) => (p.id === 'apple' && bundleIds ? { ...p, apple_bundle_ids: bundleIds } : p));
const appleProject = (config: Record<string, unknown> = {}) => newProject({ oauth_providers: withBundles(), ...config });

interface Mint {
  sub?: string;
  email?: string | null;
  emailVerified?: boolean;
  aud?: string;
  iss?: string;
  expiresIn?: number;
  /** Sign with another key (still named with the real key id unless `kid` says otherwise). */
  foreignKey?: boolean;
  kid?: string;
}

const randomSub = () => `001234.${randomBytes(16).toString('hex')}.0420`;

/** An id_token as Apple gives a native app: RS256, email_verified as a string, no name. */
async function mint(m: Mint = {}): Promise<string> {
  const key = m.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(world.apple.privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const email = m.email === undefined ? `apple.${randomBytes(4).toString('hex')}@privaterelay.appleid.com` : m.email;
  return new SignJWT({ ...(email ? { email, email_verified: m.emailVerified === false ? 'false' : 'true', is_private_email: 'true' } : {}), auth_time: now, nonce_supported: true })
    .setProtectedHeader({ alg: 'RS256', kid: m.kid ?? world.apple.kid })
    .setIssuer(m.iss ?? world.apple.issuer)
    .setAudience(m.aud ?? BUNDLE)
    .setSubject(m.sub ?? randomSub())
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (m.expiresIn ?? 600))
    .sign(key);
}

function native(project: TestProject, body: unknown, accessToken?: string): Promise<Response> {
  return fetch(`${world.url}/api/v1/auth/oauth/callback/apple/native`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...project.clientHeaders(accessToken) },
    body: JSON.stringify(body),
  });
}

async function ok(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as { access_token: string; refresh_token: string; user_id: string; is_new_user: boolean };
}

/** Users, contact channels and provider links of the project: a refusal must leave all three as they were. */
async function footprint(projectId: string) {
  const em = (await testDeps()).em.fork();
  const [users] = await em.execute('select count(*)::int as n from project_user where project_id = ?', [projectId]);
  const [channels] = await em.execute('select count(*)::int as n from contact_channel where project_id = ?', [projectId]);
  const [links] = await em.execute('select count(*)::int as n from oauth_account where project_id = ?', [projectId]);
  return { users: users.n as number, channels: channels.n as number, links: links.n as number };
}

describe('POST /auth/oauth/callback/apple/native: signing in', () => {
  it('signs up a new user from a fresh id_token (verified e-mail, Apple link), and signs the same user in again', async () => {
    const project = await appleProject();
    const sub = randomSub();
    const email = `native.${randomBytes(4).toString('hex')}@example.com`;
    const first = await ok(await native(project, { id_token: await mint({ sub, email }) }));
    expect(first).toMatchObject({ is_new_user: true, user_id: expect.any(String), access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await meOf(world, project, first.access_token);
    expect(me).toMatchObject({ id: first.user_id, primary_email: email, primary_email_verified: true, display_name: null });
    expect(me.oauth_providers).toEqual([{ id: 'apple', account_id: sub, email }]);

    // A second audience of the list works as well (an app and its watch app).
    const again = await ok(await native(project, { id_token: await mint({ sub, email, aud: 'com.example.notes.watch' }) }));
    expect(again).toMatchObject({ is_new_user: false, user_id: first.user_id });
    // The refresh token is a real session's.
    const refreshed = await clientOf(world, project, 'client').POST('/auth/sessions/current/refresh', { params: { header: { 'x-stack-refresh-token': again.refresh_token } } } as never);
    expect(refreshed.response.status).toBe(200);
  });

  it('signs in the user an Apple account was linked to on the web, and keeps the tokens the web sign-in stored', async () => {
    const project = await appleProject();
    const account = uniqueAccount('apple-web');
    const web = await signInWith(world, project, 'apple', account);
    const tokens = await exchangeCode(world, project, web.back.searchParams.get('code')!, web.pkce.verifier);
    expect(tokens.res.status).toBe(200);
    const webUser = (await meOf(world, project, tokens.body.access_token as string)).id;
    const em = (await testDeps()).em.fork();
    const sealedBefore = await em.execute('select access_token_sealed from oauth_account where project_id = ?', [project.id]);

    const signedIn = await ok(await native(project, { id_token: await mint({ sub: account.id, email: account.email }) }));
    expect(signedIn).toMatchObject({ is_new_user: false, user_id: webUser });
    const sealedAfter = await em.execute('select access_token_sealed from oauth_account where project_id = ?', [project.id]);
    expect(sealedAfter).toEqual(sealedBefore);
    expect(sealedAfter[0].access_token_sealed).toEqual(expect.any(String));
  });

  it('merges into the user with the same verified e-mail (link_method), and refuses when Apple says it is unverified', async () => {
    const project = await appleProject();
    const email = `merge.${randomBytes(4).toString('hex')}@example.com`;
    const created = await clientOf(world, project, 'server').POST('/users', { body: { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true } });
    expect(created.response.status).toBe(201);

    const before = await footprint(project.id);
    const refused = await expectKnownError(await native(project, { id_token: await mint({ email, emailVerified: false }) }), 409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect(refused.details).toMatchObject({ would_work_if_email_was_verified: false });
    expect(await footprint(project.id)).toEqual(before);

    const merged = await ok(await native(project, { id_token: await mint({ email }) }));
    expect(merged).toMatchObject({ is_new_user: false, user_id: created.data!.id });
    expect((await footprint(project.id)).links).toBe(before.links + 1);
  });

  it('upgrades an anonymous caller in place (its access token sent along), as the web flow does with `token`', async () => {
    const project = await appleProject({ anonymous_accounts_enabled: true });
    const anonRes = await fetch(`${world.url}/api/v1/auth/anonymous/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', ...project.clientHeaders() }, body: '{}' });
    expect(anonRes.status).toBe(200);
    const anon = (await anonRes.json()) as { user_id: string; access_token: string };
    const email = `anon.${randomBytes(4).toString('hex')}@example.com`;
    const res = await fetch(`${world.url}/api/v1/auth/oauth/callback/apple/native`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...project.clientHeaders(anon.access_token), 'x-stack-allow-anonymous-user': 'true' },
      body: JSON.stringify({ id_token: await mint({ email }) }),
    });
    const upgraded = await ok(res);
    expect(upgraded).toMatchObject({ user_id: anon.user_id, is_new_user: true });
    expect(await meOf(world, project, upgraded.access_token)).toMatchObject({ id: anon.user_id, is_anonymous: false, primary_email: email });
  });

  it('follows the sign-up rules: with sign-up off a new Apple account is refused and nothing is written', async () => {
    const project = await appleProject({ sign_up_enabled: false });
    const before = await footprint(project.id);
    await expectKnownError(await native(project, { id_token: await mint() }), 400, 'SIGN_UP_NOT_ENABLED');
    expect(await footprint(project.id)).toEqual(before);
  });

  it('asks a TOTP user for the second factor (MULTI_FACTOR_AUTHENTICATION_REQUIRED), and the TOTP code finishes the sign-in', async () => {
    const project = await appleProject();
    const sub = randomSub();
    const first = await ok(await native(project, { id_token: await mint({ sub }) }));
    const secret = randomBytes(20);
    const on = await clientOf(world, project, 'client', first.access_token).PATCH('/users/me', { body: { totp_secret_base64: secret.toString('base64') } });
    expect(on.data?.requires_totp_mfa).toBe(true);

    const refused = await expectKnownError(await native(project, { id_token: await mint({ sub }) }), 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    const attempt = (refused.details as { attempt_code: string }).attempt_code;
    const totp = new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate();
    const done = await clientOf(world, project, 'client').POST('/auth/mfa/sign-in', { body: { code: attempt, type: 'totp', totp } });
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({ user_id: first.user_id, is_new_user: false });
  });
});

describe('POST /auth/oauth/callback/apple/native: refusals change nothing', () => {
  const invalid: [string, () => Promise<string>][] = [
    ['another audience (an app that is not configured)', () => mint({ aud: 'com.attacker.app' })],
    ['the web Services ID as audience', () => mint({ aud: 'apple-client-id' })],
    ['another issuer', () => mint({ iss: 'https://appleid.example.com' })],
    ['an expired token', () => mint({ expiresIn: -60 })],
    ['another key under the real key id (bad signature)', () => mint({ foreignKey: true })],
    ['an unknown key id', () => mint({ foreignKey: true, kid: 'not-a-published-key' })],
    ['an unsigned token (alg none)', async () => new UnsecuredJWT({ email: 'x@example.com' }).setIssuer(world.apple.issuer).setAudience(BUNDLE).setSubject(randomSub()).setIssuedAt().setExpirationTime('10m').encode()],
    [
      'an HS256 token keyed with the public key',
      async () => {
        const n = world.apple.privateJwk.n;
        return new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: world.apple.kid }).setIssuer(world.apple.issuer).setAudience(BUNDLE).setSubject(randomSub()).setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(String(n)));
      },
    ],
    ['not a JWT at all', async () => 'definitely-not-a-jwt'],
  ];

  it.each(invalid)('%s → INVALID_APPLE_CREDENTIALS', async (_name, token) => {
    const project = await appleProject();
    const before = await footprint(project.id);
    const body = await expectKnownError(await native(project, { id_token: await token() }), 400, 'INVALID_APPLE_CREDENTIALS');
    expect(body.error).toMatch(/bundle ids/);
    expect(await footprint(project.id)).toEqual(before);
  });

  it('a missing, empty or oversized id_token, or an unknown field, is a SCHEMA_ERROR', async () => {
    const project = await appleProject();
    for (const body of [{}, { id_token: '' }, { id_token: 'x'.repeat(8193) }, { id_token: await mint(), extra: 1 }]) {
      await expectKnownError(await native(project, body), 400, 'SCHEMA_ERROR');
    }
    expect(await footprint(project.id)).toEqual({ users: 0, channels: 0, links: 0 });
  });

  it('no Apple provider → OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED; shared keys or no bundle ids → APPLE_BUNDLE_ID_NOT_CONFIGURED', async () => {
    const noApple = await newProject({ oauth_providers: standardProviders().filter((p) => p.id !== 'apple') });
    await expectKnownError(await native(noApple, { id_token: await mint() }), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    const shared = await newProject({ oauth_providers: [{ id: 'apple', type: 'shared' }] });
    await expectKnownError(await native(shared, { id_token: await mint() }), 400, 'APPLE_BUNDLE_ID_NOT_CONFIGURED');
    const noBundles = await newProject({ oauth_providers: withBundles(null) });
    await expectKnownError(await native(noBundles, { id_token: await mint() }), 400, 'APPLE_BUNDLE_ID_NOT_CONFIGURED');
    for (const p of [noApple, shared, noBundles]) expect(await footprint(p.id)).toEqual({ users: 0, channels: 0, links: 0 });
  });

  it('needs project keys: without x-stack-access-type the route answers the access error', async () => {
    const res = await fetch(`${world.url}/api/v1/auth/oauth/callback/apple/native`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id_token: await mint() }) });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('ACCESS_TYPE_REQUIRED');
  });
});
