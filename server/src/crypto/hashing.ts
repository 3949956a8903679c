import { createHmac, hash } from 'node:crypto';

export function sha256(value: string | Uint8Array): Buffer {
  // A string is hashed as its UTF-8 bytes, bytes as they are. The one-shot `crypto.hash` (node
  // >= 20.12) builds no Hash object: it runs on every API-key check of every request.
  return hash('sha256', value, 'buffer') as unknown as Buffer;
}

export function hmacSha256(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value, 'utf8').digest();
}
