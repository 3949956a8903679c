import { knownError } from '../../http/errors.ts';
import { isValidHttpUrl } from '../../http/schemas.ts';
import { hashPassword, passwordHashKind } from '../../crypto/passwords.ts';
import { checkPasswordLength } from './password-rules.ts';

/**
 * Checks of user input that the request schema cannot express (they need the caller's access
 * type, or produce a dedicated known error rather than a SCHEMA_ERROR line).
 */

export const PROFILE_IMAGE_MAX_BYTES = 100 * 1024;
const DATA_URL_RE = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,([A-Za-z0-9+/]*={0,2})$/;
const DATA_URL_HINT = 'data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…';

/**
 * SPEC §5: images below 100 KB. Clients may only send inline data URLs (so a client cannot make
 * other users' browsers fetch an arbitrary URL); server and admin may also point at http(s).
 */
export function checkProfileImage(value: string, caller: 'client' | 'server'): void {
  const m = DATA_URL_RE.exec(value);
  if (m) {
    const decoded = Buffer.byteLength(m[2], 'base64');
    if (decoded === 0) throw knownError('INVALID_PROFILE_IMAGE', { reason: 'the data URL contains no image data.' });
    if (decoded >= PROFILE_IMAGE_MAX_BYTES) {
      throw knownError('INVALID_PROFILE_IMAGE', { reason: `the image is ${decoded} bytes; it must be smaller than ${PROFILE_IMAGE_MAX_BYTES} bytes (100 KB).` });
    }
    return;
  }
  if (caller === 'server' && value.length <= 1_000_000 && !/\s/.test(value) && isValidHttpUrl(value)) return;
  throw knownError('INVALID_PROFILE_IMAGE', {
    reason: caller === 'client'
      ? `it must be a base64 data URL of the form ${DATA_URL_HINT}.`
      : `it must be an http(s) URL or a base64 data URL of the form ${DATA_URL_HINT}.`,
  });
}

/**
 * The stored hash for `password` / `password_hash` of a create or update body: undefined = leave
 * unchanged, null = remove the password. Imported hashes are kept as given; a bcrypt one is
 * upgraded to argon2id at the user's next successful sign-in.
 */
export async function passwordHashFrom(body: { password?: string | null; password_hash?: string }): Promise<string | null | undefined> {
  if (body.password_hash !== undefined) {
    if (!passwordHashKind(body.password_hash)) throw knownError('INVALID_PASSWORD_HASH');
    return body.password_hash;
  }
  if (body.password === undefined || body.password === null) return body.password;
  checkPasswordLength(body.password);
  return hashPassword(body.password);
}

export function totpSecretFrom(base64: string | null | undefined): Buffer | null | undefined {
  return base64 === undefined || base64 === null ? base64 : Buffer.from(base64, 'base64');
}
