import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from './harness.ts';
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
    const list = await project.server().GET('/users', { params: { query: { include_anonymous: 'true' } } });
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

