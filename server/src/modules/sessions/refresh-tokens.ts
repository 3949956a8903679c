import { hmacSha256 } from '../../crypto/hashing.ts';

/** Same alphabet as crypto/random.ts, so rotated tokens look exactly like freshly issued ones. */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
export const REFRESH_TOKEN_LENGTH = 45;

/**
 * The refresh token that replaces `presented` when a session rotates. It is derived, not drawn
 * at random: HMAC-SHA256 under the project's secret, in Crockford base32, cut to the length of an
 * issued token. A client that re-presents the previous token inside the grace window (two tabs
 * refreshing at once) is therefore handed the same successor again, although only digests of
 * tokens are stored; without the secret nobody can compute a successor from a stolen token.
 */
export function successorRefreshToken(projectSecret: string, presented: string): string {
  return base32(hmacSha256(projectSecret, presented)).slice(0, REFRESH_TOKEN_LENGTH);
}

/** Bit-exact base32 (5 bits per character), lower-case Crockford alphabet. */
function base32(bytes: Buffer): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += CROCKFORD[(buffer << (5 - bits)) & 31];
  return out;
}
