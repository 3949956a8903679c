import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newProject, rawFetch, testDeps, type Headers, type TestProject } from '../../../test/harness.ts';
import { dashboardProject, jsonInit } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { startReceiver } from '../../../test/webhook-receiver.ts';
import { startInProcess, type LimitedServer } from '../../../test/limited-servers.ts';
import { fanOut } from './fan-out.ts';

/**
 * Webhooks over HTTP against a real local receiver (test/webhook-receiver.ts), signatures checked
 * with the standardwebhooks library's own verifier. Events are handed to the fan-out function (the
 * events dispatcher's subscriber calls the same function); the test servers retry after 1 s and
 * 1 s (global-setup.ts), so a delivery gives up after 3 attempts.
 */

const receivers: { close(): Promise<void> }[] = [];
afterAll(async () => Promise.all(receivers.map((r) => r.close())));
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

async function api<T = Record<string, unknown>>(method: string, path: string, headers: Headers, body?: unknown): Promise<{ status: number; body: T; response: Response }> {
  const response = await rawFetch(path, jsonInit(method, headers, body));
  const text = await response.clone().text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, response };
}

interface Endpoint {
  id: string;
  secret: string;
  failing: boolean;
  enabled: boolean;
  event_types: string[];
}
interface Delivery {
  id: string;
  status: string;
  attempts: number;
  http_status: number | null;
  response_excerpt: string | null;
  error: string | null;
}

