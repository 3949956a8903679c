import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { rawSql } from '../../db/sql.ts';
import { newTeam, signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** /user-api-keys and /team-api-keys (wire-contract §9.14, §7.4) through HTTP on PostgreSQL. */

const BOTH = { allow_user_api_keys: true, allow_team_api_keys: true };
const SECRET = /^(sk|pk)_[0-9a-hjkmnp-tv-z]{45}[0-9a-f]{32}(user|team)[0-9a-hjkmnp-tv-z]574ck4u7h[0-9a-f]{8}$/;

async function userKey(project: TestProject, user: SignedInUser, body: Record<string, unknown> = {}) {
  const res = await project.client(user.accessToken).POST('/user-api-keys', { body: { user_id: 'me', description: 'mine', expires_at_millis: null, ...body } });
  expect(res.response.status).toBe(200);
  return res.data!;
}

async function teamKey(project: TestProject, teamId: string, body: Record<string, unknown> = {}) {
  const res = await project.server().POST('/team-api-keys', { body: { team_id: teamId, description: 'team', expires_at_millis: null, ...body } });
  expect(res.response.status).toBe(200);
  return res.data!;
}

const checkUser = (project: TestProject, api_key: string) => project.server().POST('/user-api-keys/check', { body: { api_key } });
const checkTeam = (project: TestProject, api_key: string) => project.server().POST('/team-api-keys/check', { body: { api_key } });

describe('secret format', () => {
  it('is sk_/pk_, 45 base32 characters, the key id, the owner type, the scanner character, 574ck4u7h and a CRC32 of the rest', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const secret = await userKey(project, me);
    const pub = await userKey(project, me, { is_public: true });
    const team = await teamKey(project, await newTeam(project, me));
    for (const [k, prefix, type, scanner] of [[secret, 'sk_', 'user', '1'], [pub, 'pk_', 'user', '3'], [team, 'sk_', 'team', '1']] as const) {
      expect(k.value).toMatch(SECRET);
      expect(k.value.startsWith(prefix)).toBe(true);
      expect(k.value.slice(48, 80)).toBe(k.id.replace(/-/g, ''));
      expect(k.value.slice(80, 84)).toBe(type);
      // Self-hosted (bit 0) plus public (bit 1), as one base32 digit.
      expect(k.value.slice(84, 85)).toBe(scanner);
      expect(k.value.slice(-8)).toBe(crc32(k.value.slice(0, -8)).toString(16).padStart(8, '0'));
    }
    expect(pub.is_public).toBe(true);
    expect(secret.is_public).toBe(false);
  });

  it('refuses a secret whose checksum or body was altered (API_KEY_NOT_FOUND)', async () => {
    const project = await newProject(BOTH);
    const key = await userKey(project, await signedInUser(project));
    expect((await checkUser(project, key.value)).response.status).toBe(200);
    const flippedChecksum = key.value.slice(0, -1) + (key.value.endsWith('0') ? '1' : '0');
    const flippedRandom = key.value.slice(0, 3) + (key.value[3] === 'a' ? 'b' : 'a') + key.value.slice(4);
    // A forged secret with a correct checksum still fails: the stored digest decides.
    const body = flippedRandom.slice(0, -8);
    const forged = body + crc32(body).toString(16).padStart(8, '0');
    for (const bad of [flippedChecksum, flippedRandom, forged, 'sk_nonsense', key.value + 'x']) expectKnownError(await checkUser(project, bad), 404, 'API_KEY_NOT_FOUND');
  });
});

