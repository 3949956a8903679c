import { describe, expect, it } from 'vitest';
import { client, newProject, rawFetch, TEST_INTERNAL_KEYS } from '../../../test/harness.ts';
import { dashboardHeaders, dashboardProject, internalClientHeaders, internalUser, jsonInit, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { defaultProjectConfig } from './project-config.ts';

const internalAdmin = () => ({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': TEST_INTERNAL_KEYS.admin });

describe('POST /internal/projects', () => {
  it('creates a project owned by a team of the signed-in internal user (201, admin view, new-project defaults)', async () => {
    const user = await internalUser();
    const before = Date.now();
    const { data, response } = await client(internalClientHeaders(user)).POST('/internal/projects', {
      body: { display_name: 'My app', owner_team_id: user.selectedTeamId!, config: { magic_link_enabled: true } },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      display_name: 'My app',
      description: '',
      created_at_millis: expect.any(Number),
      is_production_mode: false,
      owner_team_id: user.selectedTeamId,
      logo_url: null,
      logo_full_url: null,
      config: { ...defaultProjectConfig(), magic_link_enabled: true },
    });
    expect(data!.created_at_millis).toBeGreaterThanOrEqual(before - 1000);
    expect(data!.config).toMatchObject({ allow_localhost: true, credential_enabled: true, require_publishable_client_key: false, anonymous_accounts_enabled: false, refresh_token_rotation_enabled: true });
  });

  it('takes every optional field', async () => {
    const user = await internalUser();
    const { data, response } = await client(internalClientHeaders(user)).POST('/internal/projects', {
      body: {
        display_name: 'Full',
        owner_team_id: user.selectedTeamId!,
        description: 'All the fields',
        is_production_mode: true,
        logo_url: 'https://cdn.example.com/logo.png',
        logo_full_url: 'https://cdn.example.com/logo-full.png',
        config: { domains: [{ domain: 'https://app.example.com', handler_path: '/auth' }], require_publishable_client_key: true },
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ description: 'All the fields', is_production_mode: true, logo_url: 'https://cdn.example.com/logo.png', logo_full_url: 'https://cdn.example.com/logo-full.png' });
    expect(data!.config.domains).toEqual([{ domain: 'https://app.example.com', handler_path: '/auth' }]);
    expect(data!.config.require_publishable_client_key).toBe(true);
  });

  it("TEAM_MEMBERSHIP_NOT_FOUND for another user's team or a team that does not exist", async () => {
    const [user, other] = await Promise.all([internalUser(), internalUser()]);
    for (const teamId of [other.selectedTeamId!, '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10']) {
      const res = await rawFetch('/internal/projects', jsonInit('POST', internalClientHeaders(user), { display_name: 'x', owner_team_id: teamId }));
      const body = await expectKnownError(res, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
      expect(body.details).toEqual({ team_id: teamId, user_id: user.id });
    }
  });

  it('needs a signed-in user of the internal project', async () => {
    const user = await internalUser();
    const body = { display_name: 'x', owner_team_id: user.selectedTeamId };
    await expectKnownError(await rawFetch('/internal/projects', jsonInit('POST', internalClientHeaders(), body)), 401, 'USER_AUTHENTICATION_REQUIRED');
    const p = await newProject();
    const outsider = await signedInUser(p);
    await expectKnownError(await rawFetch('/internal/projects', jsonInit('POST', p.clientHeaders(outsider.accessToken), body)), 401, 'EXPECTED_INTERNAL_PROJECT');
  });

  it('SCHEMA_ERROR for missing fields and an invalid config', async () => {
    const user = await internalUser();
    const missing = await expectKnownError(await rawFetch('/internal/projects', jsonInit('POST', internalClientHeaders(user), {})), 400, 'SCHEMA_ERROR');
    expect(missing.error).toBe('Request validation failed on POST /api/v1/internal/projects:\n  - body.display_name must be defined\n  - body.owner_team_id must be defined');
    const bad = await expectKnownError(
      await rawFetch('/internal/projects', jsonInit('POST', internalClientHeaders(user), { display_name: '', owner_team_id: 'nope', config: { sign_up_enabled: 'yes', colour: 'red' } })),
      400,
      'SCHEMA_ERROR',
    );
    expect(bad.error.split('\n').slice(1)).toEqual([
      '  - body.display_name must not be empty',
      '  - body.config.sign_up_enabled must be a boolean',
      '  - body.config contains unknown properties: colour',
      '  - body.owner_team_id must be a valid UUID',
    ]);
  });
});

describe('GET /internal/projects', () => {
  it("lists the projects of the user's teams, newest first, and nobody else's", async () => {
    const [user, other] = await Promise.all([internalUser(), internalUser()]);
    const first = await dashboardProject(user);
    const second = await dashboardProject(user);
    await dashboardProject(other);
    const { data, response } = await client(internalClientHeaders(user)).GET('/internal/projects');
    expect(response.status).toBe(200);
    expect(data?.is_paginated).toBe(false);
    expect(data?.items.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(data?.items[0].config.credential_enabled).toBe(true);
  });

  it('is empty for a user who owns nothing', async () => {
    const user = await internalUser();
    const { data } = await client(internalClientHeaders(user)).GET('/internal/projects');
    expect(data).toEqual({ items: [], is_paginated: false });
  });
});

describe('/internal/projects/current (dashboard mode and admin keys)', () => {
  it("an owner's access token administers the project; another internal user's does not", async () => {
    const owned = await dashboardProject();
    const { data, response } = await owned.admin.PATCH('/internal/projects/current', { body: { display_name: 'Renamed', config: { sign_up_enabled: false } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: owned.id, display_name: 'Renamed', owner_team_id: owned.owner.selectedTeamId });
    expect(data!.config.sign_up_enabled).toBe(false);

    const stranger = await internalUser();
    const res = await rawFetch('/internal/projects/current', jsonInit('PATCH', dashboardHeaders(owned.id, stranger), { display_name: 'Hijacked' }));
    await expectKnownError(res, 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    const after = await owned.admin.GET('/internal/projects/current');
    expect(after.data?.display_name).toBe('Renamed');
  });

  it('reads the whole configuration with the admin key; other access types are refused', async () => {
    const p = await newProject({ passkey_enabled: true });
    const { data, response } = await p.admin().GET('/internal/projects/current');
    expect(response.status).toBe(200);
    expect(data?.config).toEqual({ ...defaultProjectConfig(), passkey_enabled: true });
    const body = await expectKnownError(await rawFetch('/internal/projects/current', { headers: p.serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect(body.details).toEqual({ actual_access_type: 'server', allowed_access_types: ['admin'] });
  });

  it('merges config keys, replaces lists whole, and clears nullable fields', async () => {
    const p = await newProject();
    const admin = p.admin();
    await admin.PATCH('/internal/projects/current', {
      body: { description: 'd', logo_url: 'https://cdn.example.com/a.png', config: { magic_link_enabled: true, domains: [{ domain: 'https://a.example.com', handler_path: '/handler' }, { domain: 'https://*.b.example.com', handler_path: '/auth' }] } },
    });
    // handler_path may be left out: it defaults to /handler (raw fetch: the generated type insists on it).
    const res = await rawFetch('/internal/projects/current', jsonInit('PATCH', p.adminHeaders(), { description: null, logo_url: null, config: { domains: [{ domain: 'https://c.example.com' }] } }));
    expect(res.status).toBe(200);
    const data = (await res.json()) as { description: string; logo_url: string | null; config: { magic_link_enabled: boolean; domains: unknown[] } };
    expect(data).toMatchObject({ description: '', logo_url: null });
    expect(data.config.magic_link_enabled).toBe(true);
    expect(data.config.domains).toEqual([{ domain: 'https://c.example.com', handler_path: '/handler' }]);
    // The change is what every caller sees from now on.
    const client = await p.client().GET('/projects/current');
    expect(client.data?.config.magic_link_enabled).toBe(true);
    expect(client.data?.config.domains).toEqual([{ domain: 'https://c.example.com', handler_path: '/handler' }]);
  });

  it('an empty PATCH changes nothing', async () => {
    const p = await newProject();
    const before = (await p.admin().GET('/internal/projects/current')).data;
    const { data, response } = await p.admin().PATCH('/internal/projects/current', { body: {} });
    expect(response.status).toBe(200);
    expect(data).toEqual(before);
  });

  it('validates config with the config schemas', async () => {
    const p = await newProject();
    const res = await rawFetch(
      '/internal/projects/current',
      jsonInit('PATCH', p.adminHeaders(), { config: { domains: [{ domain: 'ftp://x.example.com', handler_path: 'handler' }], email_config: { type: 'standard', host: 'smtp.example.com' } } }),
    );
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('  - body.config.domains.0.domain must start with http:// or https://');
    expect(body.error).toContain('Handler path must start with /');
    expect(body.error).toContain('body.config.email_config');
    const unchanged = await p.admin().GET('/internal/projects/current');
    expect(unchanged.data?.config.domains).toEqual([]);
  });

  it('require_publishable_client_key set by PATCH takes effect on the next request', async () => {
    const p = await newProject();
    expect((await rawFetch('/projects/current', { headers: { 'x-stack-project-id': p.id, 'x-stack-access-type': 'client' } })).status).toBe(200);
    await p.admin().PATCH('/internal/projects/current', { body: { config: { require_publishable_client_key: true } } });
    await expectKnownError(await rawFetch('/projects/current', { headers: { 'x-stack-project-id': p.id, 'x-stack-access-type': 'client' } }), 401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT');
  });
});

describe('DELETE /internal/projects/current', () => {
  it("deletes the project: its keys, its users' tokens and its owners' admin tokens stop working", async () => {
    const owned = await dashboardProject();
    const keys = await owned.admin.POST('/internal/api-keys', {
      body: { description: 'k', expires_at_millis: Date.now() + 3600_000, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false },
    });
    const headers = { 'x-stack-project-id': owned.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': keys.data!.secret_server_key! };
    const user = await signedInUser(owned.id);
    expect((await rawFetch('/projects/current', { headers: { ...headers, 'x-stack-access-token': user.accessToken } })).status).toBe(200);

    const { data, response } = await owned.admin.DELETE('/internal/projects/current');
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });

    const gone = { project_id: owned.id };
    expect((await expectKnownError(await rawFetch('/projects/current', { headers }), 400, 'CURRENT_PROJECT_NOT_FOUND')).details).toEqual(gone);
    expect((await expectKnownError(await rawFetch('/projects/current', { headers: owned.headers }), 400, 'CURRENT_PROJECT_NOT_FOUND')).details).toEqual(gone);
    // The user token fails either at its signature (the signing key went with the project) or at
    // the project lookup, depending on whether this process had verified it before.
    const res = await rawFetch('/projects/current', { headers: { ...headers, 'x-stack-access-token': user.accessToken } });
    expect(['CURRENT_PROJECT_NOT_FOUND', 'UNPARSABLE_ACCESS_TOKEN']).toContain(res.headers.get('x-stack-known-error'));
    expect((await rawFetch(`/projects/${owned.id}/.well-known/jwks.json`)).status).toBe(404);
    const list = await client(internalClientHeaders(owned.owner)).GET('/internal/projects');
    expect(list.data?.items).toEqual([]);
  });

  it('refuses to delete the internal project with CANNOT_DELETE_INTERNAL_PROJECT', async () => {
    await expectKnownError(await rawFetch('/internal/projects/current', { method: 'DELETE', headers: internalAdmin() }), 400, 'CANNOT_DELETE_INTERNAL_PROJECT');
    expect((await rawFetch('/projects/current', { headers: internalAdmin() })).status).toBe(200);
  });
});
