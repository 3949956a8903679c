import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './otp.routes.ts';
import * as h from './otp.handlers.ts';
import { otpErrors } from './otp.errors.ts';
import { otpSettings } from './otp.settings.ts';

/** Sign-in with a one-time code or magic link sent by e-mail. */
export const otpModule: ModuleManifest = {
  name: 'otp',
  settings: otpSettings,
  tags: [{ name: 'One-time codes', description: 'Sign-in with a code or magic link sent by e-mail.', group: 'Auth' }],
  routes: [
    route(routes.sendSignInCode, h.sendSignInCodeHandler),
    route(routes.signInWithOtp, h.signInWithOtpHandler),
    route(routes.checkOtpCode, h.checkOtpCodeHandler),
  ],
  errors: otpErrors,
};
