import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, type Headers } from '../../../test/harness.ts';
import { dashboardProject, jsonInit } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { sha256 } from '../../crypto/hashing.ts';

const HOUR = 3600_000;
const all = { has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true };
const keyFormat = (prefix: string) => new RegExp(`^${prefix}_[0-9a-hjkmnp-tv-z]{45}$`);

function keyHeaders(projectId: string, keys: { publishable_client_key?: string; secret_server_key?: string; super_secret_admin_key?: string }) {
  return {
    client: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': keys.publishable_client_key ?? '' } as Headers,
    server: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': keys.secret_server_key ?? '' } as Headers,
    admin: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': keys.super_secret_admin_key ?? '' } as Headers,
  };
}
const status = async (headers: Headers) => (await rawFetch('/projects/current', { headers })).status;

describe('POST /internal/api-keys', () => {
  it('creates a key set in dashboard mode and shows its plaintext keys once; each key works for its access type', async () => {
    const owned = await dashboardProject();
    const expiresAt = Date.now() + HOUR;
    const { data, response } = await owned.admin.POST('/internal/api-keys', { body: { description: 'Production', expires_at_millis: expiresAt, ...all } });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      id: expect.any(String),
      description: 'Production',
      created_at_millis: expect.any(Number),
      expires_at_millis: expiresAt,
      publishable_client_key: expect.stringMatching(keyFormat('pck')),
      secret_server_key: expect.stringMatching(keyFormat('ssk')),
      super_secret_admin_key: expect.stringMatching(keyFormat('sak')),
    });
    const h = keyHeaders(owned.id, data!);
    expect([await status(h.client), await status(h.server), await status(h.admin)]).toEqual([200, 200, 200]);
  });

  it('creates only the keys asked for', async () => {
    const p = await newProject();
    const { data } = await p.admin().POST('/internal/api-keys', {
      body: { description: 'backend', expires_at_millis: Date.now() + HOUR, has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: false },
    });
    expect(Object.keys(data!).sort()).toEqual(['created_at_millis', 'description', 'expires_at_millis', 'id', 'secret_server_key']);
    const listed = await p.admin().GET('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: data!.id } } });
    expect(listed.data).toEqual({
      id: data!.id,
      description: 'backend',
      created_at_millis: data!.created_at_millis,
      expires_at_millis: data!.expires_at_millis,
      secret_server_key: { last_four: data!.secret_server_key!.slice(-4) },
    });
  });

  it('stores only SHA-256 digests and last four characters, never a plaintext key', async () => {
    const p = await newProject();
    const { data } = await p.admin().POST('/internal/api-keys', { body: { description: 'stored', expires_at_millis: Date.now() + HOUR, ...all } });
    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select * from api_key_set where id = ?`, [data!.id]);
    const stored = Object.values(row as Record<string, unknown>)
      .map((v) => (Buffer.isBuffer(v) ? `${v.toString('hex')} ${v.toString('latin1')} ${v.toString('base64')}` : JSON.stringify(v)))
      .join('\n');
    for (const slot of ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] as const) {
      const plaintext = data![slot]!;
      expect(stored).not.toContain(plaintext);
      expect(stored).not.toContain(plaintext.slice(4, 20));
      expect(Buffer.from(row[`${slot}_hash`] as Buffer).equals(sha256(plaintext))).toBe(true);
      expect(row[`${slot}_last_four`]).toBe(plaintext.slice(-4));
    }
  });

  it('SCHEMA_ERROR when a field is missing (all five are required)', async () => {
    const p = await newProject();
    const res = await rawFetch('/internal/api-keys', jsonInit('POST', p.adminHeaders(), { description: 'x', expires_at_millis: Date.now() + HOUR, has_secret_server_key: true }));
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toBe(
      'Request validation failed on POST /api/v1/internal/api-keys:\n  - body.has_publishable_client_key must be defined\n  - body.has_super_secret_admin_key must be defined',
    );
  });
});

describe('GET /internal/api-keys', () => {
  it("lists the project's key sets newest first, keys as last four characters only", async () => {
    const p = await newProject();
    const admin = p.admin();
    const first = (await admin.POST('/internal/api-keys', { body: { description: 'first', expires_at_millis: Date.now() + HOUR, ...all } })).data!;
    const second = (await admin.POST('/internal/api-keys', { body: { description: 'second', expires_at_millis: Date.now() + HOUR, ...all, has_super_secret_admin_key: false } })).data!;
    const other = await newProject();
    await other.admin().POST('/internal/api-keys', { body: { description: 'not mine', expires_at_millis: Date.now() + HOUR, ...all } });

    const res = await admin.GET('/internal/api-keys');
    expect(res.response.status).toBe(200);
    const { items, is_paginated } = res.data!;
    expect(is_paginated).toBe(false);
    // newProject() made one set before these two.
    expect(items.map((k) => k.description)).toEqual(['second', 'first', 'test keys']);
    expect(items[0]).toEqual({
      id: second.id,
      description: 'second',
      created_at_millis: second.created_at_millis,
      expires_at_millis: second.expires_at_millis,
      publishable_client_key: { last_four: second.publishable_client_key!.slice(-4) },
      secret_server_key: { last_four: second.secret_server_key!.slice(-4) },
    });
    const text = JSON.stringify(res.data);
    for (const key of [first.publishable_client_key!, first.secret_server_key!, first.super_secret_admin_key!, second.secret_server_key!]) expect(text).not.toContain(key);
  });
});

describe('GET and PATCH /internal/api-keys/{api_key_id}', () => {
  it("API_KEY_NOT_FOUND for an unknown id and for another project's key set, which stays untouched", async () => {
    const [p, other] = await Promise.all([newProject(), newProject()]);
    const theirs = (await other.admin().POST('/internal/api-keys', { body: { description: 'theirs', expires_at_millis: Date.now() + HOUR, ...all } })).data!;
    for (const id of ['3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', theirs.id]) {
      await expectKnownError(await rawFetch(`/internal/api-keys/${id}`, { headers: p.adminHeaders() }), 404, 'API_KEY_NOT_FOUND');
      await expectKnownError(await rawFetch(`/internal/api-keys/${id}`, jsonInit('PATCH', p.adminHeaders(), { revoked: true, description: 'pwned' })), 404, 'API_KEY_NOT_FOUND');
    }
    const still = await other.admin().GET('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: theirs.id } } });
    expect(still.data).toMatchObject({ description: 'theirs' });
    expect(still.data?.manually_revoked_at_millis).toBeUndefined();
    expect(await status(keyHeaders(other.id, theirs).server)).toBe(200);
  });

  it('renames a key set', async () => {
    const p = await newProject();
    const set = (await p.admin().POST('/internal/api-keys', { body: { description: 'old', expires_at_millis: Date.now() + HOUR, ...all } })).data!;
    const { data } = await p.admin().PATCH('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: set.id } }, body: { description: 'new' } });
    expect(data).toMatchObject({ id: set.id, description: 'new' });
    expect(data?.manually_revoked_at_millis).toBeUndefined();
  });

  it('revocation is immediate for every key of the set, one-way, and keeps its first time', async () => {
    const owned = await dashboardProject();
    const set = (await owned.admin.POST('/internal/api-keys', { body: { description: 'r', expires_at_millis: Date.now() + HOUR, ...all } })).data!;
    const h = keyHeaders(owned.id, set);
    expect([await status(h.client), await status(h.server), await status(h.admin)]).toEqual([200, 200, 200]);

    const before = Date.now();
    const revoked = await owned.admin.PATCH('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: set.id } }, body: { revoked: true } });
    expect(revoked.response.status).toBe(200);
    const at = revoked.data!.manually_revoked_at_millis!;
    expect(at).toBeGreaterThanOrEqual(before - 1000);

    await expectKnownError(await rawFetch('/projects/current', { headers: h.client }), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    await expectKnownError(await rawFetch('/projects/current', { headers: h.server }), 401, 'INVALID_SECRET_SERVER_KEY');
    await expectKnownError(await rawFetch('/projects/current', { headers: h.admin }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');

    const again = await owned.admin.PATCH('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: set.id } }, body: { revoked: true, description: 'renamed after revoke' } });
    expect(again.data).toMatchObject({ manually_revoked_at_millis: at, description: 'renamed after revoke' });
    const undo = await rawFetch(`/internal/api-keys/${set.id}`, jsonInit('PATCH', owned.headers, { revoked: false }));
    const body = await expectKnownError(undo, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('  - body.revoked must be one of the following values: true');
    expect(await status(h.server)).toBe(401);
  });

  it('an admin key can revoke its own set, and is refused from the next request on', async () => {
    const p = await newProject();
    const list = await p.admin().GET('/internal/api-keys');
    const own = list.data!.items[0];
    expect(own.super_secret_admin_key?.last_four).toBe(p.keys.admin.slice(-4));
    const res = await p.admin().PATCH('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: own.id } }, body: { revoked: true } });
    expect(res.response.status).toBe(200);
    await expectKnownError(await rawFetch('/internal/api-keys', { headers: p.adminHeaders() }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
  });
});

describe('expiry', () => {
  it('a key stops working the moment it expires', async () => {
    const p = await newProject();
    const expiresAt = Date.now() + 1500;
    const set = (await p.admin().POST('/internal/api-keys', { body: { description: 'short', expires_at_millis: expiresAt, ...all } })).data!;
    const h = keyHeaders(p.id, set);
    expect(await status(h.server)).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 100));
    await expectKnownError(await rawFetch('/projects/current', { headers: h.server }), 401, 'INVALID_SECRET_SERVER_KEY');
    await expectKnownError(await rawFetch('/projects/current', { headers: h.client }), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    // Still listed, so owners can see what expired.
    const listed = await p.admin().GET('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: set.id } } });
    expect(listed.data?.expires_at_millis).toBe(expiresAt);
  });

  it('a key set created already expired never works', async () => {
    const p = await newProject();
    const set = (await p.admin().POST('/internal/api-keys', { body: { description: 'past', expires_at_millis: Date.now() - 1000, ...all } })).data!;
    await expectKnownError(await rawFetch('/projects/current', { headers: keyHeaders(p.id, set).admin }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
  });
});
