import type { Deps } from '../../http/context.ts';
import { knownError, type KnownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { SubjectResolver } from '../../http/rate-limits.ts';
import type { SignInMethod } from '../sessions/sessions.store.ts';
import { createCode, peekCodeData, type CodeScope } from '../verification-codes/verification-codes.service.ts';

/**
 * Attempt codes: what a user who proved the first factor holds while the second is due. A
 * verification code of its own type (MFA_ATTEMPT, not ONE_TIME_PASSWORD as upstream), so it can
 * never be taken for an e-mail sign-in code at /auth/otp/sign-in. It lives 5 minutes and allows
 * 5 attempts (verification-codes.service.ts says why).
 */

/** Projects have one branch today (the header pipeline refuses others). */
export const attemptScope = (project: ProjectRecord): CodeScope => ({ projectId: project.id, branchId: 'main' });

export interface AttemptData {
  user_id: string;
  is_new_user: boolean;
  /** The first factor, recorded on the session the TOTP step opens; absent in codes issued before it was kept. */
  method?: SignInMethod;
}

/**
 * Issues an attempt code for `userId` and returns the answer that carries it. On the request's
 * own EntityManager, not the caller's transaction: the code must exist whatever that
 * transaction does next.
 */
export async function requireSecondFactor(deps: Deps, project: ProjectRecord, userId: string, isNewUser: boolean, method: SignInMethod): Promise<KnownError> {
  const data: AttemptData = { user_id: userId, is_new_user: isNewUser, method };
  const issued = await createCode(deps.em, project, attemptScope(project), { type: 'MFA_ATTEMPT', data: { ...data } });
  return knownError('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: issued.code });
}

/**
 * The account an attempt code stands for, as the rate limiter's subject (`user:<id>`, the same
 * subject a signed-in user's own TOTP check would count under): wrong TOTP codes then count per
 * user, whichever address sends them and however many fresh attempt codes the guesser fetches.
 * Unknown codes count in no account bucket (useCode refuses them; the per-client limit counts).
 */
export const attemptCodeAccount: SubjectResolver = async (deps, auth, code) => {
  if (!auth) return undefined;
  const data = await peekCodeData(deps.em, attemptScope(auth.project), 'MFA_ATTEMPT', code);
  const userId = (data as Partial<AttemptData> | null)?.user_id;
  return typeof userId === 'string' ? `user:${userId}` : undefined;
};
