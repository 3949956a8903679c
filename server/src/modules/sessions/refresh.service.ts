import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { sha256 } from '../../crypto/hashing.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { successorRefreshToken } from './refresh-tokens.ts';
import { accessTokenFor, originOfDeps } from './sessions.service.ts';
import { revokeReusedToken, rotateRefreshToken, type SessionSubject } from './sessions.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings, sessionSettings } from './sessions.settings.ts';

/**
 * How long the token a session just rotated away from still works (answering with the same
 * successor): long enough for tabs or retries that raced the rotation, short enough that a
 * stolen, already-used token is caught as reuse.
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 10;

export interface Refreshed {
  subject: SessionSubject;
  sessionId: string;
  accessToken: string;
  /** The token the client must present next time: the successor, or the same one without rotation. */
  refreshToken: string;
}

/**
 * Exchanges a refresh token for a new access token (ARCHITECTURE §6: Gatehouse rotates).
 *
 * One conditional UPDATE decides everything, so there is no read-then-write race:
 * - the session's current token: it rotates to the successor (previous := presented);
 * - the session's previous token, within the grace window: nothing rotates, the same successor is
 *   returned (two concurrent refreshes with one token both succeed: the second waits on the row
 *   lock, re-checks the new row version and matches this branch);
 * - anything else matches no row. If the token is the previous token of a session and the grace
 *   window is over, somebody replays a used token: the whole session is revoked.
 * A token two or more rotations old is no longer recorded anywhere and is simply unknown.
 * Every success touches the session's last_used_at (and the user agent and address it came from)
 * and the user's last_active_at.
 */
export async function refreshSession(
  deps: Deps,
  project: Pick<ProjectRecord, 'id' | 'configOverrides'>,
  presented: string,
  graceSeconds = REFRESH_TOKEN_REUSE_GRACE_SECONDS,
): Promise<Refreshed> {
  const rotate = sliceOf(project, sessionSettings).refreshTokenRotation;
  const successor = rotate ? successorRefreshToken(await refreshTokenSecret(deps, project.id), presented) : presented;
  const presentedHash = sha256(presented);
  const successorHash = sha256(successor);

  const rotated = await rotateRefreshToken(deps.hotSql, { rotate, presentedHash, successorHash, projectId: project.id, graceSeconds, origin: originOfDeps(deps) });
  if (!rotated) {
    if (rotate) await revokeOnReuse(deps, project.id, presentedHash, graceSeconds);
    throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  }
  const { subject, sessionId } = rotated;
  return { subject, sessionId, refreshToken: successor, accessToken: await accessTokenFor(deps, subject, sessionId, sliceOf(project, onboardingSettings).requireEmailVerification) };
}

/** A used token replayed after the grace window means it leaked: end the session it belonged to. */
async function revokeOnReuse(deps: Deps, projectId: string, presentedHash: Buffer, graceSeconds: number): Promise<void> {
  const revoked = await revokeReusedToken(deps.em, projectId, presentedHash, graceSeconds);
  if (revoked) deps.log('warn', 'refresh token reused after rotation; session revoked', { project_id: projectId, session_id: revoked.sessionId, user_id: revoked.userId });
}

/** Never part of a ProjectRecord: read only where a successor is derived (from the project cache). */
async function refreshTokenSecret(deps: Deps, projectId: string): Promise<string> {
  const cached = await deps.projectCache.get(projectId, deps.since);
  if (!cached) throw new Error(`project ${projectId} vanished while refreshing a session`);
  return cached.refreshTokenSecret;
}
