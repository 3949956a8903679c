import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { INTERNAL_PROJECT_ID } from '../../http/pipeline.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { hasAnyUser, lockFirstSignUp } from './users.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { signUpSettings } from './users.settings.ts';

/**
 * The one rule for "may someone create their own account here": the project's `sign_up_enabled`,
 * and for the internal (dashboard) project also the operator's GATEHOUSE_DASHBOARD_SIGN_UP —
 * `first` (default): only while the internal project has no user at all, so the operator's own
 * first account becomes the owner and nobody else can walk in; `open`: anyone; `closed`: nobody.
 * Users the operator creates with the internal server or admin key (POST /users) are not sign-ups.
 *
 * Every self sign-up (password, e-mail code, OAuth, anonymous) asks early (signUpAllowed, for a
 * prompt SIGN_UP_NOT_ENABLED before any work) and again inside the transaction that creates the
 * user (holdSignUp), where two simultaneous first sign-ups are serialised and only one gets in.
 */
export async function signUpAllowed(deps: Deps, project: ProjectRecord): Promise<boolean> {
  if (!sliceOf(project, signUpSettings).allowSignUp) return false;
  if (project.id !== INTERNAL_PROJECT_ID) return true;
  const mode = deps.config.dashboardSignUp;
  if (mode === 'open') return true;
  if (mode === 'closed') return false;
  return !(await hasAnyUser(deps.em, INTERNAL_PROJECT_ID));
}

export async function requireSignUpAllowed(deps: Deps, project: ProjectRecord): Promise<void> {
  if (!(await signUpAllowed(deps, project))) throw knownError('SIGN_UP_NOT_ENABLED');
}

/** Inside the user-creating transaction `tx`: the same rule, decided under a lock for `first`. */
export async function holdSignUp(deps: Deps, tx: EntityManager, project: ProjectRecord, kind: 'account' | 'anonymous'): Promise<void> {
  // Anonymous users are governed by anonymous_accounts_enabled, not sign_up_enabled (anonymous.service.ts).
  if (kind === 'account' && !sliceOf(project, signUpSettings).allowSignUp) throw knownError('SIGN_UP_NOT_ENABLED');
  if (project.id !== INTERNAL_PROJECT_ID) return;
  const mode = deps.config.dashboardSignUp;
  if (mode === 'open') return;
  if (mode === 'closed') throw knownError('SIGN_UP_NOT_ENABLED');
  await lockFirstSignUp(tx);
  if (await hasAnyUser(tx, INTERNAL_PROJECT_ID)) throw knownError('SIGN_UP_NOT_ENABLED');
}
