import { queryOptions } from '@tanstack/react-query';
import { adminApp, type Session, type ServerUser } from '../../api/client.ts';
import type { CursorPage, CursorPageRequest } from '../../components/data-table/cursor-data-table.tsx';

/** GET /users with the cursor table's request: the server only sorts by sign-up time. */
export async function fetchUsersPage(projectId: string, req: CursorPageRequest): Promise<CursorPage<ServerUser>> {
  const desc = req.sorting.find((s) => s.id === 'signed_up_at')?.desc ?? false;
  const status = req.columnFilters.find((f) => f.id === 'status')?.value;
  const includeAnonymous = Array.isArray(status) && status.includes('anonymous');
  const { data } = await adminApp(projectId).api.GET('/users', {
    params: { query: { limit: req.limit, cursor: req.cursor, query: req.globalFilters.trim() || undefined, desc, order_by: 'signed_up_at', ...(includeAnonymous ? { include_anonymous: true } : {}) } },
  });
  return { rows: data!.items, nextCursor: data!.pagination.next_cursor };
}

export const userQuery = (projectId: string, userId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'users', userId],
    queryFn: async (): Promise<ServerUser> => {
      const { data } = await adminApp(projectId).api.GET('/users/{user_id}', { params: { path: { user_id: userId } } });
      return data!;
    },
  });

export const userSessionsQuery = (projectId: string, userId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'users', userId, 'sessions'],
    queryFn: async (): Promise<Session[]> => {
      const { data } = await adminApp(projectId).api.GET('/auth/sessions', { params: { query: { user_id: userId } } });
      return data!.items;
    },
  });
