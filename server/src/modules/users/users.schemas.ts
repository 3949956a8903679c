import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { email, jsonValue, metadata, password, queryBoolean, uuid, userIdOrMe } from '../../http/schemas.ts';

/**
 * The users API's request and response shapes (wire-contract §7.1, §7.2, §9.10). Written by hand,
 * never derived from the tables.
 */

// ---- response shapes -------------------------------------------------------------------------

// The team shapes of wire-contract §7.3, inline (unnamed) so they cannot collide with the named
// team components the teams module registers; the fields are the same.
const ClientTeamFields = {
  id: uuid,
  display_name: z.string(),
  profile_image_url: z.string().nullable(),
  client_metadata: jsonValue,
  client_read_only_metadata: jsonValue,
};
const SelectedClientTeam = z.object(ClientTeamFields);
const SelectedServerTeam = z.object({ ...ClientTeamFields, created_at_millis: z.number().int(), server_metadata: jsonValue });

const RestrictedReason = z
  .object({ type: z.enum(['anonymous', 'email_not_verified', 'restricted_by_administrator']) })
  .nullable()
  .openapi({ description: 'Why the user is restricted; null when not restricted. Anonymous users are always restricted.' });

const OAuthProviderLink = z.object({ id: z.string().openapi({ example: 'github' }), account_id: z.string().openapi({ example: '1234567' }), email: z.string().nullable() });

const clientUserFields = {
  id: uuid,
  primary_email: z.string().nullable().openapi({ description: 'Lower-cased on write.', example: 'ada@example.com' }),
  primary_email_verified: z.boolean(),
  display_name: z.string().nullable(),
  client_metadata: jsonValue,
  client_read_only_metadata: jsonValue,
  profile_image_url: z.string().nullable(),
  signed_up_at_millis: z.number().int(),
  has_password: z.boolean(),
  auth_with_email: z.boolean().openapi({ description: 'Deprecated: has_password || otp_auth_enabled.' }),
  oauth_providers: z.array(OAuthProviderLink),
  selected_team_id: uuid.nullable(),
  requires_totp_mfa: z.boolean().openapi({ description: 'True when a TOTP secret is set.' }),
  otp_auth_enabled: z.boolean(),
  passkey_auth_enabled: z.boolean(),
  is_anonymous: z.boolean(),
  is_restricted: z.boolean(),
  restricted_reason: RestrictedReason,
  restricted_by_admin: z.boolean(),
  restricted_by_admin_reason: z.string().nullable(),
};

export const ClientUser = z
  .object({ ...clientUserFields, selected_team: SelectedClientTeam.nullable() })
  .openapi('ClientUser', { description: 'A user as the user itself sees it (client access). Never carries server-only fields.' });

export const ServerUser = z
  .object({
    ...clientUserFields,
    selected_team: SelectedServerTeam.nullable(),
    primary_email_auth_enabled: z.boolean(),
    server_metadata: jsonValue,
    last_active_at_millis: z.number().int(),
    restricted_by_admin_private_details: z.string().nullable(),
    country_code: z.string().nullable(),
    risk_scores: z.object({ sign_up: z.object({ bot: z.number().int(), free_trial_abuse: z.number().int() }) }),
  })
  .openapi('ServerUser', { description: 'A user as server and admin access see it.' });

/** GET /users/me answers in the caller's view: clients get ClientUser, server and admin ServerUser. */
export const OwnUser = z.union([ServerUser, ClientUser]);

export const UserList = z
  .object({
    items: z.array(ServerUser),
    is_paginated: z.literal(true),
    pagination: z.object({
      next_cursor: uuid.nullable().openapi({ description: 'Pass as `cursor` to read the next page; null on the last page (and whenever no limit was given).' }),
    }),
  })
  .openapi('ServerUserList');

// ---- request shapes --------------------------------------------------------------------------

/**
 * A TOTP secret's bounds, in bytes once decoded: RFC 4226 §4 R6 asks for at least 128 bits (160
 * recommended, what authenticator apps and our SDK make); HMAC-SHA1 hashes a key longer than its
 * 64-byte block down to 20 bytes, so more than 64 adds nothing but storage. 64 bytes are 88 base64
 * characters: the length is checked before anything is decoded.
 */
