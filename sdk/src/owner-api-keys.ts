import type { components } from '@gatehouse/generated';
import type { GatehouseApi } from './api-types.ts';
import { ApiKeyNotValidError } from './errors.ts';

/**
 * User and team API keys (wire-contract §9.14): keys a user or a team owns, for the app's own API.
 * A project feature (allow_user_api_keys / allow_team_api_keys): otherwise every call throws
 * UserApiKeysNotEnabledError / TeamApiKeysNotEnabledError. The full secret is only in what a create
 * call returns; reads carry its last four characters. Client apps manage their own user's keys and
 * the keys of teams where they hold `$manage_api_keys` (any other key or team: ApiKeyNotFoundError).
 */
export type UserApiKey = components['schemas']['UserApiKey'];
export type TeamApiKey = components['schemas']['TeamApiKey'];
/** A key as just created: `value` is the full secret, shown this once. */
export type CreatedUserApiKey = components['schemas']['CreatedUserApiKey'];
export type CreatedTeamApiKey = components['schemas']['CreatedTeamApiKey'];

export interface CreateApiKeyInput {
  description: string;
  /** When the key stops working (epoch millis); null: never. */
  expiresAtMillis: number | null;
  /** A public key (`pk_`) may be shown to others; default false (`sk_`). */
  isPublic?: boolean;
}

/** What every app can do with user and team API keys. */
export interface OwnerApiKeyHelpers {
  /** Creates a key for the user ('me' by default; client apps only for themselves). */
  createUserApiKey(input: CreateApiKeyInput & { userId?: string }): Promise<CreatedUserApiKey>;
  /** The user's keys ('me' by default), newest first, revoked and expired ones included. */
  listUserApiKeys(userId?: string): Promise<UserApiKey[]>;
  getUserApiKey(apiKeyId: string): Promise<UserApiKey>;
  updateUserApiKey(apiKeyId: string, body: { description?: string }): Promise<UserApiKey>;
  /** Revokes the key for good. */
  revokeUserApiKey(apiKeyId: string): Promise<UserApiKey>;
  createTeamApiKey(input: CreateApiKeyInput & { teamId: string }): Promise<CreatedTeamApiKey>;
  listTeamApiKeys(teamId: string): Promise<TeamApiKey[]>;
  getTeamApiKey(apiKeyId: string): Promise<TeamApiKey>;
  updateTeamApiKey(apiKeyId: string, body: { description?: string }): Promise<TeamApiKey>;
  revokeTeamApiKey(apiKeyId: string): Promise<TeamApiKey>;
}

/** Server and admin apps: checking a secret someone presented to the app's API. */
export interface ApiKeyCheckHelpers {
  /**
   * The live user key the secret belongs to. Throws ApiKeyNotValidError (ApiKeyNotFoundError,
   * WrongApiKeyTypeError for a team key, ApiKeyRevokedError, ApiKeyExpiredError).
   */
  checkUserApiKey(secret: string): Promise<UserApiKey>;
  /** The live team key the secret belongs to; throws ApiKeyNotValidError like checkUserApiKey. */
  checkTeamApiKey(secret: string): Promise<TeamApiKey>;
  /** The user key the secret belongs to, or null when it is not a live user key (any ApiKeyNotValidError). */
  userOfApiKey(secret: string): Promise<UserApiKey | null>;
  /** The team key the secret belongs to, or null when it is not a live team key. */
  teamOfApiKey(secret: string): Promise<TeamApiKey | null>;
}

function required(value: string, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new TypeError(`A ${what} is required.`);
  return value;
}

function createBody(input: CreateApiKeyInput) {
  return { description: input.description, expires_at_millis: input.expiresAtMillis, ...(input.isPublic === undefined ? {} : { is_public: input.isPublic }) };
}

export function ownerApiKeyHelpers(api: GatehouseApi): OwnerApiKeyHelpers {
  const id = (apiKeyId: string) => ({ api_key_id: required(apiKeyId, 'API key id') });
  return {
    createUserApiKey: async (input) => (await api.POST('/user-api-keys', { body: { user_id: required(input.userId ?? 'me', 'user id'), ...createBody(input) } })).data,
    listUserApiKeys: async (userId = 'me') => (await api.GET('/user-api-keys', { params: { query: { user_id: required(userId, 'user id') } } })).data.items,
    getUserApiKey: async (apiKeyId) => (await api.GET('/user-api-keys/{api_key_id}', { params: { path: id(apiKeyId) } })).data,
    updateUserApiKey: async (apiKeyId, body) => (await api.PATCH('/user-api-keys/{api_key_id}', { params: { path: id(apiKeyId) }, body })).data,
    revokeUserApiKey: async (apiKeyId) => (await api.PATCH('/user-api-keys/{api_key_id}', { params: { path: id(apiKeyId) }, body: { revoked: true } })).data,
    createTeamApiKey: async (input) => (await api.POST('/team-api-keys', { body: { team_id: required(input.teamId, 'team id'), ...createBody(input) } })).data,
    listTeamApiKeys: async (teamId) => (await api.GET('/team-api-keys', { params: { query: { team_id: required(teamId, 'team id') } } })).data.items,
    getTeamApiKey: async (apiKeyId) => (await api.GET('/team-api-keys/{api_key_id}', { params: { path: id(apiKeyId) } })).data,
    updateTeamApiKey: async (apiKeyId, body) => (await api.PATCH('/team-api-keys/{api_key_id}', { params: { path: id(apiKeyId) }, body })).data,
    revokeTeamApiKey: async (apiKeyId) => (await api.PATCH('/team-api-keys/{api_key_id}', { params: { path: id(apiKeyId) }, body: { revoked: true } })).data,
  };
}

export function apiKeyCheckHelpers(api: GatehouseApi): ApiKeyCheckHelpers {
  const body = (secret: string) => ({ api_key: required(secret, 'API key') });
  // Only "this is not a live key of that kind" becomes null; a wrong server key or a disabled feature still throws.
  const orNull = async <T>(check: Promise<T>): Promise<T | null> => {
    try {
      return await check;
    } catch (e) {
      if (e instanceof ApiKeyNotValidError) return null;
      throw e;
    }
  };
  const helpers: ApiKeyCheckHelpers = {
    checkUserApiKey: async (secret) => (await api.POST('/user-api-keys/check', { body: body(secret) })).data,
    checkTeamApiKey: async (secret) => (await api.POST('/team-api-keys/check', { body: body(secret) })).data,
    userOfApiKey: (secret) => orNull(helpers.checkUserApiKey(secret)),
    teamOfApiKey: (secret) => orNull(helpers.checkTeamApiKey(secret)),
  };
  return helpers;
}
