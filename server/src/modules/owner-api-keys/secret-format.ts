import { crc32 } from 'node:zlib';
import { randomCode } from '../../crypto/random.ts';

/**
 * The secret of a user or team API key (wire-contract §9.14):
 * `sk_`|`pk_` + 45 random base32 characters + the key's uuid as 32 hex digits + `user`|`team` +
 * one scanner character + `574ck4u7h` + the CRC32 (8 hex digits) of everything before it.
 * The fixed marker and checksum let secret scanners recognise a leaked key without a lookup; the
 * embedded id lets a check find the key by primary key.
 */

export type OwnerType = 'user' | 'team';

const MARKER = '574ck4u7h';
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
const SECRET = /^(sk|pk)_[0-9a-hjkmnp-tv-z]{45}([0-9a-f]{32})(user|team)([0-9a-hjkmnp-tv-z])574ck4u7h([0-9a-f]{8})$/;

function checksum(text: string): string {
  return crc32(text).toString(16).padStart(8, '0');
}

/** Scanner character: bit 0 = self-hosted (always, for Gatehouse), bit 1 = public key. */
function scannerChar(isPublic: boolean): string {
  return CROCKFORD[1 + (isPublic ? 2 : 0)];
}

export function newSecret(id: string, type: OwnerType, isPublic: boolean): string {
  const body = `${isPublic ? 'pk' : 'sk'}_${randomCode(45)}${id.replace(/-/g, '')}${type}${scannerChar(isPublic)}${MARKER}`;
  return body + checksum(body);
}

/** The key id and owner type a well-formed secret names; null when the shape or checksum is wrong. */
export function parseSecret(secret: string): { id: string; type: OwnerType } | null {
  const m = SECRET.exec(secret);
  if (!m || checksum(secret.slice(0, -8)) !== m[5]) return null;
  const hex = m[2];
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, type: m[3] as OwnerType };
}
