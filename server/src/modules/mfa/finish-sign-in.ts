import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { createSession } from '../sessions/sessions.service.ts';
import type { SessionSubject, SignInMethod } from '../sessions/sessions.store.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { requireSecondFactor } from './attempt-codes.ts';

/**
 * The one place a sign-in turns into tokens. Every method that signs an existing user in
 * (password, e-mail code or magic link, passkey, OAuth) ends here, so the second-factor rule
 * (a user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED and an attempt code instead of
 * tokens, wire-contract §9.4) is decided once and no method can forget it.
 *
 * `method`: how the user signed in, recorded on the session (the attempt code keeps it through
 * the TOTP step). `isNewUser`: whether this sign-in created the user; the attempt code keeps it, so the answer of
 * POST /auth/mfa/sign-in says the same as the method's own answer would have.
 *
 * Inside a verification code's action (useCode) the MFA answer still spends that code: the
 * first factor was proven, and the attempt code takes its place (verification-codes.service.ts).
 */
export async function finishSignIn(deps: Deps, project: ProjectRecord, user: SessionSubject, opts: { method: SignInMethod; isNewUser?: boolean }): Promise<SignedIn> {
  if (user.requiresTotpMfa) throw await requireSecondFactor(deps, project, user.id, opts.isNewUser ?? false, opts.method);
  const session = await createSession(deps, user, { method: opts.method });
  return { userId: user.id, accessToken: session.accessToken, refreshToken: session.refreshToken };
}
