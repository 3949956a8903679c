import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { OAuthAccount } from './oauth.entities.ts';

/** The only code that writes oauth_account. Reads bypass the identity map (native writes happen in between). */

export interface OAuthAccountRecord {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  email: string | null;
  allowSignIn: boolean;
  allowConnectedAccounts: boolean;
}

/** Provider tokens, already sealed by the caller (token-cipher.ts). */
export interface SealedProviderTokens {
  accessTokenSealed: string | null;
  refreshTokenSealed: string | null;
  accessTokenExpiresAt: Date | null;
  scopes: string | null;
}

type Row = { id: string; userId: string; providerId: string; accountId: string; email?: string | null; allowSignIn: boolean; allowConnectedAccounts: boolean };
const recordOf = (r: Row): OAuthAccountRecord => ({
  id: r.id,
  userId: r.userId,
  providerId: r.providerId,
  accountId: r.accountId,
  email: r.email ?? null,
  allowSignIn: r.allowSignIn,
  allowConnectedAccounts: r.allowConnectedAccounts,
});

export async function findOAuthAccount(em: EntityManager, projectId: string, providerId: string, accountId: string): Promise<OAuthAccountRecord | null> {
  const row = await em.findOne(OAuthAccount, { projectId, providerId, accountId }, { disableIdentityMap: true });
  return row ? recordOf(row) : null;
}

export async function insertOAuthAccount(
  em: EntityManager,
  a: { projectId: string; userId: string; providerId: string; accountId: string; email: string | null } & SealedProviderTokens,
): Promise<string> {
  const id = randomUUID();
  await em.insert(OAuthAccount, { id, allowSignIn: true, allowConnectedAccounts: true, ...a });
  return id;
}

/** A sign-in through an account refreshes what the provider said: its e-mail and tokens. */
export async function updateOAuthAccountTokens(em: EntityManager, id: string, email: string | null, tokens: SealedProviderTokens): Promise<void> {
  const keepRefresh = tokens.refreshTokenSealed === null;
  // A provider that sends no refresh token this time (Google without a new consent) keeps the old one valid.
  await em.nativeUpdate(OAuthAccount, { id }, { email, accessTokenSealed: tokens.accessTokenSealed, accessTokenExpiresAt: tokens.accessTokenExpiresAt, scopes: tokens.scopes, ...(keepRefresh ? {} : { refreshTokenSealed: tokens.refreshTokenSealed }) });
}
