import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openServices, type OpenedServices } from '../../services.ts';
import { createProject } from '../projects/projects.service.ts';
import { createKeySet } from '../api-keys/api-keys.service.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { freePort, spawnMain, type MainProcess } from '../../../test/main-process.ts';
import { startReceiver } from '../../../test/webhook-receiver.ts';
import { TEST_INTERNAL_KEYS, TEST_SERVER_ALLOWANCES } from '../../../test/global-setup.ts';
import { fanOut } from './fan-out.ts';

/**
 * Nothing is lost across a restart or a kill -9: deliveries are rows, claimed with SKIP LOCKED
 * inside a transaction that dies with the process. Its own database, so only the server
 * processes started here deliver (the suite's server would otherwise claim the rows too).
 */

let db: TestDatabase | undefined;
let services: OpenedServices | undefined;
const processes: MainProcess[] = [];
afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await services?.close();
  await db?.drop();
});

async function startServer(): Promise<{ process: MainProcess; url: string }> {
  const port = await freePort();
  const p = spawnMain({
    ...TEST_SERVER_ALLOWANCES,
    DATABASE_URL: db!.url,
    PORT: String(port),
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    GATEHOUSE_LOG_REQUESTS: 'false',
  });
  processes.push(p);
  await p.waitFor('Gatehouse is running', 60_000);
  return { process: p, url: `http://127.0.0.1:${port}` };
}

describe('webhook deliveries across restarts', () => {
  it('a delivery in flight when the server is killed (-9) is sent again by the next server; one queued while no server runs is sent on start', async () => {
    db = await createTestDatabase();
    const first = await startServer();
    services = await openServices(db.url, { ...loadConfig(TEST_SERVER_ALLOWANCES) }, () => {}, { poolMax: 2, hotPoolMax: 1 });
    const deps = { ...services.deps, em: services.deps.orm.em.fork() };
    const project = await createProject(deps, { displayName: 'Restart', ownerTeamId: null, config: {} });
    const keys = await createKeySet(deps, project.id, { description: 't', expiresAt: new Date(Date.now() + 3600_000), slots: ['super_secret_admin_key'] });
    const admin = { 'x-stack-project-id': project.id, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': keys.secrets.super_secret_admin_key!, 'content-type': 'application/json' };
    // The first request is never answered: the server is killed while it waits.
    const rx = await startReceiver((n) => (n === 1 ? 'hang' : { status: 200 }));
    try {
      const created = await fetch(`${first.url}/api/v1/webhooks/endpoints`, { method: 'POST', headers: admin, body: JSON.stringify({ url: rx.url }) });
      expect(created.status).toBe(200);
      const endpoint = (await created.json()) as { id: string };
      await fanOut(deps.em, { id: randomUUID(), projectId: project.id, type: 'user.created', data: { id: 'u1' }, createdAt: new Date() });
      const [inFlight] = await rx.waitFor(1);
      first.process.child.kill('SIGKILL');
      await first.process.exited;

      // Queued while no server runs.
      await fanOut(deps.em, { id: randomUUID(), projectId: project.id, type: 'user.deleted', data: { id: 'u1' }, createdAt: new Date() });
      const second = await startServer();
      const got = await rx.waitFor(3, 30_000);
      const ids = got.map((r) => r.headers['webhook-id']);
      // The killed attempt's delivery came again with the same webhook-id (at-least-once, de-duplicable).
      expect(ids.filter((id) => id === inFlight.headers['webhook-id'])).toHaveLength(2);
      expect(got.map((r) => (JSON.parse(r.body) as { type: string }).type).sort()).toEqual(['user.created', 'user.created', 'user.deleted']);
      const log = await fetch(`${second.url}/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`, { headers: admin });
      const items = ((await log.json()) as { items: { status: string }[] }).items;
      expect(items.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
      second.process.child.kill('SIGTERM');
      await second.process.exited;
    } finally {
      await rx.close();
    }
  }, 120_000);
});
