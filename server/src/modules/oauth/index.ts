import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './oauth-token.routes.ts';
import * as h from './oauth-token.handlers.ts';
import { oauthErrors } from './oauth.errors.ts';

/** The OAuth 2 token endpoint (refresh grant so far; OAuth providers come with their issue). */
export const oauthModule: ModuleManifest = {
  name: 'oauth',
  tags: [{ name: 'OAuth', description: 'The OAuth token endpoint SDKs refresh sessions with.', group: 'Auth' }],
  routes: [route(routes.exchangeOAuthToken, h.exchangeOAuthTokenHandler)],
  errors: oauthErrors,
};
