import type { z } from '../../http/zod.ts';
import type { ApiKeySet, CreatedApiKeySet } from './api-keys.schemas.ts';
import type { CreatedKeySet } from './api-keys.service.ts';
import type { KeySetRecord } from './api-keys.store.ts';

export function toApiKeySet(k: KeySetRecord): z.infer<typeof ApiKeySet> {
  return {
    id: k.id,
    description: k.description,
    created_at_millis: k.createdAt.getTime(),
    expires_at_millis: k.expiresAt.getTime(),
    ...(k.manuallyRevokedAt ? { manually_revoked_at_millis: k.manuallyRevokedAt.getTime() } : {}),
    ...Object.fromEntries(Object.entries(k.lastFour).map(([slot, lastFour]) => [slot, { last_four: lastFour }])),
  };
}

export function toCreatedApiKeySet(k: CreatedKeySet): z.infer<typeof CreatedApiKeySet> {
  return {
    id: k.id,
    description: k.description,
    created_at_millis: k.createdAt.getTime(),
    expires_at_millis: k.expiresAt.getTime(),
    ...k.secrets,
  };
}
