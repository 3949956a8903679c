import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './anonymous.routes.ts';
import * as h from './anonymous.handlers.ts';
import { anonymousErrors } from './anonymous.errors.ts';
import { anonymousSettings } from './anonymous.settings.ts';

/** Anonymous accounts, a project setting: a visitor gets a user before signing up. */
export const anonymousModule: ModuleManifest = {
  name: 'anonymous',
  settings: anonymousSettings,
  tags: [{ name: 'Anonymous', description: 'Anonymous accounts a visitor can use before signing up.', group: 'Auth' }],
  routes: [route(routes.signUpAnonymously, h.signUpAnonymouslyHandler)],
  errors: anonymousErrors,
};
