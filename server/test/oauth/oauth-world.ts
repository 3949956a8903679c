import { createHash, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { keyFor } from '../../src/crypto/token-cipher.ts';
import { startGatehouse, type RunningGatehouse } from '../../src/server.ts';
import { TEST_INTERNAL_KEYS, TEST_SERVER_ALLOWANCES } from '../global-setup.ts';
import { startOidcProvider, type LocalOidcProvider, type OidcProviderSpec } from './local-oidc-provider.ts';
import { startOAuth2Provider, type ApiSpec, type LocalOAuth2Provider } from './local-oauth2-provider.ts';
import { freePort } from '../main-process.ts';

/**
 * A Gatehouse of its own (on the test run's database) whose twelve providers are local ones:
 * oidc-provider for the OpenID Connect providers, small API servers for the others. Its public URL
 * is its real address, so the providers' redirects and the development provider reach it.
 */
export const CLIENT_SECRET = 'local-provider-secret';
export const clientIdOf = (provider: string) => `${provider}-client-id`;
export const MS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

export type AccountSpec = {
  id: string;
  email: string | null;
  verified: boolean;
  name: string;
  /** Apple only: the raw `user` form field of the first sign-in (default: the name split in two, as Apple sends it). */
  appleUser?: string;
};

/** Apple's first-sign-in `user` field: `{"name":{"firstName","lastName"},"email"}` (the id_token has no name). */
export function appleUserField(a: AccountSpec): string {
  if (a.appleUser !== undefined) return a.appleUser;
  const [firstName, ...rest] = a.name.split(' ');
  return JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, ...(a.email ? { email: a.email } : {}) });
}

export interface OAuthWorld {
  url: string;
  callbackOf(provider: string): string;
  /** Makes the provider sign in as this account next. */
  setAccount(provider: string, a: AccountSpec): void;
  oauth2: Record<string, LocalOAuth2Provider>;
  /** The local Apple's private signing key (RS256) and issuer, for minting native-app id_tokens. */
  apple: { privateJwk: Record<string, unknown>; kid: string; issuer: string; jwksUrl: string };
  /** The server's GATEHOUSE_ENCRYPTION_KEY (tests derive the development provider's client secret from it). */
  encryptionKey: Buffer;
  close(): Promise<void>;
}

type OidcSetup = Omit<OidcProviderSpec, 'clientId' | 'clientSecret' | 'redirectUri'> & { claims: (a: AccountSpec) => Record<string, unknown> };

const OIDC: Record<string, OidcSetup> = {
  google: {
    issuerPath: '',
    routes: { authorization: '/o/oauth2/v2/auth', token: '/token', userinfo: '/v1/userinfo', jwks: '/oauth2/v3/certs' },
    scopes: ['email', 'profile'],
    claims: (a) => ({ email: a.email, email_verified: a.verified, name: a.name, picture: 'https://lh3.example/p.png' }),
  },
  microsoft: {
    // Multi-tenant ("common") endpoints; tokens are issued by the user's own tenant.
    issuerPath: `/${MS_TENANT}/v2.0`,
    routes: { authorization: '/common/oauth2/v2.0/authorize', token: '/common/oauth2/v2.0/token', jwks: '/common/discovery/v2.0/keys' },
    scopes: ['email', 'profile', 'User.Read'],
    claims: (a) => ({ email: a.email, name: a.name, tid: MS_TENANT, ...(a.verified ? { xms_edov: true } : {}) }),
  },
  gitlab: {
    issuerPath: '',
    routes: { authorization: '/oauth/authorize', token: '/oauth/token', userinfo: '/oauth/userinfo', jwks: '/oauth/discovery/keys' },
    scopes: ['email', 'profile'],
    claims: (a) => ({ email: a.email, email_verified: a.verified, name: a.name }),
  },
  linkedin: {
    issuerPath: '/oauth',
    routes: { authorization: '/oauth/v2/authorization', token: '/oauth/v2/accessToken', userinfo: '/v2/userinfo', jwks: '/oauth/openid/jwks' },
    scopes: ['email', 'profile'],
    claims: (a) => ({ email: a.email, email_verified: a.verified, name: a.name }),
  },
  apple: {
    issuerPath: '',
    routes: { authorization: '/auth/authorize', token: '/auth/token', jwks: '/auth/keys' },
    scopes: ['email', 'name'],
    addOpenIdScope: true,
    // Apple sends email_verified as a string.
    claims: (a) => ({ email: a.email, email_verified: a.verified ? 'true' : 'false' }),
  },
  twitch: {
    issuerPath: '/oauth2',
    routes: { authorization: '/oauth2/authorize', token: '/oauth2/token', userinfo: '/oauth2/userinfo', jwks: '/oauth2/keys' },
    scopes: ['user:read:email'],
    claims: (a) => ({ email: a.email, email_verified: a.verified, preferred_username: a.name }),
  },
};

