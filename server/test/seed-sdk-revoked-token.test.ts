import { beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, type Headers, type TestProject } from './harness.ts';
import { dashboardProject, revokeSessionDirectly, signedInUser } from './factories.ts';
import { expectKnownError } from './known-errors.ts';

/**
 * A revoked session's access token, as the seed system's own SDK (@stackframe/js) meets it: the
 * seed never answers ACCESS_TOKEN_REVOKED, so its SDK cannot read it (a plain Error, every call and
 * sign-out wedged until the token expires). It is told UNPARSABLE_ACCESS_TOKEN instead, its "invalid
 * access token" family: it drops the token, refreshes, is told the session is gone and signs out
 * (contract/smoke/stackframe-js/flows.mjs runs that against the real SDK). Every other client keeps
 * ACCESS_TOKEN_REVOKED.
 */

const SEED_77 = 'js @stackframe/js@2.8.77';
const SEED_108 = 'js @stackframe/js@2.8.108';
const hexclave = (headers: Headers): Headers => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/^x-stack-/, 'x-hexclave-'), v]));

let a: TestProject;
beforeAll(async () => {
  a = await newProject();
});

describe('a revoked session\'s access token', () => {
  it('is UNPARSABLE_ACCESS_TOKEN (401) for the seed SDK, in either header family, and its refresh then fails as the SDK expects', async () => {
    const u = await signedInUser(a);
    const stack = { ...a.clientHeaders(u.accessToken), 'x-stack-client-version': SEED_77 };
    expect((await rawFetch('/users/me', { headers: stack })).status).toBe(200);
    await revokeSessionDirectly(u.sessionId);
    const body = await expectKnownError(await rawFetch('/users/me', { headers: stack }), 401, 'UNPARSABLE_ACCESS_TOKEN');
    expect(body.details).toBeUndefined();
    const res = await rawFetch('/users/me', { headers: hexclave({ ...a.clientHeaders(u.accessToken), 'x-stack-client-version': SEED_108 }) });
    await expectKnownError(res, 401, 'UNPARSABLE_ACCESS_TOKEN');
    expect(res.headers.get('x-hexclave-known-error')).toBe('UNPARSABLE_ACCESS_TOKEN');
    // What the SDK does next: refresh, and sign out on REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED.
    const refresh = await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...a.clientHeaders(), 'x-stack-client-version': SEED_77, 'x-stack-refresh-token': u.refreshToken } });
    await expectKnownError(refresh, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it.each([
    ['no client version', undefined],
    ['the Gatehouse SDK', 'js @gatehouse/sdk@0.1.0'],
    ['a look-alike scope', 'js @stackframe-fork/js@2.8.77'],
    ['a seed name with extra text', 'js @stackframe/js@2.8.77 (patched)'],
    ['an empty value', ''],
  ])('stays ACCESS_TOKEN_REVOKED for %s', async (_label, version) => {
    const u = await signedInUser(a);
    await revokeSessionDirectly(u.sessionId);
    const headers = { ...a.clientHeaders(u.accessToken), ...(version === undefined ? {} : { 'x-stack-client-version': version }) };
    await expectKnownError(await rawFetch('/users/me', { headers }), 401, 'ACCESS_TOKEN_REVOKED');
    await expectKnownError(await rawFetch('/users/me', { headers: hexclave(headers) }), 401, 'ACCESS_TOKEN_REVOKED');
  });

  it('a live token from the seed SDK is answered as before', async () => {
    const u = await signedInUser(a);
    const res = await rawFetch('/users/me', { headers: { ...a.clientHeaders(u.accessToken), 'x-stack-client-version': SEED_77 } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(u.id);
  });
});

describe("a revoked dashboard session's admin access token", () => {
  it('is UNPARSABLE_ADMIN_ACCESS_TOKEN for the seed SDK, ADMIN_ACCESS_TOKEN_REVOKED for any other client', async () => {
    const project = await dashboardProject();
    expect((await rawFetch('/projects/current', { headers: project.headers })).status).toBe(200);
    await revokeSessionDirectly(project.owner.sessionId);
    await expectKnownError(await rawFetch('/projects/current', { headers: { ...project.headers, 'x-stack-client-version': SEED_77 } }), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
    await expectKnownError(await rawFetch('/projects/current', { headers: hexclave({ ...project.headers, 'x-stack-client-version': SEED_108 }) }), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
    await expectKnownError(await rawFetch('/projects/current', { headers: project.headers }), 401, 'ADMIN_ACCESS_TOKEN_REVOKED');
  });
});