async function createEndpoint(project: TestProject, body: Record<string, unknown>): Promise<Endpoint> {
  const r = await api<Endpoint>('POST', '/webhooks/endpoints', project.adminHeaders(), body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function emit(projectId: string, type: string, data: unknown = { id: randomUUID(), display_name: 'Ada' }) {
  const deps = await testDeps();
  const event = { id: randomUUID(), projectId, type, subject: null, data, createdAt: new Date() };
  await fanOut(deps.em, event);
  return event;
}

async function deliveries(project: TestProject, endpointId: string): Promise<Delivery[]> {
  const r = await api<{ items: Delivery[] }>('GET', `/webhooks/endpoints/${endpointId}/deliveries`, project.adminHeaders());
  expect(r.status).toBe(200);
  return r.body.items;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const verify = (secret: string, r: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(secret).verify(r.body, { 'webhook-id': String(r.headers['webhook-id']), 'webhook-timestamp': String(r.headers['webhook-timestamp']), 'webhook-signature': String(r.headers['webhook-signature']) });

describe('webhook delivery', () => {
  it('signs each delivery with the Standard Webhooks scheme (the library verifies it) and sends only subscribed event types', async () => {
    const project = await newProject();
    const rx = await receiver();
    const all = await createEndpoint(project, { url: rx.url, description: 'everything' });
    expect(all.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const teamsOnly = await createEndpoint(project, { url: `${rx.url}?teams`, event_types: ['team.created'] });
    const event = await emit(project.id, 'user.created', { id: 'u1', primary_email: 'ada@example.com' });
    const [got] = await rx.waitFor(1);
    expect(verify(all.secret, got)).toEqual({ type: 'user.created', timestamp: event.createdAt.toISOString(), data: { id: 'u1', primary_email: 'ada@example.com' } });
    // The other endpoint's secret does not verify it, and a changed body does not verify.
    expect(() => verify(teamsOnly.secret, got)).toThrow();
    expect(() => verify(all.secret, { ...got, body: got.body.replace('ada', 'eve') })).toThrow();
    const [d] = await until(() => deliveries(project, all.id), (l) => l[0]?.status === 'succeeded');
    expect(d).toMatchObject({ status: 'succeeded', attempts: 1, http_status: 200, response_excerpt: 'ok' });
    // webhook-id is the delivery's id: stable per event and endpoint, so receivers can de-duplicate.
    expect(got.headers['webhook-id']).toBe(d.id);
    expect(await deliveries(project, teamsOnly.id)).toEqual([]);
    // A team event reaches both; an internal (non-webhook) type reaches none.
    await emit(project.id, 'team.created');
    await emit(project.id, 'session.created');
    await rx.waitFor(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(rx.received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort()).toEqual(['team.created', 'team.created', 'user.created']);
  });

  it('a user created over the API reaches the endpoint as user.created with the server read shape (through the events seam)', async () => {
    const project = await newProject();
    const rx = await receiver();
    const e = await createEndpoint(project, { url: rx.url, event_types: ['user.created', 'user.deleted'] });
    const created = await api<{ id: string; primary_email: string }>('POST', '/users', project.serverHeaders(), { primary_email: 'grace@example.com', display_name: 'Grace' });
    expect(created.status).toBe(201);
    const [got] = await rx.waitFor(1, 20_000);
    const message = verify(e.secret, got) as { type: string; data: Record<string, unknown> };
    expect(message.type).toBe('user.created');
    const read = await api('GET', `/users/${created.body.id}`, project.serverHeaders());
    expect(message.data).toEqual(read.body);
    expect((await api('DELETE', `/users/${created.body.id}`, project.serverHeaders())).status).toBe(200);
    const [, deleted] = await rx.waitFor(2, 20_000);
    expect((verify(e.secret, deleted) as { type: string; data: { id: string } })).toMatchObject({ type: 'user.deleted', data: { id: created.body.id } });
  });

  it('fan-out run twice for one event queues one delivery per endpoint (at-least-once without duplicates from the seam)', async () => {
    const project = await newProject();
    const rx = await receiver();
    const e = await createEndpoint(project, { url: rx.url });
    const deps = await testDeps();
    const event = { id: randomUUID(), projectId: project.id, type: 'user.deleted', data: { id: 'u' }, createdAt: new Date() };
    await fanOut(deps.em, event);
    await fanOut(deps.em, event);
    await rx.waitFor(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(rx.received).toHaveLength(1);
    expect(await deliveries(project, e.id)).toHaveLength(1);
  });

  it('retries a failing endpoint with backoff until it answers, keeping one webhook-id; the answer excerpt is bounded', async () => {
    const project = await newProject();
    const rx = await receiver((n) => (n === 1 ? { status: 500, body: 'x'.repeat(5000) } : { status: 204 }));
    const e = await createEndpoint(project, { url: rx.url });
    await emit(project.id, 'user.updated');
    const [first] = await rx.waitFor(1);
    const failed = await until(() => deliveries(project, e.id), (l) => l[0]?.attempts === 1);
    expect(failed[0]).toMatchObject({ status: 'pending', attempts: 1, http_status: 500 });
    expect(failed[0].response_excerpt).toHaveLength(1024);
    const [, second] = await rx.waitFor(2);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    // A retry is signed afresh (its own timestamp) and verifies.
    expect(verify(e.secret, second)).toMatchObject({ type: 'user.updated' });
    const [done] = await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'succeeded');
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, http_status: 204 });
  });

  it('marks the endpoint failing after the whole retry schedule; a manual resend delivers and clears it', async () => {
    const project = await newProject();
    let healthy = false;
    const rx = await receiver(() => (healthy ? { status: 200 } : { status: 503, body: 'down' }));
    const e = await createEndpoint(project, { url: rx.url });
    await emit(project.id, 'team.deleted');
    const [d] = await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'failed');
    expect(d).toMatchObject({ status: 'failed', attempts: 3, http_status: 503 });
    expect(rx.received).toHaveLength(3);
    const failing = await api<Endpoint>('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders());
    expect(failing.body).toMatchObject({ failing: true, failing_since_millis: expect.any(Number) });
    healthy = true;
    const resent = await api<Delivery>('POST', `/webhooks/endpoints/${e.id}/deliveries/${d.id}/resend`, project.adminHeaders());
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: d.id, status: 'pending', attempts: 0 });
    const [ok] = await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'succeeded');
    expect(ok).toMatchObject({ id: d.id, attempts: 1, http_status: 200 });
    expect(rx.received[3].headers['webhook-id']).toBe(d.id);
    expect((await api<Endpoint>('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders())).body).toMatchObject({ failing: false, failing_since_millis: null });
  });

  it('does not follow redirects: a 3xx is a failed attempt and the redirect target gets nothing', async () => {
    const project = await newProject();
    const target = await receiver();
    const rx = await receiver(() => ({ status: 307, headers: { location: target.url } }));
    const e = await createEndpoint(project, { url: rx.url });
    await emit(project.id, 'user.created');
    const [d] = await until(() => deliveries(project, e.id), (l) => (l[0]?.attempts ?? 0) >= 1);
    expect(d.http_status).toBe(307);
    expect(d.status).not.toBe('succeeded');
    expect(target.received).toHaveLength(0);
  });

  it('rotates the secret: for the overlap window both secrets sign (two signatures), either verifies', async () => {
    const project = await newProject();
    const rx = await receiver();
    const e = await createEndpoint(project, { url: rx.url });
    const rotated = await api<Endpoint & { previous_secret_valid_until_millis: number }>('POST', `/webhooks/endpoints/${e.id}/rotate-secret`, project.adminHeaders());
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(e.secret);
    expect(rotated.body.previous_secret_valid_until_millis).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await emit(project.id, 'user.created');
    const [got] = await rx.waitFor(1);
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(e.secret, got)).toBeTruthy();
    expect(verify(rotated.body.secret, got)).toBeTruthy();
    // The secret is never shown again: not in reads, not in lists.
    const read = await api('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders());
    const list = await api('GET', '/webhooks/endpoints', project.adminHeaders());
    expect(JSON.stringify([read.body, list.body])).not.toContain('whsec_');
  });

  it('stores secrets sealed: the database holds no whsec_ value', async () => {
    const project = await newProject();
    const e = await createEndpoint(project, { url: 'https://hooks.example.com/x' });
    const deps = await testDeps();
    const rows = await deps.em.getConnection().execute(`select secret_sealed from webhook_endpoint where id = ?`, [e.id]);
    expect(String(rows[0].secret_sealed)).not.toContain('whsec_');
    expect(String(rows[0].secret_sealed)).not.toContain(e.secret.slice(6, 20));
  });

  it('queues nothing for a disabled endpoint; PATCH enables it and de-duplicates its event types', async () => {
    const project = await newProject();
    const rx = await receiver();
    const e = await createEndpoint(project, { url: rx.url, enabled: false });
    await emit(project.id, 'user.created');
    await new Promise((r) => setTimeout(r, 600));
    expect(rx.received).toHaveLength(0);
    expect(await deliveries(project, e.id)).toEqual([]);
    const patched = await api<Endpoint>('PATCH', `/webhooks/endpoints/${e.id}`, project.adminHeaders(), { enabled: true, event_types: ['user.created', 'user.created'] });
    expect(patched.body).toMatchObject({ enabled: true, event_types: ['user.created'] });
  });
});

describe('failing endpoints are disabled automatically', () => {
  it('after 5 deliveries in a row fail their whole schedule the endpoint is disabled with its reason; later events queue nothing; a manual re-enable clears it', async () => {
    const project = await newProject();
    let healthy = false;
    const rx = await receiver(() => (healthy ? { status: 200 } : { status: 500, body: 'down' }));
    const e = await createEndpoint(project, { url: rx.url });
    // Four exhausted deliveries: failing, still enabled.
    for (let i = 0; i < 4; i++) await emit(project.id, 'user.updated');
    await until(() => deliveries(project, e.id), (l) => l.filter((d) => d.status === 'failed').length === 4, 20_000);
    const four = await api<Record<string, unknown>>('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders());
    expect(four.body).toMatchObject({ enabled: true, failing: true, consecutive_failed_deliveries: 4, disabled_reason: null, disabled_at_millis: null });
    // The fifth in a row disables it.
    await emit(project.id, 'user.updated');
    const off = await until(
      async () => (await api<Record<string, unknown>>('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders())).body,
      (b) => b.enabled === false,
      20_000,
    );
    expect(off).toMatchObject({ enabled: false, failing: true, consecutive_failed_deliveries: 5, disabled_reason: 'consecutive_failed_deliveries', disabled_at_millis: expect.any(Number) });
    // The list and the portal show the same reason.
    const listed = (await api<{ items: Record<string, unknown>[] }>('GET', '/webhooks/endpoints', project.adminHeaders())).body.items[0];
    expect(listed.disabled_reason).toBe('consecutive_failed_deliveries');
    const sent = rx.received.length;
    await emit(project.id, 'user.updated');
    await new Promise((r) => setTimeout(r, 800));
    expect(rx.received).toHaveLength(sent);
    expect(await deliveries(project, e.id)).toHaveLength(5);
    // Re-enabled by hand: the reason and the count are cleared; the next delivery goes out and clears failing.
    healthy = true;
    const on = await api<Record<string, unknown>>('PATCH', `/webhooks/endpoints/${e.id}`, project.adminHeaders(), { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null, disabled_at_millis: null, consecutive_failed_deliveries: 0 });
    await emit(project.id, 'user.updated');
    await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'succeeded');
    expect((await api('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders())).body).toMatchObject({ enabled: true, failing: false, disabled_reason: null });
  });

  it('a success between failed deliveries starts the count over (they must be in a row)', async () => {
    const project = await newProject();
    // Attempts 1-3 fail (one delivery exhausted), attempt 4 succeeds, then all fail again.
    const rx = await receiver((n) => (n === 4 ? { status: 200 } : { status: 500 }));
    const e = await createEndpoint(project, { url: rx.url });
    await emit(project.id, 'user.updated');
    await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'failed', 20_000);
    await emit(project.id, 'user.updated');
    await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'succeeded', 20_000);
    for (let i = 0; i < 4; i++) await emit(project.id, 'user.updated');
    await until(() => deliveries(project, e.id), (l) => l.filter((d) => d.status === 'failed').length === 5, 30_000);
    // 5 failed deliveries in all, but only 4 in a row: still enabled.
    expect((await api('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders())).body).toMatchObject({ enabled: true, consecutive_failed_deliveries: 4, disabled_reason: null });
  });
});

describe('changing an endpoint while one of its deliveries is being sent', () => {
  // The worker holds the delivery row locked in its transaction while it POSTs; a receiver that
  // never answers keeps it there for the whole send timeout (3 s here, the serving statement timeout).
  const rowsOf = async (endpointId: string) => {
    const deps = await testDeps();
    const [e] = await deps.em.getConnection().execute(`select count(*)::int as n from webhook_endpoint where id = ?`, [endpointId]);
    const [d] = await deps.em.getConnection().execute(`select count(*)::int as n from webhook_delivery where endpoint_id = ?`, [endpointId]);
    return { endpoints: Number(e.n), deliveries: Number(d.n) };
  };

  it('DELETE answers 200 at once (not 503 waiting on the locked delivery); the endpoint is gone for every route, never sent to again, and its rows are removed', async () => {
    const project = await newProject();
    const rx = await receiver(() => 'hang');
    const e = await createEndpoint(project, { url: rx.url });
    await emit(project.id, 'user.created');
    await rx.waitFor(1);
    const del = await api('DELETE', `/webhooks/endpoints/${e.id}`, project.adminHeaders());
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    // Answered while the send still holds its request open: it did not wait for the send's lock.
    expect(rx.openRequests()).toBe(1);
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}`, { headers: project.adminHeaders() }), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}`, jsonInit('PATCH', project.adminHeaders(), { enabled: true })), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}/deliveries`, { headers: project.adminHeaders() }), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}`, jsonInit('DELETE', project.adminHeaders())), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    expect((await api<{ items: Endpoint[] }>('GET', '/webhooks/endpoints', project.adminHeaders())).body.items).toEqual([]);
    // A later event queues nothing for it; once the send times out, the worker removes both rows.
    await emit(project.id, 'user.updated');
    const rows = await until(() => rowsOf(e.id), (r) => r.endpoints === 0 && r.deliveries === 0, 20_000);
    expect(rows).toEqual({ endpoints: 0, deliveries: 0 });
    // The failed send was not retried (retries come after 1 s) and nothing else was sent.
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received).toHaveLength(1);
  });

  it('PATCH enabled:false answers at once during a send; the worker does not retry the delivery and sends nothing more', async () => {
    const project = await newProject();
    const rx = await receiver(() => 'hang');
    const e = await createEndpoint(project, { url: rx.url });
    await emit(project.id, 'user.created');
    await rx.waitFor(1);
    const patched = await api<Endpoint>('PATCH', `/webhooks/endpoints/${e.id}`, project.adminHeaders(), { enabled: false });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(rx.openRequests()).toBe(1);
    expect(patched.body.enabled).toBe(false);
    const [d] = await until(() => deliveries(project, e.id), (l) => l[0]?.status === 'failed', 20_000);
    expect(d).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('disabled') });
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received).toHaveLength(1);
    expect((await api<Endpoint>('GET', `/webhooks/endpoints/${e.id}`, project.adminHeaders())).body.enabled).toBe(false);
  });

  it('a deleted endpoint does not count against the cap and a deleted id stays gone for the portal too', async () => {
    const project = await newProject();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createEndpoint(project, { url: `https://hooks${i}.example.com/` })).id);
    expect((await api('DELETE', `/webhooks/endpoints/${ids[0]}`, project.adminHeaders())).status).toBe(200);
    await createEndpoint(project, { url: 'https://replacement.example.com/' });
    const token = (await api<{ token: string }>('POST', '/webhooks/svix-token', project.adminHeaders(), {})).body.token;
    const portal = { 'x-webhooks-portal-token': token };
    await expectKnownError(await rawFetch(`/webhooks/portal/endpoints/${ids[0]}`, jsonInit('PATCH', portal, { enabled: true })), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    const list = await api<{ items: Endpoint[] }>('GET', '/webhooks/portal/endpoints', portal);
    expect(list.body.items.map((x) => x.id)).not.toContain(ids[0]);
  });
});

describe('webhook endpoint rules', () => {
  it('refuses URLs that are not http(s) or carry credentials (SCHEMA_ERROR), unknown event types, and more than 20 endpoints', async () => {
    const project = await newProject();
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'file:///etc/passwd', 'https://user:pw@example.com/', 'not a url', `https://example.com/${'a'.repeat(2100)}`]) {
      const r = await rawFetch('/webhooks/endpoints', jsonInit('POST', project.adminHeaders(), { url }));
      await expectKnownError(r, 400, 'SCHEMA_ERROR');
    }
    await expectKnownError(await rawFetch('/webhooks/endpoints', jsonInit('POST', project.adminHeaders(), { url: 'https://example.com', event_types: ['user.hacked'] })), 400, 'SCHEMA_ERROR');
    for (let i = 0; i < 20; i++) await createEndpoint(project, { url: `https://hooks${i}.example.com/` });
    const over = await rawFetch('/webhooks/endpoints', jsonInit('POST', project.adminHeaders(), { url: 'https://one-more.example.com/' }));
    const body = await expectKnownError(over, 400, 'WEBHOOK_ENDPOINT_LIMIT_REACHED');
    expect(body.details).toEqual({ limit: 20 });
  });

  it('answers another project\'s endpoint and delivery like missing ones, and refuses client and server access', async () => {
    const a = await newProject();
    const b = await newProject();
    const e = await createEndpoint(a, { url: 'https://hooks.example.com/a' });
    const other = b.adminHeaders();
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}`, { headers: other }), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}`, jsonInit('PATCH', other, { enabled: false })), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}`, jsonInit('DELETE', other)), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}/rotate-secret`, jsonInit('POST', other)), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}/deliveries`, { headers: other }), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/endpoints/${e.id}/deliveries/${randomUUID()}/resend`, jsonInit('POST', a.adminHeaders())), 404, 'WEBHOOK_DELIVERY_NOT_FOUND');
    for (const headers of [a.serverHeaders(), a.clientHeaders()]) {
      await expectKnownError(await rawFetch('/webhooks/endpoints', { headers }), 401, 'INSUFFICIENT_ACCESS_TYPE');
      await expectKnownError(await rawFetch('/webhooks/svix-token', jsonInit('POST', headers, {})), 401, 'INSUFFICIENT_ACCESS_TYPE');
    }
  });

  it('works in dashboard mode (a project owner\'s token) like with the admin key', async () => {
    const owned = await dashboardProject();
    const r = await api<Endpoint>('POST', '/webhooks/endpoints', owned.headers, { url: 'https://hooks.example.com/dash' });
    expect(r.status).toBe(200);
    const list = await api<{ items: Endpoint[] }>('GET', '/webhooks/endpoints', owned.headers);
    expect(list.body.items.map((x) => x.id)).toEqual([r.body.id]);
  });
});

