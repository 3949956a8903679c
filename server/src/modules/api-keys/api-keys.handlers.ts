import type { Handler } from '../../http/router.ts';
import type { KeySlot } from './key-material.ts';
import type * as routes from './api-keys.routes.ts';
import { createKeySet, getKeySet, listKeySets, updateKeySet } from './api-keys.service.ts';
import { toApiKeySet, toCreatedApiKeySet } from './api-keys.dto.ts';

export const createApiKeySetHandler: Handler<typeof routes.createApiKeySet> = async (c, { deps, auth, body }) => {
  const slots: KeySlot[] = [];
  if (body.has_publishable_client_key) slots.push('publishable_client_key');
  if (body.has_secret_server_key) slots.push('secret_server_key');
  if (body.has_super_secret_admin_key) slots.push('super_secret_admin_key');
  const set = await createKeySet(deps, auth.project.id, { description: body.description, expiresAt: new Date(body.expires_at_millis), slots });
  return c.json(toCreatedApiKeySet(set), 200);
};

export const listApiKeySetsHandler: Handler<typeof routes.listApiKeySets> = async (c, { deps, auth }) => {
  const sets = await listKeySets(deps, auth.project.id);
  return c.json({ items: sets.map(toApiKeySet), is_paginated: false as const }, 200);
};

export const getApiKeySetHandler: Handler<typeof routes.getApiKeySet> = async (c, { deps, auth, params }) =>
  c.json(toApiKeySet(await getKeySet(deps, auth.project.id, params.api_key_id)), 200);

export const updateApiKeySetHandler: Handler<typeof routes.updateApiKeySet> = async (c, { deps, auth, params, body }) => {
  const set = await updateKeySet(deps, auth.project.id, params.api_key_id, { description: body.description, revoke: body.revoked });
  return c.json(toApiKeySet(set), 200);
};
