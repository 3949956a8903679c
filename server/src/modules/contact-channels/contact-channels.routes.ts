import { defineRoute } from '../../http/router.ts';
import { perAddress, perClient } from '../rate-limits/route-limits.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { CodeBody, CodeCheckResult } from '../verification-codes/verification-codes.schemas.ts';
import { CallbackBody, ChannelList, ChannelParams, ClientCreateChannelBody, ClientUpdateChannelBody, ContactChannel, CreateChannelBody, LegacySendVerificationBody, ListChannelsQuery, UpdateChannelBody } from './contact-channels.schemas.ts';

const ANY = ['client', 'server', 'admin'] as const;
const TAG = 'Contact channels';
const USER_ERRORS = ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'CANNOT_ACCESS_OTHER_USER', 'USER_NOT_FOUND'] as const;
const CODE_ERRORS = ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'] as const;
const WHOSE = 'Clients may only name themselves (`me` or their own id).';

export const createContactChannel = defineRoute({
  method: 'post',
  path: '/contact-channels',
  operationId: 'createContactChannel',
  tag: TAG,
  summary: 'Add an e-mail address to a user',
  description: `Adds an e-mail contact channel, unverified unless a server sets \`is_verified\`. \`is_primary: true\` demotes the previous primary address. \`used_for_auth\` addresses sign in, so one project can have each only once. ${WHOSE}`,
  access: { types: ANY, userId: { in: 'body' }, restricted: 'allow', recentSignIn: { body: ['is_primary', 'used_for_auth'] } },
  request: { body: CreateChannelBody, clientBody: ClientCreateChannelBody },
  response: {
    status: 201,
    description: 'The new channel.',
    schema: ContactChannel,
    links: {
      GetContactChannel: { operationId: 'getContactChannel', parameters: { user_id: '$response.body#/user_id', contact_channel_id: '$response.body#/id' } },
      UpdateContactChannel: { operationId: 'updateContactChannel', parameters: { user_id: '$response.body#/user_id', contact_channel_id: '$response.body#/id' } },
      DeleteContactChannel: { operationId: 'deleteContactChannel', parameters: { user_id: '$response.body#/user_id', contact_channel_id: '$response.body#/id' } },
      SendChannelVerificationCode: { operationId: 'sendChannelVerificationCode', parameters: { user_id: '$response.body#/user_id', contact_channel_id: '$response.body#/id' } },
    },
  },
  errors: [...USER_ERRORS, 'CONTACT_CHANNEL_ALREADY_EXISTS', 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 'CONTACT_CHANNEL_LIMIT_REACHED'],
});

export const listContactChannels = defineRoute({
  method: 'get',
  path: '/contact-channels',
  operationId: 'listContactChannels',
  tag: TAG,
  summary: "List a user's contact channels",
  description: `The user's e-mail addresses in the order they were added (optionally only \`contact_channel_id\`). ${WHOSE}`,
  access: { types: ANY, userId: { in: 'query' } },
  request: { query: ListChannelsQuery },
  response: { status: 200, description: 'The channels.', schema: ChannelList },
  errors: [...USER_ERRORS],
});

export const getContactChannel = defineRoute({
  method: 'get',
  path: '/contact-channels/{user_id}/{contact_channel_id}',
  operationId: 'getContactChannel',
  tag: TAG,
  summary: 'Read one contact channel',
  description: `One e-mail address of the user. ${WHOSE}`,
  access: { types: ANY, userId: { in: 'params' } },
  request: { params: ChannelParams },
  response: { status: 200, description: 'The channel.', schema: ContactChannel },
  errors: [...USER_ERRORS, 'CONTACT_CHANNEL_NOT_FOUND'],
});

