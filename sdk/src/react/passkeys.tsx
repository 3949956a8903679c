import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { PasskeyCallOptions } from '../passkeys.ts';
import { gatehouseKeys, useGatehouseApp } from './index.tsx';

/**
 * Passkey mutations. Signing in changes the session, so the user query follows by itself (its
 * key holds the identity); registering or removing a passkey changes the user's
 * passkey_auth_enabled, so the user query is invalidated.
 */

export function useSignInWithPasskey(): UseMutationResult<{ userId: string }, Error, PasskeyCallOptions | void> {
  const app = useGatehouseApp();
  return useMutation({ mutationFn: (options) => app.signInWithPasskey(options ?? {}) });
}

export function useRegisterPasskey(): UseMutationResult<void, Error, PasskeyCallOptions | void> {
  const app = useGatehouseApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options) => app.registerPasskey(options ?? {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...gatehouseKeys.all(app.projectId), 'user'] }),
  });
}

export function useRemovePasskey(): UseMutationResult<void, Error, void> {
  const app = useGatehouseApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => app.removePasskey(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...gatehouseKeys.all(app.projectId), 'user'] }),
  });
}
