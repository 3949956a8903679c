import { randomBytes, randomFillSync } from 'node:crypto';

/** Crockford base32 in lower case: no i, l, o, u, so codes survive being read aloud or retyped. */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** `length` characters of 5 random bits each (256 is a multiple of 32, so `byte & 31` is unbiased). */
export function randomCode(length = 45): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += CROCKFORD[bytes[i] & 31];
  return out;
}

/**
 * Random bytes for request ids, drawn from the CSPRNG 4 KiB at a time: one randomBytes call per
 * request was ~4 % of the CPU of a trivial request (bench/README.md). Request ids are not secrets
 * (every response and log line shows one); they only need to be unique and unguessable in advance.
 */
const ID_POOL_BYTES = 4096;
const idPool = Buffer.alloc(ID_POOL_BYTES);
let idPoolAt = ID_POOL_BYTES;

/** Request ids: 16 characters of base32, as the wire contract shows them. */
export function requestId(): string {
  if (idPoolAt + 16 > ID_POOL_BYTES) {
    randomFillSync(idPool);
    idPoolAt = 0;
  }
  let out = '';
  for (let i = idPoolAt; i < idPoolAt + 16; i++) out += CROCKFORD[idPool[i]! & 31];
  idPoolAt += 16;
  return out;
}
