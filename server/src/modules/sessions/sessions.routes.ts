import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID, EXAMPLE_REFRESH_TOKEN, EXAMPLE_SESSION_ID } from '../../http/examples.ts';
import { defineRoute } from '../../http/router.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import { SuccessBody, nonEmpty, userIdOrMe, uuid } from '../../http/schemas.ts';
import { MAX_SESSION_LIFETIME_MS } from './sessions.service.ts';

const ROTATION_NOTE =
  'Refresh tokens rotate (unlike the API this one is compatible with): every refresh answers with the refresh token to use next. ' +
  'Re-presenting the previous token within 10 seconds (concurrent tabs) answers with the same successor; re-presenting it later ' +
  'is treated as theft and revokes the whole session. Projects with `refresh_token_rotation_enabled: false` keep one refresh token per session.';

export const RefreshedSession = z
  .object({
    access_token: z.string().openapi({ description: 'A new access token (ES256 JWT).', example: EXAMPLE_ACCESS_TOKEN }),
    refresh_token: z.string().openapi({ description: 'The refresh token to present next time: the successor, or the same token when the project does not rotate.', example: EXAMPLE_REFRESH_TOKEN }),
  })
  .openapi('RefreshedSession');

export const refreshCurrentSession = defineRoute({
  method: 'post',
  path: '/auth/sessions/current/refresh',
  operationId: 'refreshCurrentSession',
  tag: 'Sessions',
  summary: 'Exchange a refresh token for a new access token',
  description: `Mints a new access token for the session of the refresh token in \`x-stack-refresh-token\` and records the session as used. ${ROTATION_NOTE} An unknown, expired or revoked refresh token, or one of another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. Do not send an expired access token along: the header pipeline would reject it first.`,
  access: { types: ['client', 'server', 'admin'], restricted: 'allow' },
  rateLimits: [perClient('refreshes_per_ip')],
  request: {
    headers: z.object({ 'x-stack-refresh-token': nonEmpty().openapi({ description: 'The refresh token of the session.' }) }),
  },
  response: { status: 200, description: 'A new access token and the refresh token to use next.', schema: RefreshedSession },
  errors: ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED'],
});

export const Session = z
  .object({
    id: z.string().openapi({ format: 'uuid', description: 'The session id; access tokens carry it as `refresh_token_id`.', example: EXAMPLE_SESSION_ID }),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
    created_at: z.number().int().openapi({ description: 'Milliseconds since the epoch.' }),
    last_used_at: z.number().int().openapi({ description: 'Milliseconds since the epoch of the last sign-in or refresh.' }),
    is_impersonation: z.boolean(),
    is_current_session: z.boolean().openapi({ description: 'Whether the access token of this request was minted from this session.' }),
  })
  .openapi('Session');

export const SessionList = z.object({ items: z.array(Session), is_paginated: z.literal(false) }).openapi('SessionList');

const UserIdQuery = z.object({ user_id: userIdOrMe }).strict();

export const listSessions = defineRoute({
  method: 'get',
  path: '/auth/sessions',
  operationId: 'listSessions',
  tag: 'Sessions',
  summary: "List a user's sessions",
  description:
    "The live sessions of a user (`user_id=me` for the signed-in user), newest first, unpaginated: at most the newest 100 (older sessions still work and can still be revoked). Client access may list only its own user's sessions. Impersonation sessions are listed only with admin access. Changes nothing.",
  access: { types: ['client', 'server', 'admin'], userId: { in: 'query' } },
  request: { query: UserIdQuery },
  response: {
    status: 200,
    description: 'The sessions.',
    schema: SessionList,
    links: { RevokeSession: { operationId: 'revokeSession', parameters: { 'path.id': '$response.body#/items/0/id', 'query.user_id': '$request.query.user_id' } } },
  },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'CANNOT_ACCESS_OTHER_USER'],
});

export const deleteCurrentSession = defineRoute({
  method: 'delete',
  path: '/auth/sessions/current',
  operationId: 'signOut',
  tag: 'Sessions',
  summary: 'Sign out (revoke the current session)',
  description:
    'Revokes the session the access token in `x-stack-access-token` was minted from. Its refresh token stops working, and so does the access token itself on this API, at once (not only when it expires). A body, if sent, is ignored.',
  access: { types: ['client', 'server', 'admin'], user: 'required', restricted: 'allow' },
  response: { status: 200, description: 'The session is revoked.', schema: SuccessBody },
  errors: ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED'],
});

export const revokeSession = defineRoute({
  method: 'delete',
  path: '/auth/sessions/{id}',
  operationId: 'revokeSession',
  tag: 'Sessions',
  summary: 'Revoke one session of a user',
  description:
    "Revokes a session of the user named in `user_id` (`me` for the signed-in user; client access: only its own). The caller's current session cannot be revoked here (CANNOT_DELETE_CURRENT_SESSION): sign out with DELETE /auth/sessions/current. A session of another user or project answers SESSION_NOT_FOUND, exactly like a missing one.",
  access: { types: ['client', 'server', 'admin'], userId: { in: 'query' }, restricted: 'allow' },
  request: { params: z.object({ id: uuid }).strict(), query: UserIdQuery },
  response: { status: 200, description: 'The session is revoked.', schema: SuccessBody },
  errors: ['CANNOT_DELETE_CURRENT_SESSION', 'SESSION_NOT_FOUND', 'CANNOT_GET_OWN_USER_WITHOUT_USER', 'CANNOT_ACCESS_OTHER_USER'],
});

export const CreatedSession = z
  .object({ refresh_token: z.string().openapi({ example: EXAMPLE_REFRESH_TOKEN }), access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }) })
  .openapi('CreatedSession');

export const createSession = defineRoute({
  method: 'post',
  path: '/auth/sessions',
  operationId: 'createSession',
  tag: 'Sessions',
  summary: 'Open a session for a user (server-side sign-in, impersonation)',
  description: `Signs a user in without credentials, for servers that authenticate users themselves, and for admins impersonating a user (\`is_impersonation: true\`; such sessions are hidden from the user's own session list). The session lasts \`expires_in_millis\` (default one year, at most ${MAX_SESSION_LIFETIME_MS} = 367 days).`,
  access: { types: ['server', 'admin'], userId: { in: 'body' } },
  request: {
    body: z
      .object({
        user_id: userIdOrMe,
        expires_in_millis: z.number().int().min(1).max(MAX_SESSION_LIFETIME_MS).optional().openapi({ example: 86_400_000 }),
        is_impersonation: z.boolean().optional(),
      })
      .strict(),
    bodyExample: { user_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', expires_in_millis: 86_400_000, is_impersonation: false },
  },
  response: { status: 200, description: 'The new session.', schema: CreatedSession, links: { RefreshSession: { operationId: 'refreshCurrentSession', parameters: { 'header.x-stack-refresh-token': '$response.body#/refresh_token' } } } },
  errors: ['USER_ID_DOES_NOT_EXIST', 'CANNOT_GET_OWN_USER_WITHOUT_USER'],
});