export const updateContactChannel = defineRoute({
  method: 'patch',
  path: '/contact-channels/{user_id}/{contact_channel_id}',
  operationId: 'updateContactChannel',
  tag: TAG,
  summary: 'Change a contact channel',
  description: `Changes the address, its sign-in use or primary flag. A changed address is unverified again (unless a server sets \`is_verified\`). ${WHOSE}`,
  access: { types: ANY, userId: { in: 'params' }, restricted: 'allow', recentSignIn: { body: ['value', 'is_primary', 'used_for_auth'] } },
  request: { params: ChannelParams, body: UpdateChannelBody, clientBody: ClientUpdateChannelBody, bodyExample: { value: 'ada.lovelace@example.com', used_for_auth: true } },
  response: { status: 200, description: 'The changed channel.', schema: ContactChannel },
  errors: [...USER_ERRORS, 'CONTACT_CHANNEL_NOT_FOUND', 'CONTACT_CHANNEL_ALREADY_EXISTS', 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'],
});

export const deleteContactChannel = defineRoute({
  method: 'delete',
  path: '/contact-channels/{user_id}/{contact_channel_id}',
  operationId: 'deleteContactChannel',
  tag: TAG,
  summary: 'Remove a contact channel',
  description: `Removes the address from the user. ${WHOSE}`,
  access: { types: ANY, userId: { in: 'params' }, restricted: 'allow', recentSignIn: true },
  request: { params: ChannelParams },
  response: { status: 200, description: 'Removed.', schema: SuccessBody },
  errors: [...USER_ERRORS, 'CONTACT_CHANNEL_NOT_FOUND'],
});

export const sendChannelVerificationCode = defineRoute({
  method: 'post',
  path: '/contact-channels/{user_id}/{contact_channel_id}/send-verification-code',
  operationId: 'sendChannelVerificationCode',
  tag: TAG,
  summary: 'E-mail a verification link for a channel',
  description: `Sends "Verify your email at <project>" with the link \`callback_url?code=<code>\` (valid 24 hours, single use). \`callback_url\` must be on a trusted domain. ${WHOSE}`,
  access: { types: ANY, userId: { in: 'params' }, restricted: 'allow' },
  rateLimits: [perClient('code_sends_per_ip'), perAddress({ in: 'params', name: 'contact_channel_id' })],
  request: { params: ChannelParams, body: CallbackBody },
  response: { status: 200, description: 'Queued for delivery.', schema: SuccessBody },
  errors: [...USER_ERRORS, 'CONTACT_CHANNEL_NOT_FOUND', 'EMAIL_ALREADY_VERIFIED', 'REDIRECT_URL_NOT_WHITELISTED'],
});

export const sendPrimaryVerificationCode = defineRoute({
  method: 'post',
  path: '/contact-channels/send-verification-code',
  operationId: 'sendPrimaryVerificationCode',
  tag: TAG,
  summary: "E-mail a verification link for the signed-in user's primary address",
  description: 'The older form of send-verification-code: `email` must be the signed-in user\'s primary address, and unverified.',
  access: { types: ANY, user: 'required', restricted: 'allow' },
  rateLimits: [perClient('code_sends_per_ip'), perAddress({ in: 'body', name: 'email', normalise: 'email' })],
  request: { body: LegacySendVerificationBody },
  response: { status: 200, description: 'Queued for delivery.', schema: SuccessBody },
  errors: ['EMAIL_IS_NOT_PRIMARY_EMAIL', 'EMAIL_ALREADY_VERIFIED', 'REDIRECT_URL_NOT_WHITELISTED'],
});

export const verifyContactChannel = defineRoute({
  method: 'post',
  path: '/contact-channels/verify',
  operationId: 'verifyContactChannel',
  tag: TAG,
  summary: 'Verify an e-mail address with its code',
  description: 'Uses the code from the verification e-mail and marks the address verified. No signed-in user is needed: holding the code proves owning the inbox. A code sent before the address was changed does not verify the new one.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'Verified.', schema: SuccessBody },
  errors: [...CODE_ERRORS, 'CONTACT_CHANNEL_NOT_FOUND'],
});

export const checkContactChannelCode = defineRoute({
  method: 'post',
  path: '/contact-channels/verify/check-code',
  operationId: 'checkContactChannelCode',
  tag: TAG,
  summary: 'Check a verification code without using it',
  description: 'Answers `{is_code_valid: true}` if /contact-channels/verify would accept the code now, or the reason it would not. Never uses the code.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'The code is valid.', schema: CodeCheckResult },
  errors: [...CODE_ERRORS],
});
