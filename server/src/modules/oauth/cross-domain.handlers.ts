import type { Handler } from '../../http/router.ts';
import type * as routes from './cross-domain.routes.ts';
import { authorizeCrossDomain } from './cross-domain.service.ts';

export const authorizeCrossDomainHandler: Handler<typeof routes.authorizeCrossDomain> = async (c, { deps, auth, headers, body }) => {
  const redirectUrl = await authorizeCrossDomain(deps, auth, {
    refreshToken: headers['x-stack-refresh-token'],
    redirectUri: body.redirect_uri,
    state: body.state,
    codeChallenge: body.code_challenge,
    afterCallbackRedirectUrl: body.after_callback_redirect_url ?? null,
  });
  return c.json({ redirect_url: redirectUrl }, 200);
};
