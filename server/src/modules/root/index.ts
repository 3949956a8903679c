import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './root.routes.ts';
import { getApiRootHandler } from './root.handlers.ts';

/** GET /api/v1/: a welcome line pointing at the reference. Uses the Projects tag. */
export const rootModule: ModuleManifest = {
  name: 'root',
  routes: [route(routes.getApiRoot, getApiRootHandler)],
};
