import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createUser, normaliseEmail, upgradeAnonymousUser } from '../users/users.service.ts';
import { signUpAllowed } from '../users/sign-up-gate.ts';
import type { UserRecord } from '../users/users.records.ts';
import { findUser, markOtpEnabled } from '../users/users.store.ts';
import { findAuthChannelByEmail, type ContactChannelRecord } from '../users/contact-channels.store.ts';
import { claimAccount, releaseAddress, standingOf, withAnswerFloor } from '../address-proof/address-proof.service.ts';
import { finishSignIn } from '../mfa/finish-sign-in.ts';
import { checkCode, createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { mailLocale } from '../i18n/mail-locale.ts';
import { flowEmail } from '../emails/flow-emails.ts';
import { sliceOf } from '../config/config.settings.ts';
import { otpSettings } from './otp.settings.ts';

const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

/**
 * Every answer of send-sign-in-code takes at least this long, whether a code was mailed or not
 * (as password reset does): known, unverified and unknown addresses answer alike.
 */
export const OTP_ANSWER_FLOOR_MS = 300;

/**
 * Where a code for this address leads, decided at sending and again at sign-in (wire-contract
 * §9.3, with the address rule of address-proof.service.ts):
 * - `account`: an account the address signs in to, proved or not yet claimed by anyone (a code
 *   proves the address, so it may claim it);
 * - `new`: nobody's, or an unverified address on an account someone else proved (the prover is a
 *   newcomer there): sign-up, if open;
 * - `nowhere`: as `new` with sign-up closed. The caller is answered exactly as for an account (a
 *   nonce, no hint), the code is made but never mailed, and sign-in with it fails as a wrong
 *   code does: this route must not tell which addresses have accounts.
 */
type Destination = { to: 'account'; channel: ContactChannelRecord; standing: 'proved' | 'unclaimed' } | { to: 'new'; released: ContactChannelRecord | null } | { to: 'nowhere' };

async function destinationOf(deps: Deps, em: EntityManager, project: ProjectRecord, email: string): Promise<Destination> {
  const channel = await findAuthChannelByEmail(em, project.id, email);
  if (channel) {
    const standing = await standingOf(em, project.id, channel);
    if (standing !== 'claimed-by-other') return { to: 'account', channel, standing };
  }
  // The one sign-up rule (the project's switch, and the dashboard's GATEHOUSE_DASHBOARD_SIGN_UP).
  return (await signUpAllowed({ ...deps, em }, project)) ? { to: 'new', released: channel } : { to: 'nowhere' };
}

/**
 * Issues one code and queues its e-mail in one transaction; returns the 39-character nonce. The
 * same work runs for every address (a code made, the e-mail rendered), only the queueing differs,
 * and the answer waits for a floor: the time does not tell addresses apart either.
 */
export async function sendSignInCode(deps: Deps, auth: AuthContext, input: { email: string; callbackUrl: string }): Promise<string> {
  return withAnswerFloor(OTP_ANSWER_FLOOR_MS, async () => {
    if (!sliceOf(auth.project, otpSettings).allowSignIn) throw knownError('OTP_SIGN_IN_NOT_ENABLED');
    const email = normaliseEmail(input.email);
    const destination = await destinationOf(deps, deps.em, auth.project, email);
    const deliver = destination.to !== 'nowhere';
    return deps.em.transactional(async (tx) => {
      const issued = await createCode(tx, auth.project, scopeOf(auth), { type: 'ONE_TIME_PASSWORD', callbackUrl: input.callbackUrl, data: { email, ...(deliver ? {} : { undelivered: true }) } });
      const content = await flowEmail(deps, auth.project, 'magic_link', mailLocale(auth.project, auth), { otp: issued.otp, link: issued.link! });
      const userId = destination.to === 'account' ? destination.channel.userId : null;
      if (deliver) await enqueueEmail(tx, { projectId: auth.project.id, userId, to: email, ...content });
      return issued.nonce;
    });
  });
}

export interface OtpSignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
  isNewUser: boolean;
}

/**
 * Signs in with a code. Where it leads is decided again inside the consumption: if sign-in is
 * refused (OTP or sign-up closed meanwhile), the code stays usable (wire-contract §8.2 step 4).
 * The code proves the address: an account nobody had proved becomes the prover's, and every
 * other way into it ends first (address-proof.service.ts).
 */
export async function signInWithCode(deps: Deps, auth: AuthContext, code: string): Promise<OtpSignedIn> {
  return useCode(deps.em, scopeOf(auth), 'ONE_TIME_PASSWORD', code, async (record, tx) => {
    if (!sliceOf(auth.project, otpSettings).allowSignIn) throw knownError('OTP_SIGN_IN_NOT_ENABLED');
    // Made for an address that leads nowhere and never mailed: only a guess gets here.
    if (record.data.undelivered === true) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    const email = String(record.data.email);
    const destination = await destinationOf(deps, tx, auth.project, email);
    let user: UserRecord | null;
    let isNewUser = false;
    let signInDeps: Deps = deps;
    if (destination.to === 'account') {
      const { channel } = destination;
      if (destination.standing === 'unclaimed') await claimAccount(tx, auth.project, channel);
      // Signing in to an existing account never merges an anonymous session into it.
      await markOtpEnabled(tx, auth.project.id, channel.userId);
      user = await findUser(tx, auth.project.id, channel.userId);
      if (!user) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    } else {
      if (destination.to === 'nowhere') throw knownError('SIGN_UP_NOT_ENABLED');
      isNewUser = true;
      // A released address is taken by the new user in the code's transaction (the release is not
      // committed yet, so another connection would wait on it), the session too (its user is not
      // committed either). Otherwise as before: the user and session on the request's own manager.
      if (destination.released) {
        await releaseAddress(tx, auth.project.id, destination.released);
        signInDeps = { ...deps, em: tx };
      }
      const current = auth.user;
      user = current?.isAnonymous ? await upgradeAnonymousUser(signInDeps, auth.project.id, current, { email, emailVerified: true, credential: { otpAuthEnabled: true } }) : null;
      user ??= await createUser(signInDeps, auth.project, { primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, otpAuthEnabled: true, selfSignUp: 'account' });
    }
    const signedIn = await finishSignIn(signInDeps, auth.project, user, { method: 'otp', isNewUser });
    return { ...signedIn, isNewUser };
  });
}

export async function checkSignInCode(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await checkCode(deps.em, scopeOf(auth), 'ONE_TIME_PASSWORD', code);
}
