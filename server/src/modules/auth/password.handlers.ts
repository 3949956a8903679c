import { route, requireAuth } from '../../http/router.ts';
import { setPassword, signInWithPassword, signUpWithPassword, updatePassword } from './password.routes.ts';
import * as passwords from './password.service.ts';
import { toSignInTokens } from './auth.schemas.ts';

export const passwordRoutes = [
  route(signUpWithPassword, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    const signedIn = await passwords.signUpWithPassword(deps, a.project, a.user, {
      email: body.email,
      password: body.password,
      verificationCallbackUrl: body.verification_callback_url,
    });
    return c.json(toSignInTokens(signedIn), 200);
  }),
  route(signInWithPassword, async (c, { body }, deps, auth) => {
    const signedIn = await passwords.signInWithPassword(deps, requireAuth(auth).project, body.email, body.password);
    return c.json(toSignInTokens(signedIn), 200);
  }),
  route(updatePassword, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    // access.user 'schema' guarantees a user here.
    await passwords.updatePassword(deps, a.project, a.user!, a.sessionId, body.old_password, body.new_password);
    return c.json({ success: true as const }, 200);
  }),
  route(setPassword, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    await passwords.setPassword(deps, a.project, a.user!, a.sessionId, body.password);
    return c.json({ success: true as const }, 200);
  }),
];
