import { afterAll } from 'vitest';
import { closePasswordHashing } from '../src/crypto/passwords.ts';

// Every test file loads its own copy of the server's modules, password hasher included: its
// threads are stopped after the file, or they accumulate in the runner's workers (vitest then
// cannot close them and waits out its close timeout).
afterAll(async () => {
  await closePasswordHashing();
});
