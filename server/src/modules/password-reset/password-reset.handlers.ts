import type { Handler } from '../../http/router.ts';
import type * as routes from './password-reset.routes.ts';
import * as reset from './password-reset.service.ts';

export const sendPasswordResetCodeHandler: Handler<typeof routes.sendPasswordResetCode> = async (c, { deps, auth, body }) => {
  await reset.sendResetCode(deps, auth, { email: body.email, callbackUrl: body.callback_url });
  return c.json({ success: 'maybe, only if user with e-mail exists' as const }, 200);
};

export const resetPasswordHandler: Handler<typeof routes.resetPassword> = async (c, { deps, auth, body }) => {
  await reset.resetPassword(deps, auth, { code: body.code, password: body.password });
  return c.json({ success: true as const }, 200);
};

export const checkPasswordResetCodeHandler: Handler<typeof routes.checkPasswordResetCode> = async (c, { deps, auth, body }) => {
  await reset.checkResetCode(deps, auth, body.code);
  return c.json({ is_code_valid: true as const }, 200);
};
