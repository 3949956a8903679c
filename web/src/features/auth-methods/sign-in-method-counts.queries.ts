import type { components } from '@gatehouse/generated';
import { queryOptions } from '@tanstack/react-query';
import { adminApp } from '../../api/client.ts';

export type SignInMethodCounts = components['schemas']['SignInMethodCounts'];

export const signInMethodCountsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'users', 'sign-in-method-counts'],
    queryFn: async (): Promise<SignInMethodCounts> => (await adminApp(projectId).api.GET('/internal/users/sign-in-method-counts')).data!,
  });