type ApiSetup = Omit<ApiSpec, 'clientId' | 'clientSecret' | 'redirectUri'> & { account: (a: AccountSpec) => Record<string, unknown> };

const API: Record<string, ApiSetup> = {
  github: {
    authorizePath: '/login/oauth/authorize',
    tokenPath: '/login/oauth/access_token',
    tokenAuth: 'client_secret_post',
    api: {
      '/user': (a) => ({ id: a.numericId, login: a.login, name: a.name, email: null, avatar_url: 'https://avatars.example/u/1' }),
      '/user/emails': (a) => [
        { email: 'other@example.com', primary: false, verified: true },
        ...(a.email ? [{ email: a.email, primary: true, verified: a.verified }] : []),
      ],
    },
    account: (a) => ({ numericId: Number.parseInt(createHash('sha256').update(a.id).digest('hex').slice(0, 8), 16), login: a.id, name: a.name, email: a.email, verified: a.verified }),
  },
  x: {
    authorizePath: '/i/oauth2/authorize',
    tokenPath: '/2/oauth2/token',
    tokenAuth: 'client_secret_basic',
    api: { '/2/users/me': (a) => ({ data: { id: a.id, name: a.name, username: 'handle', profile_image_url: 'https://pbs.example/p.jpg', ...(a.email && a.verified ? { confirmed_email: a.email } : {}) } }) },
    account: (a) => ({ ...a }),
  },
  facebook: {
    authorizePath: '/v19.0/dialog/oauth',
    tokenPath: '/v19.0/oauth/access_token',
    tokenAuth: 'client_secret_post',
    api: { '/v19.0/me': (a) => ({ id: a.id, name: a.name, ...(a.email && a.verified ? { email: a.email } : {}), picture: { data: { url: 'https://fb.example/p.jpg' } } }) },
    account: (a) => ({ ...a }),
  },
  spotify: {
    authorizePath: '/authorize',
    tokenPath: '/api/token',
    tokenAuth: 'client_secret_basic',
    api: { '/v1/me': (a) => ({ id: a.id, display_name: a.name, email: a.email, images: [{ url: 'https://i.scdn.example/p.jpg' }] }) },
    account: (a) => ({ ...a }),
  },
  discord: {
    authorizePath: '/oauth2/authorize',
    tokenPath: '/api/oauth2/token',
    tokenAuth: 'client_secret_post',
    api: { '/api/users/@me': (a) => ({ id: a.id, username: 'user', global_name: a.name, email: a.email, verified: a.verified, avatar: 'abc' }) },
    account: (a) => ({ ...a }),
  },
  bitbucket: {
    authorizePath: '/site/oauth2/authorize',
    tokenPath: '/site/oauth2/access_token',
    tokenAuth: 'client_secret_basic',
    api: {
      '/2.0/user': (a) => ({ uuid: `{${a.id}}`, display_name: a.name, links: { avatar: { href: 'https://bb.example/a.png' } } }),
      '/2.0/user/emails': (a) => ({ values: a.email ? [{ email: a.email, is_primary: true, is_confirmed: a.verified }] : [] }),
    },
    account: (a) => ({ ...a }),
  },
};

