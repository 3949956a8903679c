import type { Handler } from '../../http/router.ts';
import type * as routes from './passkeys.routes.ts';
import * as passkeys from './passkeys.service.ts';

export const initiatePasskeyRegistrationHandler: Handler<typeof routes.initiatePasskeyRegistration> = async (c, { deps, auth }) => {
  const started = await passkeys.initiateRegistration(deps, auth);
  return c.json({ options_json: started.optionsJson, code: started.code }, 200);
};

export const registerPasskeyHandler: Handler<typeof routes.registerPasskey> = async (c, { deps, auth, body }) => {
  const credentialId = await passkeys.register(deps, auth, body.credential, body.code);
  return c.json({ user_handle: credentialId }, 200);
};

export const initiatePasskeyAuthenticationHandler: Handler<typeof routes.initiatePasskeyAuthentication> = async (c, { deps, auth }) => {
  const started = await passkeys.initiateAuthentication(deps, auth);
  return c.json({ options_json: started.optionsJson, code: started.code }, 200);
};

export const signInWithPasskeyHandler: Handler<typeof routes.signInWithPasskey> = async (c, { deps, auth, body }) => {
  const s = await passkeys.signIn(deps, auth, body.authentication_response, body.code);
  return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken, is_new_user: false as const, user_id: s.userId }, 200);
};
