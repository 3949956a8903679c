import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { mintAccessToken } from '../../crypto/access-tokens.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';
import type { UserRecord } from '../users/users.records.ts';

export const DEFAULT_SESSION_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
}

/** Opens a session (refresh-token chain) for a user and mints its first access token. */
export async function createSession(
  deps: Deps,
  user: UserRecord,
  opts: { isImpersonation?: boolean; expiresInMillis?: number } = {},
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = randomCode(45);
  const expiresAt = new Date(Date.now() + (opts.expiresInMillis ?? DEFAULT_SESSION_LIFETIME_MS));
  await deps.em
    .getConnection()
    .execute(`insert into user_session (id, project_id, user_id, refresh_token_hash, is_impersonation, expires_at) values (?, ?, ?, ?, ?, ?)`, [
      sessionId, user.projectId, user.id, sha256(refreshToken), opts.isImpersonation ?? false, expiresAt,
    ]);
  const accessToken = await accessTokenFor(deps, user, sessionId);
  return { sessionId, refreshToken, accessToken };
}

export function accessTokenFor(deps: Deps, user: UserRecord, sessionId: string): Promise<string> {
  return mintAccessToken(deps.signingKeys, deps.config.publicUrl, deps.config.accessTokenTtlSeconds, {
    projectId: user.projectId,
    userId: user.id,
    sessionId,
    displayName: user.displayName,
    primaryEmail: user.primaryEmail,
    primaryEmailVerified: user.primaryEmailVerified,
    selectedTeamId: user.selectedTeamId,
    signedUpAt: user.signedUpAt,
    isAnonymous: user.isAnonymous,
    requiresTotpMfa: user.requiresTotpMfa,
  });
}
