import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dismissToast } from '../../components/ui/toast.tsx';
import { useEffect } from 'react';
import { dashboardApp } from '../../api/client.ts';

export const dashboardUserQuery = queryOptions({
  queryKey: ['dashboard', 'me'],
  queryFn: () => dashboardApp().getUser(),
  staleTime: 60_000,
});

/**
 * The signed-in developer (internal project), refreshed whenever the session changes. Once the
 * session is gone (sign-out, a refresh token that stopped working) the developer is simply null:
 * refetching the dashboard's queries then would only send requests that answer 401.
 */
export function useDashboardUser() {
  const client = useQueryClient();
  useEffect(
    () =>
      dashboardApp().onSessionChange(() => {
        if (dashboardApp().session.hasTokens) void client.invalidateQueries({ queryKey: ['dashboard'] });
        else client.setQueryData(dashboardUserQuery.queryKey, null);
      }),
    [client],
  );
  return useQuery(dashboardUserQuery);
}

/**
 * Signs the developer out: in-flight queries are cancelled first and the cache is emptied after,
 * so no query of the old session runs (or refetches) without it.
 */
export async function signOutDeveloper(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  await dashboardApp().signOut();
  client.clear();
  // Nothing said to the signed-in developer stays on screen after sign-out.
  dismissToast();
}
