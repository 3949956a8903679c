import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './password-reset.routes.ts';
import * as h from './password-reset.handlers.ts';

/** "Forgot password": a reset link by e-mail, and setting a new password with its code. Uses the Password tag. */
export const passwordResetModule: ModuleManifest = {
  name: 'password-reset',
  routes: [
    route(routes.sendPasswordResetCode, h.sendPasswordResetCodeHandler),
    route(routes.resetPassword, h.resetPasswordHandler),
    route(routes.checkPasswordResetCode, h.checkPasswordResetCodeHandler),
  ],
};
