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
type Get<R> = { parameters: NoParams; requestBody?: never; responses: Ok<R> };
type Delete<B, R> = { parameters: NoParams; requestBody?: Json<B>; responses: Ok<R> };

/** The body of every sign-in/sign-up answer. */
export interface SignedInTokens {
  access_token: string;
  refresh_token: string;
  user_id: string;
}

interface PendingPaths {
  '/auth/password/sign-up': { parameters: NoParams; post: Post<{ email: string; password: string; verification_callback_url?: string }, SignedInTokens> };
  '/auth/password/sign-in': { parameters: NoParams; post: Post<{ email: string; password: string }, SignedInTokens> };
  '/auth/mfa/sign-in': { parameters: NoParams; post: Post<{ type: 'totp'; totp: string; code: string }, SignedInTokens> };
  '/auth/otp/sign-in': { parameters: NoParams; post: Post<{ code: string }, SignedInTokens & { is_new_user: boolean }> };
  '/auth/otp/send-sign-in-code': { parameters: NoParams; post: Post<{ email: string; callback_url: string }, { nonce: string }> };
  '/auth/anonymous/sign-up': { parameters: NoParams; post: { parameters: NoParams; requestBody?: never; responses: Ok<SignedInTokens> } };
  '/auth/password/update': { parameters: NoParams; post: Post<{ old_password: string; new_password: string }, { success: true }> };
  '/auth/sessions/current': { parameters: NoParams; delete: Delete<Record<string, never>, { success: true }> };
  '/users/me': { parameters: NoParams; get: Get<{ id: string; primary_email: string | null; display_name: string | null }> };
  '/user-api-keys': { parameters: NoParams; post: Post<{ user_id: string; description: string; expires_at_millis?: number | null; is_public?: boolean }, Record<string, unknown>> };
  '/team-api-keys': { parameters: NoParams; post: Post<{ team_id: string; description: string; expires_at_millis?: number | null; is_public?: boolean }, Record<string, unknown>> };
}

export type ApiPaths = paths & Omit<PendingPaths, keyof paths>;
