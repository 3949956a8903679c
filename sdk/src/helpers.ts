/**
 * Small validators of SPEC §5 the SDK runs before calling the server, so mistakes surface as a
 * clear local error instead of a round trip.
 */

/** A one-time password (TOTP or e-mailed code) is 6 to 8 digits. Returns it trimmed. */
export function validateOneTimePassword(code: string): string {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  if (!/^\d{6,8}$/.test(trimmed)) throw new TypeError('A one-time password must be 6 to 8 digits.');
  return trimmed;
}

export interface ApiKeyOwner {
  userId?: string;
  teamId?: string;
}

/** An API key belongs to exactly one user or one team, never both (SPEC §5). */
export function apiKeyOwner(owner: ApiKeyOwner): { kind: 'user'; userId: string } | { kind: 'team'; teamId: string } {
  if (owner.userId && owner.teamId) throw new TypeError('An API key belongs to a user or a team: pass userId or teamId, not both.');
  if (owner.userId) return { kind: 'user', userId: owner.userId };
  if (owner.teamId) return { kind: 'team', teamId: owner.teamId };
  throw new TypeError('An API key needs an owner: pass userId or teamId.');
}
