import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type Headers } from './harness.ts';
import { signedInUser } from './factories.ts';
import { expectKnownError } from './known-errors.ts';

/**
 * Every request header the server reads has two spellings, x-stack-* and x-hexclave-* (what
 * @stackframe/js 2.8.108 sends); one request uses one family (http/header-families.ts).
 */

/** The same headers under the x-hexclave-* names, spelt as that SDK spells them (X-Hexclave-Access-Type). */
const hexclave = (h: Headers): Headers =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.replace(/^x-stack-(.*)$/, (_, rest: string) => `X-Hexclave-${rest.replace(/(^|-)([a-z])/g, (_m: string, d: string, c: string) => d + c.toUpperCase())}`), v]));

describe('x-hexclave-* request headers', () => {
  it('authenticate every access type and carry the user and refresh tokens, like their x-stack-* names', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    for (const headers of [project.clientHeaders(user.accessToken), project.serverHeaders(user.accessToken)]) {
      const res = await rawFetch('/users/me', { headers: hexclave(headers) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(user.id);
    }
    const list = await rawFetch('/users', { headers: hexclave(project.serverHeaders()) });
    expect(list.status).toBe(200);
    const admin = await rawFetch('/internal/config', { headers: hexclave(project.adminHeaders()) });
    expect(admin.status).toBe(200);
    // A header a route declares (the refresh token) is read under the other name too.
    const refreshed = await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: hexclave({ ...project.clientHeaders(), 'x-stack-refresh-token': user.refreshToken }) });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
  });

  it('known errors answer the code under both header names, and the override-error-status rewrite too', async () => {
    const project = await newProject();
    const wrong = await rawFetch('/users/me', { headers: hexclave({ ...project.clientHeaders(), 'x-stack-publishable-client-key': 'pck_wrong' }) });
    await expectKnownError(wrong.clone(), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    expect(wrong.headers.get('x-hexclave-known-error')).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
    const overridden = await rawFetch('/users/me', { headers: hexclave({ ...project.clientHeaders(), 'x-stack-override-error-status': 'true' }) });
    expect(overridden.status).toBe(200);
    expect(overridden.headers.get('x-hexclave-actual-status')).toBe('400');
    expect(overridden.headers.get('x-stack-actual-status')).toBe('400');
    expect(overridden.headers.get('x-hexclave-known-error')).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('a request mixing the two families is refused naming one header of each, whichever header it mixes', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const base = project.clientHeaders(user.accessToken);
    for (const stackName of Object.keys(base)) {
      // One header left in the x-stack family, the others moved: refused, nothing read.
      const mixed = { ...hexclave(Object.fromEntries(Object.entries(base).filter(([k]) => k !== stackName))), [stackName]: base[stackName]! };
      const res = await rawFetch('/users/me', { headers: mixed });
      const body = await expectKnownError(res, 400, 'MIXED_HEADER_FAMILIES');
      expect(body.details).toMatchObject({ x_stack_header: stackName, x_hexclave_header: expect.stringMatching(/^x-hexclave-/) });
      expect(body.error).toContain(stackName);
    }
    // A header the server does not read (an app's own x-stack-auth) does not count as mixing.
    const own = await rawFetch('/users/me', { headers: { ...hexclave(base), 'x-stack-auth': '{}' } });
    expect(own.status).toBe(200);
  });

  it('CORS allows and exposes both spellings', async () => {
    const res = await rawFetch('/users/me', { method: 'OPTIONS' });
    const allowed = res.headers.get('access-control-allow-headers')!.split(', ');
    for (const name of ['x-hexclave-access-type', 'x-hexclave-project-id', 'x-hexclave-access-token', 'x-hexclave-refresh-token', 'x-hexclave-random-nonce', 'x-hexclave-allow-restricted-user', 'x-stack-access-token']) expect(allowed).toContain(name);
    const exposed = res.headers.get('access-control-expose-headers')!;
    expect(exposed).toContain('x-hexclave-known-error');
    expect(exposed).toContain('x-hexclave-actual-status');
  });
});
