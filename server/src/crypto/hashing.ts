import { createHash, createHmac } from 'node:crypto';

export function sha256(value: string | Uint8Array): Buffer {
  // A string is hashed as its UTF-8 bytes (update's default), bytes as they are.
  return createHash('sha256').update(value).digest();
}

export function hmacSha256(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value, 'utf8').digest();
}
