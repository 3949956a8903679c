import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl, newProject, rawFetch } from './harness.ts';
import { signedInUser } from './factories.ts';
import { expectKnownError } from './known-errors.ts';

/** Hostile requests (issue 9 §2): each gets a clear known error and changes nothing. */

function nested(depth: number, leaf: unknown = 1): string {
  return '{"a":'.repeat(depth) + JSON.stringify(leaf) + '}'.repeat(depth);
}

function nestedArrays(depth: number): string {
  return '['.repeat(depth) + '1' + ']'.repeat(depth);
}

async function patchMe(project: Awaited<ReturnType<typeof newProject>>, accessToken: string, body: string) {
  return rawFetch('/users/me', {
    method: 'PATCH',
    headers: { ...project.clientHeaders(accessToken), 'content-type': 'application/json' },
    body,
  });
}

describe('deeply nested JSON', () => {
  it('10,000 nested objects in PATCH /users/me are a BODY_PARSING_ERROR naming the limit, and nothing is stored', async () => {
    const project = await newProject();
    const me = await signedInUser(project, { displayName: 'Before' });
    const res = await patchMe(project, me.accessToken, `{"display_name":"After","client_metadata":${nested(10_000)}}`);
    const body = await expectKnownError(res, 400, 'BODY_PARSING_ERROR');
    expect(body.error).toContain('nested more than 64 levels deep');
    const after = await project.client(me.accessToken).GET('/users/me');
    expect(after.data).toMatchObject({ display_name: 'Before', client_metadata: null });
  });

  it('refuses deep arrays too, and takes metadata exactly at the limit', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    await expectKnownError(await patchMe(project, me.accessToken, `{"client_metadata":{"x":${nestedArrays(100_000)}}}`), 400, 'BODY_PARSING_ERROR');
    // The body object itself is level 1: 63 nested objects in client_metadata reach 64.
    const atLimit = await patchMe(project, me.accessToken, `{"client_metadata":${nested(63)}}`);
    expect(atLimit.status).toBe(200);
    const overLimit = await patchMe(project, me.accessToken, `{"client_metadata":${nested(64)}}`);
    await expectKnownError(overLimit, 400, 'BODY_PARSING_ERROR');
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are a SCHEMA_ERROR naming the field (not stored as U+FFFD), nested values included', async () => {
    const project = await newProject();
    const me = await signedInUser(project, { displayName: 'Before' });
    const res = await patchMe(project, me.accessToken, '{"display_name":"a\\ud800b","client_metadata":{"list":["ok","\\udc00"],"pair":"\\ud83d\\ude00"}}');
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('body.display_name must not contain lone UTF-16 surrogates');
    expect(body.error).toContain('body.client_metadata.list.1 must not contain lone UTF-16 surrogates');
    expect(body.error).not.toContain('body.client_metadata.pair');
    const after = await project.client(me.accessToken).GET('/users/me');
    expect(after.data).toMatchObject({ display_name: 'Before', client_metadata: null });
  });

  it('a proper surrogate pair (an emoji) is still stored', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const res = await patchMe(project, me.accessToken, '{"display_name":"\\ud83d\\ude00"}');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { display_name: string }).display_name).toBe('\u{1F600}');
  });

  it('are refused in object keys, named with the escape', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const res = await patchMe(project, me.accessToken, '{"client_metadata":{"k\\ud800":1}}');
    expect((await expectKnownError(res, 400, 'SCHEMA_ERROR')).error).toContain('body.client_metadata.k\\ud800 must not contain lone UTF-16 surrogates');
  });
});

