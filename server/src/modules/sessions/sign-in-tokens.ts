import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID, EXAMPLE_REFRESH_TOKEN } from '../../http/examples.ts';

/** What every sign-in answers: a new session's tokens and the signed-in user's id. */
export const SignInTokens = z
  .object({
    access_token: z.string().openapi({ description: 'Short-lived ES256 JWT; send it as x-stack-access-token.', example: EXAMPLE_ACCESS_TOKEN }),
    refresh_token: z.string().openapi({ description: 'Exchange it for new access tokens (POST /auth/oauth/token or /auth/sessions/current/refresh).', example: EXAMPLE_REFRESH_TOKEN }),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
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
