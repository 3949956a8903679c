import type { Handler } from '../../http/router.ts';
import type * as routes from './apple-native.routes.ts';
import { signInWithAppleIdToken } from './apple-native.service.ts';

export const signInWithAppleNativeHandler: Handler<typeof routes.signInWithAppleNative> = async (c, { deps, auth, body }) => {
  const s = await signInWithAppleIdToken(deps, auth.project, body.id_token, auth.user?.id ?? null);
  return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken, user_id: s.userId, is_new_user: s.isNewUser }, 200);
};