describe('POST /users primary e-mail flags without a primary e-mail', () => {
  it.each(['primary_email_verified', 'primary_email_auth_enabled'] as const)('%s alone is a SCHEMA_ERROR and creates nothing', async (flag) => {
    const project = await newProject();
    const result = await project.server().POST('/users', { body: { display_name: `flag-${flag}`, [flag]: true } });
    const body = expectKnownError(result, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain(`body.${flag} requires body.primary_email`);
    const list = await project.server().GET('/users', { params: { query: { include_anonymous: true } } });
    expect(list.data?.items).toEqual([]);
  });

  it('false flags without a primary e-mail are refused the same way; with the e-mail they work', async () => {
    const project = await newProject();
    const refused = await project.server().POST('/users', { body: { primary_email_auth_enabled: false } });
    expectKnownError(refused, 400, 'SCHEMA_ERROR');
    const made = await project.server().POST('/users', { body: { primary_email: 'flags@example.com', primary_email_verified: true, primary_email_auth_enabled: true } });
    expect(made.response.status).toBe(201);
  });
});

/** An exact request path, byte for byte (fetch would normalise dot segments). */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API-looking path spellings', () => {
  it.each([
    '//api/v1/users/me', '/api/v1//users/me', '/api/v1/users%2Fme', '/api%2Fv1/users/me', '/api/v1/./users/me', '/api/v1/users/../users/me',
    '/api/v1/%2e/users/me', '/x/../api/v1/users/me', '///api//v1/users/me', '//api', '/api//', '/api/v1/users/me/.',
  ])(
    '%s is a JSON known error, never the dashboard',
    async (path) => {
      const project = await newProject();
      const me = await signedInUser(project);
      const res = await rawGet(path, project.clientHeaders(me.accessToken));
      expect(res.headers['content-type'], res.text.slice(0, 200)).toContain('application/json');
      expect(res.text).not.toContain('<html');
      expect(res.status).toBe(404);
      const known = res.headers['x-stack-known-error'];
      expect(known).toBe('ROUTE_NOT_FOUND');
      expect(JSON.parse(res.text)).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    },
  );

  it('/api/v1/users/me;x names another user id: a JSON known error, not the dashboard and not the signed-in user', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const res = await rawGet('/api/v1/users/me;x', project.clientHeaders(me.accessToken));
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(res.text).code).toBe(res.headers['x-stack-known-error']);
  });

  it('the plain spelling still works, and the dashboard still answers its own paths', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    expect((await rawGet('/api/v1/users/me', project.clientHeaders(me.accessToken))).status).toBe(200);
    // A dashboard path is never taken for the API: it gets the dashboard (when web/dist is built,
    // as in `make start`) or the plain not-found of a server without one (a clean clone's test run).
    const dash = await rawGet('/projects');
    expect(dash.headers['x-stack-known-error']).toBeUndefined();
    expect(dash.headers['content-type'] ?? '').not.toContain('application/json');
    if (dash.status === 200) expect(dash.text).toContain('<html');
    else expect({ status: dash.status, text: dash.text }).toEqual({ status: 404, text: 'Not found' });
  });
});

describe('API paths in another case (issue 19 item 13)', () => {
  // Only `/api/v1/…` spelled exactly names a route; every other spelling of something under /api —
  // any letter case, percent-escaped letters or slashes, doubled or trailing slashes — is a JSON
  // ROUTE_NOT_FOUND (what /api/v1/does-not-exist answers), never the dashboard or a text/plain 404.
  // (`/%61pi/v1/…` is the same URL as `/api/v1/…` per RFC 3986 §6.2.2.2, and is routed as such.)
  it.each([
    ['GET', '/API/V1/users/me'], ['GET', '/Api/v1/users/me'], ['GET', '/api/V1/users/me'], ['GET', '/API'], ['GET', '/aPi/'],
    ['POST', '/API/V1/AUTH/PASSWORD/SIGN-IN'], ['POST', '/api/v1/AUTH/password/sign-in'], ['GET', '/%41PI/v1/users/me'],
    ['GET', '/API%2fV1/users/me'], ['GET', '//API//V1/users/me/'], ['DELETE', '/API/v1/users/me'], ['GET', '/api%2F'],
  ])('%s %s is a JSON ROUTE_NOT_FOUND', async (method, path) => {
    const project = await newProject();
    const me = await signedInUser(project);
    const res = await rawGet(path, { ...project.clientHeaders(me.accessToken), 'content-type': 'application/json' }, method);
    expect(res.headers['content-type'], res.text.slice(0, 200)).toContain('application/json');
    expect(res.status).toBe(404);
    expect(res.headers['x-stack-known-error']).toBe('ROUTE_NOT_FOUND');
    expect(JSON.parse(res.text)).toMatchObject({ code: 'ROUTE_NOT_FOUND', details: { method } });
  });
});

