import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { UserRecord } from '../users/users.records.ts';
// E-mail module hook (issue 4): the sign-up verification e-mail is queued by contact-channels.
import { sendSignUpVerification } from '../contact-channels/contact-channels.service.ts';

/**
 * What follows a password sign-up besides the session. With `verificationCallbackUrl`, the
 * verification e-mail ("Verify your email at <project>", a code link to that URL, valid 24 hours)
 * is queued for the new primary address; the URL was already checked against the trusted domains.
 */
export async function afterPasswordSignUp(deps: Deps, project: ProjectRecord, user: UserRecord, verificationCallbackUrl: string | undefined): Promise<void> {
  if (verificationCallbackUrl) await sendSignUpVerification(deps, project, user.id, verificationCallbackUrl);
}
