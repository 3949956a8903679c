import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createUser, normaliseEmail, upgradeAnonymousUser } from '../users/users.service.ts';
import { requireSignUpAllowed } from '../users/sign-up-gate.ts';
import type { UserRecord } from '../users/users.records.ts';
import { findUser, markOtpEnabled } from '../users/users.store.ts';
import { findAuthChannelByEmail } from '../users/contact-channels.store.ts';
import { finishSignIn } from '../mfa/finish-sign-in.ts';
import { checkCode, createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { signInCodeEmail } from '../emails/default-emails.ts';
import { flowEmail } from '../emails/flow-emails.ts';

const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

/**
 * Who may receive a sign-in code for this address (wire-contract §9.3, checked again at sign-in):
 * OTP must be enabled; an auth e-mail that is not verified belongs to someone who never proved
 * owning it, so a code must not sign in to that account (409, would work once verified); an
 * unknown address needs sign-up to be open.
 */
async function checkEligible(deps: Deps, project: ProjectRecord, email: string) {
  if (!project.config.magic_link_enabled) throw knownError('OTP_SIGN_IN_NOT_ENABLED');
  const channel = await findAuthChannelByEmail(deps.em, project.id, email);
  if (channel && !channel.isVerified) throw knownError('USER_EMAIL_ALREADY_EXISTS', { email, would_work_if_email_was_verified: true });
  if (!channel) await requireSignUpAllowed(deps, project);
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
      await markOtpEnabled(deps.em, auth.project.id, channel.userId);
      user = await findUser(deps.em, auth.project.id, channel.userId);
      if (!user) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    } else {
      isNewUser = true;
      const current = auth.user;
      user = current?.isAnonymous ? await upgradeAnonymousUser(deps, auth.project.id, current, { email, emailVerified: true, credential: { otpAuthEnabled: true } }) : null;
      user ??= await createUser(deps, auth.project, { primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, otpAuthEnabled: true, selfSignUp: 'account' });
    }
    const signedIn = await finishSignIn(deps, auth.project, user, { isNewUser });
    return { ...signedIn, isNewUser };
  });
}

export async function checkSignInCode(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await checkCode(deps.em, scopeOf(auth), 'ONE_TIME_PASSWORD', code);
}
