import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../server/src/crypto/passwords.ts';

/**
 * The two references for sign-in. Nominal: cores / time of one hash run alone. Measured: hashes
 * per second with one hasher per core running at once (argon2id is memory-hard, so two hashes on
 * a shared cache run slower than one alone). Measure them while no server is loaded. The
 * parameters are the server's own (crypto/passwords.ts: the product's defaults), never a copy.
 */
export async function hashBounds(): Promise<{ serialSeconds: number; parallelPerSecond: number }> {
  const opts = ARGON2_OPTIONS;
  await hash('warm-up-password', opts);
  const n = 20;
  let t = performance.now();
  for (let i = 0; i < n; i++) await hash(`password-${i}`, opts);
  const serialSeconds = (performance.now() - t) / 1000 / n;
  const cores = availableParallelism();
  t = performance.now();
  await Promise.all(Array.from({ length: cores }, async (_, c) => {
    for (let i = 0; i < n; i++) await hash(`password-${c}-${i}`, opts);
  }));
  const parallelPerSecond = (cores * n) / ((performance.now() - t) / 1000);
  return { serialSeconds, parallelPerSecond };
}
