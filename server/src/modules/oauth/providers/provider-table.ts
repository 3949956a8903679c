import type { OAUTH_PROVIDER_IDS } from '../../projects/project-config.ts';

export type ProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** What Gatehouse learns about the user from a provider, whatever its API looks like. */
export interface ProviderProfile {
  accountId: string;
  email: string | null;
  /** Only a provider that says the address was verified makes it verified (merge rules depend on it). */
  emailVerified: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
}

/** A provider's settings in the project (config `oauth_providers`), as the table needs them. */
export interface ProviderSettings {
  microsoftTenantId?: string;
  facebookConfigId?: string;
}

/**
 * How to read a user from a provider: OpenID Connect providers give verified id_token claims
 * (plus user info where the id_token lacks fields); plain OAuth 2 providers give an access token
 * to call their API with (`fetchJson` is bound to it).
 */
export type ProfileReader =
  | { kind: 'oidc'; fromClaims(claims: Record<string, unknown>, extra: { appleUser?: AppleUser }): ProviderProfile; useUserInfo: boolean }
  | { kind: 'api'; read(fetchJson: (url: string) => Promise<unknown>, endpoints: ProviderEndpoints): Promise<ProviderProfile> };

export interface ProviderEndpoints {
  authorization: string;
  token: string;
  userInfo?: string;
  /** Extra API endpoints a profile reader calls (e.g. GitHub's e-mail list). */
  api?: Record<string, string>;
  jwks?: string;
  /** OpenID Connect issuer; `{tenantid}` is filled from the id_token's `tid` (Microsoft multi-tenant). */
  issuer?: string;
}

export interface ProviderEntry {
  id: ProviderId;
  displayName: string;
  endpoints(settings: ProviderSettings): ProviderEndpoints;
  scopes: string[];
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_post' | 'client_secret_basic';
  /** Extra authorization-request parameters (Google's offline access, Facebook's config id, ...). */
  authorizeParams?(settings: ProviderSettings): Record<string, string>;
  /** Apple posts the callback as a form (needed when asking for name and e-mail). */
  responseMode?: 'form_post';
  profile: ProfileReader;
  /** What a developer must set up in the provider's console, for the docs and the dashboard. */
  setup: string;
}