export const OIDC_PROVIDERS = Object.keys(OIDC);
export const API_PROVIDERS = Object.keys(API);

/** Per-provider changes to the local OIDC providers (e.g. a broken one for the id_token checks). */
export type OidcOverrides = Partial<Record<string, Partial<Pick<OidcProviderSpec, 'issuerPath' | 'foreignJwks' | 'swapNonce' | 'stripIssParameter'>>>>;

export async function startOAuthWorld(overrides: OidcOverrides = {}): Promise<OAuthWorld> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const callbackOf = (provider: string) => `${url}/api/v1/auth/oauth/callback/${provider}`;
  const oidc: Record<string, LocalOidcProvider> = {};
  // Apple signs with a key the tests hold too, so they can mint the id_tokens a native app gets from Apple.
  const { generateKeyPair, exportJWK } = await import('jose');
  const appleKey = await generateKeyPair('RS256', { extractable: true });
  const applePrivate = { ...(await exportJWK(appleKey.privateKey)), kid: 'local-apple-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, AccountSpec>();
  const perProvider: Record<string, Partial<OidcProviderSpec>> = {
    apple: { jwks: { keys: [applePrivate] }, firstFormPostFields: (id) => (accounts.has(id) ? { user: appleUserField(accounts.get(id)!) } : undefined) },
  };
  const oauth2: Record<string, LocalOAuth2Provider> = {};
  for (const [id, s] of Object.entries(OIDC)) {
    oidc[id] = await startOidcProvider({ ...s, ...perProvider[id], ...overrides[id], clientId: clientIdOf(id), clientSecret: CLIENT_SECRET, redirectUri: callbackOf(id) });
  }
  for (const [id, s] of Object.entries(API)) {
    oauth2[id] = await startOAuth2Provider({ ...s, clientId: clientIdOf(id), clientSecret: CLIENT_SECRET, redirectUri: callbackOf(id) });
  }
  // The key every other server and worker of the suite uses: they share the database, so this
  // server opens what they sealed (a project's config secrets, queued mail's SMTP password) and back.
  const encryptionKey = keyFor(loadConfig(TEST_SERVER_ALLOWANCES));
  const origins = Object.fromEntries([...Object.entries(oidc), ...Object.entries(oauth2)].map(([id, p]) => [id, p.origin]));
  const smtpPort = inject('smtpPort') as number | undefined;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: inject('databaseUrl'),
    GATEHOUSE_PUBLIC_URL: url,
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    GATEHOUSE_RATE_LIMITS: 'off',
    // Same database as the server suite's server, so its e-mail worker claims queued mail too: it
    // must deliver to the same receiver, or a mail it claims would stay in its development inbox.
    // (Suites without a receiver, such as the SDK's, provide no smtpPort.)
    ...(smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_SENDER: 'Gatehouse Tests <noreply@gatehouse.test>' } : {}),
    ...TEST_SERVER_ALLOWANCES,
    GATEHOUSE_ENCRYPTION_KEY: encryptionKey.toString('base64'),
    GATEHOUSE_OAUTH_PROVIDER_ORIGINS: JSON.stringify(origins),
  });
  const running: RunningGatehouse = await startGatehouse(config, (level, message, extra) => {
    if (level === 'error') process.stderr.write(`[oauth gatehouse] ${message} ${JSON.stringify(extra ?? {})}\n`);
  });
  return {
    url,
    callbackOf,
    oauth2,
    encryptionKey,
    apple: { privateJwk: applePrivate, kid: 'local-apple-key', issuer: oidc.apple.origin, jwksUrl: `${oidc.apple.origin}/auth/keys` },
    setAccount(provider, a) {
      if (provider === 'apple') accounts.set(a.id, a);
      if (oidc[provider]) oidc[provider].nextAccount = { id: a.id, claims: OIDC[provider].claims(a) };
      else oauth2[provider].nextAccount = API[provider].account(a);
    },
    async close() {
      await running.close();
      for (const p of [...Object.values(oidc), ...Object.values(oauth2)]) await p.close();
    },
  };
}
