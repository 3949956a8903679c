import { randomUUID } from 'node:crypto';
import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createUser, normaliseEmail, personalTeamName, withEmailUniqueness } from '../users/users.service.ts';
import { findUser, type UserRecord } from '../users/users.records.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { renamePersonalTeam } from '../teams/teams.store.ts';
import { checkCode, createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { signInCodeEmail } from '../emails/default-emails.ts';
import { flowEmail } from '../emails/flow-emails.ts';
import { findAuthChannel } from '../contact-channels/contact-channels.records.ts';
import { rawSql as run } from '../../db/sql.ts';

const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

/**
 * Who may receive a sign-in code for this address (wire-contract §9.3, checked again at sign-in):
 * OTP must be enabled; an auth e-mail that is not verified belongs to someone who never proved
 * owning it, so a code must not sign in to that account (409, would work once verified); an
 * unknown address needs sign-up to be open.
 */
async function checkEligible(deps: Deps, project: ProjectRecord, email: string) {
  if (!project.config.magic_link_enabled) throw knownError('OTP_SIGN_IN_NOT_ENABLED');
  const channel = await findAuthChannel(deps.em, project.id, email);
  if (channel && !channel.isVerified) throw knownError('USER_EMAIL_ALREADY_EXISTS', { email, would_work_if_email_was_verified: true });
  if (!channel && !project.config.sign_up_enabled) throw knownError('SIGN_UP_NOT_ENABLED');
  return channel;
}

/** Issues one code and queues its e-mail in one transaction; returns the 39-character nonce. */
export async function sendSignInCode(deps: Deps, auth: AuthContext, input: { email: string; callbackUrl: string }): Promise<string> {
  const email = normaliseEmail(input.email);
  const channel = await checkEligible(deps, auth.project, email);
  return deps.em.transactional(async (tx) => {
    const issued = await createCode(tx, auth.project, scopeOf(auth), { type: 'ONE_TIME_PASSWORD', callbackUrl: input.callbackUrl, data: { email } });
    const content = await flowEmail(deps, auth.project, 'magic_link', { otp: issued.otp, link: issued.link }, () => signInCodeEmail(auth.project.displayName, issued.otp, issued.link));
    await enqueueEmail(tx, { projectId: auth.project.id, userId: channel?.userId ?? null, to: email, ...content });
    return issued.nonce;
  });
}

export interface OtpSignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
  isNewUser: boolean;
}

/**
 * Signs in with a code. The eligibility checks run again inside the consumption: if they fail
 * (sign-up closed meanwhile, address taken), the code stays usable (wire-contract §8.2 step 4).
 */
export async function signInWithCode(deps: Deps, auth: AuthContext, code: string): Promise<OtpSignedIn> {
  return useCode(deps.em, scopeOf(auth), 'ONE_TIME_PASSWORD', code, async (record) => {
    const email = String(record.data.email);
    const channel = await checkEligible(deps, auth.project, email);
    let user: UserRecord | null;
    let isNewUser = false;
    if (channel) {
      // Signing in to an existing account never merges an anonymous session into it.
      await run(deps.em, `update project_user set otp_auth_enabled = true where id = ? and not otp_auth_enabled`, [channel.userId]);
      user = await findUser(deps.em, auth.project.id, channel.userId);
      if (!user) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    } else {
      isNewUser = true;
      const current = auth.user;
      user = current?.isAnonymous ? await upgradeAnonymous(deps, auth.project, current, email) : null;
      user ??= await createUser(deps, auth.project, { primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, otpAuthEnabled: true });
    }
    const session = await createSession(deps, user);
    return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken, isNewUser };
  });
}

export async function checkSignInCode(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await checkCode(deps.em, scopeOf(auth), 'ONE_TIME_PASSWORD', code);
}

/**
 * The anonymous user of the request becomes this e-mail's user (same id, so what it owns stays).
 * Null when it stopped being anonymous meanwhile; the caller then creates a new user.
 */
async function upgradeAnonymous(deps: Deps, project: ProjectRecord, anonymous: UserRecord, email: string): Promise<UserRecord | null> {
  const upgraded = await emailTaken(email, () =>
    deps.em.transactional(async (tx) => {
      const rows = await run(tx, `update project_user set is_anonymous = false, otp_auth_enabled = true where id = ? and project_id = ? and is_anonymous returning id`, [anonymous.id, project.id]);
      if (!rows.length) return false;
      await run(tx, `update contact_channel set is_primary = false where user_id = ? and type = 'email' and is_primary`, [anonymous.id]);
      await run(tx, `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) values (?, ?, ?, 'email', ?, true, true, true)`, [
        randomUUID(), project.id, anonymous.id, email,
      ]);
      await renamePersonalTeam(tx, project.id, anonymous.id, personalTeamName({ displayName: anonymous.displayName, primaryEmail: email }));
      return true;
    }),
  );
  return upgraded ? findUser(deps.em, project.id, anonymous.id) : null;
}

/**
 * Another request took the address between our check and the upgrade: the unique index refuses
 * it, as for any sign-up. Raw SQL in a transaction surfaces PostgreSQL's own error (23505).
 */
async function emailTaken<T>(email: string, work: () => Promise<T>): Promise<T> {
  try {
    return await withEmailUniqueness(email, work);
  } catch (e) {
    if ((e as { code?: string }).code === '23505' && String((e as Error).message).includes('contact_channel_auth_value_uq')) {
      throw knownError('USER_EMAIL_ALREADY_EXISTS', { email, would_work_if_email_was_verified: false });
    }
    throw e;
  }
}