/** Apple sends the user's name (only on the first sign-in) as JSON in the form field `user`. */
export interface AppleUser {
  name?: { firstName?: string; lastName?: string };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
/** Some providers (Apple) send booleans as the strings "true"/"false". */
const truthy = (v: unknown): boolean => v === true || v === 'true';

function standardClaims(claims: Record<string, unknown>, verified: boolean): ProviderProfile {
  const email = str(claims.email);
  return {
    accountId: String(claims.sub),
    email,
    emailVerified: email !== null && verified,
    displayName: str(claims.name) ?? str(claims.preferred_username),
    profileImageUrl: str(claims.picture),
  };
}

const MS_MULTI_TENANT = new Set(['common', 'organizations', 'consumers']);

/**
 * One entry per provider: every difference between providers lives here, nowhere else. Endpoints
 * are the providers' documented ones (origins may be replaced by GATEHOUSE_OAUTH_PROVIDER_ORIGINS).
 */
export const PROVIDERS: Record<ProviderId, ProviderEntry> = {
  google: {
    id: 'google',
    displayName: 'Google',
    endpoints: () => ({
      issuer: 'https://accounts.google.com',
      authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    }),
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
    // A refresh token (for connected accounts) only comes with offline access and a fresh consent.
    authorizeParams: () => ({ access_type: 'offline', prompt: 'consent' }),
    profile: { kind: 'oidc', useUserInfo: false, fromClaims: (c) => standardClaims(c, truthy(c.email_verified)) },
    setup: 'Google Cloud console > APIs & Services > Credentials: an OAuth client ID of type "Web application" with the callback URL as an authorized redirect URI.',
  },
  microsoft: {
    id: 'microsoft',
    displayName: 'Microsoft',
    endpoints: ({ microsoftTenantId }) => {
      const tenant = microsoftTenantId || 'common';
      const base = `https://login.microsoftonline.com/${encodeURIComponent(tenant)}`;
      return {
        // Multi-tenant endpoints issue tokens from the user's own tenant: the issuer names it.
        issuer: MS_MULTI_TENANT.has(tenant) ? 'https://login.microsoftonline.com/{tenantid}/v2.0' : `${base}/v2.0`,
        authorization: `${base}/oauth2/v2.0/authorize`,
        token: `${base}/oauth2/v2.0/token`,
        jwks: `${base}/discovery/v2.0/keys`,
        userInfo: 'https://graph.microsoft.com/oidc/userinfo',
      };
    },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'User.Read'],
    tokenAuth: 'client_secret_post',
    // Entra ID lets tenants put any address in `email`; only `xms_edov` (e-mail domain owner verified) makes it trustworthy.
    profile: { kind: 'oidc', useUserInfo: false, fromClaims: (c) => standardClaims(c, truthy(c.xms_edov)) },
    setup: 'Microsoft Entra admin center > App registrations: a Web platform redirect URI (the callback URL) and a client secret; set the tenant id unless the app is multi-tenant ("common"). Add the optional claim xms_edov to have e-mails treated as verified.',
  },
  gitlab: {
    id: 'gitlab',
    displayName: 'GitLab',
    endpoints: () => ({
      issuer: 'https://gitlab.com',
      authorization: 'https://gitlab.com/oauth/authorize',
      token: 'https://gitlab.com/oauth/token',
      userInfo: 'https://gitlab.com/oauth/userinfo',
      jwks: 'https://gitlab.com/oauth/discovery/keys',
    }),
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
    // GitLab's id_token carries email_verified only on the user-info answer.
    profile: { kind: 'oidc', useUserInfo: true, fromClaims: (c) => standardClaims(c, truthy(c.email_verified)) },
    setup: 'GitLab > Preferences > Applications: scopes openid, email, profile, and the callback URL as redirect URI.',
  },
  linkedin: {
    id: 'linkedin',
    displayName: 'LinkedIn',
    endpoints: () => ({
      issuer: 'https://www.linkedin.com/oauth',
      authorization: 'https://www.linkedin.com/oauth/v2/authorization',
      token: 'https://www.linkedin.com/oauth/v2/accessToken',
      userInfo: 'https://api.linkedin.com/v2/userinfo',
      jwks: 'https://www.linkedin.com/oauth/openid/jwks',
    }),
    scopes: ['openid', 'profile', 'email'],
    tokenAuth: 'client_secret_post',
    profile: { kind: 'oidc', useUserInfo: true, fromClaims: (c) => standardClaims(c, truthy(c.email_verified)) },
    setup: 'LinkedIn Developers > your app > Products: "Sign In with LinkedIn using OpenID Connect"; Auth tab: the callback URL as an authorized redirect URL.',
  },
  apple: {
    id: 'apple',
    displayName: 'Apple',
    endpoints: () => ({
      issuer: 'https://appleid.apple.com',
      authorization: 'https://appleid.apple.com/auth/authorize',
      token: 'https://appleid.apple.com/auth/token',
      jwks: 'https://appleid.apple.com/auth/keys',
    }),
    scopes: ['name', 'email'],
    tokenAuth: 'client_secret_post',
    // Apple requires form_post when name or e-mail is asked for; the callback accepts POST for it.
    responseMode: 'form_post',
    profile: {
      kind: 'oidc',
      useUserInfo: false,
      fromClaims: (c, { appleUser }) => {
        const name = [appleUser?.name?.firstName, appleUser?.name?.lastName].filter(Boolean).join(' ');
        return { ...standardClaims(c, truthy(c.email_verified)), displayName: name || null, profileImageUrl: null };
      },
    },
    setup: 'Apple Developer > Identifiers: a Services ID (the client id) with Sign in with Apple, the callback URL as return URL; the client secret is the ES256 client-secret JWT made from your Sign in with Apple key (valid up to 6 months). For native iOS/macOS apps (POST /auth/oauth/callback/apple/native with the identityToken of the app), also enter the bundle id of each app (`apple_bundle_ids`).',
  },
  twitch: {
    id: 'twitch',
    displayName: 'Twitch',
    endpoints: () => ({
      issuer: 'https://id.twitch.tv/oauth2',
      authorization: 'https://id.twitch.tv/oauth2/authorize',
      token: 'https://id.twitch.tv/oauth2/token',
      userInfo: 'https://id.twitch.tv/oauth2/userinfo',
      jwks: 'https://id.twitch.tv/oauth2/keys',
    }),
    scopes: ['openid', 'user:read:email'],
    tokenAuth: 'client_secret_post',
    // Twitch puts e-mail and picture in the id_token only when they are asked for by name.
    authorizeParams: () => ({ claims: JSON.stringify({ id_token: { email: null, email_verified: null, preferred_username: null, picture: null } }) }),
    profile: { kind: 'oidc', useUserInfo: false, fromClaims: (c) => standardClaims(c, truthy(c.email_verified)) },
    setup: 'Twitch developer console > Applications: the callback URL as OAuth redirect URL, category "Website Integration", client type Confidential.',
  },
  github: {
    id: 'github',
    displayName: 'GitHub',
    endpoints: () => ({
      authorization: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      userInfo: 'https://api.github.com/user',
      api: { emails: 'https://api.github.com/user/emails' },
    }),
    scopes: ['user:email'],
    tokenAuth: 'client_secret_post',
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const user = obj(await fetchJson(e.userInfo!));
        // The profile's e-mail is the public one and may be unverified: the e-mail list says which is primary and verified.
        const emails = await fetchJson(e.api!.emails);
        const primary = Array.isArray(emails) ? emails.map(obj).find((m) => m.primary === true) : undefined;
        const email = str(primary?.email) ?? str(user.email);
        return {
          accountId: String(user.id),
          email,
          emailVerified: primary !== undefined && email === str(primary.email) && primary.verified === true,
          displayName: str(user.name) ?? str(user.login),
          profileImageUrl: str(user.avatar_url),
        };
      },
    },
    setup: 'GitHub > Settings > Developer settings > OAuth Apps: the callback URL as "Authorization callback URL".',
  },
  x: {
    id: 'x',
    displayName: 'X',
    endpoints: () => ({
      authorization: 'https://x.com/i/oauth2/authorize',
      token: 'https://api.x.com/2/oauth2/token',
      userInfo: 'https://api.x.com/2/users/me?user.fields=profile_image_url,confirmed_email',
    }),
    // X requires PKCE (always sent) and HTTP Basic client authentication for confidential clients.
    scopes: ['users.read', 'tweet.read', 'users.email', 'offline.access'],
    tokenAuth: 'client_secret_basic',
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const data = obj(obj(await fetchJson(e.userInfo!)).data);
        // X only reveals an address it has confirmed (`confirmed_email`, with the users.email scope).
        const email = str(data.confirmed_email);
        return { accountId: String(data.id), email, emailVerified: email !== null, displayName: str(data.name) ?? str(data.username), profileImageUrl: str(data.profile_image_url) };
      },
    },
    setup: 'X developer portal > your app > User authentication settings: OAuth 2.0, type "Web App" (confidential), the callback URL as callback URI; request e-mail access for users.email.',
  },
  facebook: {
    id: 'facebook',
    displayName: 'Facebook',
    endpoints: () => ({
      authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
      token: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userInfo: 'https://graph.facebook.com/v19.0/me?fields=id,name,email,picture',
    }),
    scopes: ['public_profile', 'email'],
    tokenAuth: 'client_secret_post',
    // Facebook Login for Business names a configuration instead of scopes.
    authorizeParams: ({ facebookConfigId }): Record<string, string> => (facebookConfigId ? { config_id: facebookConfigId } : {}),
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const me = obj(await fetchJson(e.userInfo!));
        const email = str(me.email);
        // The Graph API returns only an address the user has confirmed with Facebook.
        return { accountId: String(me.id), email, emailVerified: email !== null, displayName: str(me.name), profileImageUrl: str(obj(obj(me.picture).data).url) };
      },
    },
    setup: 'Meta for Developers > your app > Facebook Login > Settings: the callback URL as a valid OAuth redirect URI; for Facebook Login for Business, set the configuration id.',
  },
  spotify: {
    id: 'spotify',
    displayName: 'Spotify',
    endpoints: () => ({ authorization: 'https://accounts.spotify.com/authorize', token: 'https://accounts.spotify.com/api/token', userInfo: 'https://api.spotify.com/v1/me' }),
    scopes: ['user-read-email', 'user-read-private'],
    tokenAuth: 'client_secret_basic',
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const me = obj(await fetchJson(e.userInfo!));
        const images = Array.isArray(me.images) ? me.images.map(obj) : [];
        // Spotify does not verify e-mail addresses.
        return { accountId: String(me.id), email: str(me.email), emailVerified: false, displayName: str(me.display_name), profileImageUrl: str(images[0]?.url) };
      },
    },
    setup: 'Spotify for Developers > Dashboard > your app > Settings: the callback URL as a redirect URI.',
  },
  discord: {
    id: 'discord',
    displayName: 'Discord',
    endpoints: () => ({ authorization: 'https://discord.com/oauth2/authorize', token: 'https://discord.com/api/oauth2/token', userInfo: 'https://discord.com/api/users/@me' }),
    scopes: ['identify', 'email'],
    tokenAuth: 'client_secret_post',
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const me = obj(await fetchJson(e.userInfo!));
        const email = str(me.email);
        const avatar = str(me.avatar);
        return {
          accountId: String(me.id),
          email,
          emailVerified: email !== null && me.verified === true,
          displayName: str(me.global_name) ?? str(me.username),
          profileImageUrl: avatar ? `https://cdn.discordapp.com/avatars/${String(me.id)}/${avatar}.png` : null,
        };
      },
    },
    setup: 'Discord Developer Portal > your application > OAuth2: the callback URL as a redirect.',
  },
  bitbucket: {
    id: 'bitbucket',
    displayName: 'Bitbucket',
    endpoints: () => ({
      authorization: 'https://bitbucket.org/site/oauth2/authorize',
      token: 'https://bitbucket.org/site/oauth2/access_token',
      userInfo: 'https://api.bitbucket.org/2.0/user',
      api: { emails: 'https://api.bitbucket.org/2.0/user/emails' },
    }),
    scopes: ['account', 'email'],
    tokenAuth: 'client_secret_basic',
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const user = obj(await fetchJson(e.userInfo!));
        const list = obj(await fetchJson(e.api!.emails)).values;
        const primary = Array.isArray(list) ? list.map(obj).find((m) => m.is_primary === true) : undefined;
        const email = str(primary?.email);
        return {
          accountId: String(user.uuid ?? user.account_id),
          email,
          emailVerified: email !== null && primary?.is_confirmed === true,
          displayName: str(user.display_name) ?? str(user.username),
          profileImageUrl: str(obj(obj(user.links).avatar).href),
        };
      },
    },
    setup: 'Bitbucket > Workspace settings > OAuth consumers: the callback URL, permissions Account: Email and Read, and "This is a private consumer".',
  },
};