describe('POST /user-api-keys', () => {
  it('stores only the SHA-256 digest of the secret and its last four characters', async () => {
    const project = await newProject(BOTH);
    const key = await userKey(project, await signedInUser(project));
    const deps = await testDeps();
    const [row] = await rawSql<Record<string, unknown>>(deps.em.fork(), 'select * from owner_api_key where id = ?', [key.id]);
    expect(row.secret_hash).toEqual(createHash('sha256').update(key.value).digest());
    expect(row.last_four).toBe(key.value.slice(-4));
    // No column holds the secret or its random part.
    expect(JSON.stringify(row)).not.toContain(key.value.slice(3, 48));
  });

  it('answers 200 with the full secret once; reads show only its last four characters', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const expires = Date.now() + 3600_000;
    const created = await userKey(project, me, { description: 'CI', expires_at_millis: expires });
    expect(created).toEqual({
      id: expect.any(String), description: 'CI', expires_at_millis: expires, created_at_millis: expect.any(Number),
      is_public: false, type: 'user', user_id: me.id, value: expect.stringMatching(SECRET),
    });
    const read = { ...created, value: { last_four: created.value.slice(-4) } };
    const got = await project.client(me.accessToken).GET('/user-api-keys/{api_key_id}', { params: { path: { api_key_id: created.id } } });
    expect(got.data).toEqual(read);
    const listed = await project.server().GET('/user-api-keys', { params: { query: { user_id: me.id } } });
    expect(listed.data).toEqual({ items: [read], is_paginated: false });
    expect(JSON.stringify([got.data, listed.data])).not.toContain(created.value.slice(3, 48));
    // The checked key is the read shape too: never the secret again.
    expect((await checkUser(project, created.value)).data).toEqual(read);
  });

  it('refuses when the project has not enabled user API keys (nothing created), for every route', async () => {
    const project = await newProject({ allow_team_api_keys: true });
    const me = await signedInUser(project);
    expectKnownError(await project.client(me.accessToken).POST('/user-api-keys', { body: { user_id: 'me', description: 'x', expires_at_millis: null } }), 400, 'USER_API_KEYS_NOT_ENABLED');
    expectKnownError(await project.server().GET('/user-api-keys', { params: { query: { user_id: me.id } } }), 400, 'USER_API_KEYS_NOT_ENABLED');
    expectKnownError(await checkUser(project, 'sk_x'), 400, 'USER_API_KEYS_NOT_ENABLED');
    const other = await newProject({ allow_user_api_keys: true });
    expectKnownError(await other.server().POST('/team-api-keys', { body: { team_id: await newTeam(other, null), description: 'x', expires_at_millis: null } }), 400, 'TEAM_API_KEYS_NOT_ENABLED');
  });

  it('lets a client create and list keys only for itself', async () => {
    const project = await newProject(BOTH);
    const [me, other] = await Promise.all([signedInUser(project), signedInUser(project)]);
    await userKey(project, other);
    const res = await project.client(me.accessToken).POST('/user-api-keys', { body: { user_id: other.id, description: 'x', expires_at_millis: null } });
    expectKnownError(res, 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client(me.accessToken).GET('/user-api-keys', { params: { query: { user_id: other.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
    expect((await project.server().GET('/user-api-keys', { params: { query: { user_id: other.id } } })).data!.items).toHaveLength(1);
    expectKnownError(await project.client().POST('/user-api-keys', { body: { user_id: 'me', description: 'x', expires_at_millis: null } }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('hides another user\'s key from a client (API_KEY_NOT_FOUND on read and change)', async () => {
    const project = await newProject(BOTH);
    const [me, other] = await Promise.all([signedInUser(project), signedInUser(project)]);
    const theirs = await userKey(project, other);
    const path = { params: { path: { api_key_id: theirs.id } } };
    expectKnownError(await project.client(me.accessToken).GET('/user-api-keys/{api_key_id}', path), 404, 'API_KEY_NOT_FOUND');
    expectKnownError(await project.client(me.accessToken).PATCH('/user-api-keys/{api_key_id}', { ...path, body: { revoked: true } }), 404, 'API_KEY_NOT_FOUND');
    expect((await checkUser(project, theirs.value)).response.status).toBe(200);
  });

  it('lets server access create for any user of the project, and refuses an unknown user', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const res = await project.server().POST('/user-api-keys', { body: { user_id: me.id, description: 'x', expires_at_millis: null } });
    expect(res.data!.user_id).toBe(me.id);
    const elsewhere = await signedInUser(await newProject(BOTH));
    expectKnownError(await project.server().POST('/user-api-keys', { body: { user_id: elsewhere.id, description: 'x', expires_at_millis: null } }), 404, 'USER_NOT_FOUND');
    expectKnownError(await project.server().GET('/user-api-keys', { params: { query: { user_id: elsewhere.id } } }), 404, 'USER_NOT_FOUND');
  });

  it('refuses bad bodies with SCHEMA_ERROR', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const post = (body: unknown) => project.client(me.accessToken).POST('/user-api-keys', { body: body as never });
    expectKnownError(await post({ user_id: 'me', description: 'x' }), 400, 'SCHEMA_ERROR');
    expectKnownError(await post({ user_id: 'me', expires_at_millis: null }), 400, 'SCHEMA_ERROR');
    expectKnownError(await post({ user_id: 'me', description: 'x', expires_at_millis: null, team_id: me.id }), 400, 'SCHEMA_ERROR');
    expect((await project.server().GET('/user-api-keys', { params: { query: { user_id: me.id } } })).data!.items).toEqual([]);
  });
});

describe('GET /user-api-keys', () => {
  it('lists newest first', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const first = await userKey(project, me, { description: 'first' });
    const second = await userKey(project, me, { description: 'second' });
    const listed = await project.client(me.accessToken).GET('/user-api-keys', { params: { query: { user_id: 'me' } } });
    expect(listed.data!.items.map((k) => k.id)).toEqual([second.id, first.id]);
  });
});

describe('PATCH /user-api-keys/{api_key_id}', () => {
  it('renames and revokes (one-way); the owner cannot be changed', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const key = await userKey(project, me);
    const path = { params: { path: { api_key_id: key.id } } };
    const api = project.client(me.accessToken);
    expectKnownError(await api.PATCH('/user-api-keys/{api_key_id}', { ...path, body: { user_id: me.id } as never }), 400, 'SCHEMA_ERROR');
    expectKnownError(await api.PATCH('/user-api-keys/{api_key_id}', { ...path, body: { revoked: false } as never }), 400, 'SCHEMA_ERROR');
    const renamed = await api.PATCH('/user-api-keys/{api_key_id}', { ...path, body: { description: 'renamed' } });
    expect(renamed.data!.description).toBe('renamed');
    expect(renamed.data!.manually_revoked_at_millis).toBeUndefined();
    const revoked = await api.PATCH('/user-api-keys/{api_key_id}', { ...path, body: { revoked: true } });
    expect(revoked.data!.manually_revoked_at_millis).toEqual(expect.any(Number));
    const again = await api.PATCH('/user-api-keys/{api_key_id}', { ...path, body: { revoked: true } });
    expect(again.data!.manually_revoked_at_millis).toBe(revoked.data!.manually_revoked_at_millis);
    expectKnownError(await checkUser(project, key.value), 401, 'API_KEY_REVOKED');
    expectKnownError(await api.PATCH('/user-api-keys/{api_key_id}', { params: { path: { api_key_id: crypto.randomUUID() } }, body: { description: 'x' } }), 404, 'API_KEY_NOT_FOUND');
  });
});

describe('POST .../check', () => {
  it('answers API_KEY_NOT_FOUND, WRONG_API_KEY_TYPE, API_KEY_REVOKED and API_KEY_EXPIRED exactly', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const user = await userKey(project, me);
    const team = await teamKey(project, await newTeam(project, me));
    const expired = await userKey(project, me, { expires_at_millis: Date.now() - 1000 });
    expect((await checkUser(project, user.value)).data!.id).toBe(user.id);
    expect((await checkTeam(project, team.value)).data!.id).toBe(team.id);
    expect(expectKnownError(await checkTeam(project, user.value), 400, 'WRONG_API_KEY_TYPE').details).toEqual({ expected_type: 'team', actual_type: 'user' });
    expect(expectKnownError(await checkUser(project, team.value), 400, 'WRONG_API_KEY_TYPE').details).toEqual({ expected_type: 'user', actual_type: 'team' });
    expectKnownError(await checkUser(project, expired.value), 401, 'API_KEY_EXPIRED');
    // Another project's key is unknown here.
    const other = await newProject(BOTH);
    const foreign = await userKey(other, await signedInUser(other));
    expectKnownError(await checkUser(project, foreign.value), 404, 'API_KEY_NOT_FOUND');
    // A client may not check keys.
    expectKnownError(await project.client(me.accessToken).POST('/user-api-keys/check', { body: { api_key: user.value } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('/team-api-keys', () => {
  it('lets a member with $manage_api_keys create, list, read and revoke', async () => {
    const project = await newProject(BOTH);
    const owner = await signedInUser(project);
    const teamId = await newTeam(project, owner);
    const api = project.client(owner.accessToken);
    const created = await api.POST('/team-api-keys', { body: { team_id: teamId, description: 'deploy', expires_at_millis: null } });
    expect(created.response.status).toBe(200);
    expect(created.data).toMatchObject({ type: 'team', team_id: teamId, description: 'deploy', is_public: false, value: expect.stringMatching(SECRET) });
    const second = await teamKey(project, teamId);
    const listed = await api.GET('/team-api-keys', { params: { query: { team_id: teamId } } });
    expect(listed.data!.items.map((k) => k.id)).toEqual([second.id, created.data!.id]);
    expect(listed.data!.items[1].value).toEqual({ last_four: created.data!.value.slice(-4) });
    const path = { params: { path: { api_key_id: second.id } } };
    expect((await api.GET('/team-api-keys/{api_key_id}', path)).data!.id).toBe(second.id);
    await api.PATCH('/team-api-keys/{api_key_id}', { ...path, body: { revoked: true } });
    expectKnownError(await checkTeam(project, second.value), 401, 'API_KEY_REVOKED');
    expectKnownError(await api.PATCH('/team-api-keys/{api_key_id}', { ...path, body: { team_id: teamId } as never }), 400, 'SCHEMA_ERROR');
    // A user key is not found through the team routes.
    const mine = await userKey(project, owner);
    expectKnownError(await project.server().GET('/team-api-keys/{api_key_id}', { params: { path: { api_key_id: mine.id } } }), 404, 'API_KEY_NOT_FOUND');
  });

  it('answers API_KEY_NOT_FOUND to a client without $manage_api_keys, a non-member and for a team that does not exist', async () => {
    const project = await newProject(BOTH);
    const [owner, member, stranger] = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
    const teamId = await newTeam(project, owner, [member]);
    const key = await teamKey(project, teamId);
    for (const user of [member, stranger]) {
      const api = project.client(user.accessToken);
      expectKnownError(await api.POST('/team-api-keys', { body: { team_id: teamId, description: 'x', expires_at_millis: null } }), 404, 'API_KEY_NOT_FOUND');
      expectKnownError(await api.GET('/team-api-keys', { params: { query: { team_id: teamId } } }), 404, 'API_KEY_NOT_FOUND');
      expectKnownError(await api.GET('/team-api-keys/{api_key_id}', { params: { path: { api_key_id: key.id } } }), 404, 'API_KEY_NOT_FOUND');
      expectKnownError(await api.PATCH('/team-api-keys/{api_key_id}', { params: { path: { api_key_id: key.id } }, body: { revoked: true } }), 404, 'API_KEY_NOT_FOUND');
    }
    const nowhere = crypto.randomUUID();
    expectKnownError(await project.client(stranger.accessToken).POST('/team-api-keys', { body: { team_id: nowhere, description: 'x', expires_at_millis: null } }), 404, 'API_KEY_NOT_FOUND');
    // Server access hears the truth; the untouched key still works and only the server's one exists.
    expectKnownError(await project.server().POST('/team-api-keys', { body: { team_id: nowhere, description: 'x', expires_at_millis: null } }), 404, 'TEAM_NOT_FOUND');
    expect((await checkTeam(project, key.value)).response.status).toBe(200);
    expect((await project.server().GET('/team-api-keys', { params: { query: { team_id: teamId } } })).data!.items).toHaveLength(1);
  });
});

describe('deleting the owner', () => {
  it('deletes a user\'s and a team\'s keys with it', async () => {
    const project = await newProject(BOTH);
    const me = await signedInUser(project);
    const teamId = await newTeam(project, me);
    const team = await teamKey(project, teamId);
    const user = await userKey(project, me);
    expect((await project.server().DELETE('/teams/{team_id}', { params: { path: { team_id: teamId } } })).response.status).toBe(200);
    expectKnownError(await checkTeam(project, team.value), 404, 'API_KEY_NOT_FOUND');
    expect((await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: me.id } } })).response.status).toBe(200);
    expectKnownError(await checkUser(project, user.value), 404, 'API_KEY_NOT_FOUND');
    expectKnownError(await project.server().GET('/user-api-keys/{api_key_id}', { params: { path: { api_key_id: user.id } } }), 404, 'API_KEY_NOT_FOUND');
  });
});
