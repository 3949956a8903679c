import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { startInProcess } from '../../../test/limited-servers.ts';
import { openSecret } from './config-secrets.ts';

/** The config routes (wire-contract §9.20) over HTTP, and their agreement with the legacy project views. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function call(project: TestProject, method: string, path: string, body?: unknown, headers = project.adminHeaders()): Promise<Response> {
  return rawFetch(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function rendered(project: TestProject): Promise<Json> {
  const res = await call(project, 'GET', '/internal/config');
  expect(res.status).toBe(200);
  return JSON.parse(((await res.json()) as { config_string: string }).config_string);
}

async function override(project: TestProject, level: string): Promise<Json> {
  const res = await call(project, 'GET', `/internal/config/override/${level}`);
  expect(res.status).toBe(200);
  return JSON.parse(((await res.json()) as { config_string: string }).config_string);
}

const patch = (project: TestProject, level: string, paths: unknown) =>
  call(project, 'PATCH', `/internal/config/override/${level}`, { config_override_string: typeof paths === 'string' ? paths : JSON.stringify(paths) });

const legacy = async (project: TestProject): Promise<Json> => ((await (await call(project, 'GET', '/internal/projects/current')).json()) as Json).config;
const clientView = async (project: TestProject): Promise<Json> => ((await (await call(project, 'GET', '/projects/current', undefined, project.clientHeaders())).json()) as Json).config;

describe('GET /internal/config', () => {
  it('renders every module\'s defaults with the new project\'s override (password sign-in and localhost on)', async () => {
    const project = await newProject();
    const c = await rendered(project);
    expect(c.auth).toMatchObject({ allowSignUp: true, password: { allowSignIn: true }, otp: { allowSignIn: false }, oauth: { accountMergeStrategy: 'link_method', providers: {} } });
    expect(c.domains).toEqual({ allowLocalhost: true, trustedDomains: {} });
    expect(c.rbac.defaultPermissions).toEqual({ teamCreator: { team_admin: true }, teamMember: { team_member: true }, signUp: {} });
    expect(c.rateLimits.password_failures_per_account).toEqual({ max: 10, windowSeconds: 900 });
    expect(c.project).toEqual({ requirePublishableClientKey: false });
    expect(await override(project, 'project')).toEqual({ auth: { password: { allowSignIn: true } }, domains: { allowLocalhost: true } });
    expect(await override(project, 'branch')).toEqual({});
  });

  it('admin only; server access reads only the branch override (403 otherwise), client access none', async () => {
    const project = await newProject();
    await expectKnownError(await call(project, 'GET', '/internal/config', undefined, project.serverHeaders()), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await call(project, 'GET', '/internal/config', undefined, project.clientHeaders()), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect((await call(project, 'GET', '/internal/config/override/branch', undefined, project.serverHeaders())).status).toBe(200);
    for (const level of ['project', 'environment']) {
      const body = await expectKnownError(await call(project, 'GET', `/internal/config/override/${level}`, undefined, project.serverHeaders()), 403, 'CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS');
      expect(body.details).toEqual({ level });
    }
    await expectKnownError(await call(project, 'GET', '/internal/config/override/branch', undefined, project.clientHeaders()), 401, 'INSUFFICIENT_ACCESS_TYPE');
    for (const [method, path, body] of [
      ['PATCH', '/internal/config/override/branch', { config_override_string: '{}' }],
      ['PUT', '/internal/config/override/branch', { config_string: '{}', source: { type: 'unlinked' } }],
      ['POST', '/internal/config/override/branch/reset-keys', { keys: [] }],
      ['GET', '/internal/config/source', undefined],
      ['DELETE', '/internal/config/source', undefined],
    ] as const) {
      await expectKnownError(await call(project, method, path, body, project.serverHeaders()), 401, 'INSUFFICIENT_ACCESS_TYPE');
    }
    await expectKnownError(await call(project, 'GET', '/internal/config/override/nope'), 400, 'SCHEMA_ERROR');
  });
});

describe('PATCH /internal/config/override/{level}', () => {
  it('sets dotted paths; the legacy admin view and the client view show them at once', async () => {
    const project = await newProject();
    expect((await patch(project, 'project', { 'auth.otp.allowSignIn': true, 'domains.trustedDomains.main': { baseUrl: 'https://app.example.com' } })).status).toBe(200);
    const c = await rendered(project);
    expect(c.auth.otp.allowSignIn).toBe(true);
    expect(c.domains.trustedDomains).toEqual({ main: { baseUrl: 'https://app.example.com', handlerPath: '/handler' } });
    expect(await legacy(project)).toMatchObject({ magic_link_enabled: true, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    expect(await clientView(project)).toMatchObject({ magic_link_enabled: true, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
  });

  it('a legacy PATCH writes the mapped keys into the project override', async () => {
    const project = await newProject();
    const res = await call(project, 'PATCH', '/internal/projects/current', {
      config: { passkey_enabled: true, allow_user_api_keys: true, team_member_default_permissions: [], oauth_account_merge_strategy: 'raise_error', rate_limits: { sign_ins_per_ip: { max: 7, window_seconds: 60 } } },
    });
    expect(res.status).toBe(200);
    const c = await rendered(project);
    expect(c.auth.passkey.allowSignIn).toBe(true);
    expect(c.apiKeys.enabled).toEqual({ user: true, team: false });
    expect(c.rbac.defaultPermissions.teamMember).toEqual({ team_member: false });
    expect(c.auth.oauth.accountMergeStrategy).toBe('raise_error');
    expect(c.rateLimits.sign_ins_per_ip).toEqual({ max: 7, windowSeconds: 60 });
    expect((await override(project, 'project')).auth.passkey).toEqual({ allowSignIn: true });
    expect(await legacy(project)).toMatchObject({ passkey_enabled: true, team_member_default_permissions: [], oauth_account_merge_strategy: 'raise_error' });
  });

  it('invalid JSON and a non-object are known 400s; nothing changes', async () => {
    const project = await newProject();
    const before = await override(project, 'project');
    for (const text of ['{not json', '[1,2]', '"x"', 'null']) {
      await expectKnownError(await patch(project, 'project', text), 400, 'CONFIG_OVERRIDE_INVALID_JSON');
      await expectKnownError(await call(project, 'PUT', '/internal/config/override/environment', { config_string: text }), 400, 'CONFIG_OVERRIDE_INVALID_JSON');
    }
    expect(await override(project, 'project')).toEqual(before);
  });

  it('a schema violation names the path; one bad key in a PATCH changes nothing', async () => {
    const project = await newProject();
    const wrongType = await expectKnownError(await patch(project, 'project', { 'auth.password.allowSignIn': 'yes' }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(wrongType.error).toContain('auth.password.allowSignIn: expected boolean');
    const unknown = await expectKnownError(await patch(project, 'project', { 'auth.nope': 1 }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(unknown.error).toContain('auth.nope: unknown setting');
    const emptySegment = await expectKnownError(await patch(project, 'project', { 'auth..allowSignUp': false }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(emptySegment.error).toContain('auth..allowSignUp');
    const badDomain = await expectKnownError(await patch(project, 'project', { 'domains.trustedDomains.x': { baseUrl: 'ftp://x' } }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(badDomain.error).toContain('domains.trustedDomains.x.baseUrl');
    await expectKnownError(await patch(project, 'project', { 'auth.otp.allowSignIn': true, 'teams.allowClientTeamCreation': 3 }), 400, 'CONFIG_OVERRIDE_INVALID');
    const c = await rendered(project);
    expect(c.auth.otp.allowSignIn).toBe(false);
    expect(c.teams.allowClientTeamCreation).toBe(false);
    // A standard OAuth provider needs its own credentials; an SMTP server all its fields.
    await expectKnownError(await patch(project, 'project', { 'auth.oauth.providers.gh': { type: 'github', isShared: false } }), 400, 'CONFIG_OVERRIDE_INVALID');
    const smtp = await expectKnownError(await patch(project, 'project', { 'emails.server.isShared': false }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(smtp.error).toContain('emails.server.host: required when isShared is false');
  });

  it('project-wide settings only at the project level; the document size is capped', async () => {
    const project = await newProject();
    const body = await expectKnownError(await patch(project, 'environment', { 'project.requirePublishableClientKey': true }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(body.error).toContain('project-level');
    expect((await patch(project, 'project', { 'project.requirePublishableClientKey': true })).status).toBe(200);
    expect((await legacy(project)).require_publishable_client_key).toBe(true);
    // Each PATCH is under the string bound; together they would pass the document cap.
    const domains = (from: number) => Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`domains.trustedDomains.d${from + i}`, { baseUrl: `https://host-${from + i}.example.com`, handlerPath: `/handler/${'x'.repeat(60)}` }]));
    for (let round = 0; round < 4; round++) {
      const res = await patch(project, 'project', domains(round * 900));
      if (res.status !== 200) {
        await expectKnownError(res, 400, 'CONFIG_OVERRIDE_TOO_LARGE');
        expect(round).toBeGreaterThan(0);
        return;
      }
    }
    throw new Error('the document cap was never reached');
  });
});

describe('levels, PUT, reset-keys and the source', () => {
  it('later levels win; reset-keys lets the lower level apply again; null unsets', async () => {
    const project = await newProject();
    expect((await patch(project, 'project', { 'auth.otp.allowSignIn': true })).status).toBe(200);
    expect((await call(project, 'PUT', '/internal/config/override/environment', { config_string: '{"auth": {"otp": {"allowSignIn": false}}, "teams.allowClientTeamCreation": true}' })).status).toBe(200);
    expect((await rendered(project)).auth.otp.allowSignIn).toBe(false);
    expect(await override(project, 'environment')).toEqual({ auth: { otp: { allowSignIn: false } }, teams: { allowClientTeamCreation: true } });
    expect((await call(project, 'POST', '/internal/config/override/environment/reset-keys', { keys: ['auth.otp', 'not.there'] })).status).toBe(200);
    expect((await rendered(project)).auth.otp.allowSignIn).toBe(true);
    expect(await override(project, 'environment')).toEqual({ teams: { allowClientTeamCreation: true } });
    // null in an override: back to the default.
    expect((await patch(project, 'branch', { 'auth.password.allowSignIn': null })).status).toBe(200);
    expect((await rendered(project)).auth.password.allowSignIn).toBe(false);
    await expectKnownError(await call(project, 'POST', '/internal/config/override/project/reset-keys', { keys: ['auth'] }), 400, 'SCHEMA_ERROR');
  });

  it('PUT of the branch override needs a source; GET/DELETE /internal/config/source', async () => {
    const project = await newProject();
    await expectKnownError(await call(project, 'PUT', '/internal/config/override/branch', { config_string: '{}' }), 400, 'CONFIG_SOURCE_REQUIRED');
    expect(await (await call(project, 'GET', '/internal/config/source')).json()).toEqual({ source: { type: 'unlinked' } });
    const source = { type: 'pushed-from-github', owner: 'acme', repo: 'app', branch: 'main', commit_hash: 'abc123', config_file_path: 'gatehouse.config.json' };
    expect((await call(project, 'PUT', '/internal/config/override/branch', { config_string: '{"users.allowClientUserDeletion": true}', source })).status).toBe(200);
    expect(await (await call(project, 'GET', '/internal/config/source')).json()).toEqual({ source });
    expect((await legacy(project)).client_user_deletion_enabled).toBe(true);
    expect((await call(project, 'DELETE', '/internal/config/source')).status).toBe(200);
    expect(await (await call(project, 'GET', '/internal/config/source')).json()).toEqual({ source: { type: 'unlinked' } });
    expect((await rendered(project)).users.allowClientUserDeletion).toBe(true);
  });

  it('OAuth client secrets are write-only: never answered, kept when a document is written back without them', async () => {
    const project = await newProject();
    expect((await patch(project, 'project', { 'auth.oauth.providers.gh': { type: 'github', isShared: false, clientId: 'id-1', clientSecret: 'very-secret', allowSignIn: true } })).status).toBe(200);
    const answers = [await call(project, 'GET', '/internal/config'), await call(project, 'GET', '/internal/config/override/project'), await call(project, 'GET', '/internal/projects/current')];
    for (const a of answers) expect(await a.text()).not.toContain('very-secret');
    const doc = await override(project, 'project');
    expect(doc.auth.oauth.providers.gh).toEqual({ type: 'github', isShared: false, clientId: 'id-1', allowSignIn: true });
    doc.auth.oauth.providers.gh.clientId = 'id-2';
    expect((await call(project, 'PUT', '/internal/config/override/project', { config_string: JSON.stringify(doc) })).status).toBe(200);
    const rows = await (await testDeps()).em.getConnection().execute(`select document from config_override where project_id = ? and level = 'project'`, [project.id]);
    const stored = rows[0].document.auth.oauth.providers.gh;
    // Kept, and sealed at rest (config-secrets.test.ts covers every write path).
    expect(stored).toMatchObject({ clientId: 'id-2', clientSecret: expect.stringMatching(/^sealed:v1:/) });
    expect(openSecret((await testDeps()).config, project.id, stored.clientSecret)).toBe('very-secret');
    expect((await clientView(project)).enabled_oauth_providers).toEqual([{ id: 'github' }]);
  });
});

describe('a change reaches every server process at once', () => {
  it('a second server (its own project cache) sees a config PATCH made through the first', async () => {
    const project = await newProject();
    const second = await startInProcess();
    try {
      const read = async () => ((await (await fetch(`${second.url}/api/v1/projects/current`, { headers: project.clientHeaders() })).json()) as Json).config;
      expect((await read()).sign_up_enabled).toBe(true); // cached by the second server now
      expect((await patch(project, 'environment', { 'auth.allowSignUp': false })).status).toBe(200);
      const started = Date.now();
      while ((await read()).sign_up_enabled !== false) {
        if (Date.now() - started > 3000) throw new Error('the second server never saw the change');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await second.close();
    }
  });
});
