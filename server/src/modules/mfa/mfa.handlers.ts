import type { Handler } from '../../http/router.ts';
import type * as routes from './mfa.routes.ts';
import * as mfa from './mfa.service.ts';
import { schemaProblem } from '../../http/errors.ts';
import { reauthenticate } from './reauthenticate.service.ts';

export const signInWithMfaHandler: Handler<typeof routes.signInWithMfa> = async (c, { deps, auth, body }) => {
  const s = await mfa.signInWithTotp(deps, auth, body.code, body.totp);
  return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken, is_new_user: s.isNewUser, user_id: s.userId }, 200);
};

export const reauthenticateHandler: Handler<typeof routes.reauthenticate> = async (c, { deps, auth, body }) => {
  if ((body.password === undefined) === (body.totp_code === undefined)) throw schemaProblem('body must contain exactly one of password and totp_code');
  await reauthenticate(deps, auth, body.password !== undefined ? { password: body.password } : { totpCode: body.totp_code! });
  return c.json({ success: true }, 200);
};
