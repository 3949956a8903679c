import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from '../../../test/harness.ts';
import { jsonInit } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

describe('GET /internal/users/sign-in-method-counts', () => {
  it('counts the users of this project per sign-in method, and nobody else’s', async () => {
    const p = await newProject();
    const other = await newProject();
    const create = async (project: typeof p, body: Record<string, unknown>) => {
      const res = await rawFetch('/users', jsonInit('POST', project.serverHeaders(), body));
      expect(res.status).toBe(201);
    };
    const url = '/internal/users/sign-in-method-counts';
    expect(await (await rawFetch(url, { headers: p.adminHeaders() })).json()).toEqual({ total: 0, password: 0, otp: 0, passkey: 0, totp: 0, anonymous: 0 });

    await create(p, { primary_email: 'a@example.com', password: 'correct horse battery', otp_auth_enabled: true, primary_email_auth_enabled: true });
    await create(p, { primary_email: 'b@example.com', passkey_auth_enabled: true, totp_secret_base64: Buffer.alloc(20, 7).toString('base64') });
    await create(p, { password: 'another good password' });
    await create(other, { primary_email: 'c@example.com', password: 'yet another password' });
    expect(await (await rawFetch(url, { headers: p.adminHeaders() })).json()).toEqual({ total: 3, password: 2, otp: 1, passkey: 1, totp: 1, anonymous: 0 });
  });

  it('admin access only', async () => {
    const p = await newProject();
    await expectKnownError(await rawFetch('/internal/users/sign-in-method-counts', { headers: p.serverHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});
