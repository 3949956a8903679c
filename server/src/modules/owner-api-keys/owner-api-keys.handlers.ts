import type { Handler } from '../../http/router.ts';
import type * as routes from './owner-api-keys.routes.ts';
import { checkKey, createKey, getKey, listKeys, updateKey } from './owner-api-keys.service.ts';
import { toCreatedTeamApiKey, toCreatedUserApiKey, toTeamApiKey, toUserApiKey } from './owner-api-keys.dto.ts';

const expiry = (millis: number | null) => (millis === null ? null : new Date(millis));

export const createUserApiKeyHandler: Handler<typeof routes.createUserApiKey> = async (c, { deps, auth, body, userId }) => {
  const { key, secret } = await createKey(deps, auth, { type: 'user', ownerId: userId, description: body.description, expiresAt: expiry(body.expires_at_millis), isPublic: body.is_public ?? false });
  return c.json(toCreatedUserApiKey(key, secret), 200);
};

export const listUserApiKeysHandler: Handler<typeof routes.listUserApiKeys> = async (c, { deps, auth, userId }) =>
  c.json({ items: (await listKeys(deps, auth, 'user', userId)).map(toUserApiKey), is_paginated: false as const }, 200);

export const getUserApiKeyHandler: Handler<typeof routes.getUserApiKey> = async (c, { deps, auth, params }) =>
  c.json(toUserApiKey(await getKey(deps, auth, 'user', params.api_key_id)), 200);

export const updateUserApiKeyHandler: Handler<typeof routes.updateUserApiKey> = async (c, { deps, auth, params, body }) =>
  c.json(toUserApiKey(await updateKey(deps, auth, 'user', params.api_key_id, { description: body.description, revoke: body.revoked })), 200);

export const checkUserApiKeyHandler: Handler<typeof routes.checkUserApiKey> = async (c, { deps, auth, body }) =>
  c.json(toUserApiKey(await checkKey(deps, auth, 'user', body.api_key)), 200);

export const createTeamApiKeyHandler: Handler<typeof routes.createTeamApiKey> = async (c, { deps, auth, body }) => {
  const { key, secret } = await createKey(deps, auth, { type: 'team', ownerId: body.team_id, description: body.description, expiresAt: expiry(body.expires_at_millis), isPublic: body.is_public ?? false });
  return c.json(toCreatedTeamApiKey(key, secret), 200);
};

export const listTeamApiKeysHandler: Handler<typeof routes.listTeamApiKeys> = async (c, { deps, auth, query }) =>
  c.json({ items: (await listKeys(deps, auth, 'team', query.team_id)).map(toTeamApiKey), is_paginated: false as const }, 200);

export const getTeamApiKeyHandler: Handler<typeof routes.getTeamApiKey> = async (c, { deps, auth, params }) =>
  c.json(toTeamApiKey(await getKey(deps, auth, 'team', params.api_key_id)), 200);

export const updateTeamApiKeyHandler: Handler<typeof routes.updateTeamApiKey> = async (c, { deps, auth, params, body }) =>
  c.json(toTeamApiKey(await updateKey(deps, auth, 'team', params.api_key_id, { description: body.description, revoke: body.revoked })), 200);

export const checkTeamApiKeyHandler: Handler<typeof routes.checkTeamApiKey> = async (c, { deps, auth, body }) =>
  c.json(toTeamApiKey(await checkKey(deps, auth, 'team', body.api_key)), 200);
