import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createUser } from '../users/users.service.ts';
import { createSession } from '../sessions/sessions.service.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { sliceOf } from '../config/config.settings.ts';
import { anonymousSettings } from './anonymous.settings.ts';

/**
 * Anonymous users are opt-in per project (unlike the API this one is compatible with, where they
 * are always allowed): each call creates a user row, so an open endpoint would let anyone fill a
 * project's user table. The project's sign-up switch does not apply; upgrading later does obey it. On the internal project the
 * dashboard rule (GATEHOUSE_DASHBOARD_SIGN_UP) does apply: an anonymous dashboard user is a user.
 */
export async function signUpAnonymously(deps: Deps, project: ProjectRecord): Promise<SignedIn> {
  if (!sliceOf(project, anonymousSettings).allowSignIn) throw knownError('ANONYMOUS_ACCOUNTS_NOT_ENABLED');
  const user = await createUser(deps, project, { isAnonymous: true, selfSignUp: 'anonymous' });
  const session = await createSession(deps, user, { method: 'anonymous' });
  return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}
