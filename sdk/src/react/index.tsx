/**
 * React bindings: <GatehouseProvider app={app}> plus hooks over TanStack Query.
 *
 *   <GatehouseProvider app={createClientApp({...})}><App /></GatehouseProvider>
 *   const { data: user } = useUser();          // null when signed out
 *   const signOut = useSignOut(); signOut.mutate();
 *
 * Query keys start with ['gatehouse', projectId]; the user's includes the signed-in identity, so
 * a sign-in or sign-out re-reads the user without manual invalidation (a refresh does not).
 */
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  QueryClient, QueryClientContext, QueryClientProvider, useMutation, useQuery,
  type UseMutationResult, type UseQueryResult,
} from '@tanstack/react-query';
import type { ClientProject, CurrentUser, GatehouseApp, SignInResult } from '../apps.ts';
import type { Team, TeamMemberProfile } from '../teams.ts';
import type { Customer, CustomerProductPage, Item } from '../payments.ts';
import { decodeJwtPayload } from '../tokens.ts';

interface GatehouseContextValue {
  app: GatehouseApp;
  queryClient: QueryClient;
}

const GatehouseContext = createContext<GatehouseContextValue | null>(null);

/**
 * Any app, whatever metadata types it declares (createClientApp<M>): the hooks read users with the
 * default types. `any` here only erases M, which updateUser's input mentions (so no other M fits).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGatehouseApp = GatehouseApp<any>;

export interface GatehouseProviderProps {
  app: AnyGatehouseApp;
  /** The QueryClient to use; default: the surrounding QueryClientProvider's, else a new one. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

export function GatehouseProvider({ app, queryClient, children }: GatehouseProviderProps) {
  const parent = useContext(QueryClientContext);
  const [own] = useState(() => queryClient ?? parent ?? new QueryClient());
  const client = queryClient ?? own;
  const value = { app, queryClient: client };
  const inner = <GatehouseContext.Provider value={value}>{children}</GatehouseContext.Provider>;
  return client === parent ? inner : <QueryClientProvider client={client}>{inner}</QueryClientProvider>;
}

function useGatehouseContext(): GatehouseContextValue {
  const ctx = useContext(GatehouseContext);
  if (!ctx) throw new Error('Gatehouse hooks must be used inside <GatehouseProvider app={...}>');
  return ctx;
}

/** The app given to the provider. */
export function useGatehouseApp(): GatehouseApp {
  return useGatehouseContext().app;
}

/** The session key ('not-logged-in' when signed out); re-renders on every token change. */
export function useSessionKey(): string {
  const { app } = useGatehouseContext();
  return useSyncExternalStore(
    (notify) => app.onSessionChange(() => notify()),
    () => app.session.key,
    () => app.session.key,
  );
}

/**
 * Who the session is, for the user query's key: the access token's user and session id (stable
 * across refreshes, even with refresh-token rotation, so a refresh does not refetch the user or
 * flash a loading state), else the session key.
 */
function identityOf(app: GatehouseApp): string {
  const { accessToken } = app.session.tokens;
  const claims = accessToken ? decodeJwtPayload(accessToken) : undefined;
  if (claims && typeof claims.sub === 'string') {
    const sid = typeof claims.refresh_token_id === 'string' ? claims.refresh_token_id : '';
    return app.session.hasTokens ? `user:${claims.sub}:${sid}` : 'not-logged-in';
  }
  return app.session.key;
}

/** The signed-in identity ('not-logged-in' when signed out); re-renders when it changes. */
export function useSessionIdentity(): string {
  const { app } = useGatehouseContext();
  return useSyncExternalStore(
    (notify) => app.onSessionChange(() => notify()),
    () => identityOf(app),
    () => identityOf(app),
  );
}

/** Query keys of the hooks, for callers that invalidate or prefetch. */
export const gatehouseKeys = {
  all: (projectId: string) => ['gatehouse', projectId] as const,
  user: (projectId: string, identity: string) => ['gatehouse', projectId, 'user', identity] as const,
  project: (projectId: string) => ['gatehouse', projectId, 'project'] as const,
  /** Everything the hooks read about teams for this identity: invalidate it after changing teams or grants. */
  teams: (projectId: string, identity: string) => ['gatehouse', projectId, 'teams', identity] as const,
  /** What the payment hooks read for this identity: invalidate it after a purchase or a spend. */
  payments: (projectId: string, identity: string) => ['gatehouse', projectId, 'payments', identity] as const,
};

/** The signed-in user (GET /users/me), or null when signed out. */
export function useUser(): UseQueryResult<CurrentUser | null> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    {
      queryKey: gatehouseKeys.user(app.projectId, identity),
      queryFn: () => app.getUser(),
      // Typed errors are final (the SDK already retried what may be retried).
      retry: false,
    },
    queryClient,
  );
}

