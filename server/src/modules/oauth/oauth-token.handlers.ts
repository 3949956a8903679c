import { decodeJwt } from 'jose';
import type { Handler } from '../../http/router.ts';
import type * as routes from './oauth-token.routes.ts';
import { exchangeToken } from './oauth-token.service.ts';

export const exchangeOAuthTokenHandler: Handler<typeof routes.exchangeOAuthToken> = async (c, { deps, body }) => {
  const refreshed = await exchangeToken(deps, {
    grantType: body.grant_type,
    refreshToken: body.refresh_token,
    clientId: body.client_id,
    clientSecret: body.client_secret,
  });
  const exp = decodeJwt(refreshed.accessToken).exp!;
  // RFC 6749 §5.1: token responses must not be cached by anyone.
  c.header('cache-control', 'no-store');
  c.header('pragma', 'no-cache');
  return c.json(
    {
      access_token: refreshed.accessToken,
      token_type: 'Bearer' as const,
      expires_in: Math.max(0, exp - Math.floor(Date.now() / 1000)),
      scope: 'legacy' as const,
      refresh_token: refreshed.refreshToken,
      after_callback_redirect_url: null,
      afterCallbackRedirectUrl: null,
    },
    200,
  );
};
