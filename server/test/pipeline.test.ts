import { beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, TEST_INTERNAL_KEYS, type Headers, type TestProject } from './harness.ts';
import {
  dashboardProject,
  expiredToken,
  internalClientHeaders,
  internalUser,
  jsonInit,
  revokeSessionDirectly,
  signedInUser,
  tokenSignedByUnknownKey,
  unsignedToken,
  type DashboardProject,
  type SignedInUser,
} from './factories.ts';
import { expectKnownError } from './known-errors.ts';

/**
 * Every rule of the x-stack-* header pipeline (wire-contract §2), the HTTP layer (§1: body
 * parsing, CORS, error-status override, request ids, fallbacks) and the known-error envelope (§4),
 * each produced by a raw request against a real route. GET /projects/current accepts every access
 * type and needs no user, so it isolates the pipeline; routes with narrower access supply the
 * access-check codes.
 */

const CURRENT = '/projects/current';
const get = (headers: Headers, path = CURRENT) => rawFetch(path, { headers });

let a: TestProject;
let b: TestProject;
beforeAll(async () => {
  [a, b] = await Promise.all([newProject(), newProject()]);
});

describe('access type and project id', () => {
  it.each([
    ['x-stack-publishable-client-key', 'a key'],
    ['x-stack-secret-server-key', 'a key'],
    ['x-stack-super-secret-admin-key', 'a key'],
    ['x-stack-admin-access-token', 'a token'],
  ])('PROJECT_KEY_WITHOUT_ACCESS_TYPE when %s is sent without x-stack-access-type', async (header, value) => {
    const body = await expectKnownError(await get({ 'x-stack-project-id': a.id, [header]: value }), 400, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE');
    expect(body.details).toBeUndefined();
  });

  it('ignores a lone x-stack-access-token without access type: the request is unauthenticated', async () => {
    await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-token': 'garbage' }), 400, 'ACCESS_TYPE_REQUIRED');
  });

  it('ACCESS_TYPE_REQUIRED when a route needs project authentication and none is sent', async () => {
    await expectKnownError(await get({}), 400, 'ACCESS_TYPE_REQUIRED');
    await expectKnownError(await get({ 'x-stack-project-id': a.id }), 400, 'ACCESS_TYPE_REQUIRED');
  });

  it.each(['superuser', 'Client', 'CLIENT'])('INVALID_ACCESS_TYPE for %j (no details)', async (type) => {
    const body = await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': type }), 400, 'INVALID_ACCESS_TYPE');
    expect(Object.keys(body)).toEqual(['code', 'error']);
  });

  it('ACCESS_TYPE_WITHOUT_PROJECT_ID names the access type', async () => {
    const body = await expectKnownError(await get({ 'x-stack-access-type': 'server', 'x-stack-secret-server-key': a.keys.server }), 400, 'ACCESS_TYPE_WITHOUT_PROJECT_ID');
    expect(body.details).toEqual({ request_type: 'server' });
  });

  it.each(['invalid', '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10'])('CURRENT_PROJECT_NOT_FOUND for project id %j', async (id) => {
    const body = await expectKnownError(await get({ 'x-stack-project-id': id, 'x-stack-access-type': 'client' }), 400, 'CURRENT_PROJECT_NOT_FOUND');
    expect(body.details).toEqual({ project_id: id });
  });

  it('treats empty header values as absent', async () => {
    await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': '' }), 400, 'ACCESS_TYPE_REQUIRED');
    const body = await expectKnownError(await get({ 'x-stack-project-id': '', 'x-stack-access-type': 'client' }), 400, 'ACCESS_TYPE_WITHOUT_PROJECT_ID');
    expect(body.details).toEqual({ request_type: 'client' });
  });
});

describe('branches', () => {
  it('accepts main and refuses any other branch with BRANCH_DOES_NOT_EXIST', async () => {
    expect((await get({ ...a.clientHeaders(), 'x-stack-branch-id': 'main' })).status).toBe(200);
    const body = await expectKnownError(await get({ ...a.clientHeaders(), 'x-stack-branch-id': 'invalid-branch' }), 400, 'BRANCH_DOES_NOT_EXIST');
    expect(body.details).toEqual({ branch_id: 'invalid-branch' });
  });

  it('checks keys before branches, so branches cannot be probed without a key', async () => {
    await expectKnownError(
      await get({ ...a.clientHeaders(), 'x-stack-publishable-client-key': 'wrong', 'x-stack-branch-id': 'invalid-branch' }),
      401,
      'INVALID_PUBLISHABLE_CLIENT_KEY',
    );
  });
});

describe('client keys', () => {
  it('allows keyless client access unless the project requires a key', async () => {
    expect((await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': 'client' })).status).toBe(200);
    expect((await get({ ...a.clientHeaders(), 'x-stack-publishable-client-key': '__stack_public_client__' })).status).toBe(200);
    expect((await get(a.clientHeaders())).status).toBe(200);
  });

  it.each([
    ['a made-up key', (p: TestProject) => 'pck_notarealkey'],
    ["another project's key", () => b.keys.client],
    ["the project's server key in the client slot", (p: TestProject) => p.keys.server],
  ])('INVALID_PUBLISHABLE_CLIENT_KEY for %s', async (_label, key) => {
    const body = await expectKnownError(await get({ ...a.clientHeaders(), 'x-stack-publishable-client-key': key(a) }), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    expect(body.details).toEqual({ project_id: a.id });
  });

  it('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT without a key or with the public-client sentinel, when the project requires keys', async () => {
    const strict = await newProject({ require_publishable_client_key: true });
    const variants: Headers[] = [
      { 'x-stack-project-id': strict.id, 'x-stack-access-type': 'client' },
      { ...strict.clientHeaders(), 'x-stack-publishable-client-key': '__stack_public_client__' },
      { ...strict.clientHeaders(), 'x-stack-publishable-client-key': '' },
    ];
    for (const headers of variants) {
      const body = await expectKnownError(await get(headers), 401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT');
      expect(body.details).toEqual({ project_id: strict.id });
    }
    expect((await get(strict.clientHeaders())).status).toBe(200);
    await expectKnownError(await get({ ...strict.clientHeaders(), 'x-stack-publishable-client-key': 'wrong' }), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
  });
});

describe('server and admin keys', () => {
  it.each(['ssk_notarealkey', 'B', 'admin-in-server-slot'])('INVALID_SECRET_SERVER_KEY (%s)', async (which) => {
    const key = which === 'B' ? b.keys.server : which === 'admin-in-server-slot' ? a.keys.admin : which;
    const body = await expectKnownError(await get({ ...a.serverHeaders(), 'x-stack-secret-server-key': key }), 401, 'INVALID_SECRET_SERVER_KEY');
    expect(body.details).toEqual({ project_id: a.id });
  });

  it('SERVER_AUTHENTICATION_REQUIRED without a server key, also when the header is empty', async () => {
    await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': 'server' }), 401, 'SERVER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await get({ ...a.serverHeaders(), 'x-stack-secret-server-key': '' }), 401, 'SERVER_AUTHENTICATION_REQUIRED');
  });

  it('a higher key does not grant a lower access type, nor the reverse', async () => {
    await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': 'server', 'x-stack-super-secret-admin-key': a.keys.admin }), 401, 'SERVER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': 'admin', 'x-stack-secret-server-key': a.keys.server }), 401, 'ADMIN_AUTHENTICATION_REQUIRED');
  });

  it.each(['sak_notarealkey', 'B', 'server-in-admin-slot'])('INVALID_SUPER_SECRET_ADMIN_KEY (%s)', async (which) => {
    const key = which === 'B' ? b.keys.admin : which === 'server-in-admin-slot' ? a.keys.server : which;
    const body = await expectKnownError(await get({ ...a.adminHeaders(), 'x-stack-super-secret-admin-key': key }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
    expect(body.details).toEqual({ project_id: a.id });
  });

  it('ADMIN_AUTHENTICATION_REQUIRED without an admin key or token, also when the header is empty', async () => {
    await expectKnownError(await get({ 'x-stack-project-id': a.id, 'x-stack-access-type': 'admin' }), 401, 'ADMIN_AUTHENTICATION_REQUIRED');
    await expectKnownError(await get({ ...a.adminHeaders(), 'x-stack-super-secret-admin-key': '' }), 401, 'ADMIN_AUTHENTICATION_REQUIRED');
  });

  it('accepts each key for its own access type', async () => {
    for (const headers of [a.clientHeaders(), a.serverHeaders(), a.adminHeaders()]) expect((await get(headers)).status).toBe(200);
  });
});

describe('admin access tokens (dashboard mode)', () => {
  let owned: DashboardProject;
  let stranger: SignedInUser;
  beforeAll(async () => {
    [owned, stranger] = await Promise.all([dashboardProject(), internalUser()]);
  });
  const adminTokenHeaders = (projectId: string, token: string): Headers => ({ 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': token });

  it("grants admin access to a project owned by the token user's team, without checking key headers", async () => {
    expect((await get(owned.headers)).status).toBe(200);
    expect((await get({ ...owned.headers, 'x-stack-super-secret-admin-key': 'wrong' })).status).toBe(200);
    expect((await get(owned.headers, '/internal/api-keys')).status).toBe(200);
  });

  it.each(['invalid-key', 'undefined', 'a.b.c'])('UNPARSABLE_ADMIN_ACCESS_TOKEN for %j', async (token) => {
    await expectKnownError(await get(adminTokenHeaders(owned.id, token)), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
  });

  it('UNPARSABLE_ADMIN_ACCESS_TOKEN for an anonymous internal user, a token signed by an unknown key, and an unsigned token', async () => {
    const anon = await signedInUser('internal', { isAnonymous: true });
    await expectKnownError(await get(adminTokenHeaders(owned.id, anon.accessToken)), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
    await expectKnownError(await get(adminTokenHeaders(owned.id, await tokenSignedByUnknownKey(owned.owner))), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
    await expectKnownError(await get(adminTokenHeaders(owned.id, unsignedToken(owned.owner))), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
  });

  it('ADMIN_ACCESS_TOKEN_EXPIRED with the expiry time', async () => {
    const { token, exp } = await expiredToken(owned.owner);
    const body = await expectKnownError(await get(adminTokenHeaders(owned.id, token)), 401, 'ADMIN_ACCESS_TOKEN_EXPIRED');
    expect(body.details).toEqual({ expired_at_millis: exp * 1000 });
  });

  it('ADMIN_ACCESS_TOKEN_REVOKED once the internal session is gone', async () => {
    const other = await dashboardProject();
    expect((await get(other.headers)).status).toBe(200);
    await revokeSessionDirectly(other.owner.sessionId);
    await expectKnownError(await get(other.headers), 401, 'ADMIN_ACCESS_TOKEN_REVOKED');
  });

  it('INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN for an access token of a non-internal project', async () => {
    const user = await signedInUser(a);
    await expectKnownError(await get(adminTokenHeaders(a.id, user.accessToken)), 401, 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN');
  });

  it("ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN for an internal user who does not own the project", async () => {
    await expectKnownError(await get(adminTokenHeaders(owned.id, stranger.accessToken)), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    // A project owned by nobody is administered by no token.
    await expectKnownError(await get(adminTokenHeaders(a.id, owned.owner.accessToken)), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
  });
});

describe('user access tokens', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser(a);
  });

  it('accepts a live token', async () => {
    expect((await get(a.clientHeaders(user.accessToken))).status).toBe(200);
  });

  it.each([
    ['garbage', async () => '12341234'],
    ["the string 'undefined'", async () => 'undefined'],
    ['an unsigned token (alg none)', async () => unsignedToken(user)],
    ['a token signed by an unknown key', async () => tokenSignedByUnknownKey(user)],
    ['a tampered token', async () => user.accessToken.slice(0, -4) + (user.accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA')],
  ])('UNPARSABLE_ACCESS_TOKEN for %s', async (_label, token) => {
    const body = await expectKnownError(await get(a.clientHeaders(await token())), 401, 'UNPARSABLE_ACCESS_TOKEN');
    expect(body.details).toBeUndefined();
  });

  it('checks the access token before looking up the project', async () => {
    await expectKnownError(await get({ 'x-stack-project-id': 'invalid', 'x-stack-access-type': 'client', 'x-stack-access-token': 'garbage' }), 401, 'UNPARSABLE_ACCESS_TOKEN');
  });

  it('ACCESS_TOKEN_EXPIRED with expiry, project, user and session', async () => {
    const { token, exp } = await expiredToken(user);
    const body = await expectKnownError(await get(a.clientHeaders(token)), 401, 'ACCESS_TOKEN_EXPIRED');
    expect(body.details).toEqual({ expired_at_millis: exp * 1000, project_id: a.id, user_id: user.id, refresh_token_id: user.sessionId });
  });

  it('ACCESS_TOKEN_REVOKED as soon as the session is gone', async () => {
    const u = await signedInUser(a);
    expect((await get(a.clientHeaders(u.accessToken))).status).toBe(200);
    await revokeSessionDirectly(u.sessionId);
    await expectKnownError(await get(a.clientHeaders(u.accessToken)), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it("INVALID_PROJECT_FOR_ACCESS_TOKEN for a token of another project, even with that project's key", async () => {
    const body = await expectKnownError(await get(b.clientHeaders(user.accessToken)), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
    expect(body.details).toEqual({ expected_project_id: b.id, actual_project_id: a.id });
  });

  it('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED unless x-stack-allow-anonymous-user is "true"', async () => {
    const anon = await signedInUser(a, { isAnonymous: true });
    await expectKnownError(await get(a.clientHeaders(anon.accessToken)), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
    await expectKnownError(await get({ ...a.clientHeaders(anon.accessToken), 'x-stack-allow-anonymous-user': 'false' }), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
    expect((await get({ ...a.clientHeaders(anon.accessToken), 'x-stack-allow-anonymous-user': 'true' })).status).toBe(200);
  });
});

describe('route access checks', () => {
  it('INSUFFICIENT_ACCESS_TYPE lists the allowed access types', async () => {
    const body = await expectKnownError(await get(a.serverHeaders(), '/internal/api-keys'), 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect(body.details).toEqual({ actual_access_type: 'server', allowed_access_types: ['admin'] });
    expect(body.error).toContain("'admin'");
  });

  it('reports INSUFFICIENT_ACCESS_TYPE before schema errors of the same request', async () => {
    const res = await rawFetch('/internal/api-keys', jsonInit('POST', a.clientHeaders(), { nonsense: true }));
    await expectKnownError(res, 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('USER_AUTHENTICATION_REQUIRED when a route needs a signed-in user, checked before the project rule', async () => {
    await expectKnownError(await get(internalClientHeaders(), '/internal/projects'), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await get(a.clientHeaders(), '/internal/projects'), 401, 'USER_AUTHENTICATION_REQUIRED');
  });

  it('EXPECTED_INTERNAL_PROJECT for an internal-only route on another project', async () => {
    const user = await signedInUser(a);
    await expectKnownError(await get(a.clientHeaders(user.accessToken), '/internal/projects'), 401, 'EXPECTED_INTERNAL_PROJECT');
    await expectKnownError(await get({ ...a.adminHeaders(), 'x-stack-access-token': user.accessToken }, '/internal/projects'), 401, 'EXPECTED_INTERNAL_PROJECT');
  });
});

describe('request bodies', () => {
  const post = (headers: Record<string, string>, body: BodyInit) => rawFetch('/internal/api-keys', { method: 'POST', headers, body });

  it('BODY_PARSING_ERROR for malformed JSON, before authentication', async () => {
    const body = await expectKnownError(await post({ 'content-type': 'application/json' }, '{"description": '), 400, 'BODY_PARSING_ERROR');
    expect(body.error).toMatch(/not valid JSON/);
    expect(body.details).toBeUndefined();
    await expectKnownError(await post({ ...a.adminHeaders(), 'content-type': 'application/json; charset=utf-8' }, '{oops}'), 400, 'BODY_PARSING_ERROR');
  });

  it('BODY_PARSING_ERROR for an unknown content type, naming it', async () => {
    const body = await expectKnownError(await post({ ...a.adminHeaders(), 'content-type': 'application/xml' }, '<a/>'), 400, 'BODY_PARSING_ERROR');
    expect(body.error).toContain('application/xml');
  });

  it('ignores a body sent without a content type (wire-contract §1.3): the route sees no body', async () => {
    const body = await expectKnownError(await post(a.adminHeaders(), new Uint8Array([123, 125])), 400, 'SCHEMA_ERROR');
    expect(JSON.stringify(body)).not.toContain('BODY_PARSING_ERROR');
  });

  it('BODY_PARSING_ERROR for a body that is not UTF-8', async () => {
    const body = await expectKnownError(
      await post({ ...a.adminHeaders(), 'content-type': 'application/json' }, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
      400,
      'BODY_PARSING_ERROR',
    );
    expect(body.error).toMatch(/UTF-8/);
  });

  it('REQUEST_BODY_TOO_LARGE above the limit, declared or streamed', async () => {
    const limit = 2 * 1024 * 1024;
    const big = new Uint8Array(limit + 1).fill(0x20);
    const body = await expectKnownError(await post({ ...a.adminHeaders(), 'content-type': 'application/json' }, big), 413, 'REQUEST_BODY_TOO_LARGE');
    expect(body.details).toEqual({ max_bytes: limit });

    // No content-length (chunked upload of up to 64 MiB): the server must stop reading at the
    // limit instead of buffering the whole upload first, so far less than 64 MiB gets pulled.
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await rawFetch('/internal/api-keys', { method: 'POST', headers: { ...a.adminHeaders(), 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    await expectKnownError(res, 413, 'REQUEST_BODY_TOO_LARGE');
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('SCHEMA_ERROR lists every problem in the exact message format', async () => {
    const res = await rawFetch('/internal/api-keys', jsonInit('POST', a.adminHeaders(), { has_secret_server_key: 'yes' }));
    const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
    const message = [
      'Request validation failed on POST /api/v1/internal/api-keys:',
      '  - body.description must be defined',
      '  - body.expires_at_millis must be defined',
      '  - body.has_publishable_client_key must be defined',
      '  - body.has_secret_server_key must be a boolean',
      '  - body.has_super_secret_admin_key must be defined',
    ].join('\n');
    expect(body).toEqual({ code: 'SCHEMA_ERROR', details: { message }, error: message });
  });

  it('SCHEMA_ERROR for a missing body, unknown properties and bad path parameters', async () => {
    const missing = await expectKnownError(await rawFetch('/internal/api-keys', { method: 'POST', headers: a.adminHeaders() }), 400, 'SCHEMA_ERROR');
    expect(missing.error).toBe('Request validation failed on POST /api/v1/internal/api-keys:\n  - body must be defined');
    const valid = { description: 'x', expires_at_millis: Date.now() + 60_000, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false };
    const unknown = await expectKnownError(await rawFetch('/internal/api-keys', jsonInit('POST', a.adminHeaders(), { ...valid, extra: 1 })), 400, 'SCHEMA_ERROR');
    expect(unknown.error).toBe('Request validation failed on POST /api/v1/internal/api-keys:\n  - body contains unknown properties: extra');
    const param = await expectKnownError(await get(a.adminHeaders(), '/internal/api-keys/not-a-uuid?x=1'), 400, 'SCHEMA_ERROR');
    // Every problem is reported, the path's and the query's (this route takes no query parameters).
    expect(param.error).toBe('Request validation failed on GET /api/v1/internal/api-keys/not-a-uuid:\n  - params.api_key_id must be a valid UUID\n  - query contains unknown properties: x');
  });

  it('SCHEMA_ERROR for unknown query parameters on a route that declares its query', async () => {
    const body = await expectKnownError(await get({}, '?extra=param'), 400, 'SCHEMA_ERROR');
    expect(body.error).toBe('Request validation failed on GET /api/v1:\n  - query contains unknown properties: extra');
  });
});

describe('fallbacks', () => {
  it('ROUTE_NOT_FOUND as a JSON known error for an unknown path', async () => {
    const res = await get({}, '/does-not-exist');
    const body = await expectKnownError(res, 404, 'ROUTE_NOT_FOUND');
    expect(body.details).toEqual({ method: 'GET', path: '/api/v1/does-not-exist' });
    // The spec's root operation is path `/` under the server URL /api/v1, i.e. /api/v1/: it exists.
    expect((await get({}, '/')).status).toBe(200);
  });

  it('METHOD_NOT_ALLOWED names the methods the path supports', async () => {
    const body = await expectKnownError(await rawFetch(CURRENT, { method: 'PUT' }), 405, 'METHOD_NOT_ALLOWED');
    expect(body.details).toEqual({ method: 'PUT', path: '/api/v1/projects/current', allowed_methods: ['GET'] });
    const keys = await expectKnownError(await rawFetch('/internal/api-keys', { method: 'DELETE' }), 405, 'METHOD_NOT_ALLOWED');
    expect(keys.details?.allowed_methods).toEqual(['GET', 'POST']);
  });
});

describe('response conventions', () => {
  const CORS = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-max-age': '86400',
    'access-control-allow-headers':
      'content-type, authorization, x-stack-project-id, x-stack-branch-id, x-stack-override-error-status, x-stack-random-nonce, x-stack-client-version, x-stack-disable-artificial-development-delay, x-stack-access-type, x-stack-publishable-client-key, x-stack-secret-server-key, x-stack-super-secret-admin-key, x-stack-admin-access-token, x-stack-refresh-token, x-stack-access-token, x-stack-allow-anonymous-user, baggage, sentry-trace, x-vercel-protection-bypass, ngrok-skip-browser-warning, ' +
      // The x-hexclave-* spelling of every request header the server reads (header-families.test.ts).
      'x-hexclave-access-type, x-hexclave-project-id, x-hexclave-branch-id, x-hexclave-publishable-client-key, x-hexclave-secret-server-key, x-hexclave-super-secret-admin-key, x-hexclave-admin-access-token, x-hexclave-access-token, x-hexclave-refresh-token, x-hexclave-allow-anonymous-user, x-hexclave-allow-restricted-user, x-hexclave-override-error-status, x-hexclave-random-nonce, x-hexclave-client-version, x-hexclave-disable-artificial-development-delay',
    'access-control-expose-headers': 'content-type, retry-after, x-stack-actual-status, x-stack-known-error, x-hexclave-actual-status, x-hexclave-known-error',
  };
  const expectCors = (res: Response) => {
    for (const [name, value] of Object.entries(CORS)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('vary')).toBe(CORS['access-control-allow-headers']);
  };

  it('answers any OPTIONS under /api/ as a CORS preflight', async () => {
    for (const path of [CURRENT, '/internal/api-keys/3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', '/does-not-exist']) {
      const res = await rawFetch(path, { method: 'OPTIONS', headers: { 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-stack-access-type' } });
      expect(res.status).toBe(200);
      expectCors(res);
      expect(await res.text()).toBe('');
    }
  });

  it('sends JSON successes as application/json; charset=utf-8', async () => {
    const res = await get(a.clientHeaders());
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('puts CORS headers, a request id and no-store on successes and errors alike', async () => {
    const ids = new Set<string>();
    for (const res of [await get(a.clientHeaders()), await get({}), await get({}, '/does-not-exist')]) {
      expectCors(res);
      expect(res.headers.get('cache-control')).toBe('no-store, max-age=0');
      const id = res.headers.get('x-stack-request-id');
      expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(3);
  });

  it('x-stack-override-error-status (any value) turns a 4xx into 200 with x-stack-actual-status', async () => {
    for (const value of ['true', 'false', '1']) {
      const res = await get({ 'x-stack-override-error-status': value });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-stack-actual-status')).toBe('400');
      expect(res.headers.get('x-stack-known-error')).toBe('ACCESS_TYPE_REQUIRED');
      expect(((await res.json()) as { code: string }).code).toBe('ACCESS_TYPE_REQUIRED');
    }
    const notFound = await get({ 'x-stack-override-error-status': 'true' }, '/does-not-exist');
    expect([notFound.status, notFound.headers.get('x-stack-actual-status')]).toEqual([200, '404']);
    const unauthorized = await get({ ...a.serverHeaders(), 'x-stack-secret-server-key': 'wrong', 'x-stack-override-error-status': 'true' });
    expect([unauthorized.status, unauthorized.headers.get('x-stack-actual-status')]).toEqual([200, '401']);
  });

  it('leaves successes alone under x-stack-override-error-status', async () => {
    const res = await get({ ...a.clientHeaders(), 'x-stack-override-error-status': 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-stack-actual-status')).toBeNull();
    expect(res.headers.get('x-stack-known-error')).toBeNull();
  });

  it('writes known errors as 2-space JSON with keys in the order code, details, error', async () => {
    const withDetails = await get({ 'x-stack-project-id': 'invalid', 'x-stack-access-type': 'client' });
    const text = await withDetails.text();
    expect(Object.keys(JSON.parse(text))).toEqual(['code', 'details', 'error']);
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
    const withoutDetails = await get({});
    expect(Object.keys(await withoutDetails.json())).toEqual(['code', 'error']);
  });

  it('sends the same code in the x-stack-known-error header and the body', async () => {
    for (const res of [await get({}), await get(a.serverHeaders(), '/internal/api-keys'), await get({}, '/does-not-exist')]) {
      const body = (await res.json()) as { code: string };
      expect(res.headers.get('x-stack-known-error')).toBe(body.code);
    }
  });

  it('accepts the internal project keys the server was started with', async () => {
    expect((await get({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': TEST_INTERNAL_KEYS.admin })).status).toBe(200);
  });
});
