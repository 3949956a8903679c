import type { AppContext } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { route, requireAuth, resolveUserId } from '../../http/router.ts';
import { problemsOf, schemaErrorMessage } from '../../http/validation.ts';
import type { z } from '../../http/zod.ts';
import * as routes from './contact-channels.routes.ts';
import * as channels from './contact-channels.service.ts';
import { toContactChannel } from './contact-channels.dto.ts';
import { ClientCreateChannelBody, ClientUpdateChannelBody } from './contact-channels.schemas.ts';

/** The declared body is the server's; a client's is checked again against the strict client schema (no is_verified). */
function forClient<T>(c: AppContext, schema: z.ZodType<T>, body: T, isClient: boolean): T {
  if (!isClient) return body;
  const result = schema.safeParse(body);
  if (!result.success) throw knownError('SCHEMA_ERROR', { message: schemaErrorMessage(c.req.method, new URL(c.req.url).pathname, problemsOf('body', result.error, body)) });
  return result.data;
}

export const contactChannelRoutes = [
  route(routes.createContactChannel, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    const b = forClient(c, ClientCreateChannelBody, body, a.type === 'client');
    const userId = resolveUserId(a, b.user_id);
    const channel = await channels.createChannel(deps, a.project, userId, { value: b.value, usedForAuth: b.used_for_auth, isPrimary: b.is_primary, isVerified: body.is_verified && a.type !== 'client' ? true : undefined });
    return c.json(toContactChannel(channel), 201);
  }),
  route(routes.listContactChannels, async (c, { query }, deps, auth) => {
    const a = requireAuth(auth);
    const items = await channels.listUserChannels(deps, a.project.id, resolveUserId(a, query.user_id));
    const filtered = query.contact_channel_id ? items.filter((ch) => ch.id === query.contact_channel_id) : items;
    return c.json({ items: filtered.map(toContactChannel), is_paginated: false as const }, 200);
  }),
  route(routes.sendPrimaryVerificationCode, async (c, { body }, deps, auth) => {
    const a = requireAuth(auth);
    await channels.sendVerificationForPrimary(deps, a, a.user!.id, body.email, body.callback_url);
    return c.json({ success: true as const }, 200);
  }),
  route(routes.verifyContactChannel, async (c, { body }, deps, auth) => {
    await channels.verifyChannel(deps, requireAuth(auth), body.code);
    return c.json({ success: true as const }, 200);
  }),
  route(routes.checkContactChannelCode, async (c, { body }, deps, auth) => {
    await channels.checkVerificationCode(deps, requireAuth(auth), body.code);
    return c.json({ is_code_valid: true as const }, 200);
  }),
  route(routes.getContactChannel, async (c, { params }, deps, auth) => {
    const a = requireAuth(auth);
    return c.json(toContactChannel(await channels.getChannel(deps, a.project.id, resolveUserId(a, params.user_id), params.contact_channel_id)), 200);
  }),
  route(routes.updateContactChannel, async (c, { params, body }, deps, auth) => {
    const a = requireAuth(auth);
    const b = forClient(c, ClientUpdateChannelBody, body, a.type === 'client');
    const userId = resolveUserId(a, params.user_id);
    const channel = await channels.updateChannel(deps, a.project.id, userId, params.contact_channel_id, {
      value: b.value, usedForAuth: b.used_for_auth, isPrimary: b.is_primary, isVerified: a.type === 'client' ? undefined : body.is_verified,
    });
    return c.json(toContactChannel(channel), 200);
  }),
  route(routes.deleteContactChannel, async (c, { params }, deps, auth) => {
    const a = requireAuth(auth);
    await channels.deleteChannel(deps, a.project.id, resolveUserId(a, params.user_id), params.contact_channel_id);
    return c.json({ success: true as const }, 200);
  }),
  route(routes.sendChannelVerificationCode, async (c, { params, body }, deps, auth) => {
    const a = requireAuth(auth);
    await channels.sendVerificationForChannel(deps, a, resolveUserId(a, params.user_id), params.contact_channel_id, body.callback_url);
    return c.json({ success: true as const }, 200);
  }),
];
