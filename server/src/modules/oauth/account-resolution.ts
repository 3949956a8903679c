import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { UserRecord } from '../users/users.records.ts';
import { createUser, normaliseEmail, upgradeAnonymousUser } from '../users/users.service.ts';
import { requireSignUpAllowed } from '../users/sign-up-gate.ts';
import { changingUser, findUser } from '../users/users.store.ts';
import { findAuthChannelByEmail } from '../users/contact-channels.store.ts';
import type { ProviderProfile } from './providers/provider-table.ts';
import { findOAuthAccount, insertOAuthAccount, NO_PROVIDER_TOKENS, updateOAuthAccountTokens, type SealedProviderTokens } from '../oauth-accounts/oauth-accounts.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { oauthSettings } from './oauth.settings.ts';

export interface Resolution {
  user: UserRecord;
  isNewUser: boolean;
}

export interface ResolveInput {
  providerId: string;
  type: 'authenticate' | 'link';
  /** The user of the authorize call's `token` (link target, or an anonymous user to upgrade). */
  tokenUserId: string | null;
  profile: ProviderProfile;
  /** null: this sign-in brought no provider tokens (Apple native: the app keeps them); stored ones stay. */
  tokens: SealedProviderTokens | null;
  /** Shared keys: the development provider, whose e-mail anyone can type on its consent page. */
  shared: boolean;
}

const alreadyConnected = () => knownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');

/**
 * Who the provider account is (wire-contract §9.7): the user it is linked to; for `link`, the
 * token's user; otherwise, when its e-mail signs in to an existing user, the project's merge
 * strategy decides; else a new user (or the anonymous caller, upgraded in place), if sign-up is
 * open. The provider's tokens are kept (sealed) on the account for connected accounts.
 */
export async function resolveAccount(deps: Deps, project: ProjectRecord, r: ResolveInput): Promise<Resolution> {
  const { profile } = r;
  const existing = await findOAuthAccount(deps.em, project.id, r.providerId, profile.accountId);

  if (r.type === 'link') {
    const userId = r.tokenUserId!;
    if (existing && existing.userId !== userId) throw alreadyConnected();
    const user = await findUser(deps.em, project.id, userId);
    if (!user) throw knownError('USER_NOT_FOUND');
    if (existing) {
      if (r.tokens) await refreshTokens(deps, project.id, existing, profile.email, r.tokens);
    } else {
      await linkAccount(deps, project.id, userId, r);
      // A new way to sign in, added with the user's token (type=link): the user is told.
      await deps.accountNotices.notify(deps.em, { projectId: project.id, userId, change: 'oauth_linked' });
    }
    return { user, isNewUser: false };
  }

  if (existing) {
    // A link an admin or the user switched off for sign-in still counts as taken.
    if (!existing.allowSignIn) throw knownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
    if (r.tokens) await refreshTokens(deps, project.id, existing, profile.email, r.tokens);
    const user = await findUser(deps.em, project.id, existing.userId);
    if (!user) throw knownError('USER_NOT_FOUND');
    return { user, isNewUser: false };
  }

  const email = profile.email ? normaliseEmail(profile.email) : null;
  const channel = email ? await findAuthChannelByEmail(deps.em, project.id, email) : null;
  if (channel && email) {
    const strategy = sliceOf(project, oauthSettings).accountMergeStrategy;
    if (strategy === 'raise_error') throw emailTaken(email, false);
    if (strategy === 'link_method') {
      // Merging hands the account to whoever controls the provider e-mail: both sides must have proven it.
      // The development provider proves nothing (its consent page takes any e-mail typed), so on a
      // server reachable by others it must never hand over an existing account.
      if (r.shared) throw emailTaken(email, false);
      if (!channel.isVerified) throw emailTaken(email, true);
      if (!profile.emailVerified) throw emailTaken(email, false);
      await linkAccount(deps, project.id, channel.userId, r);
      const user = await findUser(deps.em, project.id, channel.userId);
      if (!user) throw knownError('USER_NOT_FOUND');
      return { user, isNewUser: false };
    }
    // allow_duplicates: a new user whose e-mail does not sign in (the existing user keeps it).
    return { user: await signUp(deps, project, r, email, false), isNewUser: true };
  }
  await requireSignUpAllowed(deps, project);
  return { user: await signUp(deps, project, r, email, email !== null), isNewUser: true };
}

/** New provider tokens on sign-in; a changed provider e-mail shows in the user's oauth_providers, so it is a user.updated. */
async function refreshTokens(deps: Deps, projectId: string, existing: { id: string; userId: string; email: string | null }, email: string | null, tokens: SealedProviderTokens): Promise<void> {
  if (existing.email === email) return updateOAuthAccountTokens(deps.em, existing.id, email, tokens);
  await changingUser(deps.em, projectId, existing.userId, async (tx) => {
    await updateOAuthAccountTokens(tx, existing.id, email, tokens);
    return true;
  });
}

function emailTaken(email: string, wouldWork: boolean) {
  return knownError('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', { type: 'email', contact_channel_value: email, would_work_if_email_was_verified: wouldWork });
}

async function linkAccount(deps: Deps, projectId: string, userId: string, r: ResolveInput): Promise<void> {
  // Two callbacks of the same account at once: the unique index lets one link it.
  await withUniqueIndexes(
    // With the user's user.updated (its oauth_providers changed) in the same transaction.
    () => changingUser(deps.em, projectId, userId, (tx) => insertOAuthAccount(tx, { projectId, userId, providerId: r.providerId, accountId: r.profile.accountId, email: r.profile.email, ...(r.tokens ?? NO_PROVIDER_TOKENS) })),
    { oauth_account_provider_account_uq: alreadyConnected },
  );
}

/**
 * A new user with the provider's name, picture and e-mail, and its provider account, in one
 * transaction. An anonymous caller is upgraded in place instead (same id, everything it owns stays).
 */
async function signUp(deps: Deps, project: ProjectRecord, r: ResolveInput, email: string | null, emailSignsIn: boolean): Promise<UserRecord> {
  const anonymous = r.tokenUserId ? await findUser(deps.em, project.id, r.tokenUserId) : null;
  if (anonymous?.isAnonymous && (emailSignsIn || email === null)) {
    // The provider account is linked in the upgrading transaction: one change, one user.updated.
    const upgraded = await upgradeAnonymousUser(deps, project.id, anonymous, {
      email,
      emailVerified: r.profile.emailVerified,
      credential: {},
      oauthAccounts: [{ providerId: r.providerId, accountId: r.profile.accountId, email: r.profile.email, ...(r.tokens ?? NO_PROVIDER_TOKENS) }],
    });
    if (upgraded) return upgraded;
  }
  // One transaction for the user and its provider account; an account another callback linked meanwhile is
  // OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER, as in linkAccount.
  return createUser(deps, project, {
    primaryEmail: email,
    primaryEmailVerified: r.profile.emailVerified,
    primaryEmailAuthEnabled: emailSignsIn,
    displayName: r.profile.displayName,
    profileImageUrl: r.profile.profileImageUrl,
    oauthAccounts: [{ providerId: r.providerId, accountId: r.profile.accountId, email: r.profile.email, ...(r.tokens ?? NO_PROVIDER_TOKENS) }],
    selfSignUp: 'account',
  });
}
