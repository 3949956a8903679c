import { defineRoute } from '../../http/router.ts';
import { perUser } from '../rate-limits/route-limits.ts';
import {
  ApiKeyIdParams, CheckApiKeyBody, CreatedTeamApiKey, CreatedUserApiKey, CreateTeamApiKeyBody, CreateUserApiKeyBody,
  ListTeamApiKeysQuery, ListUserApiKeysQuery, TeamApiKey, TeamApiKeyList, UpdateOwnerApiKeyBody, UserApiKey, UserApiKeyList,
} from './owner-api-keys.schemas.ts';

/**
 * User and team API keys (wire-contract §9.14). A project feature: every route answers
 * USER_API_KEYS_NOT_ENABLED / TEAM_API_KEYS_NOT_ENABLED unless allow_user_api_keys /
 * allow_team_api_keys is on. A client works only with its own user keys and with the keys of teams
 * where it holds $manage_api_keys; anything else is API_KEY_NOT_FOUND, never a hint that a team exists.
 */

export const USER_API_KEYS_TAG = 'User API keys';
export const TEAM_API_KEYS_TAG = 'Team API keys';
const ANY = ['client', 'server', 'admin'] as const;
const SERVER_ONLY = ['server', 'admin'] as const;
const MANAGE = ['$manage_api_keys'] as const;
const SECRET_ONCE = 'The full secret (`value`) is in this answer only: Gatehouse stores its SHA-256 digest and last four characters.';

export const createUserApiKey = defineRoute({
  method: 'post',
  path: '/user-api-keys',
  operationId: 'createUserApiKey',
  tag: USER_API_KEYS_TAG,
  summary: 'Create a user API key',
  description: `Creates an API key owned by the user (project setting allow_user_api_keys). ${SECRET_ONCE} Client access only for its own user.`,
  access: { types: ANY, userId: { in: 'body' }, recentSignIn: true },
  request: { body: CreateUserApiKeyBody, bodyExample: { user_id: 'me', description: 'CI deploys', expires_at_millis: null } },
  response: {
    status: 200,
    description: 'The key with its full secret (shown once).',
    schema: CreatedUserApiKey,
    links: {
      GetUserApiKey: { operationId: 'getUserApiKey', parameters: { api_key_id: '$response.body#/id' } },
      UpdateUserApiKey: { operationId: 'updateUserApiKey', parameters: { api_key_id: '$response.body#/id' } },
    },
  },
  errors: ['USER_API_KEYS_NOT_ENABLED', 'USER_NOT_FOUND', 'API_KEY_LIMIT_REACHED'],
  // Each key is a stored secret: bounded per owner (API_KEY_LIMIT_REACHED) and in rate (issue 19 item 3).
  rateLimits: [perUser('api_key_creations_per_user')],
});

export const listUserApiKeys = defineRoute({
  method: 'get',
  path: '/user-api-keys',
  operationId: 'listUserApiKeys',
  tag: USER_API_KEYS_TAG,
  summary: "List a user's API keys",
  description: "The user's API keys, newest first, revoked and expired ones included; secrets appear as their last four characters. Client access only for its own user (`user_id=me`). Changes nothing.",
  access: { types: ANY, userId: { in: 'query' } },
  request: { query: ListUserApiKeysQuery },
  response: { status: 200, description: 'The keys.', schema: UserApiKeyList },
  errors: ['USER_API_KEYS_NOT_ENABLED', 'USER_NOT_FOUND'],
});

export const getUserApiKey = defineRoute({
  method: 'get',
  path: '/user-api-keys/{api_key_id}',
  operationId: 'getUserApiKey',
  tag: USER_API_KEYS_TAG,
  summary: 'Read a user API key',
  description: "One user API key. A client sees only its own user's keys (any other is API_KEY_NOT_FOUND). Changes nothing.",
  access: { types: ANY, user: 'required-for-client' },
  request: { params: ApiKeyIdParams },
  response: { status: 200, description: 'The key.', schema: UserApiKey },
  errors: ['USER_API_KEYS_NOT_ENABLED', 'API_KEY_NOT_FOUND'],
});

export const updateUserApiKey = defineRoute({
  method: 'patch',
  path: '/user-api-keys/{api_key_id}',
  operationId: 'updateUserApiKey',
  tag: USER_API_KEYS_TAG,
  summary: 'Rename or revoke a user API key',
  description: "Changes the description and/or revokes the key (one-way). The owner cannot be changed. A client may change only its own user's keys.",
  access: { types: ANY, user: 'required-for-client' },
  request: { params: ApiKeyIdParams, body: UpdateOwnerApiKeyBody, bodyExample: { revoked: true } },
  response: { status: 200, description: 'The key after the change.', schema: UserApiKey },
  errors: ['USER_API_KEYS_NOT_ENABLED', 'API_KEY_NOT_FOUND'],
});

