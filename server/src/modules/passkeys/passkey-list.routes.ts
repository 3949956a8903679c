import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { SuccessBody, userIdOrMe } from '../../http/schemas.ts';
import { PasskeyList, PasskeyParams, Passkey, RenamePasskeyBody } from './passkey-list.schemas.ts';
import { PASSKEYS_TAG } from './passkeys.routes.ts';

/** A user's passkeys, one per device (issue 22 item 3): list, rename, remove. Shaped like /oauth-providers. */
const ANY = ['client', 'server', 'admin'] as const;

export const listPasskeys = defineRoute({
  method: 'get',
  path: '/passkeys',
  operationId: 'listPasskeys',
  tag: PASSKEYS_TAG,
  summary: "List a user's passkeys",
  description: 'The passkeys of the user, oldest first, with their names and when each was added and last used (at most 25 per user). Client access only for its own user (`user_id=me`). Changes nothing.',
  access: { types: ANY, userId: { in: 'query' } },
  request: { query: z.object({ user_id: userIdOrMe }).strict() },
  response: { status: 200, description: 'The passkeys.', schema: PasskeyList },
  errors: ['USER_NOT_FOUND'],
});

export const renamePasskey = defineRoute({
  method: 'patch',
  path: '/passkeys/{user_id}/{passkey_id}',
  operationId: 'renamePasskey',
  tag: PASSKEYS_TAG,
  summary: 'Rename a passkey',
  description: "Gives one of the user's passkeys a new name (1-64 characters, trimmed). Client access only for its own passkeys; another user's passkey answers PASSKEY_NOT_FOUND like a missing one.",
  access: { types: ANY, userId: { in: 'params' } },
  request: { params: PasskeyParams, body: RenamePasskeyBody, bodyExample: { name: 'Work laptop' } },
  response: { status: 200, description: 'The passkey after the change.', schema: Passkey },
  errors: ['PASSKEY_NOT_FOUND'],
});

export const deletePasskey = defineRoute({
  method: 'delete',
  path: '/passkeys/{user_id}/{passkey_id}',
  operationId: 'deletePasskey',
  tag: PASSKEYS_TAG,
  summary: 'Remove a passkey',
  description:
    "Removes one of the user's passkeys; it can no longer sign in. When it was the user's last passkey, passkey_auth_enabled becomes false. Client access only for its own passkeys, never the last way the user has to sign in (LAST_SIGN_IN_METHOD: a password, another passkey, a verified primary e-mail with OTP sign-in on, or an OAuth link that may sign in must remain), and the user is told by e-mail; server and admin access may remove any. Another user's passkey answers PASSKEY_NOT_FOUND like a missing one. A body, if sent, is ignored.",
  access: { types: ANY, userId: { in: 'params' }, recentSignIn: true },
  request: { params: PasskeyParams },
  response: { status: 200, description: 'Removed.', schema: SuccessBody },
  errors: ['PASSKEY_NOT_FOUND', 'LAST_SIGN_IN_METHOD'],
});
