import { describe, expect, it } from 'vitest';
import { baseUrl, newProject, rawFetch } from './harness.ts';

/** Defects `make contract` (schemathesis) found, each pinned by a test through HTTP. */

// PostgreSQL cannot store U+0000 in text or jsonb; before this check such a write answered 500
// (PATCH /users/me with a NUL in display_name).
describe('NUL characters in requests', () => {
  it('are a SCHEMA_ERROR naming the field, in the body and nested in JSON values', async () => {
    const project = await newProject();
    const res = await rawFetch('/users', {
      method: 'POST',
      headers: { ...project.serverHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'a\u0000b', client_metadata: { list: ['ok', 'x\u0000'] } }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe('SCHEMA_ERROR');
    expect(body.error).toContain('body.display_name must not contain NUL characters');
    expect(body.error).toContain('body.client_metadata.list.1 must not contain NUL characters');
  });

  it('are a SCHEMA_ERROR in the query string', async () => {
    const project = await newProject();
    const res = await rawFetch('/users?query=a%00b', { headers: project.serverHeaders() });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    expect(((await res.json()) as { error: string }).error).toContain('query.query must not contain NUL characters');
  });
});

describe('the API root', () => {
  it('answers GET /api/v1/ (the spec\'s GET / under server /api/v1) as well as GET /api/v1', async () => {
    for (const path of ['/api/v1/', '/api/v1']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Welcome to the Gatehouse API.');
    }
  });
});

describe('POST /internal/api-keys expiry', () => {
  it('rejects an expires_at_millis past the year 9999 with SCHEMA_ERROR (it was a 500 from PostgreSQL)', async () => {
    const project = await newProject();
    const res = await rawFetch('/internal/api-keys', {
      method: 'POST',
      headers: { ...project.adminHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'far future', expires_at_millis: 2357349489882688, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    expect(((await res.json()) as { error: string }).error).toContain('body.expires_at_millis must be at most 253402300799999');
  });
});

describe('e-mail addresses', () => {
  // The looser rule accepted non-ASCII and control characters, then answered with values that are not
  // `format: email` (PATCH /contact-channels/{user_id}/{contact_channel_id}).
  it.each(['ß¢@example.com', 'a\u0007b@example.com', 'ada@exa\u0087mple.com', 'ada@ab--c.com', `${'a'.repeat(65)}@example.com`])(
    'rejects %j with SCHEMA_ERROR',
    async (address) => {
      const project = await newProject();
      const res = await rawFetch('/auth/password/sign-up', {
        method: 'POST',
        headers: { ...project.clientHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'a fine password' }),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
      expect(((await res.json()) as { error: string }).error).toContain('body.email must be a valid e-mail address');
    },
  );

  it("still accepts ordinary addresses, tags and IDNA domains", async () => {
    const project = await newProject();
    for (const address of [`ada.${Date.now()}+tag@mail.example.co.uk`, `o'neil.${Date.now()}@xn--p1ai.xn--p1ai`]) {
      const res = await rawFetch('/auth/password/sign-up', {
        method: 'POST',
        headers: { ...project.clientHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'a fine password' }),
      });
      expect(res.status, address).toBe(200);
    }
  });
});

describe('405 Method Not Allowed', () => {
  it('names the allowed methods in an Allow header (RFC 9110), as well as in the body', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/auth/anonymous/sign-up`, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('x-stack-known-error')).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('POST');
    expect(((await res.json()) as { details: { allowed_methods: string[] } }).details.allowed_methods).toEqual(['POST']);
  });

  it('answers a static path\'s missing method with 405, even where a templated route of that method matches the same text', async () => {
    // PATCH /contact-channels/{user_id}/{contact_channel_id} would take user_id "verify": it answered SCHEMA_ERROR.
    const project = await newProject();
    const res = await fetch(`${baseUrl()}/api/v1/contact-channels/verify/check-code`, { method: 'PATCH', headers: { ...project.serverHeaders(), 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('x-stack-known-error')).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('POST');
    // The same path with its own method still reaches its route (here: a schema error for the empty body).
    const post = await fetch(`${baseUrl()}/api/v1/contact-channels/verify/check-code`, { method: 'POST', headers: { ...project.serverHeaders(), 'content-type': 'application/json' }, body: '{}' });
    expect(post.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
  });
});
