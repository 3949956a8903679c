import { z } from '../../../http/zod.ts';
import type { AppleUser } from './provider-table.ts';

/** The form field is the browser's to send: a generous cap before JSON.parse sees it. */
const MAX_FIELD_CHARS = 2048;
/** Each name part; together they stay within the 256 characters of a display name. */
const MAX_PART_CHARS = 120;

const namePart = z.string().trim().max(MAX_PART_CHARS).optional().catch(undefined);
const AppleUserField = z.object({ name: z.object({ firstName: namePart, lastName: namePart }).optional().catch(undefined) });

/**
 * Apple's `user` form field (first authorization only): `{"name":{"firstName","lastName"},"email"}`.
 * It is the only place Apple gives the user's name. Anything malformed (not JSON, wrong types,
 * too long) is ignored as if Apple had sent nothing: the sign-in goes on without a name.
 */
export function parseAppleUser(raw: string | null): AppleUser | undefined {
  if (!raw || raw.length > MAX_FIELD_CHARS) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = AppleUserField.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
