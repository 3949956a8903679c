import { knownError } from '../../http/errors.ts';
import { hashPassword, passwordHashKind } from '../../crypto/passwords.ts';
import { checkPasswordLength } from './password-rules.ts';

/**
 * Checks of user input that the request schema cannot express (they produce a dedicated known
 * error rather than a SCHEMA_ERROR line). Profile images: http/profile-image.ts.
 */

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
