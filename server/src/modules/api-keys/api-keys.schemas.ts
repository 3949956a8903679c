import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { uuid } from '../../http/schemas.ts';
import { EXAMPLE_ID } from '../../http/examples.ts';

/** A secret after creation: only its last four characters, so owners can tell keys apart. */
const LastFour = z.object({ last_four: z.string().openapi({ example: 'x7q2' }) }).openapi('ApiKeyLastFour');

const common = {
  id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
  description: z.string().openapi({ example: 'Production backend' }),
  created_at_millis: z.number().int(),
  expires_at_millis: z.number().int(),
};

export const ApiKeySet = z
  .object({
    ...common,
    /** Present once the set was revoked. */
    manually_revoked_at_millis: z.number().int().optional(),
    publishable_client_key: LastFour.optional(),
    secret_server_key: LastFour.optional(),
    super_secret_admin_key: LastFour.optional(),
  })
  .openapi('ApiKeySet');

export const ApiKeySetList = z.object({ items: z.array(ApiKeySet), is_paginated: z.literal(false) }).openapi('ApiKeySetList');

/** The only answer that ever carries the plaintext keys. */
export const CreatedApiKeySet = z
  .object({
    ...common,
    publishable_client_key: z.string().optional().openapi({ example: 'pck_…' }),
    secret_server_key: z.string().optional().openapi({ example: 'ssk_…' }),
    super_secret_admin_key: z.string().optional().openapi({ example: 'sak_…' }),
  })
  .openapi('CreatedApiKeySet');

export const CreateApiKeySetBody = z
  .object({
    description: z.string().max(LIMITS.description).openapi({ example: 'Production backend' }),
    // Capped at the end of year 9999: later instants are not timestamps PostgreSQL accepts (found by fuzzing: 500).
    expires_at_millis: z.number().int().min(0).max(253402300799999, '{path} must be at most 253402300799999 (the end of year 9999)'),
    has_publishable_client_key: z.boolean(),
    has_secret_server_key: z.boolean(),
    has_super_secret_admin_key: z.boolean(),
  })
  .strict()
  .openapi('CreateApiKeySetBody');

export const UpdateApiKeySetBody = z
  .object({
    description: z.string().max(LIMITS.description).optional(),
    revoked: z.literal(true).optional().openapi({ description: 'Revokes the set for good; there is no un-revoke.' }),
  })
  .strict()
  .openapi('UpdateApiKeySetBody');

export const ApiKeySetIdParams = z.object({ api_key_id: uuid }).strict();
