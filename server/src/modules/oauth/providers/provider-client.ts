import * as oauth from 'oauth4webapi';
import type { Deps } from '../../../http/context.ts';
import { knownError } from '../../../http/errors.ts';
import type { ProjectRecord } from '../../projects/projects.records.ts';
import { PROVIDERS, endpointsOf, type AppleUser, type ProfileReader, type ProviderEndpoints, type ProviderId, type ProviderProfile } from './provider-table.ts';
import { devProviderClient } from './dev-provider.ts';
import { providerSettingsOf } from '../provider-use.ts';
import { openSecret } from '../../config/config-secrets.ts';

/**
 * A provider as one project uses it: its table entry with the project's credentials, or, for
 * "shared" keys, Gatehouse's own development provider (dev-provider.ts) standing in for it. The
 * protocol work (PKCE, state, code exchange, id_token checks) is oauth4webapi's.
 */
export interface ResolvedProvider {
  providerId: ProviderId;
  shared: boolean;
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  endpoints: ProviderEndpoints;
  scopes: string[];
  authorizeParams: Record<string, string>;
  responseMode?: 'form_post';
  profile: ProfileReader;
  /** Plain-http endpoints: only the development provider and local test providers. */
  insecure: boolean;
}

export function resolveProvider(deps: Deps, project: ProjectRecord, providerId: string): ResolvedProvider {
  const config = providerSettingsOf(project, providerId);
  const entry = config ? PROVIDERS[config.type] : undefined;
  if (!config || !entry) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  if (config.isShared) {
    if (project.isProductionMode) throw knownError('SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION', { provider_id: config.type });
    return devProviderClient(deps, project, entry);
  }
  // The client secret is sealed at rest and in the rendered config: opened here, where it is used.
  const clientSecret = openSecret(deps.config, project.id, config.clientSecret);
  // A standard provider without credentials (or with a secret this server's key cannot open) is not usable: it is not enabled in any real sense.
  if (!config.clientId || !clientSecret) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  const endpoints = endpointsOf(entry, { microsoftTenantId: config.microsoftTenantId, facebookConfigId: config.facebookConfigId }, deps.config.oauthProviderOrigins);
  const as: oauth.AuthorizationServer = {
    issuer: endpoints.issuer ?? new URL(endpoints.authorization).origin,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    ...(endpoints.userInfo ? { userinfo_endpoint: endpoints.userInfo } : {}),
    ...(endpoints.jwks ? { jwks_uri: endpoints.jwks } : {}),
  };
  if (endpoints.issuer?.includes('{tenantid}')) {
    // Microsoft's multi-tenant endpoints: the issuer is the signing-in user's tenant (its `tid` claim).
    const template = endpoints.issuer;
    // oauth4webapi's hook for exactly this case (exported, untyped; openid-client uses it the same way).
    const expectedIssuer = (oauth as unknown as Record<string, symbol>)._expectedIssuer;
    (as as unknown as Record<symbol, unknown>)[expectedIssuer] = (result: { claims: Record<string, unknown> }) => template.replace('{tenantid}', String(result.claims.tid ?? ''));
  }
  return {
    providerId: entry.id,
    shared: false,
    as,
    client: { client_id: config.clientId },
    clientAuth: entry.tokenAuth === 'client_secret_basic' ? oauth.ClientSecretBasic(clientSecret) : oauth.ClientSecretPost(clientSecret),
    endpoints,
    scopes: entry.scopes,
    authorizeParams: entry.authorizeParams?.({ microsoftTenantId: config.microsoftTenantId, facebookConfigId: config.facebookConfigId }) ?? {},
    ...(entry.responseMode ? { responseMode: entry.responseMode } : {}),
    profile: entry.profile,
    insecure: new URL(endpoints.token).protocol === 'http:',
  };
}

export interface ProviderRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  nonce: string;
  extraScope: string | null;
}

