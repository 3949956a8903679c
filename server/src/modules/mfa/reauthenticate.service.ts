import type { Deps, SignedInAuth } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import { findPasswordHash, findTotpSecret } from '../users/users.store.ts';
import { markSignedIn } from '../sessions/sessions.store.ts';
import { totpStepOf } from './totp.ts';
import { recordUsedStep } from './totp-steps.store.ts';

export type Proof = { password: string } | { totpCode: string };

/**
 * The user of this session proves again who they are, with the current password or a TOTP code of
 * their authenticator, and the session counts as signed in now (http/recent-sign-in.ts). Wrong
 * proofs are counted per account by the route's limit, like wrong passwords at sign-in. A TOTP
 * code passes the same replay guard as at sign-in: each 30-second step is accepted once per user,
 * so a code seen over someone's shoulder cannot be used a second time.
 */
export async function reauthenticate(deps: Deps, auth: SignedInAuth, proof: Proof): Promise<void> {
  const projectId = auth.project.id;
  const userId = auth.user.id;
  if ('password' in proof) {
    const hash = await findPasswordHash(deps.em, projectId, userId);
    if (hash === null) throw knownError('USER_DOES_NOT_HAVE_PASSWORD');
    if (!(await verifyPassword(hash, proof.password))) throw knownError('PASSWORD_CONFIRMATION_MISMATCH');
    if (!(await markSignedIn(deps.em, projectId, userId, auth.sessionId))) throw knownError('ACCESS_TOKEN_REVOKED');
    return;
  }
  const now = Date.now();
  await deps.em.transactional(async (tx) => {
    const secret = await findTotpSecret(tx, projectId, userId);
    // Without TOTP no code can be right.
    const step = secret ? totpStepOf(secret, proof.totpCode, now) : null;
    if (step === null || !(await recordUsedStep(tx, projectId, userId, secret!, step))) throw knownError('INVALID_TOTP_CODE');
    if (!(await markSignedIn(tx, projectId, userId, auth.sessionId))) throw knownError('ACCESS_TOKEN_REVOKED');
  });
}
