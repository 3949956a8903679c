import type { z } from '../../http/zod.ts';
import type { CreatedTeamApiKey, CreatedUserApiKey, TeamApiKey, UserApiKey } from './owner-api-keys.schemas.ts';
import type { OwnerKeyRecord } from './owner-api-keys.store.ts';

/** The fields both read shapes share (wire-contract §7.4); optional times only when set. */
function commonOf(k: OwnerKeyRecord) {
  return {
    id: k.id,
    description: k.description,
    ...(k.expiresAt ? { expires_at_millis: k.expiresAt.getTime() } : {}),
    ...(k.manuallyRevokedAt ? { manually_revoked_at_millis: k.manuallyRevokedAt.getTime() } : {}),
    created_at_millis: k.createdAt.getTime(),
    is_public: k.isPublic,
  };
}

/** The read shape: the secret only as its last four characters. */
export function toUserApiKey(k: OwnerKeyRecord): z.infer<typeof UserApiKey> {
  return { ...commonOf(k), value: { last_four: k.lastFour }, type: 'user', user_id: k.ownerId };
}

export function toTeamApiKey(k: OwnerKeyRecord): z.infer<typeof TeamApiKey> {
  return { ...commonOf(k), value: { last_four: k.lastFour }, type: 'team', team_id: k.ownerId };
}

/** The creation answer: the only one that carries the full secret. */
export function toCreatedUserApiKey(k: OwnerKeyRecord, secret: string): z.infer<typeof CreatedUserApiKey> {
  return { ...commonOf(k), value: secret, type: 'user', user_id: k.ownerId };
}

export function toCreatedTeamApiKey(k: OwnerKeyRecord, secret: string): z.infer<typeof CreatedTeamApiKey> {
  return { ...commonOf(k), value: secret, type: 'team', team_id: k.ownerId };
}
