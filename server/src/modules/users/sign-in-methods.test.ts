import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type TestProject } from '../../../test/harness.ts';
import { signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { listPasskeys, okJson, registerPasskey, sendJson } from '../../../test/passkey-flows.ts';
import { hashPassword } from '../../crypto/passwords.ts';

/**
 * "Do not remove the last way to sign in" (users/sign-in-methods.ts, issue 22 items 2 and 3): every
 * client route that takes a sign-in method away - unlinking an OAuth account, switching its sign-in
 * off, removing a passkey, turning passkey sign-in off - answers LAST_SIGN_IN_METHOD and changes
 * nothing when nothing else would be left. Server access is not held to it.
 */

const GITHUB = [{ id: 'github' as const, type: 'shared' as const }];

async function link(project: TestProject, userId: string) {
  const res = await rawFetch('/oauth-providers', {
    method: 'POST',
    headers: { ...project.serverHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, provider_config_id: 'github', account_id: `gh-${userId}`, allow_sign_in: true, allow_connected_accounts: true }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const unlink = (project: TestProject, user: SignedInUser, id: string) => sendJson(project, 'DELETE', `/oauth-providers/me/${id}`, undefined, user.accessToken);
const signInOff = (project: TestProject, user: SignedInUser, id: string) => sendJson(project, 'PATCH', `/oauth-providers/me/${id}`, { allow_sign_in: false }, user.accessToken);
const removePasskey = (project: TestProject, user: SignedInUser, id: string) => sendJson(project, 'DELETE', `/passkeys/me/${id}`, undefined, user.accessToken);
const passkeysOff = (project: TestProject, user: SignedInUser) => sendJson(project, 'PATCH', '/users/me', { passkey_auth_enabled: false }, user.accessToken);
const links = async (project: TestProject, user: SignedInUser) => (await okJson<{ items: { id: string; allow_sign_in: boolean }[] }>(await rawFetch('/oauth-providers?user_id=me', { headers: project.clientHeaders(user.accessToken) }))).items;

describe('the last way to sign in', () => {
  it('an OAuth link that is the only way in can be neither unlinked nor switched off by the user; a server may; with a password the user may', async () => {
    const project = await newProject({ oauth_providers: GITHUB, credential_enabled: true });
    const user = await signedInUser(project);
    const id = await link(project, user.id);
    const refused = await expectKnownError(await unlink(project, user, id), 400, 'LAST_SIGN_IN_METHOD');
    expect(refused.error).toMatch(/only way left to sign in/);
    await expectKnownError(await signInOff(project, user, id), 400, 'LAST_SIGN_IN_METHOD');
    expect(await links(project, user)).toEqual([expect.objectContaining({ id, allow_sign_in: true })]);

    // A second link that may sign in makes either removable, but not both.
    const other = await rawFetch('/oauth-providers', {
      method: 'POST',
      headers: { ...project.serverHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: user.id, provider_config_id: 'github', account_id: 'second-account', allow_sign_in: true, allow_connected_accounts: false }),
    });
    const otherId = ((await other.json()) as { id: string }).id;
    expect(await okJson(await unlink(project, user, otherId))).toEqual({ success: true });
    await expectKnownError(await unlink(project, user, id), 400, 'LAST_SIGN_IN_METHOD');

    // A password the project allows signing in with counts.
    await okJson(await rawFetch(`/users/${user.id}`, { method: 'PATCH', headers: { ...project.serverHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ password_hash: await hashPassword('a long enough password') }) }));
    // (Setting a password signs the user out everywhere: sign in again.)
    const again = { ...user, accessToken: await freshToken(project, user.id) };
    expect(await okJson(await signInOff(project, again, id))).toMatchObject({ allow_sign_in: false });
    expect(await okJson(await unlink(project, again, id))).toEqual({ success: true });
  });

  it('a server may remove the only way in (it acts for the project)', async () => {
    const project = await newProject({ oauth_providers: GITHUB });
    const user = await signedInUser(project);
    const id = await link(project, user.id);
    expect((await rawFetch(`/oauth-providers/${user.id}/${id}`, { method: 'DELETE', headers: project.serverHeaders() })).status).toBe(200);
  });

  it('the last passkey can be neither removed nor switched off; another passkey, or a verified e-mail with OTP sign-in on, makes it removable', async () => {
    const project = await newProject({ passkey_enabled: true, magic_link_enabled: false });
    const user = await signedInUser(project);
    await okJson((await registerPasskey(project, user)).res);
    await okJson((await registerPasskey(project, user)).res);
    const [a, b] = await listPasskeys(project, user);
    expect(await okJson(await removePasskey(project, user, a.id))).toEqual({ success: true });
    await expectKnownError(await removePasskey(project, user, b.id), 400, 'LAST_SIGN_IN_METHOD');
    await expectKnownError(await passkeysOff(project, user), 400, 'LAST_SIGN_IN_METHOD');
    expect(await listPasskeys(project, user)).toHaveLength(1);

    // An unverified e-mail does not count even with OTP on; a verified one does.
    await okJson(await rawFetch('/internal/projects/current', { method: 'PATCH', headers: { ...project.adminHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ config: { magic_link_enabled: true } }) }));
    await expectKnownError(await removePasskey(project, user, b.id), 400, 'LAST_SIGN_IN_METHOD');
    await okJson(await rawFetch(`/users/${user.id}`, { method: 'PATCH', headers: { ...project.serverHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ primary_email_verified: true, primary_email_auth_enabled: true }) }));
    expect(await okJson(await removePasskey(project, user, b.id))).toEqual({ success: true });
  });

  it('a password counts only while the project allows password sign-in', async () => {
    const project = await newProject({ passkey_enabled: true, credential_enabled: false });
    const user = await signedInUser(project, { passwordHash: await hashPassword('a long enough password') });
    await okJson((await registerPasskey(project, user)).res);
    await expectKnownError(await passkeysOff(project, user), 400, 'LAST_SIGN_IN_METHOD');
    await okJson(await rawFetch('/internal/projects/current', { method: 'PATCH', headers: { ...project.adminHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ config: { credential_enabled: true } }) }));
    expect((await okJson(await passkeysOff(project, user))).passkey_auth_enabled).toBe(false);
  });

  it('two removals at once of the last two ways in: exactly one goes through', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await signedInUser(project);
    await okJson((await registerPasskey(project, user)).res);
    await okJson((await registerPasskey(project, user)).res);
    const [a, b] = await listPasskeys(project, user);
    const results = await Promise.all([removePasskey(project, user, a.id), removePasskey(project, user, b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await listPasskeys(project, user)).toHaveLength(1);
  });
});

/** A new session for the user (a password change revoked the old ones). */
async function freshToken(project: TestProject, userId: string): Promise<string> {
  const res = await rawFetch('/auth/sessions', { method: 'POST', headers: { ...project.serverHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ user_id: userId }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