/**
 * The provider's endpoints with their origins replaced where the server says so
 * (GATEHOUSE_OAUTH_PROVIDER_ORIGINS): a self-hosted GitLab, or a local provider in tests.
 */
export function endpointsOf(entry: ProviderEntry, settings: ProviderSettings, originOverrides: Record<string, string>): ProviderEndpoints {
  const e = entry.endpoints(settings);
  const origin = originOverrides[entry.id];
  if (!origin) return e;
  const move = (url: string) => {
    // `{tenantid}` is not a valid URL character sequence for the parser in every position: keep it literal.
    const u = new URL(url.replace('{tenantid}', '__tenantid__'));
    return `${origin.replace(/\/$/, '')}${u.pathname}${u.search}`.replace('__tenantid__', '{tenantid}');
  };
  return {
    authorization: move(e.authorization),
    token: move(e.token),
    ...(e.userInfo ? { userInfo: move(e.userInfo) } : {}),
    ...(e.jwks ? { jwks: move(e.jwks) } : {}),
    ...(e.issuer ? { issuer: e.issuer === new URL(e.issuer.replace('{tenantid}', 'x')).origin ? origin.replace(/\/$/, '') : move(e.issuer) } : {}),
    ...(e.api ? { api: Object.fromEntries(Object.entries(e.api).map(([k, v]) => [k, move(v)])) } : {}),
  };
}
