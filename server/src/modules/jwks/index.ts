import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './jwks.routes.ts';
import { getJwksHandler } from './jwks.handlers.ts';
import { ProjectSigningKey } from './jwks.entity.ts';

/** Per-project ES256 signing keys (the project_signing_key table, SigningKeys) and their JWKS. Uses the Projects tag. */
export const jwksModule: ModuleManifest = {
  name: 'jwks',
  routes: [route(routes.getJwks, getJwksHandler)],
  entities: [ProjectSigningKey],
};
