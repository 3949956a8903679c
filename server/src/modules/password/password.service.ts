import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../crypto/passwords.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { findUser, type UserRecord } from '../users/users.records.ts';
import { createUser, normaliseEmail, personalTeamName, withEmailUniqueness } from '../users/users.service.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { revokeUserSessions } from '../sessions/sessions.store.ts';
import { renamePersonalTeam } from '../teams/teams.store.ts';
import { checkPasswordLength, requirePasswordAuth } from '../users/password-rules.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { afterPasswordSignUp } from './sign-up-effects.ts';

export interface PasswordSignUp {
  email: string;
  password: string;
  verificationCallbackUrl?: string;
}

/**
 * Password sign-up, checks in the order of wire-contract §9.1. `currentUser` is the user of the
 * request's access token: an anonymous one is upgraded in place (same id, so everything it owns
 * stays); anyone else is ignored and a new user is made.
 */
export async function signUpWithPassword(deps: Deps, project: ProjectRecord, currentUser: UserRecord | null, input: PasswordSignUp): Promise<SignedIn> {
  requirePasswordAuth(project);
  if (input.verificationCallbackUrl !== undefined && !isTrustedUrl(project, input.verificationCallbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  if (!project.config.sign_up_enabled) throw knownError('SIGN_UP_NOT_ENABLED');
  checkPasswordLength(input.password);
  const passwordHash = await hashPassword(input.password);

  const upgraded = currentUser?.isAnonymous ? await upgradeAnonymousUser(deps, project, currentUser, input.email, passwordHash) : null;
  const user = upgraded ?? (await createUser(deps, project, { primaryEmail: input.email, primaryEmailVerified: false, primaryEmailAuthEnabled: true, passwordHash }));
  await afterPasswordSignUp(deps, project, user, input.verificationCallbackUrl);
  const session = await createSession(deps, user);
  return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/**
 * Turns an anonymous user into a full one, atomically: the flag, the password, the primary e-mail
 * and the name of the personal team anonymous sign-up gave it. Returns null when the user stopped
 * being anonymous meanwhile (a concurrent upgrade won): the caller then signs up a new user,
 * exactly as if this request had come second.
 */
async function upgradeAnonymousUser(deps: Deps, project: ProjectRecord, anonymous: UserRecord, email: string, passwordHash: string): Promise<UserRecord | null> {
  const upgraded = await withEmailUniqueness(email, () =>
    deps.em.transactional(async (em) => {
      const rows = await em.execute(
        `update project_user set is_anonymous = false, password_hash = ? where id = ? and project_id = ? and is_anonymous returning id`,
        [passwordHash, anonymous.id, project.id],
      );
      if (!rows.length) return false;
      await em.execute(`update contact_channel set is_primary = false where user_id = ? and type = 'email' and is_primary`, [anonymous.id]);
      await em.execute(
        `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) values (?, ?, ?, 'email', ?, true, false, true)`,
        [randomUUID(), project.id, anonymous.id, normaliseEmail(email)],
      );
      await renamePersonalTeam(em, project.id, anonymous.id, personalTeamName({ displayName: anonymous.displayName, primaryEmail: email }));
      return true;
    }),
  );
  return upgraded ? findUser(deps.em, project.id, anonymous.id) : null;
}

/**
 * Password sign-in. An unknown e-mail, a user without a password and a wrong password must be
 * indistinguishable (no account enumeration): same error, same body, and the same argon2id work,
 * because a missing hash is replaced by a decoy hash that is verified just the same.
 */
export async function signInWithPassword(deps: Deps, project: ProjectRecord, email: string, password: string): Promise<SignedIn> {
  requirePasswordAuth(project);
  const rows = await deps.em.execute(
    `select u.id, u.password_hash from contact_channel c join project_user u on u.id = c.user_id
     where c.project_id = ? and c.type = 'email' and c.used_for_auth and c.value = ?`,
    [project.id, normaliseEmail(email)],
  );
  const storedHash = (rows[0]?.password_hash as string | null | undefined) ?? null;
  const matches = await verifyPassword(storedHash ?? (await decoyPasswordHash()), password);
  if (!matches || storedHash === null) throw knownError('EMAIL_PASSWORD_MISMATCH');

  const userId = rows[0].id as string;
  if (needsRehash(storedHash)) {
    // Conditional on the old hash, so a password changed meanwhile is never overwritten.
    await deps.em.execute(`update project_user set password_hash = ? where id = ? and password_hash = ?`, [await hashPassword(password), userId, storedHash]);
  }
  const user = await findUser(deps.em, project.id, userId);
  if (!user) throw knownError('EMAIL_PASSWORD_MISMATCH');
  const session = await createSession(deps, user);
  return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/**
 * Changes the password of `user` after checking the old one (order of wire-contract §9.1), then
 * signs out every other session: whoever may have learnt the old password loses access, while
 * the device that made the change (`keepSessionId`) stays signed in.
 */
export async function updatePassword(deps: Deps, project: ProjectRecord, user: UserRecord, keepSessionId: string | null, oldPassword: string, newPassword: string): Promise<void> {
  requirePasswordAuth(project);
  checkPasswordLength(newPassword);
  const rows = await deps.em.execute(`select password_hash from project_user where id = ? and project_id = ?`, [user.id, project.id]);
  const storedHash = (rows[0]?.password_hash as string | null | undefined) ?? null;
  if (storedHash === null) throw knownError('USER_DOES_NOT_HAVE_PASSWORD');
  if (!(await verifyPassword(storedHash, oldPassword))) throw knownError('PASSWORD_CONFIRMATION_MISMATCH');
  const newHash = await hashPassword(newPassword);
  await deps.em.transactional(async (em) => {
    await em.execute(`update project_user set password_hash = ? where id = ?`, [newHash, user.id]);
    await revokeUserSessions(em, project.id, user.id, keepSessionId);
  });
}

/** First password of a user who has none; like an update, it signs out every other session. */
export async function setPassword(deps: Deps, project: ProjectRecord, user: UserRecord, keepSessionId: string | null, password: string): Promise<void> {
  requirePasswordAuth(project);
  checkPasswordLength(password);
  if (user.hasPassword) throw knownError('PASSWORD_ALREADY_SET');
  const hash = await hashPassword(password);
  await deps.em.transactional(async (em) => {
    // Conditional, so two concurrent first passwords cannot both win.
    const rows = await em.execute(`update project_user set password_hash = ? where id = ? and password_hash is null returning id`, [hash, user.id]);
    if (!rows.length) throw knownError('PASSWORD_ALREADY_SET');
    await revokeUserSessions(em, project.id, user.id, keepSessionId);
  });
}
