import type { Deps } from '../../http/context.ts';
import { knownError, type KnownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';

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
}

/**
 * Issues an attempt code for `userId` and returns the answer that carries it. On the request's
 * own EntityManager, not the caller's transaction: the code must exist whatever that
 * transaction does next.
 */
export async function requireSecondFactor(deps: Deps, project: ProjectRecord, userId: string, isNewUser: boolean): Promise<KnownError> {
  const data: AttemptData = { user_id: userId, is_new_user: isNewUser };
  const issued = await createCode(deps.em, project, attemptScope(project), { type: 'MFA_ATTEMPT', data: { ...data } });
  return knownError('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: issued.code });
}
