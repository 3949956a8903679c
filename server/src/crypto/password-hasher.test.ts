import { afterEach, describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { PasswordHasher } from './password-hasher.ts';

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
let hasher: PasswordHasher | undefined;
afterEach(async () => {
  await hasher?.close();
  hasher = undefined;
});

describe('PasswordHasher: the bounded queue in front of the hashing threads', () => {
  it('never computes more hashes at once than its bound; the rest wait and every one is answered correctly', async () => {
    hasher = new PasswordHasher(1, ARGON2);
    const stored = (await hasher.run({ op: 'hash', password: 'the right password' })) as string;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const imported = bcrypt.hashSync('the right password', 4);
    const jobs = [
      hasher.run({ op: 'verify', kind: 'argon2id', hash: stored, password: 'the right password' }),
      hasher.run({ op: 'verify', kind: 'argon2id', hash: stored, password: 'a wrong password' }),
      hasher.run({ op: 'verify', kind: 'bcrypt', hash: imported, password: 'the right password' }),
      hasher.run({ op: 'verify', kind: 'bcrypt', hash: imported, password: 'a wrong password' }),
      hasher.run({ op: 'hash', password: 'another password' }),
    ];
    // Read right after handing the jobs over, before any can have finished: one thread, one hash.
    expect(hasher.use()).toEqual({ concurrency: 1, running: 1, waiting: 4 });
    const [right, wrong, bcryptRight, bcryptWrong, fresh] = await Promise.all(jobs);
    expect([right, wrong, bcryptRight, bcryptWrong]).toEqual([true, false, true, false]);
    expect(fresh).not.toBe(stored);
    expect(hasher.use()).toEqual({ concurrency: 1, running: 0, waiting: 0 });
  });

  it('uses up to its bound of threads at once, no more', async () => {
    hasher = new PasswordHasher(3, ARGON2);
    const jobs = Array.from({ length: 10 }, (_, i) => hasher!.run({ op: 'hash', password: `password number ${i}` }));
    expect(hasher.use()).toEqual({ concurrency: 3, running: 3, waiting: 7 });
    const hashes = await Promise.all(jobs);
    expect(new Set(hashes).size).toBe(10);
    expect(hasher.use()).toEqual({ concurrency: 3, running: 0, waiting: 0 });
  });

  it('refuses a bound below one, and refuses what waits when it is closed', async () => {
    expect(() => new PasswordHasher(0, ARGON2)).toThrow(/whole number >= 1/);
    hasher = new PasswordHasher(1, ARGON2);
    const jobs = Array.from({ length: 4 }, (_, i) => hasher!.run({ op: 'hash', password: `password number ${i}` }).then(() => 'done', (e: Error) => e.message));
    await hasher.close();
    expect(await Promise.all(jobs)).toEqual(Array(4).fill('password hashing stopped'));
  });
});
