import { decodeJwt } from 'jose';
import type { Handler } from '../../http/router.ts';
import type * as routes from './oauth-token.routes.ts';
import { exchangeToken } from './oauth-token.service.ts';

export const exchangeOAuthTokenHandler: Handler<typeof routes.exchangeOAuthToken> = async (c, { deps, body }) => {
  const granted = await exchangeToken(deps, {
    grantType: body.grant_type,
    refreshToken: body.refresh_token,
    code: body.code,
    codeVerifier: body.code_verifier,
    redirectUri: body.redirect_uri,
    clientId: body.client_id,
    clientSecret: body.client_secret,
  });
  const exp = decodeJwt(granted.accessToken).exp!;
  const code = granted.grant === 'authorization_code' ? granted : null;
  // RFC 6749 §5.1: token responses must not be cached by anyone.
  c.header('cache-control', 'no-store');
  c.header('pragma', 'no-cache');
  return c.json(
    {
      access_token: granted.accessToken,
      token_type: 'Bearer' as const,
      expires_in: Math.max(0, exp - Math.floor(Date.now() / 1000)),
      scope: 'legacy' as const,
      refresh_token: granted.refreshToken,
      ...(code ? { is_new_user: code.isNewUser, newUser: code.isNewUser } : {}),
      after_callback_redirect_url: code?.afterCallbackRedirectUrl ?? null,
      afterCallbackRedirectUrl: code?.afterCallbackRedirectUrl ?? null,
    },
    200,
  );
};
