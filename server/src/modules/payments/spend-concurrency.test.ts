import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { startChildProcess, type LimitedServer } from '../../../test/limited-servers.ts';
import { quantity, spend, withCatalogue } from '../../../test/payments-catalogue.ts';

/**
 * Spends of one customer's item serialise in the database, not in a process: twenty concurrent
 * spends of 1 from a quantity of 5, sent alternately to two separate server processes, succeed
 * exactly five times and leave exactly 0.
 */
describe('item spending across two server processes', () => {
  let servers: LimitedServer[] = [];
  beforeAll(async () => {
    servers = await Promise.all([startChildProcess({ GATEHOUSE_RATE_LIMITS: 'off' }), startChildProcess({ GATEHOUSE_RATE_LIMITS: 'off' })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  const spendOn = (server: LimitedServer, project: TestProject, userId: string) =>
    fetch(`${server.url}/api/v1/payments/items/user/${userId}/credits/update-quantity?allow_negative=false`, {
      method: 'POST',
      headers: { ...project.serverHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ delta: -1 }),
    });

  it('twenty concurrent spends of 1 from 5: exactly five succeed', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    expect((await spend(project, user.id, 5)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => spendOn(servers[i % 2]!, project, user.id)));
    const codes = await Promise.all(answers.map(async (r) => (r.status === 200 ? 'ok' : ((await r.json()) as { code: string }).code)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT')).toHaveLength(15);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
  });
});