export const TOTP_SECRET_MIN_BYTES = 16;
export const TOTP_SECRET_MAX_BYTES = 64;
const totpSecretBase64 = z
  .string()
  .superRefine((v, ctx) => {
    const sizeProblem = `{path} must be ${TOTP_SECRET_MIN_BYTES} to ${TOTP_SECRET_MAX_BYTES} bytes once decoded`;
    if (v.length > Math.ceil(TOTP_SECRET_MAX_BYTES / 3) * 4) return void ctx.addIssue({ code: 'custom', message: sizeProblem });
    if (!(v.length > 0 && v.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(v))) return void ctx.addIssue({ code: 'custom', message: '{path} is not valid base64' });
    const bytes = (v.length / 4) * 3 - (v.endsWith('==') ? 2 : v.endsWith('=') ? 1 : 0);
    if (bytes < TOTP_SECRET_MIN_BYTES || bytes > TOTP_SECRET_MAX_BYTES) ctx.addIssue({ code: 'custom', message: sizeProblem });
  })
  // The byte rule above is the real bound; the length it implies is declared for the reference
  // (and the request-bounds audit) without a second, differently worded message.
  .openapi({ maxLength: Math.ceil(TOTP_SECRET_MAX_BYTES / 3) * 4 });

const profileImageUrl = z.string().max(LIMITS.url).nullable().openapi({
  description:
    'A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under 100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it.',
  example: 'data:image/png;base64,iVBORw0KGgo=',
});

/** Fields every writer may set (client PATCH is limited to these). */
const ownFields = {
  display_name: z.string().max(256, '{path} must be at most 256 characters').nullable().openapi({ description: 'At most 256 characters; "" is stored as null.' }),
  profile_image_url: profileImageUrl,
  client_metadata: metadata,
  primary_email: email.nullable().openapi({ description: 'Trimmed and lower-cased. null removes the primary e-mail.' }),
  otp_auth_enabled: z.boolean(),
  passkey_auth_enabled: z.boolean(),
  totp_secret_base64: totpSecretBase64.nullable().openapi({
    description: `Base64 of the raw TOTP secret, ${TOTP_SECRET_MIN_BYTES} to ${TOTP_SECRET_MAX_BYTES} bytes (20 is usual: RFC 4226 asks for at least 128 bits and recommends 160); null disables TOTP multi-factor authentication.`,
  }),
};

const serverFields = {
  ...ownFields,
  client_read_only_metadata: metadata,
  server_metadata: metadata,
  primary_email_verified: z.boolean(),
  primary_email_auth_enabled: z.boolean().openapi({ description: 'Whether the primary e-mail can be used to sign in. Default true for a new primary e-mail.' }),
  password: password.nullable().openapi({ description: '8 to 70 characters; hashed with argon2id. null removes the password. Mutually exclusive with password_hash.' }),
  password_hash: z.string().max(LIMITS.shortText).openapi({
    description:
      'Import an existing hash instead of a password: bcrypt ($2a$, $2b$, $2y$) or argon2id, in modular crypt format. Bounded by what one verification may cost: bcrypt cost 4 to 14; argon2id with m at most 262144 (256 MiB), t at most 10, p at most 16. Anything else is INVALID_PASSWORD_HASH.',
    example: '$2b$10$abcdefghijklmnopqrstuuq0Y7Bq6y5hN0Xx0yV4v8mQ3cJ3Jx1y2',
  }),
};

const riskScore = z
  .number()
  .int('{path} must be an integer')
  .min(0, '{path} must be greater than or equal to 0')
  .max(100, '{path} must be less than or equal to 100');

/** Admin restriction, country and risk scores (wire-contract §7.1, §9.10): server and admin only, never client PATCH. */
const adminFields = {
  restricted_by_admin: z.boolean().openapi({
    description:
      'Restricts the user: their access tokens become restricted tokens (restricted_reason restricted_by_administrator), refused unless the request sends x-stack-allow-restricted-user or x-stack-allow-anonymous-user. false lifts the restriction and clears the reason and the private details.',
  }),
  restricted_by_admin_reason: z
    .string()
    .max(1024, '{path} must be at most 1024 characters')
    .nullable()
    .openapi({ description: 'Why the user is restricted, shown to the user. Only with restricted_by_admin true (in this request or already stored).' }),
  restricted_by_admin_private_details: z
    .string()
    .max(4096, '{path} must be at most 4096 characters')
    .nullable()
    .openapi({ description: 'Notes for the project\'s admins, never shown to the user. Only with restricted_by_admin true (in this request or already stored).' }),
  country_code: z
    .string()
    .max(2)
    .regex(/^[A-Z]{2}$/, '{path} must be an ISO 3166-1 alpha-2 country code in upper case (e.g. DE)')
    .nullable()
    .openapi({ description: 'ISO 3166-1 alpha-2, upper case.', example: 'DE' }),
  risk_scores: z
    .object({ sign_up: z.object({ bot: riskScore, free_trial_abuse: riskScore }).strict() })
    .strict()
    .openapi({ description: 'Sign-up risk scores, integers 0 to 100 (both are 0 when never set).' }),
};

