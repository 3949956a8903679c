/**
 * Hooks over team invitations and user/team API keys (re-exported from ./index.tsx). Like the team
 * hooks, the team-scoped reads live under gatehouseKeys.teams(...), so invalidating that key after a
 * change (an invitation sent, a key created or revoked) refreshes them; the user's own keys live
 * under gatehouseKeys.userApiKeys(...).
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TeamApiKey, UserApiKey } from '../owner-api-keys.ts';
import type { TeamInvitation } from '../team-invitations.ts';
import { gatehouseKeys, useGatehouseApp, useSessionIdentity } from './index.tsx';

/** Query key of useUserApiKeys, for invalidating after creating or revoking a key. */
export const userApiKeysKey = (projectId: string, identity: string) => ['gatehouse', projectId, 'user-api-keys', identity] as const;

// GatehouseProvider puts its QueryClient in React Query's context, so these hooks need no client argument.

/** Open invitations of a team (client access needs `$read_members` and `$invite_members`); disabled without an id. */
export function useTeamInvitations(teamId: string | null | undefined): UseQueryResult<TeamInvitation[]> {
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  return useQuery({
    queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'invitations', teamId],
    queryFn: () => app.listTeamInvitations({ teamId: teamId! }),
    enabled: !!teamId,
    retry: false,
  });
}

/** Open invitations to the signed-in user's verified e-mail addresses; an empty list when signed out. */
export function useMyTeamInvitations(): UseQueryResult<TeamInvitation[]> {
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  return useQuery({
    queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'invitations', 'me'],
    queryFn: () => (identity === 'not-logged-in' ? [] : app.listTeamInvitations({ userId: 'me' })),
    retry: false,
  });
}

/** The signed-in user's API keys (newest first, revoked ones included); an empty list when signed out. */
export function useUserApiKeys(): UseQueryResult<UserApiKey[]> {
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  return useQuery({
    queryKey: userApiKeysKey(app.projectId, identity),
    queryFn: () => (identity === 'not-logged-in' ? [] : app.listUserApiKeys('me')),
    retry: false,
  });
}

/** A team's API keys (client access needs `$manage_api_keys`, else ApiKeyNotFoundError); disabled without an id. */
export function useTeamApiKeys(teamId: string | null | undefined): UseQueryResult<TeamApiKey[]> {
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  return useQuery({
    queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'api-keys', teamId],
    queryFn: () => app.listTeamApiKeys(teamId!),
    enabled: !!teamId,
    retry: false,
  });
}
