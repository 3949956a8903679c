import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { createGatehouseClient } from '@gatehouse/generated';
import { newProject, projectHandle, testDeps, uniqueEmail, type client } from '../../../test/harness.ts';
import { mailsTo, smtpPort, waitForMail, waitForMails, REJECTED_SMTP_PASSWORD } from '../../../test/mailbox.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import { parseAddressRanges } from '../../http/client-ip.ts';
import { startGatehouse, type RunningGatehouse } from '../../server.ts';
import { openServices } from '../../services.ts';
import type { Deps } from '../../http/context.ts';
import { createProject } from '../projects/projects.service.ts';
import { createKeySet } from '../api-keys/api-keys.service.ts';
import type { ProjectConfig } from '../projects/project-config.ts';
import { enqueueEmail } from './outbox.store.ts';
import { emailDelivery } from './email-delivery.ts';
import { Dispatcher } from '../events/dispatcher.ts';

async function queue(projectId: string, to: string, subject = 'Hello') {
  const deps = await testDeps();
  return enqueueEmail(deps.em, { projectId, to, subject, html: `<p>${subject}</p>`, text: subject });
}

async function outbox(project: { admin(): ReturnType<typeof client> }) {
  const { data, response } = await project.admin().GET('/internal/emails', { params: { query: {} } });
  expect(response.status).toBe(200);
  return data!.items;
}

async function waitForStatus(project: { admin(): ReturnType<typeof client> }, id: string, status: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await outbox(project)).find((e) => e.id === id);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`email ${id} is ${row?.status}, expected ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('e-mail outbox delivery', () => {
  it('delivers shared-server mail over the server-wide SMTP and records it as sent', async () => {
    const project = await newProject();
    const to = uniqueEmail('outbox');
    const id = await queue(project.id, to, 'Shared server mail');
    const mail = await waitForMail(to);
    expect(mail.subject).toBe('Shared server mail');
    expect(mail.from).toContain('noreply@gatehouse.test');
    const row = await waitForStatus(project, id, 'sent');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(row.sent_at_millis).toBeTypeOf('number');
  });

  it("uses the project's own SMTP server and sender with a standard e-mail config", async () => {
    const project = await newProject({
      email_config: { type: 'standard', host: '127.0.0.1', port: smtpPort(), username: 'project-smtp-user', password: 'secret', sender_name: 'Acme "Support"', sender_email: 'support@acme.test' },
    });
    const to = uniqueEmail('standard');
    await queue(project.id, to, 'Own server');
    const mail = await waitForMail(to);
    expect(mail.authUser).toBe('project-smtp-user');
    expect(mail.from).toContain('support@acme.test');
    expect(mail.from).toContain('Acme Support');
  });

  it('keeps a failed delivery queued for a retry with backoff and records the SMTP error', async () => {
    const project = await newProject({
      email_config: { type: 'standard', host: '127.0.0.1', port: smtpPort(), username: 'u', password: REJECTED_SMTP_PASSWORD, sender_name: 'X', sender_email: 'x@acme.test' },
    });
    const to = uniqueEmail('rejected');
    const id = await queue(project.id, to);
    const deadline = Date.now() + 10_000;
    let row;
    do {
      row = (await outbox(project)).find((e) => e.id === id)!;
      if (row.attempts > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    } while (Date.now() < deadline);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/Invalid username or password/);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('paginates the outbox newest first with an inclusive cursor', async () => {
    const project = await newProject();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await queue(project.id, uniqueEmail('page'), `n${i}`));
    const first = await project.admin().GET('/internal/emails', { params: { query: { limit: 2 } } });
    expect(first.data!.items.map((e) => e.subject)).toEqual(['n2', 'n1']);
    const cursor = first.data!.pagination.next_cursor!;
    expect(cursor).toBe(ids[0]);
    const second = await project.admin().GET('/internal/emails', { params: { query: { limit: 2, cursor } } });
    expect(second.data!.items.map((e) => e.subject)).toEqual(['n0']);
    expect(second.data!.pagination.next_cursor).toBeNull();
  });

  it('is admin-only', async () => {
    const project = await newProject();
    const { response, error } = await project.server().GET('/internal/emails', { params: { query: {} } });
    expect(response.status).toBe(401);
    expect(error?.code).toBe('INSUFFICIENT_ACCESS_TYPE');
    expect(response.headers.get('x-stack-known-error')).toBe('INSUFFICIENT_ACCESS_TYPE');
  });

  it('delivers every mail exactly once when two processes\' dispatchers share the outbox', async () => {
    const project = await newProject();
    const deps = await testDeps();
    // A second dispatcher (as another server process would run) next to the test server's own.
    const smtp = { url: `smtp://127.0.0.1:${smtpPort()}`, sender: 'Second <second@gatehouse.test>' };
    const second = new Dispatcher({ ...deps, config: { ...deps.config, smtp, outboundAllowPrivate: parseAddressRanges('127.0.0.0/8', 'test') } }, [emailDelivery], { pollIntervalMs: 20, leaseMs: 30_000, concurrency: 3, databaseUrl: inject('databaseUrl') });
    await second.start();
    try {
      const to = uniqueEmail('twoworkers');
      for (let i = 0; i < 12; i++) await queue(project.id, to, `m${i}`);
      await waitForMails(to, { count: 12 });
      await new Promise((r) => setTimeout(r, 500));
      const subjects = (await mailsTo(to)).map((m) => m.subject).sort();
      expect(subjects).toEqual([...Array(12).keys()].map((i) => `m${i}`).sort());
    } finally {
      await second.stop();
    }
  });
});