/** POST /users `oauth_providers`: provider accounts linked to the new user, as POST /oauth-providers links them. */
const NewOAuthProviderLinks = z
  .array(
    z
      .object({
        id: z.string().min(1).max(64).openapi({ description: 'The provider config id in the project (e.g. github).', example: 'github' }),
        account_id: z.string().min(1).max(256).openapi({ description: "The user's account id at the provider.", example: '1234567' }),
        email: email.nullable().optional().openapi({ description: 'The e-mail the provider knows the account by; lower-cased.' }),
      })
      .strict(),
  )
  .max(64, '{path} must have at most 64 items')
  // One provider account, one link: the same account twice would be refused by the unique index as "another user's".
  .refine((links) => new Set(links.map((l) => `${l.id}\n${l.account_id}`)).size === links.length, '{path} must not name the same provider account (id and account_id) twice')
  .openapi({
    description:
      'Provider accounts to link to the new user, each of a provider configured in the project; the user can then sign in through them (allow_sign_in and allow_connected_accounts are true). A provider account linked to another user is OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER; nothing is created then.',
  });

export const CreateUserBody = z
  .object({ ...serverFields, ...adminFields, is_anonymous: z.boolean(), oauth_providers: NewOAuthProviderLinks })
  .partial()
  .strict()
  .openapi('CreateUserBody');

export const UpdateUserBody = z
  .object({
    ...serverFields,
    ...adminFields,
    selected_team_id: uuid.nullable().openapi({ description: 'A team the user is a member of, or null.' }),
    is_anonymous: z.literal(false).openapi({ description: 'Only false: turns an anonymous user into a regular one.' }),
  })
  .partial()
  .strict()
  .openapi('UpdateUserBody');

/** What a client may change about itself; anything else is an unknown property (wire-contract §9.10). */
export const ClientUpdateUserBody = z.object({ ...ownFields, selected_team_id: uuid.nullable() }).partial().strict();

export type CreateUserInput = z.infer<typeof CreateUserBody>;
export type UpdateUserInput = z.infer<typeof UpdateUserBody>;

export const UserIdParams = z.object({ user_id: userIdOrMe }).strict();

export const ListUsersQuery = z
  .object({
    cursor: uuid.optional().openapi({ description: 'The id of the first user of the page to read (from pagination.next_cursor).' }),
    limit: z.coerce
      .number()
      .int('{path} must be an integer')
      .min(1, '{path} must be greater than or equal to 1')
      .max(1000, '{path} must be less than or equal to 1000')
      .optional()
      .openapi({ description: 'Page size, 1 to 1000. Without it every matching user is returned.', example: 100 }),
    desc: queryBoolean.optional().openapi({ description: 'Newest first when true.' }),
    order_by: z.enum(['signed_up_at']).optional(),
    query: z.string().max(LIMITS.shortText).optional().openapi({ description: 'A user id (exact match), or text matched case-insensitively against display names and contact-channel values.' }),
    include_anonymous: queryBoolean.optional().openapi({ description: 'Anonymous users are left out unless this is true. Also includes restricted users.' }),
    include_restricted: queryBoolean.optional().openapi({ description: 'Restricted users (restricted_by_admin) are left out unless this (or include_anonymous) is true.' }),
    team_id: uuid.optional().openapi({ description: 'Only members of this team.' }),
    // Filters of the dashboard's users table, each one flag of the user record; they combine with AND.
    only_anonymous: queryBoolean.optional().openapi({ description: 'Only anonymous users when true. Needs include_anonymous=true.' }),
    primary_email_verified: queryBoolean.optional().openapi({
      description: 'true: only users whose primary e-mail is verified. false: only users whose primary e-mail is not verified. Users without a primary e-mail match neither.',
    }),
    has_password: queryBoolean.optional().openapi({ description: 'Only users who can (true) or cannot (false) sign in with a password.' }),
    otp_auth_enabled: queryBoolean.optional().openapi({ description: 'Only users who can (true) or cannot (false) sign in with an e-mail code or magic link.' }),
    passkey_auth_enabled: queryBoolean.optional().openapi({ description: 'Only users who can (true) or cannot (false) sign in with a passkey.' }),
  })
  .strict()
  // Anonymous users are left out by default, so only_anonymous alone would always list no one.
  .refine((q) => !q.only_anonymous || q.include_anonymous === true, { path: ['only_anonymous'], message: '{path}=true needs include_anonymous=true' });
