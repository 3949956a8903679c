import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatehouseClient } from '@gatehouse/generated';
import { newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { claimsOf, PASSWORD, signUp } from '../../../test/auth-helpers.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, waitForMails } from '../../../test/mailbox.ts';
import { SoftwareAuthenticator } from '../../../test/software-authenticator.ts';
import { startInProcess, type LimitedServer } from '../../../test/limited-servers.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * Issue 22 item 1: sessions can be told apart. Every sign-in method records how it signed in, the
 * user agent and the client address; refresh updates the last two; the list answers them (the
 * contract's last_used_at_end_user_ip_info, plus the parsed browser, OS and device).
 */

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const sessionIdOf = (accessToken: string) => claimsOf(accessToken).refresh_token_id as string;
const ua = (userAgent: string) => ({ 'user-agent': userAgent });

function postAs(project: TestProject, userAgent: string, path: string, body: unknown, headers: Record<string, string> = project.clientHeaders()) {
  return rawFetch(path, { method: 'POST', headers: { ...headers, ...ua(userAgent), 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function json<T = Record<string, any>>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** The session of `sessionId` as the server lists it for its user. */
async function listed(project: TestProject, userId: string, sessionId: string) {
  const { data } = await project.admin().GET('/auth/sessions', { params: { query: { user_id: userId } } });
  const s = data!.items.find((i) => i.id === sessionId);
  expect(s, `session ${sessionId} listed`).toBeDefined();
  return s!;
}

let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
});
afterAll(() => world?.close());

describe('what a session records at sign-in', () => {
  it('password sign-up and sign-in: method, user agent (parsed), and the address', async () => {
    const project = await newProject();
    const email = uniqueEmail('origin');
    const up = await json(await postAs(project, CHROME_MAC, '/auth/password/sign-up', { email, password: PASSWORD }));
    const s = await listed(project, up.user_id, sessionIdOf(up.access_token));
    expect(s).toMatchObject({ sign_in_method: 'password', user_agent: CHROME_MAC, browser_name: 'Chrome', browser_version: '131', os_name: 'macOS', device_type: 'desktop' });
    expect(s.last_used_at_end_user_ip_info).toEqual({ ip: '127.0.0.1', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null });

    const inn = await json(await postAs(project, SAFARI_IPHONE, '/auth/password/sign-in', { email, password: PASSWORD }));
    expect(await listed(project, up.user_id, sessionIdOf(inn.access_token))).toMatchObject({ sign_in_method: 'password', browser_name: 'Safari', os_name: 'iOS', device_type: 'mobile' });
  });

  it('e-mail code / magic link, anonymous, passkey, OAuth, impersonation and server sign-ins each name their method', async () => {
    const project = await newProject({ magic_link_enabled: true, passkey_enabled: true, anonymous_accounts_enabled: true, oauth_providers: standardProviders() });
    const expectSession = async (userId: string, accessToken: string, method: string, userAgent: string) => {
      const s = await listed(project, userId, sessionIdOf(accessToken));
      expect(s.sign_in_method).toBe(method);
      expect(s.user_agent).toBe(userAgent);
      expect(s.last_used_at_end_user_ip_info?.ip).toBe('127.0.0.1');
    };

    const email = uniqueEmail('otp');
    await json(await postAs(project, CHROME_MAC, '/auth/otp/send-sign-in-code', { email, callback_url: 'http://localhost:3000/handler/magic-link-callback' }));
    const code = codeFromMail((await waitForMails(email, { count: 1 }))[0]);
    const otp = await json(await postAs(project, 'otp-agent/1.0', '/auth/otp/sign-in', { code }));
    await expectSession(otp.user_id, otp.access_token, 'otp', 'otp-agent/1.0');

    const anon = await json(await postAs(project, 'anon-agent/1.0', '/auth/anonymous/sign-up', {}));
    await expectSession(anon.user_id, anon.access_token, 'anonymous', 'anon-agent/1.0');

    // Passkey: registered from the OTP user's session, then a fresh sign-in with it.
    const authenticator = new SoftwareAuthenticator('http://localhost:3000');
    const reg = await json(await postAs(project, 'x', '/auth/passkey/initiate-passkey-registration', {}, project.clientHeaders(otp.access_token)));
    await json(await postAs(project, 'x', '/auth/passkey/register', { credential: authenticator.register(reg.options_json), code: reg.code }, project.clientHeaders(otp.access_token)));
    const auth = await json(await postAs(project, 'x', '/auth/passkey/initiate-passkey-authentication', {}));
    const pk = await json(await postAs(project, 'passkey-agent/1.0', '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(auth.options_json), code: auth.code }));
    await expectSession(otp.user_id, pk.access_token, 'passkey', 'passkey-agent/1.0');

    // OAuth: the session is opened by the code exchange, so it records that request's agent.
    const r = await signInWith(world, project, 'github', uniqueAccount('gh'));
    const exchanged = await fetch(`${world.url}/api/v1/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ua('oauth-agent/1.0') },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: r.back.searchParams.get('code')!, code_verifier: r.pkce.verifier, redirect_uri: 'http://localhost:3000/handler/oauth-callback', client_id: project.id, client_secret: project.keys.client }).toString(),
    });
    const oauth = await json(exchanged);
    const oauthSession = sessionIdOf(oauth.access_token as string);
    const oauthUser = claimsOf(oauth.access_token as string).sub as string;
    // The OAuth world is a server of its own on the same database: list through it.
    const listedThere = await createGatehouseClient({ baseUrl: world.url, headers: project.adminHeaders() }).GET('/auth/sessions', { params: { query: { user_id: oauthUser } } });
    expect(listedThere.data!.items.find((s) => s.id === oauthSession)).toMatchObject({ sign_in_method: 'oauth', user_agent: 'oauth-agent/1.0' });

    const imp = await json(await postAs(project, 'admin-agent/1.0', '/auth/sessions', { user_id: anon.user_id, is_impersonation: true }, project.adminHeaders()));
    await expectSession(anon.user_id, imp.access_token, 'impersonation', 'admin-agent/1.0');
    const srv = await json(await postAs(project, 'server-agent/1.0', '/auth/sessions', { user_id: anon.user_id }, project.serverHeaders()));
    await expectSession(anon.user_id, srv.access_token, 'server', 'server-agent/1.0');
  });

  it('a CLI login records the CLI (its poll), not the browser that confirmed it', async () => {
    const project = await newProject();
    const browser = await signUp(project);
    const attempt = await json(await postAs(project, 'gatehouse-cli/0.1', '/auth/cli', {}));
    await json(await postAs(project, CHROME_MAC, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: browser.refresh_token }));
    const polled = await json(await postAs(project, 'gatehouse-cli/0.1', '/auth/cli/poll', { polling_code: attempt.polling_code }));
    const refreshed = await json(await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': polled.refresh_token, ...ua('gatehouse-cli/0.1') } }));
    const s = await listed(project, browser.user_id, sessionIdOf(refreshed.access_token));
    expect(s).toMatchObject({ sign_in_method: 'cli', user_agent: 'gatehouse-cli/0.1', device_type: 'unknown' });
  });

  it('cuts a long user agent to 512 characters and never fails a sign-in on it', async () => {
    const project = await newProject();
    const email = uniqueEmail('long');
    const long = 'Mozilla/5.0 ' + 'x'.repeat(5000);
    const up = await json(await postAs(project, long, '/auth/password/sign-up', { email, password: PASSWORD }));
    const s = await listed(project, up.user_id, sessionIdOf(up.access_token));
    expect(s.user_agent).toBe(long.slice(0, 512));
  });

  it('a session with no User-Agent header lists it as null and the device as unknown', async () => {
    const project = await newProject();
    const up = await signUp(project);
    // undici sends `node` by default; an empty header is what "none" looks like on the wire.
    const created = await json(await postAs(project, '', '/auth/sessions', { user_id: up.user_id }, project.serverHeaders()));
    expect(await listed(project, up.user_id, sessionIdOf(created.access_token))).toMatchObject({ user_agent: null, browser_name: null, os_name: null, device_type: 'unknown' });
  });
});

describe('refresh', () => {
  it('updates the user agent and address the session was last used from, in the refresh itself', async () => {
    const project = await newProject();
    const email = uniqueEmail('refresh');
    const up = await json(await postAs(project, CHROME_MAC, '/auth/password/sign-up', { email, password: PASSWORD }));
    const refreshed = await json(await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': up.refresh_token, ...ua(SAFARI_IPHONE) } }));
    const s = await listed(project, up.user_id, sessionIdOf(refreshed.access_token));
    expect(s).toMatchObject({ sign_in_method: 'password', user_agent: SAFARI_IPHONE, os_name: 'iOS' });
    expect(s.last_used_at_end_user_ip_info?.ip).toBe('127.0.0.1');
  });
});

describe('the client address', () => {
  let trusting: LimitedServer;
  let plain: LimitedServer;
  beforeAll(async () => {
    [trusting, plain] = await Promise.all([startInProcess({ GATEHOUSE_TRUSTED_PROXIES: '127.0.0.1' }), startInProcess()]);
  });
  afterAll(async () => {
    await Promise.all([trusting?.close(), plain?.close()]);
  });

  it('comes from X-Forwarded-For only behind a configured trusted proxy (sign-in and refresh alike)', async () => {
    const project = await newProject();
    const signUpThrough = async (server: LimitedServer, forwardedFor: string) => {
      const res = await fetch(`${server.url}/api/v1/auth/password/sign-up`, {
        method: 'POST',
        headers: { ...project.clientHeaders(), 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: uniqueEmail('xff'), password: PASSWORD }),
      });
      return json(res);
    };
    const spoofed = await signUpThrough(plain, '198.51.100.9');
    expect((await listed(project, spoofed.user_id, sessionIdOf(spoofed.access_token))).last_used_at_end_user_ip_info?.ip).toBe('127.0.0.1');

    const proxied = await signUpThrough(trusting, '203.0.113.7');
    expect((await listed(project, proxied.user_id, sessionIdOf(proxied.access_token))).last_used_at_end_user_ip_info?.ip).toBe('203.0.113.7');
    const refreshed = await json(
      await fetch(`${trusting.url}/api/v1/auth/sessions/current/refresh`, { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': proxied.refresh_token, 'x-forwarded-for': '2001:db8::42' } }),
    );
    expect((await listed(project, proxied.user_id, sessionIdOf(refreshed.access_token))).last_used_at_end_user_ip_info?.ip).toBe('2001:db8::42');
  });
});

describe('the approximate location a trusted edge reports', () => {
  let trusting: LimitedServer;
  let plain: LimitedServer;
  beforeAll(async () => {
    [trusting, plain] = await Promise.all([startInProcess({ GATEHOUSE_TRUSTED_PROXIES: '127.0.0.1' }), startInProcess()]);
  });
  afterAll(async () => {
    await Promise.all([trusting?.close(), plain?.close()]);
  });

  const CF = { 'cf-ipcountry': 'DE', 'cf-region-code': 'BE', 'cf-ipcity': 'Berlin', 'cf-iplatitude': '52.52000', 'cf-iplongitude': '13.40500', 'cf-timezone': 'Europe/Berlin' };
  const signUpThrough = async (project: TestProject, server: LimitedServer, headers: Record<string, string>) =>
    json(
      await fetch(`${server.url}/api/v1/auth/password/sign-up`, {
        method: 'POST',
        headers: { ...project.clientHeaders(), 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: uniqueEmail('geo'), password: PASSWORD }),
      }),
    );
  const refreshThrough = async (project: TestProject, server: LimitedServer, refreshToken: string, headers: Record<string, string>) =>
    json(await fetch(`${server.url}/api/v1/auth/sessions/current/refresh`, { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': refreshToken, ...headers } }));
  const infoOf = async (project: TestProject, r: Record<string, any>) => (await listed(project, r.user_id ?? claimsOf(r.access_token).sub, sessionIdOf(r.access_token))).last_used_at_end_user_ip_info;

  it('answers the Cloudflare headers through a trusted proxy, and nothing of them from anyone else', async () => {
    const project = await newProject();
    const proxied = await signUpThrough(project, trusting, { ...CF, 'x-forwarded-for': '203.0.113.7' });
    expect(await infoOf(project, proxied)).toEqual({ ip: '203.0.113.7', countryCode: 'DE', regionCode: 'BE', cityName: 'Berlin', latitude: 52.52, longitude: 13.405, tzIdentifier: 'Europe/Berlin' });

    const forged = await signUpThrough(project, plain, CF);
    expect(await infoOf(project, forged)).toEqual({ ip: '127.0.0.1', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null });
  });

  it('drops each value that is not what an edge sends, and never fails the sign-in on it', async () => {
    const project = await newProject();
    const garbage = {
      'cf-ipcountry': 'T1',
      'cf-region-code': 'TOOLONG',
      'cf-ipcity': 'x'.repeat(101),
      'cf-iplatitude': '91',
      'cf-iplongitude': 'Infinity',
      'cf-timezone': 'Not/A_Zone',
    };
    const r = await signUpThrough(project, trusting, garbage);
    expect(await infoOf(project, r)).toEqual({ ip: '127.0.0.1', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null });
    // Mixed: the good values stay, the bad ones go one by one.
    const mixed = await signUpThrough(project, trusting, { 'cf-ipcountry': 'XX', 'cf-ipcity': 'Zürich', 'cf-iplatitude': '0x10', 'cf-iplongitude': '-180', 'cf-timezone': '../../etc/passwd' });
    expect(await infoOf(project, mixed)).toMatchObject({ countryCode: null, cityName: 'Zürich', latitude: null, longitude: -180, tzIdentifier: null });
    const badVercel = await signUpThrough(project, trusting, { 'x-vercel-ip-country': 'us', 'x-vercel-ip-city': '%E0%A4%A', 'x-vercel-ip-country-region': 'C-A' });
    expect(await infoOf(project, badVercel)).toMatchObject({ countryCode: 'US', cityName: null, regionCode: null });
    // A city sent as raw UTF-8 bytes (Node reads header bytes as Latin-1) is read as UTF-8.
    const utf8 = await signUpThrough(project, trusting, { 'cf-ipcity': Buffer.from('Düsseldorf', 'utf8').toString('latin1') });
    expect(await infoOf(project, utf8)).toMatchObject({ cityName: 'Düsseldorf' });
  });

  it('reads the Vercel headers, URI-decoding the city', async () => {
    const project = await newProject();
    const r = await signUpThrough(project, trusting, {
      'x-vercel-ip-country': 'BR',
      'x-vercel-ip-country-region': 'SP',
      'x-vercel-ip-city': encodeURIComponent('São Paulo'),
      'x-vercel-ip-latitude': '-23.5475',
      'x-vercel-ip-longitude': '-46.63611',
      'x-vercel-ip-timezone': 'America/Sao_Paulo',
    });
    expect(await infoOf(project, r)).toEqual({ ip: '127.0.0.1', countryCode: 'BR', regionCode: 'SP', cityName: 'São Paulo', latitude: -23.5475, longitude: -46.63611, tzIdentifier: 'America/Sao_Paulo' });
  });

  it('refresh replaces it; without headers keeps it for the same address and clears it for another', async () => {
    const project = await newProject();
    const up = await signUpThrough(project, trusting, { ...CF, 'x-forwarded-for': '203.0.113.7' });
    const moved = await refreshThrough(project, trusting, up.refresh_token, { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'FR', 'cf-ipcity': 'Paris' });
    expect(await infoOf(project, { ...moved, user_id: up.user_id })).toEqual({ ip: '203.0.113.7', countryCode: 'FR', regionCode: null, cityName: 'Paris', latitude: null, longitude: null, tzIdentifier: null });

    const same = await refreshThrough(project, trusting, moved.refresh_token ?? up.refresh_token, { 'x-forwarded-for': '203.0.113.7' });
    expect(await infoOf(project, { ...same, user_id: up.user_id })).toMatchObject({ countryCode: 'FR', cityName: 'Paris' });

    const elsewhere = await refreshThrough(project, trusting, same.refresh_token ?? moved.refresh_token ?? up.refresh_token, { 'x-forwarded-for': '198.51.100.20' });
    expect(await infoOf(project, { ...elsewhere, user_id: up.user_id })).toEqual({ ip: '198.51.100.20', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null });
  });
});

describe('DELETE /auth/sessions (sign out everywhere)', () => {
  async function userOnThreeDevices(project: TestProject) {
    const first = await signUp(project);
    const devices = [first];
    for (let i = 0; i < 2; i++) devices.push(await json(await postAs(project, CHROME_MAC, '/auth/password/sign-in', { email: first.email, password: PASSWORD })));
    return { userId: first.user_id, devices };
  }

  it('with exclude_current=true keeps the caller\'s session and ends every other one', async () => {
    const project = await newProject();
    const { userId, devices } = await userOnThreeDevices(project);
    const current = devices[2];
    const { data, response } = await project.client(current.access_token).DELETE('/auth/sessions', { params: { query: { user_id: 'me', exclude_current: true } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true, revoked_count: 2 });
    const left = await project.client(current.access_token).GET('/auth/sessions', { params: { query: { user_id: 'me' } } });
    expect(left.data!.items.map((s) => s.id)).toEqual([sessionIdOf(current.access_token)]);
    // The others' refresh tokens are dead at once; the caller's still works.
    for (const other of devices.slice(0, 2)) await expectKnownError(await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': other.refresh_token } }), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect((await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': current.refresh_token } })).status).toBe(200);
    expect(userId).toBe(current.user_id);
  });

  it("refuses a client another user's sessions and changes nothing", async () => {
    const project = await newProject();
    const alice = await signUp(project);
    const bob = await userOnThreeDevices(project);
    expectKnownError(await project.client(alice.access_token).DELETE('/auth/sessions', { params: { query: { user_id: bob.userId, exclude_current: true } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client().DELETE('/auth/sessions', { params: { query: { user_id: 'me' } } }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    const still = await project.server().GET('/auth/sessions', { params: { query: { user_id: bob.userId } } });
    expect(still.data!.items).toHaveLength(3);
  });

  it('a server ends all sessions of a user, leaving impersonation sessions to admins; other projects are untouched', async () => {
    const project = await newProject();
    const other = await newProject();
    const { userId } = await userOnThreeDevices(project);
    const elsewhere = await signUp(other);
    await project.admin().POST('/auth/sessions', { body: { user_id: userId, is_impersonation: true } });
    const byServer = await project.server().DELETE('/auth/sessions', { params: { query: { user_id: userId, exclude_current: true } } });
    expect(byServer.data).toEqual({ success: true, revoked_count: 3 });
    expect((await project.admin().GET('/auth/sessions', { params: { query: { user_id: userId } } })).data!.items.map((s) => s.is_impersonation)).toEqual([true]);
    expect((await project.admin().DELETE('/auth/sessions', { params: { query: { user_id: userId } } })).data).toEqual({ success: true, revoked_count: 1 });
    expect((await other.server().GET('/auth/sessions', { params: { query: { user_id: elsewhere.user_id } } })).data!.items).toHaveLength(1);
  });

  it('refuses a malformed exclude_current with SCHEMA_ERROR', async () => {
    const project = await newProject();
    const user = await signUp(project);
    await expectKnownError(await rawFetch('/auth/sessions?user_id=me&exclude_current=yes', { method: 'DELETE', headers: project.clientHeaders(user.access_token) }), 400, 'SCHEMA_ERROR');
    expect((await project.server().GET('/auth/sessions', { params: { query: { user_id: user.user_id } } })).data!.items).toHaveLength(1);
  });
});
