import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { decoyPasswordHash, hashPassword, needsRehash, passwordHashKind, verifyPassword } from '../../crypto/passwords.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import type { UserRecord } from '../users/users.records.ts';
import { createUser, normaliseEmail, upgradeAnonymousUser } from '../users/users.service.ts';
import { requireSignUpAllowed } from '../users/sign-up-gate.ts';
import { findPasswordCredential, findPasswordHash, findUser, markCredentialsProved, setPasswordHash } from '../users/users.store.ts';
import { revokeUserSessions } from '../sessions/sessions.store.ts';
import { checkPasswordLength } from '../users/password-rules.ts';
import { requirePasswordAuth } from './require-password-auth.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { signUpEffects } from './sign-up-effects.ts';
import type { Locale } from '../i18n/locales.ts';
import { finishSignIn } from '../mfa/finish-sign-in.ts';

export interface PasswordSignUp {
  email: string;
  password: string;
  verificationCallbackUrl?: string;
  /** The language of the verification e-mail (the handler decides it with mailLocale). */
  mailLocale: Locale;
}

/**
 * Password sign-up, checks in the order of wire-contract §9.1. `currentUser` is the user of the
 * request's access token: an anonymous one is upgraded in place (same id, so everything it owns
 * stays); anyone else is ignored and a new user is made.
 */
export async function signUpWithPassword(deps: Deps, project: ProjectRecord, currentUser: UserRecord | null, input: PasswordSignUp): Promise<SignedIn> {
  requirePasswordAuth(project);
  if (input.verificationCallbackUrl !== undefined && !isTrustedUrl(project, input.verificationCallbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  await requireSignUpAllowed(deps, project);
  checkPasswordLength(input.password);
  const passwordHash = await hashPassword(input.password);

  // What follows the sign-up (sign-up-effects.ts) is emitted in the transaction that makes the user.
  const alsoEmit = signUpEffects(input.verificationCallbackUrl, input.mailLocale);
  // An anonymous caller is upgraded in place; null: it stopped being anonymous meanwhile.
  const upgraded = currentUser?.isAnonymous
    ? await upgradeAnonymousUser(deps, project.id, currentUser, { email: input.email, emailVerified: false, credential: { passwordHash }, alsoEmit })
    : null;
  const user = upgraded ?? (await createUser(deps, project, { primaryEmail: input.email, primaryEmailVerified: false, primaryEmailAuthEnabled: true, passwordHash, selfSignUp: 'account', alsoEmit }));
  // An upgraded anonymous user may have set up TOTP already (wire-contract §9.1: then MFA is required).
  return finishSignIn(deps, project, user, { method: 'password', isNewUser: true });
}

/**
 * Password sign-in. An unknown e-mail, a user without a password and a wrong password must be
 * indistinguishable (no account enumeration): same error, same body, and the same argon2id work,
 * because a missing hash is replaced by a decoy hash that is verified just the same.
 */
export async function signInWithPassword(deps: Deps, project: ProjectRecord, email: string, password: string): Promise<SignedIn> {
  requirePasswordAuth(project);
  const credential = await findPasswordCredential(deps.em, project.id, normaliseEmail(email));
  // No hash, or one this server refuses to verify (passwordHashKind: malformed or over the import
  // limits): the decoy's work all the same, and a mismatch.
  const storedHash = credential?.passwordHash && passwordHashKind(credential.passwordHash) ? credential.passwordHash : null;
  const matches = await verifyPassword(storedHash ?? (await decoyPasswordHash()), password);
  if (!credential || !matches || storedHash === null) throw knownError('EMAIL_PASSWORD_MISMATCH');

  const userId = credential.userId;
  if (needsRehash(storedHash)) {
    // Conditional on the old hash, so a password changed meanwhile is never overwritten.
    await setPasswordHash(deps.em, project.id, userId, await hashPassword(password), { onlyIfCurrent: storedHash });
  }
  const user = await findUser(deps.em, project.id, userId);
  if (!user) throw knownError('EMAIL_PASSWORD_MISMATCH');
  return finishSignIn(deps, project, user, { method: 'password' });
}

/**
 * Changes the password of `user` after checking the old one (order of wire-contract §9.1), then
 * signs out every other session: whoever may have learnt the old password loses access, while
 * the device that made the change (`keepSessionId`) stays signed in.
 */
export async function updatePassword(deps: Deps, project: ProjectRecord, user: UserRecord, keepSessionId: string | null, oldPassword: string, newPassword: string): Promise<void> {
  requirePasswordAuth(project);
  checkPasswordLength(newPassword);
  const storedHash = await findPasswordHash(deps.em, project.id, user.id);
  if (storedHash === null) throw knownError('USER_DOES_NOT_HAVE_PASSWORD');
  if (!(await verifyPassword(storedHash, oldPassword))) throw knownError('PASSWORD_CONFIRMATION_MISMATCH');
  const newHash = await hashPassword(newPassword);
  await deps.em.transactional(async (tx) => {
    await setPasswordHash(tx, project.id, user.id, newHash);
    await revokeUserSessions(tx, project.id, user.id, keepSessionId);
    // Knowing the old password is a proof a stolen access token cannot give: what was added
    // before it is the owner's, and a later reset keeps it (address-proof.service.ts).
    await markCredentialsProved(tx, project.id, user.id, {});
    await deps.accountNotices.notify(tx, { projectId: project.id, userId: user.id, change: 'password_changed' });
  });
}

/** First password of a user who has none; like an update, it signs out every other session. */
export async function setPassword(deps: Deps, project: ProjectRecord, user: UserRecord, keepSessionId: string | null, password: string): Promise<void> {
  requirePasswordAuth(project);
  checkPasswordLength(password);
  if (user.hasPassword) throw knownError('PASSWORD_ALREADY_SET');
  const hash = await hashPassword(password);
  await deps.em.transactional(async (tx) => {
    // Conditional, so two concurrent first passwords cannot both win.
    if (!(await setPasswordHash(tx, project.id, user.id, hash, { onlyIfCurrent: null }))) throw knownError('PASSWORD_ALREADY_SET');
    await revokeUserSessions(tx, project.id, user.id, keepSessionId);
    await deps.accountNotices.notify(tx, { projectId: project.id, userId: user.id, change: 'password_set' });
  });
}
