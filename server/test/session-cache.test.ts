import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openServices, type OpenedServices } from '../src/services.ts';
import { createProject } from '../src/modules/projects/projects.service.ts';
import { createKeySet } from '../src/modules/api-keys/api-keys.service.ts';
import { CHANGE_LISTENER_NAME } from '../src/db/change-listener.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { freePort, spawnMain, type MainProcess } from './main-process.ts';
import { TEST_INTERNAL_KEYS, TEST_SERVER_ALLOWANCES } from './global-setup.ts';

/**
 * Each server process caches live sessions with their users (users/session-user-cache.ts),
 * verified tokens, and projects with their keys and config (projects/project-cache.ts), all kept
 * exact through the process's one listening connection (db/change-listener.ts). Revocation must still be immediate ACROSS processes: two servers (A and B) on
 * one database; a write through A is refused by the very next read through B, without waiting
 * (no polling in these tests: the first read after the write must already be right). B has
 * answered the same token before each write, so the entry is in B's cache when the write lands.
 */

let db: TestDatabase | undefined;
let services: OpenedServices | undefined;
let sql: pg.Client | undefined;
const processes: MainProcess[] = [];
let a = '';
let b = '';
let keys = { client: '', server: '', admin: '' };
let projectId = '';

afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await sql?.end();
  await services?.close();
  await db?.drop();
});

async function startServer(port: number, publicUrl: string): Promise<string> {
  const p = spawnMain({
    ...TEST_SERVER_ALLOWANCES,
    DATABASE_URL: db!.url,
    PORT: String(port),
    GATEHOUSE_PUBLIC_URL: publicUrl,
    GATEHOUSE_INTERNAL_CLIENT_KEY: TEST_INTERNAL_KEYS.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: TEST_INTERNAL_KEYS.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: TEST_INTERNAL_KEYS.admin,
    GATEHOUSE_LOG_REQUESTS: 'false',
  });
  processes.push(p);
  await p.waitFor('Gatehouse is running', 90_000);
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const [portA, portB] = [await freePort(), await freePort()];
  // Both processes mint and accept tokens of one issuer, as instances behind one load balancer do.
  const publicUrl = `http://127.0.0.1:${portA}`;
  a = await startServer(portA, publicUrl);
  b = await startServer(portB, publicUrl);
  services = await openServices(db.url, { ...loadConfig(TEST_SERVER_ALLOWANCES), publicUrl }, () => {}, { poolMax: 2, hotPoolMax: 1 });
  const deps = { ...services.deps, em: services.deps.orm.em.fork() };
  const project = await createProject(deps, { displayName: 'Two processes', ownerTeamId: null, config: {} });
  projectId = project.id;
  const set = await createKeySet(deps, project.id, { description: 't', expiresAt: new Date(Date.now() + 3600_000), slots: ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] });
  keys = { client: set.secrets.publishable_client_key!, server: set.secrets.secret_server_key!, admin: set.secrets.super_secret_admin_key! };
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
}, 240_000);

function headers(type: 'client' | 'server' | 'admin', accessToken?: string): Record<string, string> {
  const key = { client: ['x-stack-publishable-client-key', keys.client], server: ['x-stack-secret-server-key', keys.server], admin: ['x-stack-super-secret-admin-key', keys.admin] }[type];
  return { 'content-type': 'application/json', 'x-stack-project-id': projectId, 'x-stack-access-type': type, [key[0]]: key[1], ...(accessToken ? { 'x-stack-access-token': accessToken } : {}) };
}

