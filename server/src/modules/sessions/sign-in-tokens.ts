import { z } from '../../http/zod.ts';

/** What every sign-in answers: a new session's tokens and the signed-in user's id. */
export const SignInTokens = z
  .object({
    access_token: z.string().openapi({ description: 'Short-lived ES256 JWT; send it as x-stack-access-token.' }),
    refresh_token: z.string().openapi({ description: 'Exchange it for new access tokens (POST /auth/oauth/token or /auth/sessions/current/refresh).' }),
    user_id: z.string().openapi({ format: 'uuid' }),
  })
  .openapi('SignInTokens');

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export function toSignInTokens(s: SignedIn): z.infer<typeof SignInTokens> {
  return { access_token: s.accessToken, refresh_token: s.refreshToken, user_id: s.userId };
}
