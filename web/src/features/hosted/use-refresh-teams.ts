import { gatehouseKeys, useGatehouseApp, useSessionIdentity } from '@gatehouse/sdk/react';
import { useQueryClient } from '@tanstack/react-query';

/** Invalidates everything the SDK hooks read about this user's teams (lists, permissions, invitations, team keys). */
export function useRefreshTeams(): () => void {
  const app = useGatehouseApp();
  const identity = useSessionIdentity();
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: gatehouseKeys.teams(app.projectId, identity) });
}
