import { queryOptions } from '@tanstack/react-query';
import { adminApp, dashboardApp, type AdminProject } from '../../api/client.ts';

export const projectsQuery = queryOptions({
  queryKey: ['dashboard', 'projects'],
  queryFn: async (): Promise<AdminProject[]> => {
    const { data } = await dashboardApp().api.GET('/internal/projects');
    return data!.items;
  },
});

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'current'],
    queryFn: async (): Promise<AdminProject> => {
      const { data } = await adminApp(projectId).api.GET('/internal/projects/current');
      return data!;
    },
  });
