import type { paths } from '@gatehouse/generated';
import { queryOptions } from '@tanstack/react-query';
import { adminApp, type Session, type ServerUser } from '../../api/client.ts';
import type { CursorPage, CursorPageRequest } from '../../components/data-table/cursor-data-table.tsx';

type UsersQuery = NonNullable<paths['/users']['get']['parameters']['query']>;

/** The one value a single-choice filter holds (the URL may carry a list; the last one wins). */
function single(req: CursorPageRequest, id: string): string | undefined {
  const value = req.columnFilters.find((f) => f.id === id)?.value;
  return Array.isArray(value) ? (value.at(-1) as string | undefined) : undefined;
}

/**
 * GET /users with the cursor table's request. The server sorts (only by sign-up time), searches and
 * filters, so every page is a page of the filtered list.
 */
export async function fetchUsersPage(projectId: string, req: CursorPageRequest): Promise<CursorPage<ServerUser>> {
  const desc = req.sorting.find((s) => s.id === 'signed_up_at')?.desc ?? false;
  // Admins see the users they restricted (GET /users leaves them out by default); the table marks them.
  const query: UsersQuery = { limit: req.limit, cursor: req.cursor, query: req.globalFilters.trim() || undefined, desc, order_by: 'signed_up_at', include_restricted: true };
  const status = single(req, 'status');
  if (status === 'anonymous') {
    query.include_anonymous = true;
    query.only_anonymous = true;
  }
  else if (status === 'verified') query.primary_email_verified = true;
  else if (status === 'unverified') query.primary_email_verified = false;
  const method = single(req, 'method');
  if (method === 'password') query.has_password = true;
  else if (method === 'otp') query.otp_auth_enabled = true;
  else if (method === 'passkey') query.passkey_auth_enabled = true;
  const { data } = await adminApp(projectId).api.GET('/users', { params: { query } });
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