/** The current project (client view): display name, enabled sign-in methods, providers. */
export function useProject(): UseQueryResult<ClientProject> {
  const { app, queryClient } = useGatehouseContext();
  return useQuery({ queryKey: gatehouseKeys.project(app.projectId), queryFn: () => app.getProject(), retry: false, staleTime: 60_000 }, queryClient);
}

/** Signs in with e-mail and password; the user query follows the new session. */
export function useSignInWithPassword(): UseMutationResult<SignInResult, Error, { email: string; password: string }> {
  const { app, queryClient } = useGatehouseContext();
  return useMutation({ mutationFn: (input) => app.signInWithPassword(input) }, queryClient);
}

/**
 * Finishes a sign-in that threw MultiFactorAuthenticationRequiredError (see mfaAttemptCodeOf):
 * the attempt code and the 6-digit TOTP code; InvalidTotpCodeError leaves the attempt code usable.
 */
export function useSignInWithMfa(): UseMutationResult<{ userId: string; isNewUser: boolean }, Error, { attemptCode: string; totp: string }> {
  const { app, queryClient } = useGatehouseContext();
  return useMutation({ mutationFn: (input) => app.signInWithMfa(input) }, queryClient);
}

/** Turns TOTP on (with the raw secret the user confirmed a code of) or off (null); the user query reloads. */
export function useSetTotp(): UseMutationResult<void, Error, Uint8Array | null> {
  const { app, queryClient } = useGatehouseContext();
  return useMutation(
    {
      mutationFn: (secret) => (secret ? app.enableTotp(secret) : app.disableTotp()),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: [...gatehouseKeys.all(app.projectId), 'user'] }),
    },
    queryClient,
  );
}

/** Signs out (server revocation, tokens forgotten regardless) and drops the cached user data. */
export function useSignOut(): UseMutationResult<void, Error, void> {
  const { app, queryClient } = useGatehouseContext();
  return useMutation(
    {
      mutationFn: () => app.signOut(),
      onSettled: () => {
        queryClient.removeQueries({ queryKey: [...gatehouseKeys.all(app.projectId), 'user'] });
      },
    },
    queryClient,
  );
}

/** The signed-in user's teams (GET /teams?user_id=me); an empty list when signed out. */
export function useTeams(): UseQueryResult<Team[]> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    {
      queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'list'],
      queryFn: () => (identity === 'not-logged-in' ? [] : app.listTeams({ userId: 'me' })),
      retry: false,
    },
    queryClient,
  );
}

/** One team the signed-in user is a member of (TeamMembershipNotFoundError otherwise); disabled without an id. */
export function useTeam(teamId: string | null | undefined): UseQueryResult<Team> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    { queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'team', teamId], queryFn: () => app.getTeam(teamId!), enabled: !!teamId, retry: false },
    queryClient,
  );
}

/** The team's member profiles; a client needs `$read_members` to see the others (else TeamPermissionRequiredError). */
export function useTeamMembers(teamId: string | null | undefined): UseQueryResult<TeamMemberProfile[]> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    { queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'members', teamId], queryFn: () => app.listTeamMemberProfiles({ teamId: teamId! }), enabled: !!teamId, retry: false },
    queryClient,
  );
}

/**
 * Whether the signed-in user holds a team permission in the team, directly or through one that
 * contains it. `data` is false when signed out; undefined while loading.
 */
export function usePermission(teamId: string | null | undefined, permissionId: string): UseQueryResult<boolean> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    {
      queryKey: [...gatehouseKeys.teams(app.projectId, identity), 'permission', teamId, permissionId],
      queryFn: () => (identity === 'not-logged-in' ? false : app.hasPermission(teamId!, permissionId)),
      enabled: !!teamId,
      retry: false,
    },
    queryClient,
  );
}
export { useTeamInvitations, useMyTeamInvitations, useUserApiKeys, useTeamApiKeys, userApiKeysKey } from './invitations-and-keys.tsx';
export { useSignInWithPasskey, useRegisterPasskey, useRemovePasskey } from './passkeys.tsx';
export { useSignInWithOAuth, useOAuthCallback } from './oauth.tsx';

/** A customer's item (getItem); disabled until a customer is given, e.g. `useItem(user && { userId: user.id, itemId: 'credits' })`. */
export function useItem(input: (Customer & { itemId: string }) | null | undefined): UseQueryResult<Item> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    { queryKey: [...gatehouseKeys.payments(app.projectId, identity), 'item', input ?? null], queryFn: () => app.getItem(input!), enabled: !!input, retry: false },
    queryClient,
  );
}

/** A page of the products a customer owns (listProducts); disabled until a customer is given. */
export function useProducts(input: (Customer & { cursor?: string; limit?: number }) | null | undefined): UseQueryResult<CustomerProductPage> {
  const { app, queryClient } = useGatehouseContext();
  const identity = useSessionIdentity();
  return useQuery(
    { queryKey: [...gatehouseKeys.payments(app.projectId, identity), 'products', input ?? null], queryFn: () => app.listProducts(input!), enabled: !!input, retry: false },
    queryClient,
  );
}
