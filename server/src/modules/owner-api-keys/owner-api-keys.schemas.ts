import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { nonEmpty, userIdOrMe, uuid } from '../../http/schemas.ts';

/** Shapes of user and team API keys (wire-contract §7.4, §9.14). */

const EXAMPLE_SECRET = 'sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10user1574ck4u7h1a2b3c4d';

// Capped at the end of year 9999: later instants are not timestamps PostgreSQL accepts.
const expiresAtMillis = z.number().int().min(0).max(253402300799999, '{path} must be at most 253402300799999 (the end of year 9999)');

const common = {
  id: z.string().openapi({ format: 'uuid' }),
  description: z.string(),
  /** Absent: the key never expires. */
  expires_at_millis: z.number().int().optional(),
  /** Present once the key was revoked. */
  manually_revoked_at_millis: z.number().int().optional(),
  created_at_millis: z.number().int(),
  is_public: z.boolean(),
};
const LastFour = z.object({ last_four: z.string() });

export const UserApiKey = z
  .object({ ...common, value: LastFour, type: z.literal('user'), user_id: z.string().openapi({ format: 'uuid' }) })
  .openapi('UserApiKey');
export const TeamApiKey = z
  .object({ ...common, value: LastFour, type: z.literal('team'), team_id: z.string().openapi({ format: 'uuid' }) })
  .openapi('TeamApiKey');

/** The only answers that ever carry the secret. */
export const CreatedUserApiKey = z
  .object({ ...common, value: z.string().openapi({ example: EXAMPLE_SECRET }), type: z.literal('user'), user_id: z.string().openapi({ format: 'uuid' }) })
  .openapi('CreatedUserApiKey');
export const CreatedTeamApiKey = z
  .object({ ...common, value: z.string().openapi({ example: EXAMPLE_SECRET.replace('user1', 'team1') }), type: z.literal('team'), team_id: z.string().openapi({ format: 'uuid' }) })
  .openapi('CreatedTeamApiKey');

export const UserApiKeyList = z.object({ items: z.array(UserApiKey), is_paginated: z.literal(false) }).openapi('UserApiKeyList');
export const TeamApiKeyList = z.object({ items: z.array(TeamApiKey), is_paginated: z.literal(false) }).openapi('TeamApiKeyList');

const createCommon = {
  description: z.string().max(LIMITS.description).openapi({ example: 'CI deploys' }),
  expires_at_millis: expiresAtMillis.nullable().openapi({ description: 'When the key stops working; null: never.', example: 4102444800000 }),
  is_public: z.boolean().optional().openapi({ description: 'A public key (`pk_`) may be shown to others, e.g. in a browser; default false (`sk_`).' }),
};
export const CreateUserApiKeyBody = z.object({ user_id: userIdOrMe, ...createCommon }).strict().openapi('CreateUserApiKeyBody');
export const CreateTeamApiKeyBody = z.object({ team_id: uuid, ...createCommon }).strict().openapi('CreateTeamApiKeyBody');

/** Owner fields are not here, so naming one is "body contains unknown properties" (SCHEMA_ERROR). */
export const UpdateOwnerApiKeyBody = z
  .object({
    description: z.string().max(LIMITS.description).optional(),
    revoked: z.literal(true).optional().openapi({ description: 'Revokes the key for good; there is no un-revoke.' }),
  })
  .strict()
  .openapi('UpdateOwnerApiKeyBody');

export const CheckApiKeyBody = z.object({ api_key: nonEmpty().openapi({ example: EXAMPLE_SECRET }) }).strict().openapi('CheckApiKeyBody');

export const ApiKeyIdParams = z.object({ api_key_id: uuid }).strict();
export const ListUserApiKeysQuery = z.object({ user_id: userIdOrMe }).strict();
export const ListTeamApiKeysQuery = z.object({ team_id: uuid }).strict();
