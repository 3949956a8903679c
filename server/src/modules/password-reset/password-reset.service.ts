import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { checkPasswordLength } from '../users/password-rules.ts';
import { requirePasswordAuth } from '../password/require-password-auth.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { normaliseEmail } from '../users/users.service.ts';
import { checkCode, createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { mailLocale } from '../i18n/mail-locale.ts';
import { flowEmail } from '../emails/flow-emails.ts';
import { findAuthChannelByEmail, findUserAuthChannel } from '../users/contact-channels.store.ts';
import { claimAccount, endPlantedCredentials, standingOf, withAnswerFloor } from '../address-proof/address-proof.service.ts';

const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

/**
 * Every answer of send-reset-code takes at least this long. The work itself (a lookup, and for a
 * known address one short transaction) differs by milliseconds between known and unknown
 * addresses; a floor far above that difference makes the two indistinguishable by timing.
 */
export const RESET_ANSWER_FLOOR_MS = 300;

/**
 * Queues a reset link if the address signs in to an account, and answers the same either way, in
 * the same time (no account enumeration). The callback URL is checked before the lookup, so an
 * untrusted URL is refused for every address alike. An unverified address on an account someone
 * else proved does not lead into it (address-proof.service.ts): no link, the same answer.
 */
export async function sendResetCode(deps: Deps, auth: AuthContext, input: { email: string; callbackUrl: string }): Promise<void> {
  await withAnswerFloor(RESET_ANSWER_FLOOR_MS, async () => {
    requirePasswordAuth(auth.project);
    if (!isTrustedUrl(auth.project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
    const email = normaliseEmail(input.email);
    const channel = await findAuthChannelByEmail(deps.em, auth.project.id, email);
    const to = channel && (await standingOf(deps.em, auth.project.id, channel)) !== 'claimed-by-other' ? channel : null;
    // The same work for every address (a code made, the e-mail rendered), so the time does not
    // depend on whether an account exists even when rendering is slow; only the queueing differs.
    // A code made for no account is marked so that it can never reset anything.
    await deps.em.transactional(async (tx) => {
      const data = to ? { user_id: to.userId, email } : { email, undelivered: true };
      const issued = await createCode(tx, auth.project, scopeOf(auth), { type: 'PASSWORD_RESET', callbackUrl: input.callbackUrl, data });
      const content = await flowEmail(deps, auth.project, 'password_reset', mailLocale(auth.project, auth), { link: issued.link! });
      if (to) await enqueueEmail(tx, { projectId: auth.project.id, userId: to.userId, to: email, ...content });
    });
  });
}

/**
 * Sets the new password, atomically with using the code. A reset proves the address the link was
 * mailed to, and is what someone does after losing control of an account, so:
 * - through an address the account had proved: every session ends, and the passkey and API keys
 *   added since the password or an address was last proved go (what a stolen session could plant);
 * - through an unverified address of an account nobody proved: the prover claims the account and
 *   every other way in ends (address-proof.service.ts).
 * The owner is told by e-mail what was removed. The code leads nowhere once the address no longer
 * signs in to that account (removed, or given to someone else's proof meanwhile). The length is
 * checked before the code is touched, so a too-short password does not burn it.
 */
export async function resetPassword(deps: Deps, auth: AuthContext, input: { code: string; password: string }): Promise<void> {
  requirePasswordAuth(auth.project);
  checkPasswordLength(input.password);
  const hash = await hashPassword(input.password);
  await useCode(deps.em, scopeOf(auth), 'PASSWORD_RESET', input.code, async (record, tx) => {
    if (record.data.undelivered === true) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    const channel = await findUserAuthChannel(tx, auth.project.id, String(record.data.user_id), String(record.data.email));
    if (!channel) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    const standing = await standingOf(tx, auth.project.id, channel);
    if (standing === 'claimed-by-other') throw knownError('VERIFICATION_CODE_NOT_FOUND');
    if (standing === 'unclaimed') await claimAccount(tx, auth.project, channel, { newPasswordHash: hash });
    else await endPlantedCredentials(tx, auth.project, channel, hash);
  });
}

export async function checkResetCode(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await checkCode(deps.em, scopeOf(auth), 'PASSWORD_RESET', code);
}
