import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, newProject, rawFetch, testDeps, type Headers, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { post as postTo, startInProcess, type LimitedServer } from '../../../test/limited-servers.ts';
import { rawSql } from '../../db/sql.ts';
import { LIMITS } from '../../http/limits.ts';
import { vaultKeyOf } from './data-vault.cipher.ts';

/** The data vault (wire-contract §9.19) through HTTP on real PostgreSQL. */

const post = (headers: Headers, path: string, body: unknown) =>
  rawFetch(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const set = (h: Headers, store: string, hashed_key: string, encrypted_value: string) => post(h, `/data-vault/stores/${encodeURIComponent(store)}/set`, { hashed_key, encrypted_value });
const get = (h: Headers, store: string, hashed_key: string) => post(h, `/data-vault/stores/${encodeURIComponent(store)}/get`, { hashed_key });

async function expectValue(res: Response, value: string) {
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ encrypted_value: value });
}

const unique = (what: string) => `${what}-${randomBytes(12).toString('base64url')}`;

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

async function rowsOf(projectId: string) {
  const deps = await testDeps();
  return rawSql(deps.em, `select * from data_vault_entry where project_id = ?`, [projectId]);
}

describe('data vault: set and get', () => {
  it('stores a value with server access and reads it back with server or admin access; set is an upsert', async () => {
    const p = await vaultProject('secrets');
    const key = unique('hk');
    const res = await set(p.serverHeaders(), 'secrets', key, 'first');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    await expectValue(await get(p.serverHeaders(), 'secrets', key), 'first');
    await expectValue(await get(p.adminHeaders(), 'secrets', key), 'first');

    expect((await set(p.adminHeaders(), 'secrets', key, 'second')).status).toBe(200);
    await expectValue(await get(p.serverHeaders(), 'secrets', key), 'second');
    expect(await rowsOf(p.id)).toHaveLength(1);
  });

  it('keeps values exactly (empty, unicode, the largest allowed)', async () => {
    const p = await vaultProject('s');
    for (const value of ['', 'ünïcødé ✓ "quoted" \\ 😀', 'x'.repeat(LIMITS.dataVaultValue)]) {
      const key = unique('k');
      expect((await set(p.serverHeaders(), 's', key, value)).status).toBe(200);
      await expectValue(await get(p.serverHeaders(), 's', key), value);
    }
  });

  it('refuses client access to both routes, and stores nothing', async () => {
    const p = await vaultProject('s');
    const key = unique('k');
    for (const res of [await set(p.clientHeaders(), 's', key, 'v'), await get(p.clientHeaders(), 's', key)]) {
      const body = await expectKnownError(res, 401, 'INSUFFICIENT_ACCESS_TYPE');
      expect(body.details).toEqual({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
    }
    expect(await rowsOf(p.id)).toHaveLength(0);
  });

  it('answers DATA_VAULT_STORE_DOES_NOT_EXIST for a store the config does not declare (own keys only), and stores nothing', async () => {
    const p = await vaultProject('declared');
    for (const store of ['other', 'Declared', '__proto__', 'constructor', 'toString', 'x'.repeat(LIMITS.shortText)]) {
      for (const res of [await set(p.serverHeaders(), store, 'k', 'v'), await get(p.serverHeaders(), store, 'k')]) {
        const body = await expectKnownError(res, 400, 'DATA_VAULT_STORE_DOES_NOT_EXIST');
        expect(body.details).toEqual({ store_id: store });
        expect(body.error).toBe(`Data vault store with ID ${store} does not exist.`);
      }
    }
    expect(await rowsOf(p.id)).toHaveLength(0);
  });

  it('answers DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST with the store and hashed key for a key never set', async () => {
    const p = await vaultProject('s');
    await set(p.serverHeaders(), 's', 'present', 'v');
    const body = await expectKnownError(await get(p.serverHeaders(), 's', 'absent'), 400, 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST');
    expect(body.details).toEqual({ store_id: 's', hashed_key: 'absent' });
    expect(body.error).toBe('Data vault store with ID s does not contain a key with hash absent.');
  });

  it('refuses out-of-bounds or malformed bodies with SCHEMA_ERROR and changes nothing', async () => {
    const p = await vaultProject('s');
    await set(p.serverHeaders(), 's', 'k', 'original');
    const bad: unknown[] = [
      { hashed_key: '', encrypted_value: 'v' },
      { hashed_key: 'x'.repeat(LIMITS.dataVaultHashedKey + 1), encrypted_value: 'v' },
      { hashed_key: 'k', encrypted_value: 'x'.repeat(LIMITS.dataVaultValue + 1) },
      { hashed_key: 'k' },
      { encrypted_value: 'v' },
      { hashed_key: 'k', encrypted_value: 42 },
      { hashed_key: ['k'], encrypted_value: 'v' },
      { hashed_key: 'k', encrypted_value: 'v', extra: true },
    ];
    for (const body of bad) await expectKnownError(await post(p.serverHeaders(), '/data-vault/stores/s/set', body), 400, 'SCHEMA_ERROR');
    for (const body of [{ hashed_key: '' }, { hashed_key: 'x'.repeat(LIMITS.dataVaultHashedKey + 1) }, {}, { hashed_key: 'k', more: 1 }]) {
      await expectKnownError(await post(p.serverHeaders(), '/data-vault/stores/s/get', body), 400, 'SCHEMA_ERROR');
    }
    await expectValue(await get(p.serverHeaders(), 's', 'k'), 'original');
    expect(await rowsOf(p.id)).toHaveLength(1);
  });
});

describe('data vault: isolation', () => {
  it("keeps projects apart: B never sees A's entry, even with the same store id and hashed key, and B's write leaves A's alone", async () => {
    const a = await vaultProject('shared');
    const b = await vaultProject('shared');
    await set(a.serverHeaders(), 'shared', 'same-key', 'value of A');
    await expectKnownError(await get(b.serverHeaders(), 'shared', 'same-key'), 400, 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST');
    await set(b.serverHeaders(), 'shared', 'same-key', 'value of B');
    await expectValue(await get(a.serverHeaders(), 'shared', 'same-key'), 'value of A');
    await expectValue(await get(b.serverHeaders(), 'shared', 'same-key'), 'value of B');
    // A's keys do not open B's vault either: the keys name the project.
    await expectKnownError(await get({ ...a.serverHeaders(), 'x-stack-project-id': b.id }, 'shared', 'same-key'), 401, 'INVALID_SECRET_SERVER_KEY');
  });

  it('keeps the stores of one project apart', async () => {
    const p = await vaultProject('one', 'two');
    await set(p.serverHeaders(), 'one', 'k', 'in one');
    await expectKnownError(await get(p.serverHeaders(), 'two', 'k'), 400, 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST');
    await set(p.serverHeaders(), 'two', 'k', 'in two');
    await expectValue(await get(p.serverHeaders(), 'one', 'k'), 'in one');
    await expectValue(await get(p.serverHeaders(), 'two', 'k'), 'in two');
  });
});

describe('data vault: at rest', () => {
  it('stores neither the encrypted value nor the hashed key (nor anything readable) in the row', async () => {
    const p = await vaultProject('s');
    const hashedKey = unique('HASHEDKEY');
    const value = unique('CLIENTCIPHERTEXT');
    await set(p.serverHeaders(), 's', hashedKey, value);
    const rows = await rowsOf(p.id);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(Object.keys(row).sort()).toEqual(['created_at', 'key_id', 'key_lookup', 'project_id', 'sealed', 'store_id', 'updated_at']);
    // Every column, as bytes and as text in the encodings a dump might use.
    const dumped = Object.values(row).map((v) => (Buffer.isBuffer(v) ? v : Buffer.from(String(v), 'utf8')));
    for (const secret of [hashedKey, value]) {
      for (const bytes of dumped) {
        expect(bytes.includes(Buffer.from(secret, 'utf8'))).toBe(false);
        expect(bytes.toString('hex')).not.toContain(Buffer.from(secret, 'utf8').toString('hex'));
        expect(bytes.toString('base64')).not.toContain(secret);
      }
    }
    const pgText = await rawSql((await testDeps()).em, `select t::text as t from data_vault_entry t where project_id = ?`, [p.id]);
    expect(pgText[0].t).not.toContain(hashedKey);
    expect(pgText[0].t).not.toContain(value);
    expect(pgText[0].t).not.toContain(Buffer.from(value).toString('hex'));
    // Sealed: IV + tag + ciphertext of [hashed key, value]; the key id names the master key, it is not the key.
    expect((row.sealed as Buffer).length).toBeGreaterThan(28);
    expect(row.key_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('binds each sealed row to its project, store and key: a row moved elsewhere does not answer its value', async () => {
    const a = await vaultProject('s', 't');
    const b = await vaultProject('s');
    await set(a.serverHeaders(), 's', 'k', 'SECRET-OF-A');
    await set(a.serverHeaders(), 's', 'k2', 'other');
    await set(a.serverHeaders(), 't', 'k', 'placeholder-t');
    await set(b.serverHeaders(), 's', 'k', 'placeholder-b');
    const deps = await testDeps();
    // An attacker with write access to the database copies A's sealed value over other rows.
    const copy = (whereProject: string, whereStore: string) =>
      rawSql(
        deps.em,
        `update data_vault_entry set sealed = (select sealed from data_vault_entry where project_id = ? and store_id = 's' order by created_at limit 1) where project_id = ? and store_id = ?`,
        [a.id, whereProject, whereStore],
      );
    await copy(b.id, 's');
    await copy(a.id, 't');
    for (const res of [await get(b.serverHeaders(), 's', 'k'), await get(a.serverHeaders(), 't', 'k')]) {
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain('SECRET-OF-A');
    }
  });

  it(`caps a store at ${LIMITS.dataVaultEntriesPerStore} keys: a new key past it is DATA_VAULT_STORE_FULL, an overwrite still works`, async () => {
    const p = await vaultProject('big', 'other');
    await set(p.serverHeaders(), 'big', 'existing', 'v1');
    // Set-up: fill the store to one below the cap directly (rows that are never read).
    const deps = await testDeps();
    const filler = LIMITS.dataVaultEntriesPerStore - 2;
    for (let from = 1; from <= filler; from += 20_000) {
      await rawSql(
        deps.em,
        `insert into data_vault_entry (project_id, store_id, key_lookup, sealed, key_id)
         select ?, 'big', decode(md5(g::text), 'hex'), '\\x00', 'filler' from generate_series(?::int, ?::int) g`,
        [p.id, from, Math.min(from + 19_999, filler)],
      );
    }
    expect((await set(p.serverHeaders(), 'big', 'last', 'v')).status).toBe(200);
    const full = await expectKnownError(await set(p.serverHeaders(), 'big', 'one-too-many', 'v'), 400, 'DATA_VAULT_STORE_FULL');
    expect(full.details).toEqual({ store_id: 'big', max_entries: LIMITS.dataVaultEntriesPerStore });
    await expectKnownError(await get(p.serverHeaders(), 'big', 'one-too-many'), 400, 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST');
    expect((await set(p.serverHeaders(), 'big', 'existing', 'v2')).status).toBe(200);
    await expectValue(await get(p.serverHeaders(), 'big', 'existing'), 'v2');
    // The cap is per store.
    expect((await set(p.serverHeaders(), 'other', 'one-too-many', 'v')).status).toBe(200);
    await rawSql(deps.em, `delete from data_vault_entry where project_id = ?`, [p.id]);
  });
});

describe('data vault: key rotation', () => {
  // Servers a failed test left running; each test closes its own (a closed one leaves the list).
  const servers = new Set<LimitedServer>();
  afterAll(async () => {
    await Promise.all([...servers].map((s) => s.close()));
  });
  const start = async (env: Record<string, string>): Promise<LimitedServer> => {
    const server = await startInProcess({ ...env, GATEHOUSE_RATE_LIMITS: 'off' });
    servers.add(server);
    return { ...server, close: async () => (servers.delete(server) ? server.close() : undefined) };
  };

  it('reads entries sealed under GATEHOUSE_ENCRYPTION_KEY_PREVIOUS, re-seals them all under the new key, and then needs the old key no more', async () => {
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('base64');
    const p = await vaultProject('s', 't');
    const h = p.serverHeaders();
    const before = await start({ GATEHOUSE_ENCRYPTION_KEY: oldKey });
    const entries = Array.from({ length: 30 }, (_, i) => ({ store: i % 2 ? 's' : 't', key: `key-${i}`, value: `value-${i}` }));
    for (const e of entries) expect((await postTo(before, `/data-vault/stores/${e.store}/set`, h, { hashed_key: e.key, encrypted_value: e.value })).status).toBe(200);
    await before.close();
    const oldId = vaultKeyOf(Buffer.from(oldKey, 'base64')).id;
    const newId = vaultKeyOf(Buffer.from(newKey, 'base64')).id;
    expect(new Set((await rowsOf(p.id)).map((r) => r.key_id))).toEqual(new Set([oldId]));

    // Without the old key the rows cannot even be found (their lookups are keyed): missing, never a value.
    const withoutOld = await start({ GATEHOUSE_ENCRYPTION_KEY: newKey });
    await expectKnownError(await postTo(withoutOld, '/data-vault/stores/s/get', h, { hashed_key: 'key-1' }), 400, 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST');
    await withoutOld.close();

    // The rotation: new key current, old key previous. Start-up re-seals every entry under the new key.
    const rotating = await start({ GATEHOUSE_ENCRYPTION_KEY: newKey, GATEHOUSE_ENCRYPTION_KEY_PREVIOUS: `${randomBytes(32).toString('base64')}, ${oldKey}` });
    for (let i = 0; i < 200 && (await rowsOf(p.id)).some((r) => r.key_id !== newId); i++) await new Promise((r) => setTimeout(r, 50));
    const rows = await rowsOf(p.id);
    expect(rows).toHaveLength(entries.length);
    expect(new Set(rows.map((r) => r.key_id))).toEqual(new Set([newId]));
    await rotating.close();

    // Afterwards the new key alone reads everything, and writes overwrite (no duplicate rows).
    const after = await start({ GATEHOUSE_ENCRYPTION_KEY: newKey });
    for (const e of entries) {
      const res = await postTo(after, `/data-vault/stores/${e.store}/get`, h, { hashed_key: e.key });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ encrypted_value: e.value });
    }
    expect((await postTo(after, '/data-vault/stores/s/set', h, { hashed_key: 'key-1', encrypted_value: 'changed' })).status).toBe(200);
    expect(await rowsOf(p.id)).toHaveLength(entries.length);
    await after.close();
  });

  it('during a rotation, a set of a key still sealed under the former key replaces it (one row, the new value)', async () => {
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('base64');
    const p = await vaultProject('s');
    const h = p.serverHeaders();
    const before = await start({ GATEHOUSE_ENCRYPTION_KEY: oldKey });
    expect((await postTo(before, '/data-vault/stores/s/set', h, { hashed_key: 'k', encrypted_value: 'old' })).status).toBe(200);
    await before.close();
    // Simulate a row the sweep has not reached yet: the rotating server's sweep is what would move it,
    // so this set races it either way; both orders must leave one row with the new value.
    const rotating = await start({ GATEHOUSE_ENCRYPTION_KEY: newKey, GATEHOUSE_ENCRYPTION_KEY_PREVIOUS: oldKey });
    expect((await postTo(rotating, '/data-vault/stores/s/set', h, { hashed_key: 'k', encrypted_value: 'new' })).status).toBe(200);
    const res = await postTo(rotating, '/data-vault/stores/s/get', h, { hashed_key: 'k' });
    expect(await res.json()).toEqual({ encrypted_value: 'new' });
    await rotating.close();
    const rows = await rowsOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].key_id).toBe(vaultKeyOf(Buffer.from(newKey, 'base64')).id);
  });
});
