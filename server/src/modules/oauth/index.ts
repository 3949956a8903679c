import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './oauth-token.routes.ts';
import * as h from './oauth-token.handlers.ts';
import * as flowRoutes from './oauth-flow.routes.ts';
import * as flow from './oauth-flow.handlers.ts';
import * as caRoutes from './connected-accounts.routes.ts';
import * as ca from './connected-accounts.handlers.ts';
import * as appleRoutes from './apple-native.routes.ts';
import { signInWithAppleNativeHandler } from './apple-native.handlers.ts';
import { oauthErrors } from './oauth.errors.ts';
import { OAuthAuthorizationCode, OAuthFlowState } from './oauth.entities.ts';
import { Migration20261127000300OAuthSignIn } from './migrations/Migration20261127000300OAuthSignIn.ts';
import { Migration20261127140000OAuthCrossDomain } from './migrations/Migration20261127140000OAuthCrossDomain.ts';
import * as xdRoutes from './cross-domain.routes.ts';
import * as xd from './cross-domain.handlers.ts';
import { mountDevProvider } from './providers/dev-provider.ts';
import { oauthSettings } from './oauth.settings.ts';

/** OAuth: sign-in with providers (authorize, callback, code exchange) and the token endpoint. */
export const oauthModule: ModuleManifest = {
  name: 'oauth',
  settings: oauthSettings,
  tags: [{ name: 'OAuth', description: 'Sign-in with OAuth providers, and the OAuth token endpoint SDKs refresh sessions with.', group: 'Auth' }],
  routes: [
    route(routes.exchangeOAuthToken, h.exchangeOAuthTokenHandler),
    route(flowRoutes.authorizeOAuth, flow.authorizeOAuthHandler),
    // Before the generic callback: `/callback/apple/native` is its own operation, not provider "apple" with a suffix.
    route(appleRoutes.signInWithAppleNative, signInWithAppleNativeHandler),
    route(flowRoutes.oauthCallbackGet, flow.oauthCallbackGetHandler),
    route(flowRoutes.oauthCallbackPost, flow.oauthCallbackPostHandler),
    route(xdRoutes.authorizeCrossDomain, xd.authorizeCrossDomainHandler),
    route(caRoutes.getConnectedAccessToken, ca.getConnectedAccessTokenHandler),
    route(caRoutes.getConnectedAccountAccessToken, ca.getConnectedAccountAccessTokenHandler),
    route(caRoutes.getConnectedAccessTokenLegacy, ca.getConnectedAccessTokenLegacyHandler),
    route(caRoutes.listConnectedAccounts, ca.listConnectedAccountsHandler),
    route(caRoutes.listProviderLinks, ca.listProviderLinksHandler),
    route(caRoutes.createProviderLink, ca.createProviderLinkHandler),
    route(caRoutes.getProviderLink, ca.getProviderLinkHandler),
    route(caRoutes.updateProviderLink, ca.updateProviderLinkHandler),
    route(caRoutes.deleteProviderLink, ca.deleteProviderLinkHandler),
  ],
  errors: oauthErrors,
  entities: [OAuthFlowState, OAuthAuthorizationCode],
  migrations: [
    { name: 'Migration20261127000300OAuthSignIn', class: Migration20261127000300OAuthSignIn },
    { name: 'Migration20261127140000OAuthCrossDomain', class: Migration20261127140000OAuthCrossDomain },
  ],
  mountPlain: mountDevProvider,
};