const clientAt = (baseUrl: string, headers: Record<string, string>) => createGatehouseClient({ baseUrl, headers });

describe('outbox across a restart, and the development inbox', () => {
  let db: TestDatabase;
  const smtpUrl = () => `smtp://127.0.0.1:${smtpPort()}`;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  async function start(env: Record<string, string>): Promise<RunningGatehouse> {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '127.0.0.0/8', ...env });
    return startGatehouse({ ...config, publicUrl: 'http://localhost' }, () => {});
  }

  async function projectOn(config: Partial<ProjectConfig> = {}) {
    const services = await openServices(db.url, loadConfig({}), () => {}, { poolMax: 2, hotPoolMax: 1 });
    try {
      const deps: Deps = { ...services.deps, em: services.deps.orm.em.fork() };
      const project = await createProject(deps, { displayName: 'Restart test', ownerTeamId: null, config });
      const set = await createKeySet(deps, project.id, { description: 't', expiresAt: new Date(Date.now() + 3600_000), slots: ['super_secret_admin_key'] });
      const id = await enqueueEmail(deps.em, { projectId: project.id, to: uniqueEmail('restart'), subject: 'Queued before stop', html: '<p>q</p>', text: 'q' });
      return { projectId: project.id, adminKey: set.secrets.super_secret_admin_key!, emailId: id };
    } finally {
      await services.close();
    }
  }

  it('delivers a mail queued while no worker ran once a new server starts', async () => {
    // A first process runs and stops; the mail is queued while no process runs.
    const first = await start({ SMTP_URL: smtpUrl(), SMTP_SENDER: 'R <r@gatehouse.test>' });
    await first.close();
    const { projectId, adminKey, emailId } = await projectOn();
    const services = await openServices(db.url, loadConfig({}), () => {}, { poolMax: 1, hotPoolMax: 1 });
    const [row] = await services.deps.orm.em.fork().getConnection().execute(`select status, to_address from email_outbox where id = ?`, [emailId]);
    await services.close();
    expect(row.status).toBe('queued');
    const second = await start({ SMTP_URL: smtpUrl(), SMTP_SENDER: 'R <r@gatehouse.test>', GATEHOUSE_EVENTS_POLL_MS: '50' });
    try {
      const mail = await waitForMail(row.to_address as string);
      expect(mail.subject).toBe('Queued before stop');
      const project = projectHandle(projectId, { client: '', server: '', admin: adminKey });
      const admin = clientAt(second.url, project.adminHeaders());
      const deadline = Date.now() + 5_000;
      let status;
      do {
        const { data } = await admin.GET('/internal/emails', { params: { query: {} } });
        status = data!.items.find((e) => e.id === emailId)?.status;
        if (status === 'sent') break;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < deadline);
      expect(status).toBe('sent');
    } finally {
      await second.close();
    }
  });

  it('delivers a mail whose sender died mid-send, once, after its row lock is released', async () => {
    // Queued while no process runs, then held by a "sender" that dies without committing.
    const { emailId } = await projectOn();
    const crashed = new pg.Client({ connectionString: db.url });
    await crashed.connect();
    await crashed.query('begin');
    const locked = await crashed.query(`select to_address from email_outbox where id = $1 for update`, [emailId]);
    expect(locked.rowCount).toBe(1);
    const to = locked.rows[0].to_address as string;
    const server = await start({ SMTP_URL: smtpUrl(), SMTP_SENDER: 'R <r@gatehouse.test>', GATEHOUSE_EVENTS_POLL_MS: '50' });
    try {
      await new Promise((r) => setTimeout(r, 800));
      expect(await mailsTo(to)).toHaveLength(0); // the dispatcher's run finds the row held and backs off
      // The process dies: its connection goes, the transaction aborts, the lock is released.
      (crashed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      await crashed.end().catch(() => {});
      await waitForMail(to, { timeoutMs: 30_000 });
      await new Promise((r) => setTimeout(r, 500));
      expect(await mailsTo(to)).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('keeps shared-server mail in the development inbox, readable through the API, when no SMTP_URL is set', async () => {
    const server = await start({ GATEHOUSE_EVENTS_POLL_MS: '50' });
    try {
      const { projectId, adminKey, emailId } = await projectOn();
      const project = projectHandle(projectId, { client: '', server: '', admin: adminKey });
      const admin = () => clientAt(server.url, project.adminHeaders());
      const deadline = Date.now() + 10_000;
      let row;
      do {
        const { data } = await admin().GET('/internal/emails', { params: { query: {} } });
        row = data!.items.find((e) => e.id === emailId);
        if (row?.status !== 'queued') break;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < deadline);
      expect(row?.status).toBe('kept_in_dev_inbox');
      expect(row?.html).toBe('<p>q</p>');
      expect(row?.text).toBe('q');
      expect(await mailsTo(row!.to)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
