import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './owner-api-keys.routes.ts';
import * as h from './owner-api-keys.handlers.ts';
import { ownerApiKeysErrors } from './owner-api-keys.errors.ts';
import { OwnerApiKey } from './owner-api-keys.entity.ts';
import { Migration20261126000000OwnerApiKeys } from './migrations/Migration20261126000000OwnerApiKeys.ts';
import { apiKeySettings } from './owner-api-keys.settings.ts';

/**
 * User and team API keys (the owner_api_key table), a project feature (allow_user_api_keys,
 * allow_team_api_keys). Project key sets are the api-keys module's. The /check routes are
 * registered before /{api_key_id}, whose uuid pattern would refuse "check" anyway.
 */
export const ownerApiKeysModule: ModuleManifest = {
  name: 'owner-api-keys',
  settings: apiKeySettings,
  tags: [
    { name: routes.USER_API_KEYS_TAG, description: "API keys a user owns: the user's app can hand them out and check them.", group: 'Other client/server' },
    { name: routes.TEAM_API_KEYS_TAG, description: 'API keys a team owns, managed by members with `$manage_api_keys`.', group: 'Other client/server' },
  ],
  routes: [
    route(routes.checkUserApiKey, h.checkUserApiKeyHandler),
    route(routes.createUserApiKey, h.createUserApiKeyHandler),
    route(routes.listUserApiKeys, h.listUserApiKeysHandler),
    route(routes.getUserApiKey, h.getUserApiKeyHandler),
    route(routes.updateUserApiKey, h.updateUserApiKeyHandler),
    route(routes.checkTeamApiKey, h.checkTeamApiKeyHandler),
    route(routes.createTeamApiKey, h.createTeamApiKeyHandler),
    route(routes.listTeamApiKeys, h.listTeamApiKeysHandler),
    route(routes.getTeamApiKey, h.getTeamApiKeyHandler),
    route(routes.updateTeamApiKey, h.updateTeamApiKeyHandler),
  ],
  errors: ownerApiKeysErrors,
  entities: [OwnerApiKey],
  migrations: [{ name: 'Migration20261126000000OwnerApiKeys', class: Migration20261126000000OwnerApiKeys }],
};
