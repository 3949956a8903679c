import { availableParallelism } from 'node:os';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomCode } from './random.ts';

/**
 * At most one argon2id job per core at a time. The jobs run on libuv's thread pool (4 threads),
 * which WebCrypto (token signing and verification) and the database driver's SCRAM also use:
 * without this cap a burst of sign-ins fills every pool thread and queues those behind the hashes,
 * so unrelated requests (e.g. GET /users/me) stall for as long as the backlog lasts.
 */
const HASH_SLOTS = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_SLOTS) running++;
  // Full: wait until a finishing job hands its slot straight to us (no window for a newcomer).
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * argon2id at the OWASP minimum (19 MiB, t=2, p=1). @node-rs/argon2 runs on the libuv pool, so a
 * hash never blocks the event loop; libuv's default pool of 4 bounds how many run at once.
 */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argonHash(password, ARGON2_OPTIONS));
}

export type PasswordHashKind = 'argon2id' | 'bcrypt';

export function passwordHashKind(hash: string): PasswordHashKind | null {
  if (/^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.test(hash)) return 'argon2id';
  if (/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(hash)) return 'bcrypt';
  return null;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const kind = passwordHashKind(hash);
  if (kind === 'argon2id') return withHashSlot(() => argonVerify(hash, password));
  if (kind === 'bcrypt') return bcrypt.compare(password, hash);
  return false;
}

/** True when a stored hash should be replaced by a fresh argon2id one after a successful sign-in. */
export function needsRehash(hash: string): boolean {
  return passwordHashKind(hash) !== 'argon2id' || !hash.startsWith(`$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so that an unknown
 * e-mail and a wrong password cost the same argon2id work and answer in the same time.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomCode(32));
  return decoyHash;
}
