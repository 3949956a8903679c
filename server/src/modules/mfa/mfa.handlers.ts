import type { Handler } from '../../http/router.ts';
import type * as routes from './mfa.routes.ts';
import * as mfa from './mfa.service.ts';

export const signInWithMfaHandler: Handler<typeof routes.signInWithMfa> = async (c, { deps, auth, body }) => {
  const s = await mfa.signInWithTotp(deps, auth, body.code, body.totp);
  return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken, is_new_user: s.isNewUser, user_id: s.userId }, 200);
};
