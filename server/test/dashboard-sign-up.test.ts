import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../src/server.ts';
import { TEST_INTERNAL_KEYS, TEST_PUBLIC_URL } from './global-setup.ts';
import { internalClientHeaders } from './factories.ts';
import { uniqueEmail } from './harness.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Issue 19 item 10: GATEHOUSE_DASHBOARD_SIGN_UP. Each case needs an internal project with no users
 * yet, so it runs its own server on its own database (the shared test server runs with `open`).
 */

async function serverOn(db: TestDatabase, mode?: 'first' | 'open' | 'closed'): Promise<RunningGatehouse> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    GATEHOUSE_RATE_LIMITS: 'off',
    ...(mode ? { GATEHOUSE_DASHBOARD_SIGN_UP: mode } : {}),
  });
  return startGatehouse({ ...config, publicUrl: TEST_PUBLIC_URL }, () => {});
}

function call(server: RunningGatehouse, path: string, body: unknown, headers: Record<string, string> = internalClientHeaders()): Promise<Response> {
  return fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const signUp = (server: RunningGatehouse, email = uniqueEmail('dash')) => call(server, '/auth/password/sign-up', { email, password: 'correct horse battery' });

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('x-stack-known-error')).toBe('SIGN_UP_NOT_ENABLED');
}

describe('dashboard sign-up (GATEHOUSE_DASHBOARD_SIGN_UP)', () => {
  const dbs: TestDatabase[] = [];
  const fresh = async () => {
    const db = await createTestDatabase();
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of dbs) await db.drop();
  });

  describe('first (the default)', () => {
    let db: TestDatabase;
    let server: RunningGatehouse;
    beforeAll(async () => {
      db = await fresh();
      server = await serverOn(db);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('lets exactly one of several simultaneous first sign-ups in, then refuses the next', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
      for (const r of answers.filter((a) => a.status === 400)) expect(r.headers.get('x-stack-known-error')).toBe('SIGN_UP_NOT_ENABLED');
      const owner = (await answers.find((a) => a.status === 200)!.json()) as { access_token: string };
      expect(owner.access_token).toBeTruthy();

      await expectRefused(await signUp(server));
    });

    it('still lets the operator create dashboard users with the internal server key (POST /users is no sign-up)', async () => {
      const res = await call(server, '/users', { primary_email: uniqueEmail('made-by-operator') }, {
        'x-stack-project-id': 'internal',
        'x-stack-access-type': 'server',
        'x-stack-secret-server-key': TEST_INTERNAL_KEYS.server,
      });
      expect(res.status).toBe(201);
    });

    it('leaves other projects alone', async () => {
      // The internal project's own config is untouched: it is the setting that closes it.
      const admin = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': TEST_INTERNAL_KEYS.admin };
      const project = await fetch(`${server.url}/api/v1/internal/projects/current`, { headers: admin });
      expect(((await project.json()) as { config: { sign_up_enabled: boolean } }).config.sign_up_enabled).toBe(true);
    });

    it('open lets anyone in once the operator switches it (same database, restarted)', async () => {
      await server.close();
      server = await serverOn(db, 'open');
      expect((await signUp(server)).status).toBe(200);
      expect((await signUp(server)).status).toBe(200);
    });
  });

  it('closed refuses even the first account', async () => {
    const server = await serverOn(await fresh(), 'closed');
    try {
      await expectRefused(await signUp(server));
    } finally {
      await server.close();
    }
  });
});
