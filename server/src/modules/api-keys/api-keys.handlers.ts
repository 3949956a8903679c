import { requireAuth, route } from '../../http/router.ts';
import type { KeySlot } from './key-material.ts';
import { createApiKeySet, getApiKeySet, listApiKeySets, updateApiKeySet } from './api-keys.routes.ts';
import { createKeySet, getKeySet, listKeySets, updateKeySet } from './api-keys.service.ts';
import { toApiKeySet, toCreatedApiKeySet } from './api-keys.dto.ts';

export const apiKeyRoutes = [
  route(createApiKeySet, async (c, { body }, deps, auth) => {
    const slots: KeySlot[] = [];
    if (body.has_publishable_client_key) slots.push('publishable_client_key');
    if (body.has_secret_server_key) slots.push('secret_server_key');
    if (body.has_super_secret_admin_key) slots.push('super_secret_admin_key');
    const set = await createKeySet(deps, requireAuth(auth).project.id, { description: body.description, expiresAt: new Date(body.expires_at_millis), slots });
    return c.json(toCreatedApiKeySet(set), 200);
  }),

  route(listApiKeySets, async (c, _input, deps, auth) => {
    const sets = await listKeySets(deps, requireAuth(auth).project.id);
    return c.json({ items: sets.map(toApiKeySet), is_paginated: false as const }, 200);
  }),

  route(getApiKeySet, async (c, { params }, deps, auth) => c.json(toApiKeySet(await getKeySet(deps, requireAuth(auth).project.id, params.api_key_id)), 200)),

  route(updateApiKeySet, async (c, { params, body }, deps, auth) => {
    const set = await updateKeySet(deps, requireAuth(auth).project.id, params.api_key_id, { description: body.description, revoke: body.revoked });
    return c.json(toApiKeySet(set), 200);
  }),
];
