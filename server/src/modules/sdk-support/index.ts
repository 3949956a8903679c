import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './sdk-support.routes.ts';
import { checkFeatureSupportHandler, checkVersionHandler } from './sdk-support.handlers.ts';

/** POST /check-feature-support and /check-version (wire-contract §9.22): what the SDKs ask of the server. */
export const sdkSupportModule: ModuleManifest = {
  name: 'sdk-support',
  tags: [{ name: 'SDK support', description: 'Calls the SDKs make to learn what this server supports.', group: 'Server' }],
  routes: [route(routes.checkFeatureSupport, checkFeatureSupportHandler), route(routes.checkVersion, checkVersionHandler)],
};
