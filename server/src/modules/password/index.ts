import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './password.routes.ts';
import * as h from './password.handlers.ts';
import { passwordErrors } from './password.errors.ts';
import { passwordSettings } from './password.settings.ts';

/** Sign-up and sign-in with e-mail and password, and password changes by the signed-in user. */
export const passwordModule: ModuleManifest = {
  name: 'password',
  settings: passwordSettings,
  tags: [{ name: 'Password', description: 'Password sign-up, sign-in, change and reset.', group: 'Auth' }],
  routes: [
    route(routes.signUpWithPassword, h.signUpWithPasswordHandler),
    route(routes.signInWithPassword, h.signInWithPasswordHandler),
    route(routes.updatePassword, h.updatePasswordHandler),
    route(routes.setPassword, h.setPasswordHandler),
  ],
  errors: passwordErrors,
};
