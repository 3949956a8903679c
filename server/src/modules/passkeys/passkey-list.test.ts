import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type TestProject } from '../../../test/harness.ts';
import { signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { SoftwareAuthenticator } from '../../../test/software-authenticator.ts';
import { PASSKEY_ORIGIN, listPasskeys, okJson, passkeySignIn, registerPasskey, sendJson } from '../../../test/passkey-flows.ts';
import { hashPassword } from '../../crypto/passwords.ts';

/**
 * Several passkeys per user (issue 22 item 3) over HTTP: GET /passkeys, PATCH and DELETE
 * /passkeys/{user_id}/{passkey_id}, names, last use, and the bound per user.
 */

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A user with a password as well, so removing passkeys is never refused as their last way to sign in. */
async function userWithPassword(project: TestProject) {
  return signedInUser(project, { passwordHash: await hashPassword('a long enough password') });
}

const rename = (project: TestProject, user: SignedInUser, id: string, body: unknown, userId = 'me') => sendJson(project, 'PATCH', `/passkeys/${userId}/${id}`, body, user.accessToken);
const remove = (project: TestProject, user: SignedInUser, id: string, userId = 'me') => sendJson(project, 'DELETE', `/passkeys/${userId}/${id}`, undefined, user.accessToken);

describe('GET /passkeys', () => {
  it('lists each passkey with its name (from the browser and system by default), when it was added and last used', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await userWithPassword(project);
    expect(await listPasskeys(project, user)).toEqual([]);
    const mac = await registerPasskey(project, user, { headers: { 'user-agent': CHROME_MAC } });
    const phone = await registerPasskey(project, user, { headers: { 'user-agent': SAFARI_IPHONE } });
    const named = await registerPasskey(project, user, { extra: { name: '  YubiKey   5C  ' } });
    for (const r of [mac, phone, named]) await okJson(r.res);
    const before = Date.now();
    await okJson(await passkeySignIn(project, phone.authenticator));
    const items = await listPasskeys(project, user);
    expect(items.map((p) => p.name)).toEqual(['Passkey on Chrome, macOS', 'Passkey on Safari, iOS', 'YubiKey 5C']);
    expect(items[0]).toEqual({ id: expect.any(String), user_id: user.id, name: 'Passkey on Chrome, macOS', created_at_millis: expect.any(Number), last_used_at_millis: null });
    expect(items[1].last_used_at_millis).toBeGreaterThanOrEqual(before - 1000);
    // A server sees the same list for any user of the project; a client only its own.
    const server = await okJson<{ items: unknown[] }>(await rawFetch(`/passkeys?user_id=${user.id}`, { headers: project.serverHeaders() }));
    expect(server.items).toEqual(items);
    const other = await signedInUser(project);
    expect((await rawFetch(`/passkeys?user_id=${user.id}`, { headers: project.clientHeaders(other.accessToken) })).status).toBe(403);
    expect(await listPasskeys(project, other)).toEqual([]);
  });

  it('refuses a passkey the user already has (the same credential id registered twice)', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await userWithPassword(project);
    const first = await registerPasskey(project, user);
    await okJson(first.res);
    const start = await okJson<{ options_json: any; code: string }>(await sendJson(project, 'POST', '/auth/passkey/initiate-passkey-registration', {}, user.accessToken));
    const again = first.authenticator.register(start.options_json, { reuseCredentialId: first.credentialId });
    await expectKnownError(await sendJson(project, 'POST', '/auth/passkey/register', { credential: again, code: start.code }, user.accessToken), 400, 'PASSKEY_REGISTRATION_FAILED');
    expect(await listPasskeys(project, user)).toHaveLength(1);
  });

  it('bounds a user to 25 passkeys: the 26th is PASSKEY_LIMIT_REACHED and stores nothing', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await userWithPassword(project);
    const authenticator = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    for (let i = 0; i < 25; i++) await okJson((await registerPasskey(project, user, { authenticator })).res);
    const over = await registerPasskey(project, user, { authenticator });
    const err = await expectKnownError(over.res, 400, 'PASSKEY_LIMIT_REACHED');
    expect(err.details).toEqual({ max: 25 });
    expect(await listPasskeys(project, user)).toHaveLength(25);
    // The refused credential cannot sign in.
    await expectKnownError(await passkeySignIn(project, authenticator, over.credentialId), 400, 'PASSKEY_AUTHENTICATION_FAILED');
  });
});

describe('PATCH /passkeys/{user_id}/{passkey_id}', () => {
  it('renames a passkey; refuses empty, over-long and control-character names, and another user\'s passkey', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await userWithPassword(project);
    await okJson((await registerPasskey(project, user)).res);
    const [p] = await listPasskeys(project, user);
    expect(await okJson(await rename(project, user, p.id, { name: ' Work laptop ' }))).toMatchObject({ id: p.id, name: 'Work laptop' });
    for (const name of ['', '   ', 'x'.repeat(65), 'tab\there', 'bidi\u202Eevil', 42]) await expectKnownError(await rename(project, user, p.id, { name }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await rename(project, user, p.id, { name: 'ok', extra: true }), 400, 'SCHEMA_ERROR');
    const other = await userWithPassword(project);
    // Another user's passkey answers like a missing one, by id or through `me`.
    await expectKnownError(await rename(project, other, p.id, { name: 'mine now' }), 404, 'PASSKEY_NOT_FOUND');
    await expectKnownError(await rename(project, other, '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', { name: 'x' }), 404, 'PASSKEY_NOT_FOUND');
    expect((await rename(project, other, p.id, { name: 'x' }, user.id)).status).toBe(403);
    await expectKnownError(await rename(project, user, 'not-a-uuid', { name: 'x' }), 400, 'SCHEMA_ERROR');
    expect((await listPasskeys(project, user))[0].name).toBe('Work laptop');
  });
});

describe('DELETE /passkeys/{user_id}/{passkey_id}', () => {
  it('removes one passkey (it no longer signs in, the others do); the last one gone, passkey_auth_enabled is false', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await userWithPassword(project);
    const a = await registerPasskey(project, user);
    const b = await registerPasskey(project, user);
    await okJson(a.res);
    await okJson(b.res);
    const [pa, pb] = await listPasskeys(project, user);
    const other = await userWithPassword(project);
    await expectKnownError(await remove(project, other, pa.id), 404, 'PASSKEY_NOT_FOUND');
    expect(await okJson(await remove(project, user, pa.id))).toEqual({ success: true });
    await expectKnownError(await remove(project, user, pa.id), 404, 'PASSKEY_NOT_FOUND');
    await expectKnownError(await passkeySignIn(project, a.authenticator, a.credentialId), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    expect((await okJson(await passkeySignIn(project, b.authenticator, b.credentialId))).user_id).toBe(user.id);
    expect((await okJson(await rawFetch('/users/me', { headers: project.clientHeaders(user.accessToken) }))).passkey_auth_enabled).toBe(true);
    // A server may remove any user's passkey.
    expect(await okJson(await rawFetch(`/passkeys/${user.id}/${pb.id}`, { method: 'DELETE', headers: project.serverHeaders() }))).toEqual({ success: true });
    expect((await okJson(await rawFetch('/users/me', { headers: project.clientHeaders(user.accessToken) }))).passkey_auth_enabled).toBe(false);
    expect(await listPasskeys(project, user)).toEqual([]);
  });
});
