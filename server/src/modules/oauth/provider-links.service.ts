import type { Deps } from '../../http/context.ts';
import { assertProviderAllows, providerSettingsOf } from './provider-use.ts';
import { knownError } from '../../http/errors.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { getUser, normaliseEmail } from '../users/users.service.ts';
import { changingUser } from '../users/users.store.ts';
import { emitUserState } from '../users/user-events.ts';
import { assertKeepsASignInMethod } from '../users/sign-in-methods.ts';
import {
  NO_PROVIDER_TOKENS, deleteOAuthAccount, findOAuthAccountOfUser, insertOAuthAccount, listOAuthAccountsOfUser, updateOAuthAccount,
  type OAuthAccountChanges, type OAuthAccountRecord,
} from '../oauth-accounts/oauth-accounts.store.ts';

/**
 * A user's provider links (wire-contract §9.8, /oauth-providers): the accounts sign-ins created,
 * and ones a server adds by hand (an import). One provider account belongs to one user.
 */

const taken = () => knownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');

export async function listLinks(deps: Deps, projectId: string, userId: string): Promise<OAuthAccountRecord[]> {
  await getUser(deps, projectId, userId);
  return listOAuthAccountsOfUser(deps.em, projectId, userId);
}

export async function getLink(deps: Deps, projectId: string, userId: string, id: string): Promise<OAuthAccountRecord> {
  const link = await findOAuthAccountOfUser(deps.em, projectId, userId, id);
  if (!link) throw knownError('OAUTH_PROVIDER_LINK_NOT_FOUND');
  return link;
}

export interface NewLink {
  providerId: string;
  accountId: string;
  email: string | null;
  allowSignIn: boolean;
  allowConnectedAccounts: boolean;
}

export async function createLink(deps: Deps, project: ProjectRecord, userId: string, l: NewLink): Promise<OAuthAccountRecord> {
  if (!providerSettingsOf(project, l.providerId)) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  assertProviderAllows(project, l.providerId, 'link');
  await getUser(deps, project.id, userId);
  const id = await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        const created = await insertOAuthAccount(tx, {
          projectId: project.id,
          userId,
          providerId: l.providerId,
          accountId: l.accountId,
          email: l.email === null ? null : normaliseEmail(l.email),
          ...NO_PROVIDER_TOKENS,
        });
        await updateOAuthAccount(tx, project.id, userId, created, { allowSignIn: l.allowSignIn, allowConnectedAccounts: l.allowConnectedAccounts });
        await emitUserState(tx, project.id, userId);
        return created;
      }),
    { oauth_account_provider_account_uq: taken },
  );
  return getLink(deps, project.id, userId, id);
}

/**
 * `byClient`: the user acting on their own links may not switch sign-in off on the last way they
 * have to sign in (sign-in-methods.ts); server and admin access may.
 */
export async function updateLink(deps: Deps, project: ProjectRecord, userId: string, id: string, changes: OAuthAccountChanges, opts: { byClient: boolean }): Promise<OAuthAccountRecord> {
  const projectId = project.id;
  const normalised = changes.email ? { ...changes, email: normaliseEmail(changes.email) } : changes;
  const found = await withUniqueIndexes(
    () =>
      changingUser(deps.em, projectId, userId, async (tx) => {
        if (opts.byClient && changes.allowSignIn === false) await assertKeepsASignInMethod(tx, project, userId, { oauthLinkId: id });
        return updateOAuthAccount(tx, projectId, userId, id, normalised);
      }),
    { oauth_account_provider_account_uq: taken },
  );
  if (!found) throw knownError('OAUTH_PROVIDER_LINK_NOT_FOUND');
  return getLink(deps, projectId, userId, id);
}

/** Unlinks; with the user's own token (`byClient`) never the last way they have to sign in (LAST_SIGN_IN_METHOD). */
export async function deleteLink(deps: Deps, project: ProjectRecord, userId: string, id: string, opts: { byClient: boolean }): Promise<void> {
  const projectId = project.id;
  const deleted = await changingUser(deps.em, projectId, userId, async (tx) => {
    if (opts.byClient) await assertKeepsASignInMethod(tx, project, userId, { oauthLinkId: id });
    return deleteOAuthAccount(tx, projectId, userId, id);
  });
  if (!deleted) throw knownError('OAUTH_PROVIDER_LINK_NOT_FOUND');
  // Unlinked with the user's own token: the user is told (a server acts for the project).
  if (opts.byClient) await deps.accountNotices.notify(deps.em, { projectId, userId, change: 'oauth_unlinked' });
}
