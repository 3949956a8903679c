import { route, requireAuth } from '../../http/router.ts';
import { checkOtpCode, sendSignInCode, signInWithOtp } from './otp.routes.ts';
import * as otp from './otp.service.ts';

export const otpRoutes = [
  route(sendSignInCode, async (c, { body }, deps, auth) => {
    const nonce = await otp.sendSignInCode(deps, requireAuth(auth), { email: body.email, callbackUrl: body.callback_url });
    return c.json({ nonce }, 200);
  }),
  route(signInWithOtp, async (c, { body }, deps, auth) => {
    const s = await otp.signInWithCode(deps, requireAuth(auth), body.code);
    return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken, is_new_user: s.isNewUser, user_id: s.userId }, 200);
  }),
  route(checkOtpCode, async (c, { body }, deps, auth) => {
    await otp.checkSignInCode(deps, requireAuth(auth), body.code);
    return c.json({ is_code_valid: true as const }, 200);
  }),
];
