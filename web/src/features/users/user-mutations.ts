import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApp, type UpdateUserBody } from '../../api/client.ts';
import { userQuery } from './users.queries.ts';

/** PATCH /users/{id}: the detail page's cache gets the answer, the lists refetch. */
export function useUpdateUser(projectId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => {
      const { data } = await adminApp(projectId).api.PATCH('/users/{user_id}', { params: { path: { user_id: userId } }, body });
      return data!;
    },
    onSuccess: (user) => {
      client.setQueryData(userQuery(projectId, userId).queryKey, user);
      void client.invalidateQueries({ queryKey: ['project', projectId, 'users', 'page'] });
    },
  });
}