/** The provider's authorization URL: always PKCE S256, state, and for OpenID providers a nonce. */
export function authorizationUrl(p: ResolvedProvider, r: ProviderRequest): string {
  const url = new URL(p.endpoints.authorization);
  const scope = [...p.scopes, ...(r.extraScope ? r.extraScope.split(/\s+/).filter(Boolean) : [])];
  const params: Record<string, string> = {
    client_id: p.client.client_id,
    redirect_uri: r.redirectUri,
    response_type: 'code',
    scope: [...new Set(scope)].join(' '),
    state: r.state,
    code_challenge: r.codeChallenge,
    code_challenge_method: 'S256',
    ...(p.profile.kind === 'oidc' ? { nonce: r.nonce } : {}),
    ...(p.responseMode ? { response_mode: p.responseMode } : {}),
    ...p.authorizeParams,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

export interface ProviderResult {
  profile: ProviderProfile;
  tokens: ProviderTokens;
}

export interface CallbackInput {
  params: URLSearchParams;
  expectedState: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  appleUser?: AppleUser;
}

/**
 * The inner half of the callback: check the provider's answer (state, error), exchange its code
 * (PKCE verifier, client authentication), verify the id_token (signature against the provider's
 * keys, issuer, audience, nonce, expiry) and read the user. Provider refusals become the
 * contract's errors; anything else the provider got wrong becomes OAUTH_CALLBACK_FAILED.
 */
export async function completeWithProvider(p: ResolvedProvider, input: CallbackInput): Promise<ProviderResult> {
  const options = p.insecure ? { [oauth.allowInsecureRequests]: true } : {};
  try {
    const params = oauth.validateAuthResponse(authResponseIssuer(p.as, input.params), p.client, input.params, input.expectedState);
    const response = await oauth.authorizationCodeGrantRequest(p.as, p.client, p.clientAuth, params, input.redirectUri, input.codeVerifier, options);
    const oidc = p.profile.kind === 'oidc';
    const result = await oauth.processAuthorizationCodeResponse(p.as, p.client, response, oidc ? { expectedNonce: input.nonce, requireIdToken: true } : {});
    const tokens: ProviderTokens = {
      accessToken: result.access_token,
      refreshToken: result.refresh_token ?? null,
      expiresAt: typeof result.expires_in === 'number' ? new Date(Date.now() + result.expires_in * 1000) : null,
      scope: result.scope ?? null,
    };
    if (p.profile.kind === 'oidc') {
      // The id_token came over TLS from the token endpoint, but we check its signature anyway: a
      // misconfigured or hostile endpoint must not be able to name any user it likes.
      await oauth.validateApplicationLevelSignature(p.as, response, options);
      let claims: Record<string, unknown> = { ...oauth.getValidatedIdTokenClaims(result)! };
      if (p.profile.useUserInfo && p.endpoints.userInfo) {
        const info = await oauth.userInfoRequest(p.as, p.client, result.access_token, options);
        claims = { ...claims, ...(await oauth.processUserInfoResponse(p.as, p.client, String(claims.sub), info)) };
      }
      return { profile: p.profile.fromClaims(claims, { appleUser: input.appleUser }), tokens };
    }
    const fetchJson = async (url: string) => {
      const res = await oauth.protectedResourceRequest(result.access_token, 'GET', new URL(url), new Headers({ accept: 'application/json' }), null, options);
      if (!res.ok) throw new ProviderApiError(`the provider's API answered ${res.status}`, res.status);
      return (await res.json()) as unknown;
    };
    const profile = await p.profile.read(fetchJson, p.endpoints);
    if (!profile.accountId || profile.accountId === 'undefined') throw new ProviderApiError('the provider named no account id', 200);
    return { profile, tokens };
  } catch (e) {
    throw providerFailure(e);
  }
}

/**
 * RFC 9207: a provider may name itself (`iss`) in the authorization response. A multi-tenant
 * issuer (Microsoft's `{tenantid}` template) names the user's tenant there: it is accepted when it
 * fits the template, and the id_token must then come from the same tenant (its `tid`).
 */
function authResponseIssuer(as: oauth.AuthorizationServer, params: URLSearchParams): oauth.AuthorizationServer {
  const iss = params.get('iss');
  if (!iss || !as.issuer.includes('{tenantid}')) return as;
  const [before, after] = as.issuer.split('{tenantid}');
  const fits = iss.startsWith(before) && iss.endsWith(after) && /^[A-Za-z0-9-]+$/.test(iss.slice(before.length, iss.length - after.length));
  return fits ? { ...as, issuer: iss } : as;
}

class ProviderApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Maps what went wrong with the provider to the contract's errors. */
function providerFailure(e: unknown): Error {
  if (e instanceof oauth.AuthorizationResponseError) {
    const code = e.error;
    if (code === 'access_denied') return knownError('OAUTH_PROVIDER_ACCESS_DENIED');
    if (code === 'temporarily_unavailable' || code === 'server_error') return knownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    return knownError('OAUTH_CALLBACK_FAILED', { reason: `the provider answered ${code}${e.error_description ? ` (${e.error_description})` : ''}` });
  }
  if (e instanceof oauth.ResponseBodyError) {
    if (e.status >= 500) return knownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    return knownError('OAUTH_CALLBACK_FAILED', { reason: `the provider refused the code: ${e.error}` });
  }
  if (e instanceof ProviderApiError) return e.status >= 500 ? knownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE') : knownError('OAUTH_CALLBACK_FAILED', { reason: e.message });
  // A network failure reaching the provider.
  if (e instanceof TypeError && /fetch failed/i.test(e.message)) return knownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
  if (e instanceof oauth.OperationProcessingError || e instanceof oauth.UnsupportedOperationError) {
    return knownError('OAUTH_CALLBACK_FAILED', { reason: `the provider's answer failed a check: ${e.message}` });
  }
  if (e instanceof Error && 'code' in e && typeof (e as { code: unknown }).code === 'string' && String((e as { code: string }).code).startsWith('ERR_JW')) {
    return knownError('OAUTH_CALLBACK_FAILED', { reason: `the id_token failed a check: ${e.message}` });
  }
  return e instanceof Error ? e : new Error(String(e));
}

/** A new access token from the provider for a stored refresh token (connected accounts). Throws on any failure. */
export async function refreshWithProvider(p: ResolvedProvider, refreshToken: string): Promise<ProviderTokens> {
  const options = p.insecure ? { [oauth.allowInsecureRequests]: true } : {};
  const response = await oauth.refreshTokenGrantRequest(p.as, p.client, p.clientAuth, refreshToken, options);
  const result = await oauth.processRefreshTokenResponse(p.as, p.client, response);
  return {
    accessToken: result.access_token,
    refreshToken: result.refresh_token ?? null,
    expiresAt: typeof result.expires_in === 'number' ? new Date(Date.now() + result.expires_in * 1000) : null,
    scope: result.scope ?? null,
  };
}
