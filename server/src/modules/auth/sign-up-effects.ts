import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { UserRecord } from '../users/users.records.ts';

/**
 * What follows a password sign-up besides the session. The verification e-mail ("Verify your
 * e-mail at <project>", a code link to `verificationCallbackUrl`) belongs to the e-mail module,
 * which hooks in here. Until it does, nothing is sent and nothing pretends to be: the callback URL
 * has already been checked against the trusted domains, so the contract callers see is final.
 */
export async function afterPasswordSignUp(
  _deps: Deps,
  _project: ProjectRecord,
  _user: UserRecord,
  _verificationCallbackUrl: string | undefined,
): Promise<void> {}
