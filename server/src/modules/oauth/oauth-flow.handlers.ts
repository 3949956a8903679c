import { getCookie } from 'hono/cookie';
import type { Handler } from '../../http/router.ts';
import type { AppContext } from '../../http/context.ts';
import type * as routes from './oauth-flow.routes.ts';
import { FLOW_SECONDS, startAuthorization } from './oauth-authorize.service.ts';
import { handleCallback, stateCookieName, type CallbackAnswer } from './oauth-callback.service.ts';

export const authorizeOAuthHandler: Handler<typeof routes.authorizeOAuth> = async (c, { deps, params, query }) => {
  const answer = await startAuthorization(deps, {
    providerId: params.provider_id,
    clientId: query.client_id,
    clientSecret: query.client_secret,
    redirectUri: query.redirect_uri,
    scope: query.scope,
    state: query.state,
    codeChallenge: query.code_challenge,
    type: query.type,
    token: query.token,
    providerScope: query.provider_scope,
    errorRedirectUri: query.error_redirect_uri ?? query.error_redirect_url,
    afterCallbackRedirectUrl: query.after_callback_redirect_url,
    responseMode: query.stack_response_mode,
  });
  if (query.stack_response_mode === 'json') return c.json({ location: answer.location }, 200);
  const secure = deps.config.publicUrl.startsWith('https:');
  // A provider that posts back cross-site (Apple) only gets the cookie with SameSite=None, which needs Secure.
  const sameSite = answer.crossSitePost ? 'SameSite=None; Secure' : `SameSite=Lax${secure ? '; Secure' : ''}`;
  c.header('set-cookie', `${stateCookieName(answer.innerState)}=true; Path=/; Max-Age=${FLOW_SECONDS}; HttpOnly; ${sameSite}`);
  return c.redirect(answer.location, 307);
};

function send(c: AppContext, answer: CallbackAnswer): Response {
  if (answer.clearCookie) c.header('set-cookie', `${answer.clearCookie}=; Path=/; Max-Age=0; HttpOnly`);
  return c.redirect(answer.location, answer.status);
}

const hasCookie = (c: AppContext) => (innerState: string) => getCookie(c, stateCookieName(innerState)) !== undefined;

export const oauthCallbackGetHandler: Handler<typeof routes.oauthCallbackGet> = async (c, { deps, params }) => {
  const answer = await handleCallback(deps, { providerId: params.provider_id, params: new URL(c.req.url).searchParams, hasStateCookie: hasCookie(c) });
  return send(c, answer);
};

export const oauthCallbackPostHandler: Handler<typeof routes.oauthCallbackPost> = async (c, { deps, params, body }) => {
  const fields = new URLSearchParams();
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') fields.set(k, v);
  return send(c, await handleCallback(deps, { providerId: params.provider_id, params: fields, hasStateCookie: hasCookie(c) }));
};
