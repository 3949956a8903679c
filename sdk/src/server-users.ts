import type { components, operations } from '@gatehouse/generated';
import type { GatehouseApi } from './api-types.ts';
import type { MetadataTypes, NoMetadataTypes, WithMetadata } from './user-metadata.ts';

type WireMetadata = Required<MetadataTypes>;

/**
 * User management for trusted backends (server access): list, read, create, update and delete any
 * user of the project. Like every SDK call, each resolves to the answer's body or throws a typed
 * error (e.g. UserNotFoundError, UserEmailAlreadyExistsError, SchemaError). Bodies and results are
 * the API's own JSON (snake_case), typed from the contract, so what you read is what you write.
 */
export type ServerUser<M extends MetadataTypes = NoMetadataTypes> = WithMetadata<components['schemas']['ServerUser'], M>;
/** One page of GET /users: `items`, and `pagination.next_cursor` (null on the last page). */
export type ServerUserPage<M extends MetadataTypes = NoMetadataTypes> = Omit<components['schemas']['ServerUserList'], 'items'> & { items: ServerUser<M>[] };
/** One provider account of `oauth_providers` (POST /users): `id` is the provider config id in the project (e.g. 'github'). */
type WireProviderLink = NonNullable<components['schemas']['CreateUserBody']['oauth_providers']>[number];

/** A provider account to link to a new user, in the SDK's words (Stack Auth's `oauthProviders`). */
export interface NewOAuthProviderLink {
  /** The provider config id in the project, e.g. 'github'. */
  providerId: WireProviderLink['id'];
  /** The user's account id at the provider. */
  accountId: WireProviderLink['account_id'];
  /** The e-mail the provider knows the account by. */
  email?: WireProviderLink['email'];
}

/**
 * The body of POST /users, plus `oauthProviders`: provider accounts linked in the same transaction,
 * so the user can sign in through them at once. Give it or `oauth_providers` (the wire form), not both.
 */
export type CreateUserBody<M extends MetadataTypes = NoMetadataTypes> = WithMetadata<components['schemas']['CreateUserBody'], M> & { oauthProviders?: NewOAuthProviderLink[] };
export type UpdateUserBody<M extends MetadataTypes = NoMetadataTypes> = WithMetadata<components['schemas']['UpdateUserBody'], M>;

type ListQuery = NonNullable<operations['listUsers']['parameters']['query']>;

export interface ListUsersOptions {
  /** Page size, 1 to 1000. Without it every matching user comes in one answer (no next page). */
  limit?: number | undefined;
  /** The `pagination.next_cursor` of the previous page. */
  cursor?: string | undefined;
  /** Sort key; users are ordered by sign-up time. */
  orderBy?: ListQuery['order_by'] | undefined;
  /** Newest first. */
  desc?: boolean | undefined;
  /** A user id (exact), or text matched case-insensitively against display names and contact channels. */
  query?: string | undefined;
  /** Anonymous users are left out unless this is true (it includes restricted users too). */
  includeAnonymous?: boolean | undefined;
  /** Users an admin restricted (`restricted_by_admin`) are left out unless this is true. */
  includeRestricted?: boolean | undefined;
  /** Only anonymous users (with includeAnonymous: true). */
  onlyAnonymous?: boolean | undefined;
  /** true: only users whose primary e-mail is verified; false: only those whose is not (users without one match neither). */
  primaryEmailVerified?: boolean | undefined;
  /** Only users who can (true) or cannot (false) sign in with a password. */
  hasPassword?: boolean | undefined;
  /** Only users who can (true) or cannot (false) sign in with an e-mailed code or link. */
  otpAuthEnabled?: boolean | undefined;
  /** Only users who can (true) or cannot (false) sign in with a passkey. */
  passkeyAuthEnabled?: boolean | undefined;
  /** Only members of this team. */
  teamId?: string | undefined;
}

export interface ServerUserHelpers<M extends MetadataTypes = NoMetadataTypes> {
  /** One page of the project's users; pass `pagination.next_cursor` back as `cursor` for the next one. */
  listUsers(options?: ListUsersOptions): Promise<ServerUserPage<M>>;
  /**
   * Creates a user (e-mail, password or password hash, metadata, provider accounts, ...); throws
   * UserEmailAlreadyExistsError for a taken e-mail, OauthProviderNotFoundOrNotEnabledError for a
   * provider the project does not configure, OauthConnectionAlreadyConnectedToAnotherUserError for a
   * provider account another user has; nothing is created then.
   */
  createUser(body: CreateUserBody<M>): Promise<ServerUser<M>>;
  /** Changes the given fields of a user; throws UserNotFoundError when there is none. */
  updateUser(userId: string, body: UpdateUserBody<M>): Promise<ServerUser<M>>;
  /** Deletes a user with their sessions and contact channels; throws UserNotFoundError when there is none. */
  deleteUser(userId: string): Promise<void>;
}

/** An id is a path segment: an empty one would name another route, so it fails here, before a request. */
function checkedUserId(userId: string): string {
  if (typeof userId !== 'string' || !userId.trim()) throw new TypeError('A user id is required (the `id` of a user).');
  return userId;
}

// Metadata as the wire has it (unknown); the apps give it the caller's declared types.
export function serverUserHelpers(api: GatehouseApi): ServerUserHelpers<WireMetadata> & { userById(userId: string): Promise<ServerUser<WireMetadata>> } {
  return {
    async listUsers(options = {}) {
      const query: ListQuery = {
        limit: options.limit,
        cursor: options.cursor,
        order_by: options.orderBy,
        desc: options.desc,
        query: options.query,
        include_anonymous: options.includeAnonymous,
        include_restricted: options.includeRestricted,
        only_anonymous: options.onlyAnonymous,
        primary_email_verified: options.primaryEmailVerified,
        has_password: options.hasPassword,
        otp_auth_enabled: options.otpAuthEnabled,
        passkey_auth_enabled: options.passkeyAuthEnabled,
        team_id: options.teamId,
      };
      return (await api.GET('/users', { params: { query } })).data;
    },
    async userById(userId) {
      return (await api.GET('/users/{user_id}', { params: { path: { user_id: checkedUserId(userId) } } })).data;
    },
    async createUser({ oauthProviders, ...body }) {
      if (oauthProviders !== undefined) {
        if (body.oauth_providers !== undefined) throw new TypeError('Give oauthProviders or oauth_providers, not both.');
        body.oauth_providers = oauthProviders.map((l) => ({ id: l.providerId, account_id: l.accountId, ...(l.email !== undefined ? { email: l.email } : {}) }));
      }
      return (await api.POST('/users', { body })).data;
    },
    async updateUser(userId, body) {
      return (await api.PATCH('/users/{user_id}', { params: { path: { user_id: checkedUserId(userId) } }, body })).data;
    },
    async deleteUser(userId) {
      await api.DELETE('/users/{user_id}', { params: { path: { user_id: checkedUserId(userId) } } });
    },
  };
}
