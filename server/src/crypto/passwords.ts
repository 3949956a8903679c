import { availableParallelism } from 'node:os';
import { parseOptions } from '@node-rs/argon2';
import { PasswordHasher, type HashPolicy, type HasherUse } from './password-hasher.ts';
import { randomCode } from './random.ts';

/**
 * argon2id at the OWASP minimum (19 MiB, t=2, p=1), computed on the process's password hasher
 * (password-hasher.ts): its own threads, at most `concurrency` hashes at once, below the event
 * loop's priority. Every hash and verification of the server goes through it, the decoy's too.
 */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The default of GATEHOUSE_PASSWORD_HASH_NICE. */
const DEFAULT_HASH_NICE = 5;
/** Unset: one hashing thread per core (os.availableParallelism()). */
let hasher: PasswordHasher | undefined;
function theHasher(): PasswordHasher {
  return (hasher ??= new PasswordHasher(availableParallelism(), ARGON2_OPTIONS, DEFAULT_HASH_NICE));
}

/**
 * Sets how many hashes this process computes at once, at which nice value and scheduling policy
 * (config GATEHOUSE_PASSWORD_HASH_CONCURRENCY, _NICE and _POLICY, read at start-up by server.ts). A change replaces the threads; jobs already handed to the old
 * ones finish there.
 */
export function configurePasswordHashing(concurrency: number, nice: number, policy: HashPolicy = 'normal'): void {
  if (hasher?.concurrency === concurrency && hasher.nice === nice && hasher.policy === policy) return;
  const old = hasher;
  hasher = new PasswordHasher(concurrency, ARGON2_OPTIONS, nice, policy);
  old?.closeWhenIdle();
}

/**
 * Stops this module's hashing threads (jobs still held are refused); the next hash starts new
 * ones. For test files: each loads its own copy of this module, and threads left running would
 * pile up in the test runner's workers and keep them from exiting.
 */
export async function closePasswordHashing(): Promise<void> {
  const old = hasher;
  hasher = undefined;
  await old?.close();
}

/** The hasher's bound and load at this moment (gatehouse_password_hash_* metrics). */
export function passwordHashingUse(): HasherUse {
  return theHasher().use();
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

export function hashPassword(password: string): Promise<string> {
  return theHasher().run({ op: 'hash', password }) as Promise<string>;
}

export type PasswordHashKind = 'argon2id' | 'bcrypt';

/**
 * The most an imported hash may cost to verify (bcrypt as bcryptjs runs it, argon2id by its
 * parameters): a verification holds one of the process's few hashing threads and, for argon2id,
 * m KiB of memory. Without a bound, one server key could import `m=4194304,t=4294967295` and take
 * the process's memory or a hashing thread for good with one sign-in attempt. Common imports fit
 * (bcrypt cost 10-13; argon2id up to libsodium's "moderate" 256 MiB, Django's 100 MiB p=8).
 */
export const IMPORTED_HASH_LIMITS = { bcryptCost: 14, argon2MemoryKib: 262_144, argon2TimeCost: 10, argon2Parallelism: 16 } as const;

/** Accepted hashes only: well-formed (argon2id as @node-rs/argon2 parses it) and within IMPORTED_HASH_LIMITS; else null. */
export function passwordHashKind(hash: string): PasswordHashKind | null {
  if (/^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.test(hash)) {
    let o: ReturnType<typeof parseOptions>;
    try {
      o = parseOptions(hash);
    } catch {
      // A version, salt or output length the library would refuse at verification.
      return null;
    }
    const L = IMPORTED_HASH_LIMITS;
    return o.memoryCost <= L.argon2MemoryKib && o.timeCost <= L.argon2TimeCost && o.parallelism <= L.argon2Parallelism ? 'argon2id' : null;
  }
  if (/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(hash)) {
    const cost = Number(hash.slice(4, 6));
    return cost >= 4 && cost <= IMPORTED_HASH_LIMITS.bcryptCost ? 'bcrypt' : null;
  }
  return null;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const kind = passwordHashKind(hash);
  if (!kind) return false;
  return (await theHasher().run({ op: 'verify', kind, hash, password })) as boolean;
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
