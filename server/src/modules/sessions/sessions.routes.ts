import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID, EXAMPLE_REFRESH_TOKEN, EXAMPLE_SESSION_ID } from '../../http/examples.ts';
import { defineRoute } from '../../http/router.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import { SuccessBody, nonEmpty, queryBoolean, userIdOrMe, uuid } from '../../http/schemas.ts';
import { SIGN_IN_METHODS } from './sessions.store.ts';
import { DEVICE_TYPES } from './user-agent.ts';
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

/** wire-contract §6.3: the shape is the contract's (camelCase inside). Gatehouse has no location lookup, so only `ip` is ever set. */
export const EndUserIpInfo = z
  .object({
    ip: z.string().openapi({ description: 'The client address (X-Forwarded-For counts only from GATEHOUSE_TRUSTED_PROXIES).', example: '203.0.113.7' }),
    countryCode: z.string().nullable().openapi({ description: 'The approximate location fields come from a trusted edge\'s headers (Cloudflare, Vercel; only from GATEHOUSE_TRUSTED_PROXIES); null when none reported it. Gatehouse makes no location lookups.' }),
    regionCode: z.string().nullable(),
    cityName: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    tzIdentifier: z.string().nullable(),
  })
  .openapi('EndUserIpInfo');

export const Session = z
  .object({
    id: z.string().openapi({ format: 'uuid', description: 'The session id; access tokens carry it as `refresh_token_id`.', example: EXAMPLE_SESSION_ID }),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
    created_at: z.number().int().openapi({ description: 'Milliseconds since the epoch.' }),
    last_used_at: z.number().int().openapi({ description: 'Milliseconds since the epoch of the last sign-in or refresh.' }),
    is_impersonation: z.boolean(),
    is_current_session: z.boolean().openapi({ description: 'Whether the access token of this request was minted from this session.' }),
    last_used_at_end_user_ip_info: EndUserIpInfo.optional().openapi({
      description: 'Where the session was last used from (its sign-in or latest refresh). Absent for sessions from before this was recorded, or when the address is unknown.',
    }),
    sign_in_method: z.enum(SIGN_IN_METHODS).nullable().openapi({
      description:
        'Gatehouse addition: how the session was signed in. `otp` is an e-mail code or magic link; `cli` a command-line login; `server` POST /auth/sessions; `impersonation` an admin acting as the user. A sign-in finished with TOTP keeps its first factor. Null for sessions from before this was recorded.',
      example: 'password',
    }),
    user_agent: z.string().nullable().openapi({
      description: 'Gatehouse addition: the User-Agent the session was last used with (at most 512 characters; the client chooses it, so it describes and never proves a device). Null when none was sent.',
      example: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    }),
    browser_name: z.string().nullable().openapi({ description: 'Gatehouse addition: the browser named by `user_agent`, null when it names none.', example: 'Chrome' }),
    browser_version: z.string().nullable().openapi({ description: "Gatehouse addition: the browser's major version.", example: '131' }),
    os_name: z.string().nullable().openapi({ description: 'Gatehouse addition: the operating system named by `user_agent`.', example: 'macOS' }),
    device_type: z.enum(DEVICE_TYPES).openapi({ description: 'Gatehouse addition: the kind of device `user_agent` names; `unknown` for none (e.g. a command-line tool).', example: 'desktop' }),
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

const RevokeSessionsQuery = z
  .object({
    user_id: userIdOrMe,
    exclude_current: queryBoolean.optional().openapi({ description: "true: keep the caller's own session (\"sign out of all other sessions\"). Without it every session of the user ends, the caller's too." }),
  })
  .strict();

export const RevokedSessions = z.object({ success: z.literal(true), revoked_count: z.number().int().openapi({ description: 'How many sessions ended.', example: 3 }) }).openapi('RevokedSessions');

export const revokeSessions = defineRoute({
  method: 'delete',
  path: '/auth/sessions',
  operationId: 'revokeSessions',
  tag: 'Sessions',
  summary: 'Revoke all sessions of a user (sign out everywhere)',
  description:
    "Gatehouse addition. Ends every session of the user named in `user_id` (`me` for the signed-in user; client access: only its own). With `exclude_current=true` the caller's own session stays (\"sign out of all other sessions\"); it only applies when the caller is that user. Impersonation sessions are ended only with admin access (only admins can list them). Their refresh tokens stop working at once, and so do access tokens minted from them, on this API.",
  access: { types: ['client', 'server', 'admin'], userId: { in: 'query' }, restricted: 'allow' },
  request: { query: RevokeSessionsQuery },
  response: { status: 200, description: 'The sessions are revoked.', schema: RevokedSessions },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'CANNOT_ACCESS_OTHER_USER'],
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
