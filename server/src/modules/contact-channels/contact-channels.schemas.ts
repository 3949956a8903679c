import { z } from '../../http/zod.ts';
import { EXAMPLE_EMAIL } from '../../http/examples.ts';
import { email, url, userIdOrMe, uuid } from '../../http/schemas.ts';

export const ContactChannel = z
  .object({
    id: uuid,
    user_id: uuid,
    type: z.literal('email'),
    value: z.string().openapi({ format: 'email', example: EXAMPLE_EMAIL }),
    used_for_auth: z.boolean().openapi({ description: 'Whether the address signs in (password, magic link). At most one user of a project per address.' }),
    is_verified: z.boolean(),
    is_primary: z.boolean(),
  })
  .openapi('ContactChannel');

const type = z.literal('email', { message: '{path} must be "email"' });

/** Declared (server) body; clients are checked again against ClientCreateChannelBody. */
export const CreateChannelBody = z
  .object({ user_id: userIdOrMe, value: email, type, used_for_auth: z.boolean(), is_primary: z.boolean().optional(), is_verified: z.boolean().optional().openapi({ description: 'Server and admin only.' }) })
  .strict()
  .openapi('CreateContactChannelBody');
export const ClientCreateChannelBody = CreateChannelBody.omit({ is_verified: true }).strict();

export const UpdateChannelBody = z
  .object({ value: email.optional(), type: type.optional(), used_for_auth: z.boolean().optional(), is_primary: z.boolean().optional(), is_verified: z.boolean().optional().openapi({ description: 'Server and admin only.' }) })
  .strict()
  .openapi('UpdateContactChannelBody');
export const ClientUpdateChannelBody = UpdateChannelBody.omit({ is_verified: true }).strict();

export const ChannelParams = z.object({ user_id: userIdOrMe, contact_channel_id: uuid }).strict();
export const ListChannelsQuery = z.object({ user_id: userIdOrMe, contact_channel_id: uuid.optional() }).strict();
export const ChannelList = z.object({ items: z.array(ContactChannel), is_paginated: z.literal(false) }).openapi('ContactChannelList');

export const CallbackBody = z.object({ callback_url: url }).strict().openapi('VerificationCallbackBody');
export const LegacySendVerificationBody = z.object({ email, callback_url: url }).strict().openapi('SendVerificationCodeBody');
