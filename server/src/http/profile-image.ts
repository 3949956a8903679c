import { knownError } from './errors.ts';
import { isValidHttpUrl } from './schemas.ts';

/**
 * SPEC §5's profile-image rule, shared by users, teams and team member profiles (one rule, one
 * error: INVALID_PROFILE_IMAGE), so it lives with the other shared request rules.
 */

export const PROFILE_IMAGE_MAX_BYTES = 100 * 1024;
const DATA_URL_RE = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,([A-Za-z0-9+/]*={0,2})$/;
const DATA_URL_HINT = 'data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…';

/**
 * Images below 100 KB. Clients may only send inline data URLs (so a client cannot make other
 * users' browsers fetch an arbitrary URL); server and admin may also point at http(s).
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
