import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { OAuthCallbackResult, SignInWithOAuthOptions } from '../oauth.ts';
import { gatehouseKeys, useGatehouseApp } from './index.tsx';

/**
 * OAuth hooks. A sign-in button: `const signIn = useSignInWithOAuth(); signIn.mutate({ provider:
 * 'github', redirectUrl })` (the browser leaves for the provider). The callback page:
 * `const { data, error } = useOAuthCallback()` finishes the sign-in once; the user query follows
 * the new session by itself.
 */
export function useSignInWithOAuth(): UseMutationResult<{ location: string }, Error, SignInWithOAuthOptions> {
  const app = useGatehouseApp();
  return useMutation({ mutationFn: (options) => app.signInWithOAuth(options) });
}

/**
 * Finishes the OAuth sign-in on the callback page (default: the current URL). Runs once per URL
 * (a callback's state works once; a re-render or StrictMode's double effect does not run it again).
 */
export function useOAuthCallback(url?: string): UseQueryResult<OAuthCallbackResult> {
  const app = useGatehouseApp();
  const href = url ?? (globalThis as { location?: { href: string } }).location?.href ?? '';
  return useQuery({
    queryKey: [...gatehouseKeys.all(app.projectId), 'oauth-callback', href],
    queryFn: () => app.handleOAuthCallback(href),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