describe('webhook destinations (server-side request forgery)', () => {
  // A server with the operator's defaults: no private range allowed (the suite's server allows loopback).
  let strict: LimitedServer;
  const strictApi = (method: string, path: string, headers: Headers, body?: unknown) => fetch(`${strict.url}/api/v1${path}`, jsonInit(method, headers, body));
  afterAll(async () => strict?.close());

  it('production projects: private, loopback, link-local and embedded forms are refused at save; public names are accepted', async () => {
    strict ??= await startInProcess({ GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '' });
    const project = await newProject();
    await strictApi('PATCH', '/internal/projects/current', project.adminHeaders(), { is_production_mode: true });
    const refused = [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://[::1]/',
      'http://10.0.0.5/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0.0.0.0/',
      'http://100.64.0.1/',
    ];
    for (const url of refused) {
      const r = await strictApi('POST', '/webhooks/endpoints', project.adminHeaders(), { url });
      await expectKnownError(r, 400, 'WEBHOOK_URL_NOT_ALLOWED');
    }
    expect((await strictApi('POST', '/webhooks/endpoints', project.adminHeaders(), { url: 'https://93.184.215.14/hook' })).status).toBe(200);
    // The same class on PATCH.
    const list = (await (await strictApi('GET', '/webhooks/endpoints', project.adminHeaders())).json()) as { items: { id: string }[] };
    await expectKnownError(await strictApi('PATCH', `/webhooks/endpoints/${list.items[0].id}`, project.adminHeaders(), { url: 'http://10.1.2.3/' }), 400, 'WEBHOOK_URL_NOT_ALLOWED');
  });

  it('non-production projects may use private and loopback addresses (development), never link-local; the check is made again at send time', async () => {
    strict ??= await startInProcess({ GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '' });
    const project = await newProject();
    for (const url of ['http://10.0.0.5/', 'http://192.168.1.1/']) expect((await strictApi('POST', '/webhooks/endpoints', project.adminHeaders(), { url })).status).toBe(200);
    for (const url of ['http://169.254.169.254/', 'http://[fe80::1]/', 'http://100.64.0.1/']) await expectKnownError(await strictApi('POST', '/webhooks/endpoints', project.adminHeaders(), { url }), 400, 'WEBHOOK_URL_NOT_ALLOWED');
    // 127.0.0.2: loopback, which development allows, but outside every test server's operator allowance (127.0.0.1 only).
    const dev = await receiver(undefined, '127.0.0.2');
    const e = await createEndpoint(project, { url: dev.url, event_types: ['user.created'] });
    await emit(project.id, 'user.created');
    await dev.waitFor(1);
    // The project goes to production: the saved endpoint is refused at send time, by every server.
    await strictApi('PATCH', '/internal/projects/current', project.adminHeaders(), { is_production_mode: true });
    await emit(project.id, 'user.created');
    const log = await until(() => deliveries(project, e.id), (l) => l.length === 2 && l[0].status === 'failed');
    expect(log[0]).toMatchObject({ status: 'failed', attempts: 3, http_status: null, error: expect.stringContaining('not an address this server connects to') });
    expect(dev.received).toHaveLength(1);
  });
});