describe('unknown query parameters', () => {
  it.each([
    ['GET', '/users?foo=1', 'server'],
    ['GET', '/users/me?foo=1', 'client'],
    ['GET', '/internal/api-keys?foo=1', 'admin'],
    ['GET', '/internal/email-templates?foo=1', 'admin'],
    ['GET', '/contact-channels?user_id=me&foo=1', 'client'],
    ['POST', '/auth/sessions/current/refresh?foo=1', 'client'],
  ] as const)('%s %s is a SCHEMA_ERROR naming the parameter', async (method, path, type) => {
    const project = await newProject();
    const me = await signedInUser(project);
    const headers = type === 'client' ? project.clientHeaders(me.accessToken) : type === 'server' ? project.serverHeaders() : project.adminHeaders();
    const res = await rawFetch(path, { method, headers: { ...headers, 'x-stack-refresh-token': me.refreshToken } });
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('query contains unknown properties: foo');
  });

  it('a refresh refused for an unknown parameter does not rotate the session', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const refresh = (path: string) =>
      rawFetch(path, { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': me.refreshToken } });
    await expectKnownError(await refresh('/auth/sessions/current/refresh?foo=1'), 400, 'SCHEMA_ERROR');
    expect((await refresh('/auth/sessions/current/refresh')).status).toBe(200);
  });
});

describe('metadata size', () => {
  it.each(['client_metadata', 'client_read_only_metadata', 'server_metadata'])(
    'a %s over 64 KiB of JSON is a SCHEMA_ERROR and nothing is stored; exactly at the limit is stored',
    async (field) => {
      const project = await newProject();
      const me = await signedInUser(project, { displayName: 'Before' });
      // {"x":"aaa…"} serialises to 8 bytes plus the string.
      const sized = (bytes: number) => ({ x: 'a'.repeat(bytes - 8) });
      const patch = (value: unknown) =>
        rawFetch(`/users/${me.id}`, {
          method: 'PATCH',
          headers: { ...project.serverHeaders(), 'content-type': 'application/json' },
          body: JSON.stringify({ display_name: 'After', [field]: value }),
        });
      const body = await expectKnownError(await patch(sized(1024 * 1024)), 400, 'SCHEMA_ERROR');
      expect(body.error).toContain(`body.${field} must be at most 65536 bytes of JSON`);
      await expectKnownError(await patch(sized(65537)), 400, 'SCHEMA_ERROR');
      const stored = await project.server().GET('/users/{user_id}', { params: { path: { user_id: me.id } } });
      expect(stored.data).toMatchObject({ display_name: 'Before', [field]: null });
      expect((await patch(sized(65536))).status).toBe(200);
    },
  );

  it('multi-byte characters count as the bytes they take', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    // 30,000 three-byte characters: 90,000 bytes although only 30,000 UTF-16 units.
    const res = await patchMe(project, me.accessToken, JSON.stringify({ client_metadata: { x: '€'.repeat(30_000) } }));
    await expectKnownError(res, 400, 'SCHEMA_ERROR');
  });

  it('POST /users refuses oversized metadata too', async () => {
    const project = await newProject();
    const res = await rawFetch('/users', {
      method: 'POST',
      headers: { ...project.serverHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ server_metadata: { x: 'a'.repeat(70_000) } }),
    });
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('body.server_metadata must be at most 65536 bytes of JSON');
  });
});

describe('a field that breaks several rules', () => {
  it('reports every rule it breaks in one SCHEMA_ERROR', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const res = await rawFetch('/contact-channels/send-verification-code', {
      method: 'POST',
      headers: { ...project.clientHeaders(me.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ email: me.email, callback_url: 'not a url' }),
    });
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('body.callback_url contains spaces');
    expect(body.error).toContain('body.callback_url is not a valid URL');
  });
});

describe('GET /api/v1', () => {
  it('without headers says Authentication: None', async () => {
    const res = await rawFetch('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/\nAuthentication: None\n?$/);
  });

  it('names the access type, project and user of the headers sent', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const asClient = await (await rawFetch('/', { headers: project.clientHeaders(me.accessToken) })).text();
    expect(asClient).toContain(`Authentication: Client\n  Project: ${project.id}\n  User: ${me.email}`);
    const asServer = await (await rawFetch('/', { headers: project.serverHeaders() })).text();
    expect(asServer).toContain(`Authentication: Server\n  Project: ${project.id}\n  User: None`);
    const anonymous = await signedInUser(project, { isAnonymous: true });
    const asAnonymous = await (await rawFetch('/', { headers: { ...project.clientHeaders(anonymous.accessToken), 'x-stack-allow-anonymous-user': 'true' } })).text();
    expect(asAnonymous).toContain(`User: ${anonymous.id}`);
    const asAdmin = await (await rawFetch('/', { headers: project.adminHeaders() })).text();
    expect(asAdmin).toContain(`Authentication: Admin\n  Project: ${project.id}`);
  });

  it('checks the headers it is sent: a wrong key is the usual known error', async () => {
    const project = await newProject();
    const res = await rawFetch('/', { headers: { ...project.serverHeaders(), 'x-stack-secret-server-key': 'wrong' } });
    await expectKnownError(res, 401, 'INVALID_SECRET_SERVER_KEY');
  });

  it('?extra=param is a SCHEMA_ERROR', async () => {
    const body = await expectKnownError(await rawFetch('/?extra=param'), 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('query contains unknown properties: extra');
  });
});
