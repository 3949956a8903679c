import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './config.routes.ts';
import * as h from './config.handlers.ts';
import { configErrors } from './config.errors.ts';
import { ConfigOverride } from './config.entity.ts';
import { Migration20261128010000ConfigOverrides } from './migrations/Migration20261128010000ConfigOverrides.ts';

/**
 * Project config as layered overrides (wire-contract §9.20, ARCHITECTURE §3b): the config_override
 * table, the rendered config every module reads its slice of (settingsOf), and the config routes.
 */
export const configModule: ModuleManifest = {
  name: 'config',
  tags: [{ name: routes.CONFIG_TAG, description: 'The project config: defaults of every module, then the project, branch and environment overrides.', group: 'Admin' }],
  routes: [
    route(routes.getRenderedConfig, h.getRenderedConfigHandler),
    route(routes.getConfigSource, h.getConfigSourceHandler),
    route(routes.deleteConfigSource, h.deleteConfigSourceHandler),
    route(routes.getConfigOverride, h.getConfigOverrideHandler),
    route(routes.putConfigOverride, h.putConfigOverrideHandler),
    route(routes.patchConfigOverride, h.patchConfigOverrideHandler),
    route(routes.resetConfigKeys, h.resetConfigKeysHandler),
  ],
  errors: configErrors,
  entities: [ConfigOverride],
  migrations: [{ name: 'Migration20261128010000ConfigOverrides', class: Migration20261128010000ConfigOverrides }],
};
