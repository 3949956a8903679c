import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { findTotpSecret, findUser } from '../users/users.store.ts';
import { useCode } from '../verification-codes/verification-codes.service.ts';
import { attemptScope, type AttemptData } from './attempt-codes.ts';
import { totpStepOf } from './totp.ts';
import { recordUsedStep } from './totp-steps.store.ts';

export interface MfaSignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
  isNewUser: boolean;
}

/**
 * The second step of a sign-in (wire-contract §9.4): the attempt code plus the TOTP code of its
 * user. The attempt code is spent only when the TOTP code is right (§8.2 step 4); every try
 * counts against its 5 attempts, and concurrent tries queue on the code's row lock (useCode).
 * A TOTP code is accepted once: its time step must be later than the last one this user signed
 * in with under the same secret (the replay guard, recorded in the same transaction).
 */
export async function signInWithTotp(deps: Deps, auth: AuthContext, attemptCode: string, totp: string): Promise<MfaSignedIn> {
  const now = Date.now();
  return useCode(deps.em, attemptScope(auth.project), 'MFA_ATTEMPT', attemptCode, async (record, tx) => {
    const data = record.data as unknown as AttemptData;
    const user = await findUser(tx, auth.project.id, data.user_id);
    // The user was deleted since: the attempt code leads nowhere.
    if (!user) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    // TOTP turned off since: there is no second factor to check, so no code can be right.
    const secret = await findTotpSecret(tx, auth.project.id, user.id);
    if (!secret) throw knownError('INVALID_TOTP_CODE');
    const step = totpStepOf(secret, totp, now);
    if (step === null || !(await recordUsedStep(tx, auth.project.id, user.id, secret, step))) throw knownError('INVALID_TOTP_CODE');
    const session = await createSession(deps, user, { method: data.method ?? 'password' });
    return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken, isNewUser: data.is_new_user };
  });
}
