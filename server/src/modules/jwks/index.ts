import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './jwks.routes.ts';
import { getAnonymousOpenIdConfigurationHandler, getJwksHandler, getOpenIdConfigurationHandler, getRestrictedOpenIdConfigurationHandler } from './jwks.handlers.ts';
import { ProjectSigningKey } from './jwks.entity.ts';

/** Per-project ES256 signing keys (the project_signing_key table, SigningKeys), their JWKS and the OpenID discovery documents naming each token issuer. Uses the Projects tag. */
export const jwksModule: ModuleManifest = {
  name: 'jwks',
  routes: [
    route(routes.getJwks, getJwksHandler),
    route(routes.getOpenIdConfiguration, getOpenIdConfigurationHandler),
    route(routes.getAnonymousOpenIdConfiguration, getAnonymousOpenIdConfigurationHandler),
    route(routes.getRestrictedOpenIdConfiguration, getRestrictedOpenIdConfigurationHandler),
  ],
  entities: [ProjectSigningKey],
};