async function call(base: string, method: string, path: string, hdrs: Record<string, string>, body?: unknown): Promise<{ status: number; code: string | null; json: Record<string, unknown> }> {
  const res = await fetch(`${base}/api/v1${path}`, { method, headers: hdrs, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, code: res.headers.get('x-stack-known-error'), json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A user with a session opened through A; its access token is then read through B (now cached there). */
async function userWithSession(): Promise<{ id: string; sessionId: string; accessToken: string }> {
  const user = await call(a, 'POST', '/users', headers('server'), { primary_email: `u${Math.random().toString(36).slice(2)}@example.com`, display_name: 'Ada' });
  expect(user.status).toBe(201);
  const session = await call(a, 'POST', '/auth/sessions', headers('server'), { user_id: user.json.id });
  expect(session.status).toBe(200);
  const accessToken = session.json.access_token as string;
  for (let i = 0; i < 3; i++) expect((await call(b, 'GET', '/users/me', headers('client', accessToken))).status).toBe(200);
  const sessionId = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).refresh_token_id as string;
  return { id: user.json.id as string, sessionId, accessToken };
}

describe('session + user cache: revocation across processes', () => {
  it('a session revoked through A is refused by the next read through B (ACCESS_TOKEN_REVOKED)', async () => {
    const u = await userWithSession();
    expect((await call(a, 'DELETE', `/auth/sessions/${u.sessionId}?user_id=${u.id}`, headers('server'))).status).toBe(200);
    const after = await call(b, 'GET', '/users/me', headers('client', u.accessToken));
    expect([after.status, after.code]).toEqual([401, 'ACCESS_TOKEN_REVOKED']);
    // And through A, the process that revoked it.
    expect((await call(a, 'GET', '/users/me', headers('client', u.accessToken))).code).toBe('ACCESS_TOKEN_REVOKED');
  });

  it('sign-out everywhere through A is refused by the next read through B', async () => {
    const u = await userWithSession();
    expect((await call(a, 'DELETE', '/auth/sessions?user_id=me', headers('client', u.accessToken))).status).toBe(200);
    expect((await call(b, 'GET', '/users/me', headers('client', u.accessToken))).code).toBe('ACCESS_TOKEN_REVOKED');
  });

  it('a user deleted through A is refused by the next read through B', async () => {
    const u = await userWithSession();
    expect((await call(a, 'DELETE', `/users/${u.id}`, headers('server'))).status).toBe(200);
    const after = await call(b, 'GET', '/users/me', headers('client', u.accessToken));
    expect([after.status, after.code]).toEqual([401, 'ACCESS_TOKEN_REVOKED']);
  });

  it('a user changed through A (name, restriction, e-mail) is read as changed by the next read through B', async () => {
    const u = await userWithSession();
    expect((await call(a, 'PATCH', `/users/${u.id}`, headers('server'), { display_name: 'Grace' })).status).toBe(200);
    expect((await call(b, 'GET', '/users/me', headers('client', u.accessToken))).json.display_name).toBe('Grace');
    // A change to another table of the user object (the primary e-mail channel), written behind both servers' backs.
    await sql!.query(`update contact_channel set value = 'changed@example.com' where user_id = $1 and is_primary`, [u.id]);
    expect((await call(b, 'GET', '/users/me', headers('client', u.accessToken))).json.primary_email).toBe('changed@example.com');
    expect((await call(a, 'PATCH', `/users/${u.id}`, headers('server'), { restricted_by_admin: true })).status).toBe(200);
    const restricted = await call(b, 'GET', '/users/me', headers('client', u.accessToken));
    expect([restricted.status, restricted.code]).toEqual([403, 'RESTRICTED_USER_NOT_ALLOWED']);
  });

  it('team reads through B (permissions, teams, own member profile) see the next change through A: grant revoked, profile and team renamed, membership ended', async () => {
    const u = await userWithSession();
    expect((await call(a, 'POST', '/team-permission-definitions', headers('admin'), { id: 'docs:write' })).status).toBe(201);
    const team = await call(a, 'POST', '/teams', headers('server'), { display_name: 'Docs' });
    const teamId = team.json.id as string;
    expect((await call(a, 'POST', `/team-memberships/${teamId}/${u.id}`, headers('server'), {})).status).toBe(201);
    expect((await call(a, 'POST', `/team-permissions/${teamId}/${u.id}/docs:write`, headers('server'), {})).status).toBe(201);
    const held = async () => ((await call(b, 'GET', '/team-permissions?user_id=me', headers('client', u.accessToken))).json.items as { id: string }[]).map((p) => p.id);
    const teams = async () => ((await call(b, 'GET', '/teams?user_id=me', headers('client', u.accessToken))).json.items as { id: string }[]).map((t) => t.id);
    for (let i = 0; i < 3; i++) expect(await held()).toContain('docs:write');
    expect(await teams()).toEqual([teamId]);
    expect((await call(a, 'DELETE', `/team-permissions/${teamId}/${u.id}/docs:write`, headers('server'))).status).toBe(200);
    expect(await held()).not.toContain('docs:write');
    // The member's own profile (membership check and rows from B's cache), changed through A.
    const profile = async () => call(b, 'GET', `/team-member-profiles?team_id=${teamId}&user_id=me`, headers('client', u.accessToken));
    for (let i = 0; i < 3; i++) expect(((await profile()).json.items as unknown[]).length).toBe(1);
    expect((await call(a, 'PATCH', `/team-member-profiles/${teamId}/${u.id}`, headers('server'), { display_name: 'Docs Ada' })).status).toBe(200);
    expect(((await profile()).json.items as { display_name: string }[])[0].display_name).toBe('Docs Ada');
    // A team renamed through A: every member's cached listing through B is dropped.
    expect((await call(a, 'PATCH', `/teams/${teamId}`, headers('server'), { display_name: 'Docs 2' })).status).toBe(200);
    expect(((await call(b, 'GET', '/teams?user_id=me', headers('client', u.accessToken))).json.items as { display_name: string }[])[0].display_name).toBe('Docs 2');
    expect((await call(a, 'DELETE', `/team-memberships/${teamId}/${u.id}`, headers('server'))).status).toBe(200);
    expect(await teams()).toEqual([]);
    const gone = await profile();
    expect([gone.status, gone.code]).toEqual([404, 'TEAM_MEMBERSHIP_NOT_FOUND']);
  });

  it("the SDK's permission check (team_id, user_id=me, permission_id, recursive) through B sees the next grant, revoke and membership end through A, one team at a time", async () => {
    const u = await userWithSession();
    for (const id of ['sheets:read', 'sheets:write']) {
      const body = id === 'sheets:write' ? { id, contained_permission_ids: ['sheets:read'] } : { id };
      expect((await call(a, 'POST', '/team-permission-definitions', headers('admin'), body)).status).toBe(201);
    }
    const teamIds: string[] = [];
    for (const name of ['Sheets', 'Other']) {
      const team = await call(a, 'POST', '/teams', headers('server'), { display_name: name });
      teamIds.push(team.json.id as string);
      expect((await call(a, 'POST', `/team-memberships/${team.json.id as string}/${u.id}`, headers('server'), {})).status).toBe(201);
    }
    const [sheets, other] = teamIds as [string, string];
    const check = async (teamId: string, permissionId: string) => {
      const res = await call(b, 'GET', `/team-permissions?team_id=${teamId}&user_id=me&permission_id=${permissionId}&recursive=true`, headers('client', u.accessToken));
      expect(res.status).toBe(200);
      return res.json.items as { id: string; team_id: string; user_id: string }[];
    };
    // Cached empty answers first, so the grants below must drop them.
    for (let i = 0; i < 3; i++) expect(await check(sheets, 'sheets:read')).toEqual([]);
    expect(await check(other, 'sheets:read')).toEqual([]);
    expect((await call(a, 'POST', `/team-permissions/${sheets}/${u.id}/sheets:write`, headers('server'), {})).status).toBe(201);
    for (let i = 0; i < 3; i++) expect(await check(sheets, 'sheets:read')).toEqual([{ id: 'sheets:read', team_id: sheets, user_id: u.id }]);
    // Held in one team only: the other team's check stays empty.
    expect(await check(other, 'sheets:read')).toEqual([]);
    expect(await check(other, 'sheets:write')).toEqual([]);
    expect((await call(a, 'DELETE', `/team-permissions/${sheets}/${u.id}/sheets:write`, headers('server'))).status).toBe(200);
    expect(await check(sheets, 'sheets:read')).toEqual([]);
    expect((await call(a, 'POST', `/team-permissions/${other}/${u.id}/sheets:read`, headers('server'), {})).status).toBe(201);
    for (let i = 0; i < 3; i++) expect(await check(other, 'sheets:read')).toEqual([{ id: 'sheets:read', team_id: other, user_id: u.id }]);
    // Leaving the team takes its grants with it.
    expect((await call(a, 'DELETE', `/team-memberships/${other}/${u.id}`, headers('server'))).status).toBe(200);
    expect(await check(other, 'sheets:read')).toEqual([]);
  });

  it('with its LISTEN connection killed, a server never serves a cached session revoked meanwhile', async () => {
    const u = await userWithSession();
    // Both servers' listening connections die, and the session is revoked behind their backs at once:
    // whatever a server learned before, it must not answer from its cache now.
    await sql!.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [CHANGE_LISTENER_NAME]);
    await sql!.query(`delete from user_session where id = $1`, [u.sessionId]);
    for (const base of [b, a]) expect((await call(base, 'GET', '/users/me', headers('client', u.accessToken))).code).toBe('ACCESS_TOKEN_REVOKED');
    // Once listening again, the servers cache and stay exact.
    const v = await userWithSession();
    await sql!.query(`delete from user_session where id = $1`, [v.sessionId]);
    expect((await call(b, 'GET', '/users/me', headers('client', v.accessToken))).code).toBe('ACCESS_TOKEN_REVOKED');
  });
});

describe('project cache: changes across processes, through one listening connection per process', () => {
  const current = async (base: string, hdrs: Record<string, string>) => call(base, 'GET', '/projects/current', hdrs);
  /** Listening connections on the test database, once both servers listen (each reconnects a second after losing its connection). */
  const listeners = async () => {
    let n = 0;
    for (let i = 0; i < 100; i++) {
      n = (await sql!.query(`select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()`, [CHANGE_LISTENER_NAME])).rows[0].n as number;
      if (n >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return n;
  };

  it('each server process holds exactly one listening connection (projects and sessions share it)', async () => {
    expect(await listeners()).toBe(2);
  });

  it('a project config change through A is seen by the very next request through B', async () => {
    for (let i = 0; i < 3; i++) expect((await current(b, headers('client'))).json.config).toMatchObject({ sign_up_enabled: true }); // cached by B
    const patch = await call(a, 'PATCH', '/internal/config/override/environment', headers('admin'), { config_override_string: JSON.stringify({ 'auth.allowSignUp': false }) });
    expect(patch.status).toBe(200);
    expect((await current(b, headers('client'))).json.config).toMatchObject({ sign_up_enabled: false });
    // And back, written behind both servers' backs (another process): the next request through B again.
    await sql!.query(`update config_override set document = '{}' where project_id = $1 and level = 'environment'`, [projectId]);
    expect((await current(b, headers('client'))).json.config).toMatchObject({ sign_up_enabled: true });
  });

  it('a key set revoked through A is refused by the very next request through B', async () => {
    const created = await call(a, 'POST', '/internal/api-keys', headers('admin'), { description: 'revoked soon', expires_at_millis: Date.now() + 3600_000, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false });
    expect(created.status).toBe(200);
    const own = { ...headers('client'), 'x-stack-publishable-client-key': created.json.publishable_client_key as string };
    for (let i = 0; i < 3; i++) expect((await current(b, own)).status).toBe(200);
    expect((await call(a, 'PATCH', `/internal/api-keys/${created.json.id as string}`, headers('admin'), { revoked: true })).status).toBe(200);
    const after = await current(b, own);
    expect([after.status, after.code]).toEqual([401, 'INVALID_PUBLISHABLE_CLIENT_KEY']);
  });

  it('with the listening connection killed, a key revoked meanwhile is refused by both servers, and they cache exactly again once listening', async () => {
    const created = await call(a, 'POST', '/internal/api-keys', headers('admin'), { description: 'killed listener', expires_at_millis: Date.now() + 3600_000, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false });
    const own = { ...headers('client'), 'x-stack-publishable-client-key': created.json.publishable_client_key as string };
    for (const base of [a, b]) expect((await current(base, own)).status).toBe(200);
    await sql!.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [CHANGE_LISTENER_NAME]);
    await sql!.query(`update api_key_set set manually_revoked_at = now() where id = $1`, [created.json.id]);
    for (const base of [b, a]) expect((await current(base, own)).code).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
    // Listening again: B caches the project and stays exact.
    expect(await listeners()).toBe(2);
    for (let i = 0; i < 3; i++) expect((await current(b, headers('client'))).status).toBe(200);
    await sql!.query(`update config_override set document = '{"auth": {"allowSignUp": false}}' where project_id = $1 and level = 'environment'`, [projectId]);
    expect((await current(b, headers('client'))).json.config).toMatchObject({ sign_up_enabled: false });
  });
});

