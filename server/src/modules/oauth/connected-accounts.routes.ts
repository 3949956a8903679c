import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { SuccessBody, email, userIdOrMe, uuid } from '../../http/schemas.ts';
import { OAUTH_PROVIDER_IDS } from '../projects/project-config.ts';

/** Connected accounts and provider links (wire-contract §9.8). */
const ANY = ['client', 'server', 'admin'] as const;
const SERVER_ONLY = ['server', 'admin'] as const;
const TAG = 'OAuth';

const providerId = z.string().min(1).max(64).openapi({ description: `The provider id in the project config: ${OAUTH_PROVIDER_IDS.join(', ')}.`, example: 'github' });

export const ConnectedAccount = z
  .object({ user_id: uuid, provider: z.string().openapi({ example: 'github' }), provider_account_id: z.string().openapi({ example: '1234567' }) })
  .openapi('ConnectedAccount');

export const getConnectedAccessToken = defineRoute({
  method: 'post',
  path: '/connected-accounts/{user_id}/{provider_id}/access-token',
  operationId: 'getConnectedAccessToken',
  tag: TAG,
  summary: "A provider access token of the user's connected account",
  description:
    "An access token for the provider's API, from the account the user signed in (or linked) with: the stored one while it is valid for at least a minute more, else a new one through the provider's refresh grant (stored again, encrypted). `scope` (space separated) must be within what the user granted: more needs a new sign-in with `provider_scope`. Not with shared keys. Client access only for its own user.",
  access: { types: ANY, userId: { in: 'params' } },
  request: {
    params: z.object({ user_id: userIdOrMe, provider_id: providerId }).strict(),
    body: z.object({ scope: z.string().max(2048).optional().openapi({ description: 'Scopes the token must carry, space separated.', example: 'user:email' }) }).strict().openapi('ConnectedAccessTokenRequest'),
    bodyExample: {},
  },
  response: { status: 201, description: 'The provider access token.', schema: z.object({ access_token: z.string().openapi({ example: 'gho_16C7e42F292c6912E7710c838347Ae178B4a' }) }).openapi('ConnectedAccessToken') },
  errors: ['OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 'USER_NOT_FOUND'],
});

/** The same for one provider account of the user, when several of one provider are linked. */
export const getConnectedAccountAccessToken = defineRoute({
  ...getConnectedAccessToken,
  path: '/connected-accounts/{user_id}/{provider_id}/{provider_account_id}/access-token',
  operationId: 'getConnectedAccountAccessToken',
  summary: "A provider access token of one of the user's connected accounts",
  description:
    "Like POST /connected-accounts/{user_id}/{provider_id}/access-token, for the account with this provider account id (`provider_account_id` of GET /connected-accounts), for users who linked more than one account of a provider. An account of another user, or one not allowing connected-account access, is OAUTH_CONNECTION_NOT_CONNECTED_TO_USER.",
  request: {
    ...getConnectedAccessToken.request,
    params: z.object({ user_id: userIdOrMe, provider_id: providerId, provider_account_id: z.string().min(1).max(512).openapi({ description: "The user's account id at the provider.", example: '1234567' }) }).strict(),
  },
});

/** The legacy path of the first route for the signed-in user (wire-contract §9.8 "Legacy": a proxy to the `me` route). */
export const getConnectedAccessTokenLegacy = defineRoute({
  ...getConnectedAccessToken,
  path: '/auth/oauth/connected-accounts/{provider_id}/access-token',
  operationId: 'getConnectedAccessTokenLegacy',
  summary: "A provider access token of the signed-in user's connected account (legacy path)",
  description: 'Older SDKs call this path; it answers exactly like POST /connected-accounts/me/{provider_id}/access-token.',
  access: { types: ANY, user: 'own' },
  request: { ...getConnectedAccessToken.request, params: z.object({ provider_id: providerId }).strict() },
});

export const listConnectedAccounts = defineRoute({
  method: 'get',
  path: '/connected-accounts/{user_id}',
  operationId: 'listConnectedAccounts',
  tag: TAG,
  summary: "List a user's connected accounts",
  description: "The provider accounts of the user that allow connected-account access, oldest first. Client access only for its own user. Changes nothing.",
  access: { types: ANY, userId: { in: 'params' } },
  request: { params: z.object({ user_id: userIdOrMe }).strict() },
  response: { status: 200, description: 'The connected accounts.', schema: z.object({ items: z.array(ConnectedAccount), is_paginated: z.literal(false) }).openapi('ConnectedAccountList') },
  errors: ['USER_NOT_FOUND'],
});

const linkFields = {
  user_id: uuid,
  id: uuid.openapi({ description: 'The link id.' }),
  email: z.string().nullable().openapi({ description: 'The e-mail the provider reported, lower-cased.', example: 'ada@example.com' }),
  provider_config_id: z.string().openapi({ example: 'github' }),
  type: z.string().openapi({ description: 'The provider type (the same as provider_config_id here).', example: 'github' }),
  allow_sign_in: z.boolean(),
  allow_connected_accounts: z.boolean(),
};
export const ClientProviderLink = z.object(linkFields).openapi('OAuthProviderLinkClient');
export const ServerProviderLink = z.object({ ...linkFields, account_id: z.string().openapi({ description: "The user's id at the provider.", example: '1234567' }) }).openapi('OAuthProviderLinkServer');
const ProviderLink = z.union([ServerProviderLink, ClientProviderLink]);

const LinkParams = z.object({ user_id: userIdOrMe, provider_id: uuid.openapi({ description: 'The link id (`id` of a link).' }) }).strict();

export const listProviderLinks = defineRoute({
  method: 'get',
  path: '/oauth-providers',
  operationId: 'listOAuthProviderLinks',
  tag: TAG,
  summary: "List a user's OAuth provider links",
  description: 'The provider accounts linked to the user, oldest first; server and admin access also see `account_id`. Client access only for its own user (`user_id=me`). Changes nothing.',
  access: { types: ANY, userId: { in: 'query' } },
  request: { query: z.object({ user_id: userIdOrMe }).strict() },
  response: { status: 200, description: 'The links.', schema: z.object({ items: z.array(ProviderLink), is_paginated: z.literal(false) }).openapi('OAuthProviderLinkList') },
  errors: ['USER_NOT_FOUND'],
});

export const createProviderLink = defineRoute({
  method: 'post',
  path: '/oauth-providers',
  operationId: 'createOAuthProviderLink',
  tag: TAG,
  summary: 'Link a provider account to a user',
  description: 'Links a provider account to the user by hand (e.g. when importing users), without tokens. The provider must be configured in the project; a provider account belongs to one user (OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN).',
  access: { types: SERVER_ONLY, userId: { in: 'body' } },
  request: {
    body: z
      .object({
        user_id: userIdOrMe,
        provider_config_id: providerId,
        account_id: z.string().min(1).max(256).openapi({ example: '1234567' }),
        email: email.optional(),
        allow_sign_in: z.boolean(),
        allow_connected_accounts: z.boolean(),
      })
      .strict()
      .openapi('CreateOAuthProviderLinkBody'),
    bodyExample: { user_id: 'me', provider_config_id: 'github', account_id: '1234567', allow_sign_in: true, allow_connected_accounts: true },
  },
  response: {
    status: 201,
    description: 'The new link.',
    schema: ServerProviderLink,
    links: { GetOAuthProviderLink: { operationId: 'getOAuthProviderLink', parameters: { user_id: '$response.body#/user_id', provider_id: '$response.body#/id' } } },
  },
  errors: ['OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 'USER_NOT_FOUND'],
});

export const getProviderLink = defineRoute({
  method: 'get',
  path: '/oauth-providers/{user_id}/{provider_id}',
  operationId: 'getOAuthProviderLink',
  tag: TAG,
  summary: 'Read one OAuth provider link',
  description: 'One link of the user. Client access only for its own user. Changes nothing.',
  access: { types: ANY, userId: { in: 'params' } },
  request: { params: LinkParams },
  response: { status: 200, description: 'The link.', schema: ProviderLink },
  errors: ['OAUTH_PROVIDER_LINK_NOT_FOUND'],
});

const UpdateLinkBody = z
  .object({
    allow_sign_in: z.boolean().optional(),
    allow_connected_accounts: z.boolean().optional(),
    account_id: z.string().min(1).max(256).optional(),
    email: email.nullable().optional(),
  })
  .strict()
  .openapi('UpdateOAuthProviderLinkBody');

export const updateProviderLink = defineRoute({
  method: 'patch',
  path: '/oauth-providers/{user_id}/{provider_id}',
  operationId: 'updateOAuthProviderLink',
  tag: TAG,
  summary: 'Change an OAuth provider link',
  description: 'Whether the link may sign in and give connected-account tokens; server and admin access may also change `account_id` and `email`. Client access only for its own links, and only the two switches; it cannot switch `allow_sign_in` off on the last way the user has to sign in (LAST_SIGN_IN_METHOD: a password, a passkey, a verified primary e-mail with OTP sign-in on, or another link that may sign in must remain).',
  access: { types: ANY, userId: { in: 'params' }, recentSignIn: { body: ['allow_sign_in'] } },
  request: {
    params: LinkParams,
    body: UpdateLinkBody,
    clientBody: z.object({ allow_sign_in: z.boolean().optional(), allow_connected_accounts: z.boolean().optional() }).strict(),
    bodyExample: { allow_sign_in: false },
  },
  response: { status: 200, description: 'The link after the change.', schema: ProviderLink },
  errors: ['OAUTH_PROVIDER_LINK_NOT_FOUND', 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 'LAST_SIGN_IN_METHOD'],
});

export const deleteProviderLink = defineRoute({
  method: 'delete',
  path: '/oauth-providers/{user_id}/{provider_id}',
  operationId: 'deleteOAuthProviderLink',
  tag: TAG,
  summary: 'Unlink a provider account',
  description: 'Removes the link and its stored provider tokens; the provider account can then sign up or be linked anew. Client access only for its own links, and never the last way the user has to sign in (LAST_SIGN_IN_METHOD: a password, a passkey, a verified primary e-mail with OTP sign-in on, or another link that may sign in must remain); server and admin access may.',
  access: { types: ANY, userId: { in: 'params' }, recentSignIn: true },
  request: { params: LinkParams },
  response: { status: 200, description: 'Removed.', schema: SuccessBody },
  errors: ['OAUTH_PROVIDER_LINK_NOT_FOUND', 'LAST_SIGN_IN_METHOD'],
});
