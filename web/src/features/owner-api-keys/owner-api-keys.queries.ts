import type { components } from '@gatehouse/generated';
import { queryOptions } from '@tanstack/react-query';
import { adminApp } from '../../api/client.ts';

export type UserApiKey = components['schemas']['UserApiKey'];
export type TeamApiKey = components['schemas']['TeamApiKey'];
export type OwnerApiKey = UserApiKey | TeamApiKey;

/** Whose keys: a user's (/user-api-keys) or a team's (/team-api-keys). */
export type KeyOwner = { kind: 'user'; userId: string } | { kind: 'team'; teamId: string };

export const ownerKeysKey = (projectId: string, owner: KeyOwner) => ['project', projectId, 'owner-api-keys', owner.kind, owner.kind === 'user' ? owner.userId : owner.teamId] as const;

export const ownerApiKeysQuery = (projectId: string, owner: KeyOwner, enabled: boolean) =>
  queryOptions({
    queryKey: ownerKeysKey(projectId, owner),
    // While the project has the feature off the server answers *_API_KEYS_NOT_ENABLED: not asked at all then.
    enabled,
    queryFn: async (): Promise<OwnerApiKey[]> => {
      const api = adminApp(projectId).api;
      if (owner.kind === 'user') return (await api.GET('/user-api-keys', { params: { query: { user_id: owner.userId } } })).data!.items;
      return (await api.GET('/team-api-keys', { params: { query: { team_id: owner.teamId } } })).data!.items;
    },
  });

export async function createOwnerApiKey(projectId: string, owner: KeyOwner, body: { description: string; expires_at_millis: number | null }): Promise<{ id: string; value: string }> {
  const api = adminApp(projectId).api;
  if (owner.kind === 'user') return (await api.POST('/user-api-keys', { body: { user_id: owner.userId, ...body } })).data!;
  return (await api.POST('/team-api-keys', { body: { team_id: owner.teamId, ...body } })).data!;
}

export async function revokeOwnerApiKey(projectId: string, owner: KeyOwner, apiKeyId: string): Promise<void> {
  const api = adminApp(projectId).api;
  const request = { params: { path: { api_key_id: apiKeyId } }, body: { revoked: true as const } };
  if (owner.kind === 'user') await api.PATCH('/user-api-keys/{api_key_id}', request);
  else await api.PATCH('/team-api-keys/{api_key_id}', request);
}

export type KeyStatus = 'active' | 'revoked' | 'expired';

export function keyStatus(k: OwnerApiKey, now = Date.now()): KeyStatus {
  if (k.manually_revoked_at_millis !== undefined) return 'revoked';
  if (k.expires_at_millis !== undefined && k.expires_at_millis <= now) return 'expired';
  return 'active';
}
