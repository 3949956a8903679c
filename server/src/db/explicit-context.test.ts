import { executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps } from '../../test/harness.ts';
import { signedInUser } from '../../test/factories.ts';

/**
 * With promise hooks off, code resumed after an `await` runs with no async id (0); once any
 * AsyncLocalStorage has been entered, Node 20 gives every promise one (explicit-context.ts).
 */
async function asyncIdAfterAwait(): Promise<number> {
  await null;
  return executionAsyncId();
}

describe('MikroORM without implicit contexts (db/explicit-context.ts)', () => {
  it('transactions, reads and writes through forks leave the process without async hooks', async () => {
    expect(await asyncIdAfterAwait()).toBe(0);
    // Services in this process: a project (a transaction), a user signing up and in over HTTP, reads.
    const deps = await testDeps();
    const project = await newProject();
    await deps.em.fork().transactional(async (tx) => {
      await tx.getConnection().execute('select 1');
    });
    const user = await signedInUser(project);
    const me = await rawFetch('/users/me', { headers: project.clientHeaders(user.accessToken) });
    expect(me.status).toBe(200);
    expect(await asyncIdAfterAwait()).toBe(0);
  });
});