export const checkUserApiKey = defineRoute({
  method: 'post',
  path: '/user-api-keys/check',
  operationId: 'checkUserApiKey',
  tag: USER_API_KEYS_TAG,
  summary: 'Check a user API key',
  description: 'Tells whether a presented secret is a live user API key of this project, and whose. Changes nothing.',
  access: { types: SERVER_ONLY },
  request: { body: CheckApiKeyBody },
  response: { status: 200, description: 'The key the secret belongs to.', schema: UserApiKey },
  errors: ['USER_API_KEYS_NOT_ENABLED', 'API_KEY_NOT_FOUND', 'WRONG_API_KEY_TYPE', 'API_KEY_REVOKED', 'API_KEY_EXPIRED'],
});

const TEAM_ACCESS_BODY = { in: 'body', permissions: MANAGE, refuseAs: 'API_KEY_NOT_FOUND' } as const;
const TEAM_ACCESS_QUERY = { in: 'query', permissions: MANAGE, refuseAs: 'API_KEY_NOT_FOUND' } as const;

export const createTeamApiKey = defineRoute({
  method: 'post',
  path: '/team-api-keys',
  operationId: 'createTeamApiKey',
  tag: TEAM_API_KEYS_TAG,
  summary: 'Create a team API key',
  description: `Creates an API key owned by the team (project setting allow_team_api_keys). ${SECRET_ONCE}`,
  access: { types: ANY, team: TEAM_ACCESS_BODY, recentSignIn: true },
  request: { body: CreateTeamApiKeyBody },
  response: {
    status: 200,
    description: 'The key with its full secret (shown once).',
    schema: CreatedTeamApiKey,
    links: {
      GetTeamApiKey: { operationId: 'getTeamApiKey', parameters: { api_key_id: '$response.body#/id' } },
      UpdateTeamApiKey: { operationId: 'updateTeamApiKey', parameters: { api_key_id: '$response.body#/id' } },
    },
  },
  errors: ['TEAM_API_KEYS_NOT_ENABLED', 'TEAM_NOT_FOUND', 'API_KEY_LIMIT_REACHED'],
  rateLimits: [perUser('api_key_creations_per_user')],
});

export const listTeamApiKeys = defineRoute({
  method: 'get',
  path: '/team-api-keys',
  operationId: 'listTeamApiKeys',
  tag: TEAM_API_KEYS_TAG,
  summary: "List a team's API keys",
  description: "The team's API keys, newest first, revoked and expired ones included; secrets appear as their last four characters. Changes nothing.",
  access: { types: ANY, team: TEAM_ACCESS_QUERY },
  request: { query: ListTeamApiKeysQuery },
  response: { status: 200, description: 'The keys.', schema: TeamApiKeyList },
  errors: ['TEAM_API_KEYS_NOT_ENABLED', 'TEAM_NOT_FOUND'],
});

export const getTeamApiKey = defineRoute({
  method: 'get',
  path: '/team-api-keys/{api_key_id}',
  operationId: 'getTeamApiKey',
  tag: TEAM_API_KEYS_TAG,
  summary: 'Read a team API key',
  description: 'One team API key. A client sees only keys of teams where it holds `$manage_api_keys` (any other is API_KEY_NOT_FOUND). Changes nothing.',
  access: { types: ANY, user: 'required-for-client' },
  request: { params: ApiKeyIdParams },
  response: { status: 200, description: 'The key.', schema: TeamApiKey },
  errors: ['TEAM_API_KEYS_NOT_ENABLED', 'API_KEY_NOT_FOUND'],
});

export const updateTeamApiKey = defineRoute({
  method: 'patch',
  path: '/team-api-keys/{api_key_id}',
  operationId: 'updateTeamApiKey',
  tag: TEAM_API_KEYS_TAG,
  summary: 'Rename or revoke a team API key',
  description: 'Changes the description and/or revokes the key (one-way). The owner cannot be changed. A client needs `$manage_api_keys` in the key\'s team (else API_KEY_NOT_FOUND).',
  access: { types: ANY, user: 'required-for-client' },
  request: { params: ApiKeyIdParams, body: UpdateOwnerApiKeyBody, bodyExample: { revoked: true } },
  response: { status: 200, description: 'The key after the change.', schema: TeamApiKey },
  errors: ['TEAM_API_KEYS_NOT_ENABLED', 'API_KEY_NOT_FOUND'],
});

export const checkTeamApiKey = defineRoute({
  method: 'post',
  path: '/team-api-keys/check',
  operationId: 'checkTeamApiKey',
  tag: TEAM_API_KEYS_TAG,
  summary: 'Check a team API key',
  description: 'Tells whether a presented secret is a live team API key of this project, and whose. Changes nothing.',
  access: { types: SERVER_ONLY },
  request: { body: CheckApiKeyBody },
  response: { status: 200, description: 'The key the secret belongs to.', schema: TeamApiKey },
  errors: ['TEAM_API_KEYS_NOT_ENABLED', 'API_KEY_NOT_FOUND', 'WRONG_API_KEY_TYPE', 'API_KEY_REVOKED', 'API_KEY_EXPIRED'],
});
