import type { Handler } from '../../http/router.ts';
import type * as routes from './password.routes.ts';
import * as passwords from './password.service.ts';
import { toSignInTokens } from '../sessions/sign-in-tokens.ts';
import { mailLocale } from '../i18n/mail-locale.ts';

export const signUpWithPasswordHandler: Handler<typeof routes.signUpWithPassword> = async (c, { deps, auth, body }) => {
  const signedIn = await passwords.signUpWithPassword(deps, auth.project, auth.user, {
    email: body.email,
    password: body.password,
    verificationCallbackUrl: body.verification_callback_url,
    mailLocale: mailLocale(auth.project, auth),
  });
  return c.json(toSignInTokens(signedIn), 200);
};

export const signInWithPasswordHandler: Handler<typeof routes.signInWithPassword> = async (c, { deps, auth, body }) => {
  const signedIn = await passwords.signInWithPassword(deps, auth.project, body.email, body.password);
  return c.json(toSignInTokens(signedIn), 200);
};

export const updatePasswordHandler: Handler<typeof routes.updatePassword> = async (c, { deps, auth, body }) => {
  await passwords.updatePassword(deps, auth.project, auth.user, auth.sessionId, body.old_password, body.new_password);
  return c.json({ success: true as const }, 200);
};

export const setPasswordHandler: Handler<typeof routes.setPassword> = async (c, { deps, auth, body }) => {
  await passwords.setPassword(deps, auth.project, auth.user, auth.sessionId, body.password);
  return c.json({ success: true as const }, 200);
};
