// The server app's data vault against a real Gatehouse: the SDK hashes the key and encrypts the
// value, so neither the key, the secret nor the value reaches the server (request bodies and the
// database row are inspected), a missing key is null, a wrong secret is null, a tampered value is
// a clear error.
import { describe, expect, it } from 'vitest';
import { newProject, baseUrl, testDeps, type TestProject } from '../../server/test/harness.ts';
import { rawSql } from '../../server/src/db/sql.ts';
import { createServerApp, createAdminApp, DataVaultDecryptionError, DataVaultStoreDoesNotExistError, type ServerApp } from '../src/index.ts';

interface Seen {
  url: string;
  body: string;
}

function serverFor(project: TestProject, seen: Seen[] = []): ServerApp {
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, body: await request.clone().text() });
    return fetch(request);
  };
  return createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, fetch: recording });
}

/** Declares the stores in the project's config, as an admin does: PATCH /internal/config/override/project. */
async function declareStores(project: TestProject, stores: string[]): Promise<void> {
  const override = Object.fromEntries(stores.map((s) => [`dataVault.stores.${s}`, {}]));
  const res = await fetch(`${baseUrl()}/api/v1/internal/config/override/project`, {
    method: 'PATCH',
    headers: { ...project.adminHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ config_override_string: JSON.stringify(override) }),
  });
  if (res.status !== 200) throw new Error(`declareStores: ${res.status} ${await res.text()}`);
}

async function vaultProject(...stores: string[]): Promise<TestProject> {
  const project = await newProject();
  await declareStores(project, stores);
  return project;
}

const SECRET = 'vault-secret-Zq8v2LmT0pXc4NbR';

describe('server app: data vault', () => {
  it('sets and gets values; getValue is null for a missing key; setValue overwrites', async () => {
    const project = await vaultProject('tokens');
    const store = serverFor(project).getDataVaultStore('tokens');
    await expect(store.getValue('user-1', { secret: SECRET })).resolves.toBeNull();
    await store.setValue('user-1', 'first value', { secret: SECRET });
    await expect(store.getValue('user-1', { secret: SECRET })).resolves.toBe('first value');
    await store.setValue('user-1', 'ünïcødé ✓', { secret: SECRET });
    await expect(store.getValue('user-1', { secret: SECRET })).resolves.toBe('ünïcødé ✓');
    await store.setValue('', '', { secret: SECRET });
    await expect(store.getValue('', { secret: SECRET })).resolves.toBe('');
    // The admin app has the same helper.
    const admin = createAdminApp({ baseUrl: baseUrl(), projectId: project.id, superSecretAdminKey: project.keys.admin });
    await expect(admin.getDataVaultStore('tokens').getValue('user-1', { secret: SECRET })).resolves.toBe('ünïcødé ✓');
  });

  it('never sends the key, the secret or the value; the database row holds none of them nor what the SDK sent', async () => {
    const project = await vaultProject('tokens');
    const seen: Seen[] = [];
    const store = serverFor(project, seen).getDataVaultStore('tokens');
    const key = 'alice@example.com-KEY-MARKER';
    const value = 'sk_live_VALUE-MARKER-4b1f9e';
    await store.setValue(key, value, { secret: SECRET });
    await expect(store.getValue(key, { secret: SECRET })).resolves.toBe(value);

    const vaultRequests = seen.filter((s) => s.url.includes('/data-vault/'));
    expect(vaultRequests).toHaveLength(2);
    const sent = vaultRequests.map((s) => JSON.parse(s.body) as { hashed_key: string; encrypted_value?: string });
    for (const { url, body } of vaultRequests) {
      for (const secret of [key, value, SECRET, encodeURIComponent(key)]) {
        expect(body).not.toContain(secret);
        expect(url).not.toContain(secret);
      }
    }
    // What the server sees: a 256-bit hashed key (the same for both calls) and a sealed value.
    expect(sent[0].hashed_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[1].hashed_key).toBe(sent[0].hashed_key);
    expect(sent[0].encrypted_value).toMatch(/^gv1\.[A-Za-z0-9_-]+$/);

    const deps = await testDeps();
    const rows = await rawSql(deps.em, `select t::text as t from data_vault_entry t where project_id = ?`, [project.id]);
    expect(rows).toHaveLength(1);
    for (const secret of [key, value, SECRET, sent[0].hashed_key, sent[0].encrypted_value!]) expect(rows[0].t).not.toContain(secret);
  });

  it('a wrong secret finds nothing (null); another store or project finds nothing', async () => {
    const a = await vaultProject('tokens', 'other');
    const b = await vaultProject('tokens');
    const store = serverFor(a).getDataVaultStore('tokens');
    await store.setValue('k', 'v', { secret: SECRET });
    await expect(store.getValue('k', { secret: `${SECRET}x` })).resolves.toBeNull();
    await expect(serverFor(a).getDataVaultStore('other').getValue('k', { secret: SECRET })).resolves.toBeNull();
    await expect(serverFor(b).getDataVaultStore('tokens').getValue('k', { secret: SECRET })).resolves.toBeNull();
  });

  it('a value moved to another key on the server is a DataVaultDecryptionError, not the other value', async () => {
    const project = await vaultProject('tokens');
    const seen: Seen[] = [];
    const store = serverFor(project, seen).getDataVaultStore('tokens');
    await store.setValue('alice', 'ALICE-SECRET', { secret: SECRET });
    await store.setValue('bob', 'bob value', { secret: SECRET });
    const [alice, bob] = seen.map((s) => JSON.parse(s.body) as { hashed_key: string; encrypted_value: string });
    // A malicious server (or one with a writable database) answers Alice's sealed value for Bob's key.
    const res = await fetch(`${baseUrl()}/api/v1/data-vault/stores/tokens/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.keys.server },
      body: JSON.stringify({ hashed_key: bob.hashed_key, encrypted_value: alice.encrypted_value }),
    });
    expect(res.status).toBe(200);
    const err = await store.getValue('bob', { secret: SECRET }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataVaultDecryptionError);
    expect(String((err as Error).message)).not.toContain('ALICE-SECRET');
  });

  it('an undeclared store is DataVaultStoreDoesNotExistError; missing secret or non-string value fails before any request', async () => {
    const project = await vaultProject('tokens');
    const seen: Seen[] = [];
    const server = serverFor(project, seen);
    await expect(server.getDataVaultStore('nope').getValue('k', { secret: SECRET })).rejects.toBeInstanceOf(DataVaultStoreDoesNotExistError);
    await expect(server.getDataVaultStore('nope').setValue('k', 'v', { secret: SECRET })).rejects.toMatchObject({ code: 'DATA_VAULT_STORE_DOES_NOT_EXIST', details: { store_id: 'nope' } });
    const before = seen.length;
    const store = server.getDataVaultStore('tokens');
    await expect(store.getValue('k', { secret: '' })).rejects.toBeInstanceOf(TypeError);
    await expect(store.getValue('k', undefined as never)).rejects.toBeInstanceOf(TypeError);
    await expect(store.setValue('k', 42 as never, { secret: SECRET })).rejects.toBeInstanceOf(TypeError);
    await expect(store.setValue('k', 'x'.repeat(60_000), { secret: SECRET })).rejects.toThrow(/too large/);
    expect(seen.length).toBe(before);
  });
});
