import type { Handler } from '../../http/router.ts';
import type * as routes from './contact-channels.routes.ts';
import * as channels from './contact-channels.service.ts';
import { toContactChannel } from './contact-channels.dto.ts';

// Client bodies were checked against the strict client schemas (no is_verified) by the router.

export const createContactChannelHandler: Handler<typeof routes.createContactChannel> = async (c, { deps, auth, userId, body }) => {
  const channel = await channels.createChannel(deps, auth.project, userId, {
    value: body.value,
    usedForAuth: body.used_for_auth,
    isPrimary: body.is_primary,
    isVerified: body.is_verified && auth.type !== 'client' ? true : undefined,
    byClient: auth.type === 'client',
  });
  return c.json(toContactChannel(channel), 201);
};

export const listContactChannelsHandler: Handler<typeof routes.listContactChannels> = async (c, { deps, auth, userId, query }) => {
  const items = await channels.listUserChannels(deps, auth.project.id, userId);
  const filtered = query.contact_channel_id ? items.filter((ch) => ch.id === query.contact_channel_id) : items;
  return c.json({ items: filtered.map(toContactChannel), is_paginated: false as const }, 200);
};

export const sendPrimaryVerificationCodeHandler: Handler<typeof routes.sendPrimaryVerificationCode> = async (c, { deps, auth, body }) => {
  await channels.sendVerificationForPrimary(deps, auth, auth.user.id, body.email, body.callback_url);
  return c.json({ success: true as const }, 200);
};

export const verifyContactChannelHandler: Handler<typeof routes.verifyContactChannel> = async (c, { deps, auth, body }) => {
  await channels.verifyChannel(deps, auth, body.code);
  return c.json({ success: true as const }, 200);
};

export const checkContactChannelCodeHandler: Handler<typeof routes.checkContactChannelCode> = async (c, { deps, auth, body }) => {
  await channels.checkVerificationCode(deps, auth, body.code);
  return c.json({ is_code_valid: true as const }, 200);
};

export const getContactChannelHandler: Handler<typeof routes.getContactChannel> = async (c, { deps, auth, userId, params }) =>
  c.json(toContactChannel(await channels.getChannel(deps, auth.project.id, userId, params.contact_channel_id)), 200);

export const updateContactChannelHandler: Handler<typeof routes.updateContactChannel> = async (c, { deps, auth, userId, params, body }) => {
  const channel = await channels.updateChannel(deps, auth.project.id, userId, params.contact_channel_id, {
    value: body.value,
    usedForAuth: body.used_for_auth,
    isPrimary: body.is_primary,
    isVerified: auth.type === 'client' ? undefined : body.is_verified,
    byClient: auth.type === 'client',
  });
  return c.json(toContactChannel(channel), 200);
};

export const deleteContactChannelHandler: Handler<typeof routes.deleteContactChannel> = async (c, { deps, auth, userId, params }) => {
  await channels.deleteChannel(deps, auth.project.id, userId, params.contact_channel_id);
  return c.json({ success: true as const }, 200);
};

export const sendChannelVerificationCodeHandler: Handler<typeof routes.sendChannelVerificationCode> = async (c, { deps, auth, userId, params, body }) => {
  await channels.sendVerificationForChannel(deps, auth, userId, params.contact_channel_id, body.callback_url);
  return c.json({ success: true as const }, 200);
};
