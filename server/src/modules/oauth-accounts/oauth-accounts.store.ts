import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { OAuthAccount } from './oauth-accounts.entity.ts';

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

/** A link made by hand (POST /users, POST /oauth-providers): no sign-in has brought provider tokens yet. */
export const NO_PROVIDER_TOKENS: SealedProviderTokens = { accessTokenSealed: null, refreshTokenSealed: null, accessTokenExpiresAt: null, scopes: null };

/** A provider account to link to a user as it is created (users.service createUser). */
export type NewOAuthAccount = { providerId: string; accountId: string; email: string | null } & SealedProviderTokens;

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

/** A user's provider accounts, oldest first. */
export async function listOAuthAccountsOfUser(em: EntityManager, projectId: string, userId: string): Promise<OAuthAccountRecord[]> {
  const rows = await em.find(OAuthAccount, { projectId, userId }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return rows.map(recordOf);
}

export async function findOAuthAccountOfUser(em: EntityManager, projectId: string, userId: string, id: string): Promise<OAuthAccountRecord | null> {
  const row = await em.findOne(OAuthAccount, { id, projectId, userId }, { disableIdentityMap: true });
  return row ? recordOf(row) : null;
}

/** The account a connected-account token comes from: the newest one of the provider that allows it. */
export async function findConnectedAccount(
  em: EntityManager,
  projectId: string,
  userId: string,
  providerId: string,
  /** One account of the provider (a user may link several); else the newest. */
  accountId?: string,
): Promise<(OAuthAccountRecord & SealedProviderTokens) | null> {
  const where = { projectId, userId, providerId, allowConnectedAccounts: true, ...(accountId !== undefined ? { accountId } : {}) };
  const row = await em.findOne(OAuthAccount, where, { orderBy: { createdAt: 'desc' }, disableIdentityMap: true });
  if (!row) return null;
  return {
    ...recordOf(row),
    accessTokenSealed: row.accessTokenSealed ?? null,
    refreshTokenSealed: row.refreshTokenSealed ?? null,
    accessTokenExpiresAt: row.accessTokenExpiresAt ?? null,
    scopes: row.scopes ?? null,
  };
}

/** Tokens from a refresh with the provider (a provider may rotate the refresh token, or keep it). */
export async function storeRefreshedTokens(em: EntityManager, id: string, tokens: SealedProviderTokens): Promise<void> {
  await em.nativeUpdate(OAuthAccount, { id }, {
    accessTokenSealed: tokens.accessTokenSealed,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    ...(tokens.scopes !== null ? { scopes: tokens.scopes } : {}),
    ...(tokens.refreshTokenSealed !== null ? { refreshTokenSealed: tokens.refreshTokenSealed } : {}),
  });
}

export type OAuthAccountChanges = Partial<Pick<OAuthAccountRecord, 'allowSignIn' | 'allowConnectedAccounts' | 'email' | 'accountId'>>;

export async function updateOAuthAccount(em: EntityManager, projectId: string, userId: string, id: string, changes: OAuthAccountChanges): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findOAuthAccountOfUser(em, projectId, userId, id)) !== null;
  return (await em.nativeUpdate(OAuthAccount, { id, projectId, userId }, changes)) > 0;
}

export async function deleteOAuthAccount(em: EntityManager, projectId: string, userId: string, id: string): Promise<boolean> {
  return (await em.nativeDelete(OAuthAccount, { id, projectId, userId })) > 0;
}

/** Unlinks the user's provider accounts linked after `since` (all when null); returns their provider ids. */
export async function deleteOAuthAccountsOfUser(tx: EntityManager, projectId: string, userId: string, since: Date | null = null): Promise<string[]> {
  const where = { projectId, userId, ...(since ? { createdAt: { $gt: since } } : {}) };
  const rows = await tx.find(OAuthAccount, where, { disableIdentityMap: true });
  if (rows.length) await tx.nativeDelete(OAuthAccount, { id: { $in: rows.map((r) => r.id) } });
  return rows.map((r) => r.providerId);
}
