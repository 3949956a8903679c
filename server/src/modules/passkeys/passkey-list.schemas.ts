import { z } from '../../http/zod.ts';
import { userIdOrMe, uuid } from '../../http/schemas.ts';
import { EXAMPLE_ID } from '../../http/examples.ts';

/** The account page's view of a user's passkeys (issue 22 item 3): names and dates, never key material. */

/** 1-64 characters after trimming; control characters are refused (the name is shown in pages and e-mails). */
export const passkeyName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  // A refinement, not .regex(): the generator would emit the pattern with its `u` flag glued on
  // ("…$/u"), which no OpenAPI validator or generated client can read.
  .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), '{path} must not contain control or format characters')
  .openapi({ description: 'A name for the passkey, 1-64 characters (trimmed), without control or format characters.', example: 'MacBook Touch ID' });

export const Passkey = z
  .object({
    id: uuid,
    user_id: uuid,
    name: z.string().openapi({ description: 'The user\'s name for it; by default "Passkey on <browser>, <system>" from where it was added.', example: 'Passkey on Chrome, macOS' }),
    created_at_millis: z.number().int().openapi({ description: 'When it was added, milliseconds since the epoch.', example: 1764000000000 }),
    last_used_at_millis: z.number().int().nullable().openapi({ description: 'The last sign-in with it, milliseconds since the epoch; null if never used.', example: 1764100000000 }),
  })
  .openapi('Passkey');

export const PasskeyList = z.object({ items: z.array(Passkey), is_paginated: z.literal(false) }).openapi('PasskeyList');

export const PasskeyParams = z.object({ user_id: userIdOrMe, passkey_id: uuid.openapi({ description: 'The passkey id (`id` of a passkey).', example: EXAMPLE_ID }) }).strict();

export const RenamePasskeyBody = z.object({ name: passkeyName }).strict().openapi('RenamePasskeyBody');
