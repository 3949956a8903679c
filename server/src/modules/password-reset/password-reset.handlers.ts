import { route, requireAuth } from '../../http/router.ts';
import { checkPasswordResetCode, resetPassword, sendPasswordResetCode } from './password-reset.routes.ts';
import * as reset from './password-reset.service.ts';

export const passwordResetRoutes = [
  route(sendPasswordResetCode, async (c, { body }, deps, auth) => {
    await reset.sendResetCode(deps, requireAuth(auth), { email: body.email, callbackUrl: body.callback_url });
    return c.json({ success: 'maybe, only if user with e-mail exists' as const }, 200);
  }),
  route(resetPassword, async (c, { body }, deps, auth) => {
    await reset.resetPassword(deps, requireAuth(auth), { code: body.code, password: body.password });
    return c.json({ success: true as const }, 200);
  }),
  route(checkPasswordResetCode, async (c, { body }, deps, auth) => {
    await reset.checkResetCode(deps, requireAuth(auth), body.code);
    return c.json({ is_code_valid: true as const }, 200);
  }),
];
