import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { getUser } from '../users/users.service.ts';
import { refreshWithProvider, resolveProvider } from './providers/provider-client.ts';
import { assertProviderAllows, providerSettingsOf } from './provider-use.ts';
import { findConnectedAccount, listOAuthAccountsOfUser, storeRefreshedTokens } from '../oauth-accounts/oauth-accounts.store.ts';
import { tokenCipher } from './token-cipher.ts';

/** An access token this close to expiry is refreshed rather than handed out. */
const MARGIN_MS = 60_000;

/** Scopes as providers write them: space separated (RFC 6749), or comma separated (GitHub). */
const scopeSet = (s: string | null) => new Set((s ?? '').split(/[\s,]+/).filter(Boolean));

/**
 * A provider access token for the user's connected account (wire-contract §9.8): the stored one
 * while it is fresh and covers the asked scopes, else a new one from the provider's refresh grant.
 * Shared keys have no provider tokens to give (the development provider's mean nothing elsewhere).
 * `accountId`: that account of the provider (a user may have linked several), else the newest.
 */
export async function connectedAccessToken(deps: Deps, project: ProjectRecord, userId: string, providerId: string, scope: string | undefined, accountId?: string): Promise<string> {
  const config = providerSettingsOf(project, providerId);
  if (!config) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  assertProviderAllows(project, providerId, 'connected-account');
  if (config.isShared) throw knownError('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  await getUser(deps, project.id, userId);
  const account = await findConnectedAccount(deps.em, project.id, userId, providerId, accountId);
  if (!account) throw knownError('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');

  const granted = scopeSet(account.scopes);
  // A refresh never widens what the user granted: scopes beyond it need a new sign-in with provider_scope.
  if ([...scopeSet(scope ?? null)].some((s) => !granted.has(s))) throw knownError('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');

  const cipher = tokenCipher(deps.config);
  const fresh = account.accessTokenExpiresAt === null || account.accessTokenExpiresAt.getTime() - MARGIN_MS > Date.now();
  const stored = account.accessTokenSealed ? cipher.open(account.accessTokenSealed, 'oauth-provider-access-token') : null;
  if (stored && fresh) return stored;

  const refreshToken = account.refreshTokenSealed ? cipher.open(account.refreshTokenSealed, 'oauth-provider-refresh-token') : null;
  if (!refreshToken) throw knownError('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
  let tokens;
  try {
    tokens = await refreshWithProvider(resolveProvider(deps, project, providerId), refreshToken);
  } catch {
    // The contract's answer when every refresh attempt fails (revoked at the provider, expired, unreachable).
    throw knownError('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
  }
  await storeRefreshedTokens(deps.em, account.id, {
    accessTokenSealed: cipher.seal(tokens.accessToken, 'oauth-provider-access-token'),
    refreshTokenSealed: tokens.refreshToken === null ? null : cipher.seal(tokens.refreshToken, 'oauth-provider-refresh-token'),
    accessTokenExpiresAt: tokens.expiresAt,
    scopes: tokens.scope,
  });
  return tokens.accessToken;
}

/** The user's connected accounts (those that allow it). */
export async function listConnectedAccounts(deps: Deps, projectId: string, userId: string) {
  await getUser(deps, projectId, userId);
  return (await listOAuthAccountsOfUser(deps.em, projectId, userId)).filter((a) => a.allowConnectedAccounts);
}
