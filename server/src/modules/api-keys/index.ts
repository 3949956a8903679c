import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './api-keys.routes.ts';
import * as h from './api-keys.handlers.ts';
import { apiKeysErrors } from './api-keys.errors.ts';
import { ApiKeySet } from './api-keys.entity.ts';

/** Project key sets (the api_key_set table): publishable client, secret server and super secret admin keys. */
export const apiKeysModule: ModuleManifest = {
  name: 'api-keys',
  tags: [{ name: 'API keys', description: 'Project key sets: publishable client, secret server and super secret admin keys.', group: 'Admin' }],
  routes: [
    route(routes.createApiKeySet, h.createApiKeySetHandler),
    route(routes.listApiKeySets, h.listApiKeySetsHandler),
    route(routes.getApiKeySet, h.getApiKeySetHandler),
    route(routes.updateApiKeySet, h.updateApiKeySetHandler),
  ],
  errors: apiKeysErrors,
  entities: [ApiKeySet],
};
