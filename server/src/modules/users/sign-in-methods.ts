import type { EntityManager } from '@mikro-orm/postgresql';
import { knownError } from '../../http/errors.ts';
import { settingsOf } from '../config/config.settings.ts';
import { getPath } from '../config/config-document.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { listOAuthAccountsOfUser } from '../oauth-accounts/oauth-accounts.store.ts';
import { listPasskeysOfUser } from '../passkey-credentials/passkey-credentials.store.ts';
import { findUser, lockUser } from './users.store.ts';

/**
 * The one rule for "do not remove the last way to sign in" (issue 22 items 2 and 3): a user acting
 * on their own account cannot unlink, switch off or remove the only sign-in method left, or they
 * would lock themselves out. Server and admin access are not held to it (a project may mean to).
 *
 * A way to sign in counts only when it works today: a password with password sign-in on; a passkey
 * with passkey sign-in on (the project's and the user's switch); a verified, auth-enabled primary
 * e-mail with OTP sign-in on; an OAuth link that may sign in, of a provider the project allows
 * sign-in with.
 */

/** What the caller is about to remove. */
export type Removal = { passkeyId: string } | { allPasskeys: true } | { oauthLinkId: string };

/**
 * The project's sign-in switches, read by path from the rendered config: their slices are owned by
 * the password, otp, passkeys and oauth modules, which sit above users and import it.
 */
function switchesOf(project: ProjectRecord) {
  const config = settingsOf(project);
  const on = (path: string) => getPath(config, path) === true;
  const providers = Object.values((getPath(config, 'auth.oauth.providers') ?? {}) as Record<string, { type?: string; allowSignIn?: boolean }>);
  return {
    password: on('auth.password.allowSignIn'),
    otp: on('auth.otp.allowSignIn'),
    passkey: on('auth.passkey.allowSignIn'),
    providerSignIn: (type: string) => providers.some((p) => p.type === type && p.allowSignIn === true),
  };
}

/**
 * Refuses, with LAST_SIGN_IN_METHOD, a removal that would leave the user no way to sign in. Locks
 * the user row first, in the caller's transaction (which must then do the removal): two removals of
 * the user's last two methods at once run one after the other, and the second is refused.
 * A removal that takes away nothing that counts (e.g. a link that may not sign in) always passes.
 */
export async function assertKeepsASignInMethod(tx: EntityManager, project: ProjectRecord, userId: string, removal: Removal): Promise<void> {
  if (!(await lockUser(tx, project.id, userId))) return;
  const user = await findUser(tx, project.id, userId);
  if (!user) return;
  const on = switchesOf(project);
  const passkeys = on.passkey && user.passkeyAuthEnabled ? await listPasskeysOfUser(tx, project.id, userId) : [];
  const links = (await listOAuthAccountsOfUser(tx, project.id, userId)).filter((l) => l.allowSignIn && on.providerSignIn(l.providerId));
  const countsNow = (user.hasPassword && on.password ? 1 : 0) + (user.primaryEmail && user.primaryEmailVerified && user.primaryEmailAuthEnabled && on.otp ? 1 : 0) + passkeys.length + links.length;
  const removed =
    'allPasskeys' in removal ? passkeys.length : 'passkeyId' in removal ? passkeys.filter((p) => p.id === removal.passkeyId).length : links.filter((l) => l.id === removal.oauthLinkId).length;
  if (removed > 0 && countsNow - removed < 1) throw knownError('LAST_SIGN_IN_METHOD');
}