describe('webhooks portal (POST /webhooks/svix-token)', () => {
  it('answers a token that opens this project\'s endpoints and deliveries; it can disable and resend but not change the URL or reach another project', async () => {
    const a = await newProject();
    const b = await newProject();
    const rx = await receiver();
    const e = await createEndpoint(a, { url: rx.url });
    const eb = await createEndpoint(b, { url: 'https://hooks.example.com/b' });
    const tokenRes = await api<{ token: string }>('POST', '/webhooks/svix-token', a.adminHeaders(), {});
    expect(tokenRes.status).toBe(200);
    const portal = { 'x-webhooks-portal-token': tokenRes.body.token };
    const list = await api<{ items: Endpoint[] }>('GET', '/webhooks/portal/endpoints', portal);
    expect(list.body.items.map((x) => x.id)).toEqual([e.id]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    await emit(a.id, 'user.created');
    await rx.waitFor(1);
    const [d] = await until(async () => (await api<{ items: Delivery[] }>('GET', `/webhooks/portal/endpoints/${e.id}/deliveries`, portal)).body.items, (l) => l[0]?.status === 'succeeded');
    expect((await api('POST', `/webhooks/portal/endpoints/${e.id}/deliveries/${d.id}/resend`, portal)).status).toBe(200);
    await rx.waitFor(2);
    expect((await api<Endpoint>('PATCH', `/webhooks/portal/endpoints/${e.id}`, portal, { enabled: false })).body.enabled).toBe(false);
    await expectKnownError(await rawFetch(`/webhooks/portal/endpoints/${e.id}`, jsonInit('PATCH', portal, { url: 'https://evil.example.com/' })), 400, 'SCHEMA_ERROR');
    await expectKnownError(await rawFetch(`/webhooks/portal/endpoints/${eb.id}`, jsonInit('PATCH', portal, { enabled: false })), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    await expectKnownError(await rawFetch(`/webhooks/portal/endpoints/${eb.id}/deliveries`, { headers: portal }), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    // Forged, tampered, foreign-shaped and missing tokens.
    const [body, mac] = tokenRes.body.token.slice(4).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ p: b.id, exp: Date.now() + 3600_000 })).toString('base64url');
    for (const token of [`whp_${forgedBody}.${mac}`, `whp_${body}.${'A'.repeat(43)}`, 'whp_x.y', tokenRes.body.token + 'x', a.keys.admin]) {
      await expectKnownError(await rawFetch('/webhooks/portal/endpoints', { headers: { 'x-webhooks-portal-token': token } }), 401, 'WEBHOOKS_PORTAL_TOKEN_INVALID');
    }
    await expectKnownError(await rawFetch('/webhooks/portal/endpoints'), 400, 'SCHEMA_ERROR');
  });
});
