import type { Handler } from '../../http/router.ts';
import type * as routes from './otp.routes.ts';
import * as otp from './otp.service.ts';

export const sendSignInCodeHandler: Handler<typeof routes.sendSignInCode> = async (c, { deps, auth, body }) => {
  const nonce = await otp.sendSignInCode(deps, auth, { email: body.email, callbackUrl: body.callback_url });
  return c.json({ nonce }, 200);
};

export const signInWithOtpHandler: Handler<typeof routes.signInWithOtp> = async (c, { deps, auth, body }) => {
  const s = await otp.signInWithCode(deps, auth, body.code);
  return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken, is_new_user: s.isNewUser, user_id: s.userId }, 200);
};

export const checkOtpCodeHandler: Handler<typeof routes.checkOtpCode> = async (c, { deps, auth, body }) => {
  await otp.checkSignInCode(deps, auth, body.code);
  return c.json({ is_code_valid: true as const }, 200);
};
