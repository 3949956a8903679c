import { randomBytes } from 'node:crypto';

/** Crockford base32 in lower case: no i, l, o, u, so codes survive being read aloud or retyped. */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** `length` characters of 5 random bits each (256 is a multiple of 32, so `byte & 31` is unbiased). */
export function randomCode(length = 45): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += CROCKFORD[bytes[i] & 31];
  return out;
}

/** Request ids: 16 characters of base32, as the wire contract shows them. */
export function requestId(): string {
  return randomCode(16);
}
