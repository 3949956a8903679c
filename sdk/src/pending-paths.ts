import type { paths } from '@gatehouse/generated';

/**
 * Operations the SDK calls whose routes are still being built, typed from SPEC §7 so the SDK
 * compiles before they land. `ApiPaths` lets the generated definition win as soon as
 * `make generate` emits a path, so this file only shrinks; delete an entry once it is generated.
 */
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type Json<T> = { content: { 'application/json': T } };
type Ok<T> = { 200: { headers: { [name: string]: unknown } } & Json<T> };
type Post<B, R> = { parameters: NoParams; requestBody: Json<B>; responses: Ok<R> };

/** The body of every sign-in/sign-up answer. */
export interface SignedInTokens {
  access_token: string;
  refresh_token: string;
  user_id: string;
}

interface PendingPaths {
  '/auth/mfa/sign-in': { parameters: NoParams; post: Post<{ type: 'totp'; totp: string; code: string }, SignedInTokens> };
  '/user-api-keys': { parameters: NoParams; post: Post<{ user_id: string; description: string; expires_at_millis?: number | null; is_public?: boolean }, Record<string, unknown>> };
  '/team-api-keys': { parameters: NoParams; post: Post<{ team_id: string; description: string; expires_at_millis?: number | null; is_public?: boolean }, Record<string, unknown>> };
}

export type ApiPaths = paths & Omit<PendingPaths, keyof paths>;
