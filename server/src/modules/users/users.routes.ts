import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { ClientUpdateUserBody, CreateUserBody, ListUsersQuery, OwnUser, ServerUser, UpdateUserBody, UserIdParams, UserList } from './users.schemas.ts';

const TAG = 'Users';
const SERVER_ONLY = { types: ['server', 'admin'] } as const;
const UPDATE_ERRORS = [
  'INVALID_PROFILE_IMAGE', 'USER_EMAIL_ALREADY_EXISTS', 'TEAM_MEMBERSHIP_NOT_FOUND', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_PASSWORD_HASH',
] as const;

// ---- the signed-in user ----------------------------------------------------------------------

export const getOwnUser = defineRoute({
  method: 'get',
  path: '/users/me',
  operationId: 'getOwnUser',
  tag: TAG,
  summary: 'Read the signed-in user',
  description:
    'Returns the user of x-stack-access-token. Client access gets the client view (ClientUser: no server metadata, no last-active time); server and admin access get the server view (ServerUser). Changes nothing.',
  access: { types: ['client', 'server', 'admin'], user: 'own' },
  response: { status: 200, description: 'The user, in the view of the access type.', schema: OwnUser },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER'],
});

export const updateOwnUser = defineRoute({
  method: 'patch',
  path: '/users/me',
  operationId: 'updateOwnUser',
  tag: TAG,
  summary: 'Update the signed-in user',
  description:
    'Changes the given fields of the user of x-stack-access-token. Client access may set only display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id, otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody. Setting password or password_hash signs the user out everywhere (all sessions are revoked). A changed primary e-mail is unverified unless primary_email_verified says otherwise. passkey_auth_enabled false removes all the user\'s passkeys; with client access it is refused (LAST_SIGN_IN_METHOD) when they are the last way the user has to sign in.',
  access: { types: ['client', 'server', 'admin'], user: 'own', restricted: 'allow', recentSignIn: { body: ['primary_email', 'totp_secret_base64'] } },
  request: { body: UpdateUserBody, clientBody: ClientUpdateUserBody, bodyExample: { display_name: 'Ada Lovelace', client_metadata: { theme: 'dark' } } },
  response: { status: 200, description: 'The updated user, in the view of the access type.', schema: OwnUser },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'LAST_SIGN_IN_METHOD', ...UPDATE_ERRORS],
});

export const deleteOwnUser = defineRoute({
  method: 'delete',
  path: '/users/me',
  operationId: 'deleteOwnUser',
  tag: TAG,
  summary: 'Delete the signed-in user',
  description:
    'Deletes the user of x-stack-access-token with its sessions, contact channels and team memberships; its access tokens stop working at once. Client access needs the project setting client_user_deletion_enabled.',
  access: { types: ['client', 'server', 'admin'], user: 'own', recentSignIn: true },
  response: { status: 200, description: 'The user was deleted.', schema: SuccessBody },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'CLIENT_USER_DELETION_NOT_ENABLED'],
});

// ---- any user of the project (server, admin) --------------------------------------------------

export const listUsers = defineRoute({
  method: 'get',
  path: '/users',
  operationId: 'listUsers',
  tag: TAG,
  summary: 'List users',
  description:
    'Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true. Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified, has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply); the cursor pages through the filtered list. With limit, pages are read by passing pagination.next_cursor back as cursor; without limit every matching user is returned. Changes nothing.',
  access: SERVER_ONLY,
  request: { query: ListUsersQuery },
  response: { status: 200, description: 'A page of users.', schema: UserList },
  errors: [],
});

export const createUser = defineRoute({
  method: 'post',
  path: '/users',
  operationId: 'createUser',
  tag: TAG,
  summary: 'Create a user',
  description:
    'Creates a user, even when the project does not allow sign-ups. Give either password (hashed with argon2id) or password_hash (an imported bcrypt or argon2id hash), not both. A primary e-mail that another user already uses for sign-in is refused. oauth_providers links provider accounts to the user in the same transaction, so the user can sign in through them. When the project creates a team per new user, the user gets one.',
  access: SERVER_ONLY,
  request: { body: CreateUserBody, bodyExample: { primary_email: 'ada@example.com', primary_email_verified: true, password: 'correct horse battery staple', display_name: 'Ada Lovelace' } },
  response: {
    status: 201,
    description: 'The created user.',
    schema: ServerUser,
    links: {
      GetUser: { operationId: 'getUser', parameters: { user_id: '$response.body#/id' } },
      UpdateUser: { operationId: 'updateUser', parameters: { user_id: '$response.body#/id' } },
      DeleteUser: { operationId: 'deleteUser', parameters: { user_id: '$response.body#/id' } },
    },
  },
  errors: [
    'INVALID_PROFILE_IMAGE', 'USER_EMAIL_ALREADY_EXISTS', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_PASSWORD_HASH',
    'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER',
  ],
});

export const getUser = defineRoute({
  method: 'get',
  path: '/users/{user_id}',
  operationId: 'getUser',
  tag: TAG,
  summary: 'Read a user',
  description: 'Returns one user of the project (server view). A user of another project answers USER_NOT_FOUND, exactly like a missing one. Changes nothing.',
  access: { ...SERVER_ONLY, userId: { in: 'params' } },
  request: { params: UserIdParams },
  response: { status: 200, description: 'The user.', schema: ServerUser },
  errors: ['USER_NOT_FOUND', 'CANNOT_GET_OWN_USER_WITHOUT_USER'],
});

export const updateUser = defineRoute({
  method: 'patch',
  path: '/users/{user_id}',
  operationId: 'updateUser',
  tag: TAG,
  summary: 'Update a user',
  description:
    'Changes the given fields of a user. Setting password or password_hash revokes all of the user\'s sessions. selected_team_id must name a team the user is a member of. is_anonymous can only be set to false (an anonymous user becomes a regular one). A changed primary e-mail is unverified unless primary_email_verified says otherwise.',
  access: { ...SERVER_ONLY, userId: { in: 'params' } },
  request: { params: UserIdParams, body: UpdateUserBody, bodyExample: { server_metadata: { plan: 'pro' }, primary_email_verified: true } },
  response: { status: 200, description: 'The updated user.', schema: ServerUser },
  errors: ['USER_NOT_FOUND', 'CANNOT_GET_OWN_USER_WITHOUT_USER', ...UPDATE_ERRORS],
});

export const deleteUser = defineRoute({
  method: 'delete',
  path: '/users/{user_id}',
  operationId: 'deleteUser',
  tag: TAG,
  summary: 'Delete a user',
  description: 'Deletes a user with its sessions, contact channels and team memberships; its access tokens stop working at once. Teams it belonged to remain.',
  access: { ...SERVER_ONLY, userId: { in: 'params' } },
  request: { params: UserIdParams },
  response: { status: 200, description: 'The user was deleted.', schema: SuccessBody },
  errors: ['USER_NOT_FOUND', 'CANNOT_GET_OWN_USER_WITHOUT_USER'],
});
