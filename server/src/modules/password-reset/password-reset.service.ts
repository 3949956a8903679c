import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { checkPasswordLength, requirePasswordAuth } from '../users/password-rules.ts';
import { revokeUserSessions } from '../sessions/sessions.store.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { normaliseEmail } from '../users/users.service.ts';
import { checkCode, createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { passwordResetEmail } from '../emails/default-emails.ts';
import { flowEmail } from '../emails/flow-emails.ts';
import { findAuthChannelByEmail } from '../users/contact-channels.store.ts';
import { setPasswordHash } from '../users/users.store.ts';

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
 * untrusted URL is refused for every address alike.
 */
export async function sendResetCode(deps: Deps, auth: AuthContext, input: { email: string; callbackUrl: string }): Promise<void> {
  const started = Date.now();
  try {
    requirePasswordAuth(auth.project);
    if (!isTrustedUrl(auth.project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
    const email = normaliseEmail(input.email);
    const channel = await findAuthChannelByEmail(deps.em, auth.project.id, email);
    if (channel) {
      await deps.em.transactional(async (tx) => {
        const issued = await createCode(tx, auth.project, scopeOf(auth), { type: 'PASSWORD_RESET', callbackUrl: input.callbackUrl, data: { user_id: channel.userId, email } });
        const link = issued.link!;
        const content = await flowEmail(deps, auth.project, 'password_reset', { link }, () => passwordResetEmail(auth.project.displayName, link));
        await enqueueEmail(tx, { projectId: auth.project.id, userId: channel.userId, to: email, ...content });
      });
    }
  } finally {
    const wait = RESET_ANSWER_FLOOR_MS - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

/**
 * Sets the new password and signs the user out everywhere, atomically with using the code: a
 * reset is what someone does after losing control of an account, so every session ends. The
 * length is checked before the code is touched, so a too-short password does not burn it.
 */
export async function resetPassword(deps: Deps, auth: AuthContext, input: { code: string; password: string }): Promise<void> {
  requirePasswordAuth(auth.project);
  checkPasswordLength(input.password);
  const hash = await hashPassword(input.password);
  await useCode(deps.em, scopeOf(auth), 'PASSWORD_RESET', input.code, async (record, tx) => {
    const userId = String(record.data.user_id);
    // The account was deleted after the code was sent: the code no longer leads anywhere.
    if (!(await setPasswordHash(tx, auth.project.id, userId, hash))) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    await revokeUserSessions(tx, auth.project.id, userId, null);
  });
}

export async function checkResetCode(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await checkCode(deps.em, scopeOf(auth), 'PASSWORD_RESET', code);
}
