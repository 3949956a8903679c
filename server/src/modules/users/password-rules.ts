import { knownError } from '../../http/errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../crypto/passwords.ts';

/** Length rules of a new password (SPEC §5, wire-contract §9.1). */
export function checkPasswordLength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw knownError('PASSWORD_TOO_SHORT', { min_length: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) throw knownError('PASSWORD_TOO_LONG', { maxLength: PASSWORD_MAX_LENGTH });
}
