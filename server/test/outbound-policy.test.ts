import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, projectHandle, uniqueEmail } from './harness.ts';
import { smtpPort } from './mailbox.ts';
import { internalClientHeaders, internalUser } from './factories.ts';
import { post, startInProcess, type LimitedServer } from './limited-servers.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { freePort } from './main-process.ts';
import { loadConfig } from '../src/config.ts';
import { startGatehouse } from '../src/server.ts';
import { openServices } from '../src/services.ts';
import type { Deps } from '../src/http/context.ts';
import { createProject } from '../src/modules/projects/projects.service.ts';
import { createKeySet } from '../src/modules/api-keys/api-keys.service.ts';
import { enqueueEmail } from '../src/modules/emails/outbox.store.ts';
import { OUTBOUND_UNREACHABLE_MESSAGE } from '../src/http/outbound-policy.ts';

/**
 * Issue 19 item 9: tenants' SMTP hosts go through one outbound policy. A server WITHOUT the test
 * allowance (GATEHOUSE_OUTBOUND_ALLOW_PRIVATE unset, the default) must not connect to loopback,
 * private or link-local addresses in any spelling, and must answer every failure alike.
 */

/** A TCP listener on a loopback port that counts the connections it gets (it must get none). */
async function trap(host: '127.0.0.1' | '::1'): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server: Server = createServer((socket) => {
    count++;
    socket.write('220 trap ESMTP\r\n');
    socket.end();
  });
  await new Promise<void>((ok) => server.listen(0, host, ok));
  const port = (server.address() as { port: number }).port;
  return { port, connections: () => count, close: () => new Promise((ok) => server.close(() => ok())) };
}

const smtp = (host: string, port: number) => ({ host, port, username: 'u', password: 'p', sender_email: 'x@acme.test', sender_name: 'X' });

describe('outbound-address policy (default: no private destinations)', () => {
  let server: LimitedServer;
  let v4: Awaited<ReturnType<typeof trap>>;
  let v6: Awaited<ReturnType<typeof trap>> | null;
  beforeAll(async () => {
    server = await startInProcess({ GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '' });
    v4 = await trap('127.0.0.1');
    v6 = await trap('::1').catch(() => null);
  });
  afterAll(async () => {
    await server?.close();
    await v4?.close();
    await v6?.close();
  });

  it('POST /internal/send-test-email refuses every non-public spelling with the one generic answer, and connects to none', async () => {
    const project = await newProject();
    const closed = await freePort();
    const targets: [string, number][] = [
      ['127.0.0.1', v4.port],
      ['localhost', v4.port],
      ['localhost.', v4.port], // a name resolving to loopback
      ['LocalHost', v4.port],
      ['127.1', v4.port],
      ['2130706433', v4.port], // 127.0.0.1 as one number
      ['0x7f.0.0.1', v4.port],
      ['::ffff:127.0.0.1', v4.port],
      ['[::ffff:127.0.0.1]', v4.port],
      ['[::ffff:7f00:1]', v4.port],
      ['0.0.0.0', v4.port],
      ['[::1]', v6?.port ?? v4.port],
      ['::1', v6?.port ?? v4.port],
      ['10.0.0.1', 25],
      ['172.16.0.1', 25],
      ['192.168.1.1', 25],
      ['100.64.0.1', 25],
      ['169.254.169.254', 80],
      ['[fe80::1]', 25],
      ['[fc00::1]', 25],
      ['224.0.0.1', 25],
      ['[64:ff9b::7f00:1]', v4.port], // NAT64 form of 127.0.0.1
      ['127.0.0.1', closed], // a closed port looks like the open one above
      ['no-such-host.invalid', 25],
    ];
    const answers = await Promise.all(
      targets.map(async ([host, port]) => {
        const res = await post(server, '/internal/send-test-email', project.adminHeaders(), { recipient_email: uniqueEmail('policy'), email_config: smtp(host, port) });
        return { host, port, status: res.status, body: await res.json() };
      }),
    );
    for (const a of answers) expect({ host: a.host, status: a.status, body: a.body }).toEqual({ host: a.host, status: 200, body: { success: false, error_message: OUTBOUND_UNREACHABLE_MESSAGE } });
    expect(v4.connections()).toBe(0);
    expect(v6?.connections() ?? 0).toBe(0);
  });

  it('refuses to save a project SMTP host that is or resolves to a non-public address', async () => {
    const project = await newProject();
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.1.2.3', '169.254.169.254', '::ffff:10.0.0.1']) {
      const res = await fetch(`${server.url}/api/v1/internal/projects/current`, {
        method: 'PATCH',
        headers: { ...project.adminHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ config: { email_config: { type: 'standard', ...smtp(host, 25) } } }),
      });
      expect(res.status, host).toBe(400);
      expect(res.headers.get('x-stack-known-error'), host).toBe('OUTBOUND_ADDRESS_NOT_ALLOWED');
    }
    // Creating a project with one from the dashboard is refused the same way.
    const owner = await internalUser();
    const created = await post(server, '/internal/projects', internalClientHeaders(owner), {
      display_name: 'Scanner',
      owner_team_id: owner.selectedTeamId,
      config: { email_config: { type: 'standard', ...smtp('LocalHost', 25) } },
    });
    expect(created.status).toBe(400);
    expect(created.headers.get('x-stack-known-error')).toBe('OUTBOUND_ADDRESS_NOT_ALLOWED');
  });
});

