import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardApp } from '../../api/client.ts';

export const dashboardUserQuery = queryOptions({
  queryKey: ['dashboard', 'me'],
  queryFn: () => dashboardApp().getUser(),
  staleTime: 60_000,
});

/** The signed-in developer (internal project), refreshed whenever the session changes. */
export function useDashboardUser() {
  const client = useQueryClient();
  useEffect(
    () =>
      dashboardApp().onSessionChange(() => {
        void client.invalidateQueries({ queryKey: ['dashboard'] });
      }),
    [client],
  );
  return useQuery(dashboardUserQuery);
}
