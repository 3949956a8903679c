import type { Handler } from '../../http/router.ts';
import type * as routes from './passkeys.routes.ts';
import * as passkeys from './passkeys.service.ts';
import type * as listRoutes from './passkey-list.routes.ts';
import type { PasskeySummary } from '../passkey-credentials/passkey-credentials.store.ts';

export const initiatePasskeyRegistrationHandler: Handler<typeof routes.initiatePasskeyRegistration> = async (c, { deps, auth }) => {
  const started = await passkeys.initiateRegistration(deps, auth);
  return c.json({ options_json: started.optionsJson, code: started.code }, 200);
};

export const registerPasskeyHandler: Handler<typeof routes.registerPasskey> = async (c, { deps, auth, body }) => {
  const credentialId = await passkeys.register(deps, auth, body.credential, body.code, { name: body.name, userAgent: c.req.header('user-agent') });
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

const passkeyOf = (p: PasskeySummary) => ({ id: p.id, user_id: p.userId, name: p.name, created_at_millis: p.createdAt.getTime(), last_used_at_millis: p.lastUsedAt ? p.lastUsedAt.getTime() : null });

export const listPasskeysHandler: Handler<typeof listRoutes.listPasskeys> = async (c, { deps, auth, userId }) => {
  const items = await passkeys.listPasskeys(deps, auth.project.id, userId);
  return c.json({ items: items.map(passkeyOf), is_paginated: false as const }, 200);
};

export const renamePasskeyHandler: Handler<typeof listRoutes.renamePasskey> = async (c, { deps, auth, userId, params, body }) => {
  return c.json(passkeyOf(await passkeys.renameUserPasskey(deps, auth.project.id, userId, params.passkey_id, body.name)), 200);
};

export const deletePasskeyHandler: Handler<typeof listRoutes.deletePasskey> = async (c, { deps, auth, userId, params }) => {
  await passkeys.removeUserPasskey(deps, auth.project, userId, params.passkey_id, { byClient: auth.type === 'client' });
  return c.json({ success: true as const }, 200);
};