describe('outbound-address policy at send time (the outbox)', () => {
  let db: TestDatabase;
  let v4: Awaited<ReturnType<typeof trap>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    v4 = await trap('127.0.0.1');
  });
  afterAll(async () => {
    await v4?.close();
    await db?.drop();
  });

  it('does not deliver to a stored loopback SMTP host, records the generic error, and connects nowhere', async () => {
    // The server (default settings) migrates the fresh database; then a project whose SMTP host was
    // stored before the policy existed (or while the operator allowed it) gets a mail queued.
    const running = await startGatehouse({ ...loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, GATEHOUSE_EVENTS_POLL_MS: '50' }), publicUrl: 'http://localhost' }, () => {});
    const services = await openServices(db.url, loadConfig({}), () => {}, { poolMax: 2, hotPoolMax: 1 });
    let projectId = '', adminKey = '', emailId = '';
    try {
      const deps: Deps = { ...services.deps, em: services.deps.orm.em.fork() };
      const project = await createProject(deps, { displayName: 'Stored host', ownerTeamId: null, config: { email_config: { type: 'standard', ...smtp('localhost', v4.port) } } });
      const set = await createKeySet(deps, project.id, { description: 't', expiresAt: new Date(Date.now() + 3600_000), slots: ['super_secret_admin_key'] });
      projectId = project.id;
      adminKey = set.secrets.super_secret_admin_key!;
      emailId = await enqueueEmail(deps.em, { projectId: project.id, to: uniqueEmail('stored'), subject: 'Never sent', html: '<p>x</p>', text: 'x' });
    } finally {
      await services.close();
    }
    try {
      const headers = projectHandle(projectId, { client: '', server: '', admin: adminKey }).adminHeaders();
      const deadline = Date.now() + 15_000;
      let row: { attempts: number; last_error: string | null; status: string } | undefined;
      do {
        const res = await fetch(`${running.url}/api/v1/internal/emails`, { headers });
        row = ((await res.json()) as { items: (NonNullable<typeof row> & { id: string })[] }).items.find((e) => e.id === emailId);
        if (row && row.attempts > 0) break;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < deadline);
      expect(row!.attempts).toBeGreaterThan(0);
      expect(row!.status).not.toBe('sent');
      expect(row!.last_error).toBe(OUTBOUND_UNREACHABLE_MESSAGE);
      expect(v4.connections()).toBe(0);
    } finally {
      await running.close();
    }
  });
});

describe('outbound-address policy with the operator allowance', () => {
  it('lets the listed range through (the test servers list 127.0.0.1 for their SMTP receiver)', async () => {
    const project = await newProject();
    const to = uniqueEmail('allowed');
    const res = await project.admin().POST('/internal/send-test-email', { body: { recipient_email: to, email_config: smtp('localhost', smtpPort()) } });
    expect(res.data).toEqual({ success: true });
  });
});
