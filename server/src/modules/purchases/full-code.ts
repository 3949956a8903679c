import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';

/**
 * A purchase link's code: `<projectId>_<45 random characters>` (wire §9.21's
 * `/purchase/<tenancyId>_<code>`). 45 Crockford base32 characters are 225 bits: not guessable, so
 * the code alone is the credential of the hosted purchase page. Only its SHA-256 is stored.
 */
export const CODE_LENGTH = 45;
export const CODE_TTL_MS = 24 * 60 * 60 * 1000;

export function newCode(): { code: string; hash: string } {
  const code = randomCode(CODE_LENGTH);
  return { code, hash: hashCode(code) };
}

export const hashCode = (code: string) => sha256(code).toString('hex');

/** `<projectId>_<code>` split at the last `_`; null when it cannot be one (checked before any query). */
export function parseFullCode(full: string): { projectId: string; code: string } | null {
  const at = full.length - CODE_LENGTH - 1;
  if (at < 1 || full[at] !== '_') return null;
  const code = full.slice(at + 1);
  if (!/^[0-9a-hjkmnp-tv-z]+$/.test(code)) return null;
  return { projectId: full.slice(0, at), code };
}
