import type { Deps } from '../../http/context.ts';
import { sha256 } from '../../crypto/hashing.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { SignedIn } from './sign-in-tokens.ts';
import { accessTokenFor, createChildSession } from './sessions.service.ts';
import { findLiveSession, findSessionByRefreshToken, findSessionSubject } from './sessions.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { sessionSettings } from './sessions.settings.ts';

/** The live session whose CURRENT refresh token this is (no rotation, read only); null otherwise. */
export function sessionOfRefreshToken(deps: Deps, projectId: string, refreshToken: string): Promise<{ sessionId: string; userId: string } | null> {
  return findSessionByRefreshToken(deps.em, projectId, sha256(refreshToken));
}

/**
 * Continues a live session for a second holder (the other domain of a cross-domain handoff,
 * wire-contract §9.8), without a new sign-in: no MFA step, the session already passed it.
 *
 * - Without rotation the session has one refresh token forever: the second holder gets that very
 *   token (as long as it is still the session's token) and a fresh access token of the session.
 * - With rotation (Gatehouse's default, ARCHITECTURE §6) one chain cannot have two holders: the
 *   first refresh on either side would rotate it, and the other side's next refresh would present
 *   a used token and revoke the whole session as stolen. So the second holder gets a sibling
 *   session of the same user, linked to the original (parent_session_id, on delete cascade): it
 *   ends whenever and however the original ends (sign-out, revocation, reuse detection, password
 *   change, expiry, the user's deletion), and is an impersonation session when the original is
 *   one. Ending the sibling leaves the original alone (signing out on one domain).
 * null: the session is gone or expired (or, without rotation, no longer answers to this token).
 */
export async function continueSession(
  deps: Deps,
  project: Pick<ProjectRecord, 'id' | 'config' | 'configOverrides'>,
  sessionId: string,
  refreshToken: string,
): Promise<SignedIn | null> {
  const session = await findLiveSession(deps.em, project.id, sessionId);
  if (!session) return null;
  const subject = await findSessionSubject(deps.em, project.id, session.userId);
  if (!subject) return null;
  if (!sliceOf(project, sessionSettings).refreshTokenRotation) {
    // The project may have switched rotation off after this session rotated: hand over only the token it answers to.
    if (!session.refreshTokenHash.equals(sha256(refreshToken))) return null;
    return { userId: subject.id, refreshToken, accessToken: await accessTokenFor(deps, subject, sessionId) };
  }
  // The sibling continues the original's sign-in (the store copies signed_in_at): it is no more recent.
  const sibling = await createChildSession(deps, subject, sessionId);
  if (!sibling) return null;
  return { userId: subject.id, refreshToken: sibling.refreshToken, accessToken: sibling.accessToken };
}
