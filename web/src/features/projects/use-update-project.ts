import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApp, type UpdateProjectBody } from '../../api/client.ts';
import { projectQuery } from './projects.queries.ts';

/** PATCH /internal/projects/current; the answer replaces the cached project (and the project list refreshes). */
export function useUpdateProject(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProjectBody) => {
      const { data } = await adminApp(projectId).api.PATCH('/internal/projects/current', { body });
      return data!;
    },
    onSuccess: (project) => {
      client.setQueryData(projectQuery(projectId).queryKey, project);
      void client.invalidateQueries({ queryKey: ['dashboard', 'projects'] });
    },
  });
}
