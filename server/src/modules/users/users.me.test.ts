import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, uniqueEmail } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

const CLIENT_USER_KEYS = [
  'id', 'primary_email', 'primary_email_verified', 'display_name', 'client_metadata', 'client_read_only_metadata', 'profile_image_url',
  'signed_up_at_millis', 'has_password', 'auth_with_email', 'oauth_providers', 'selected_team_id', 'selected_team', 'requires_totp_mfa',
  'otp_auth_enabled', 'passkey_auth_enabled', 'is_anonymous', 'is_restricted', 'restricted_reason', 'restricted_by_admin', 'restricted_by_admin_reason',
].sort();

const PNG_DATA_URL = `data:image/png;base64,${Buffer.from('not really a png, but bytes').toString('base64')}`;

describe('GET /users/me', () => {
  it('gives a client exactly the client view: server metadata never reaches it', async () => {
    const project = await newProject();
    const me = await signedInUser(project, { displayName: 'Ada', serverMetadata: { secret: 'x' }, clientReadOnlyMetadata: { tier: 1 } });
    const { data, response } = await project.client(me.accessToken).GET('/users/me');
    expect(response.status).toBe(200);
    expect(Object.keys(data!).sort()).toEqual(CLIENT_USER_KEYS);
    expect(JSON.stringify(data)).not.toContain('secret');
    expect(data).toMatchObject({
      id: me.id, display_name: 'Ada', primary_email: me.email, primary_email_verified: false,
      client_read_only_metadata: { tier: 1 }, has_password: false, auth_with_email: false, oauth_providers: [],
      is_anonymous: false, is_restricted: false, restricted_reason: null, restricted_by_admin: false, selected_team: null,
    });
  });

  it('gives server access with a user token the server view', async () => {
    const project = await newProject();
    const me = await signedInUser(project, { serverMetadata: { secret: 'x' } });
    const { data, response } = await project.server(me.accessToken).GET('/users/me');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: me.id, server_metadata: { secret: 'x' }, primary_email_auth_enabled: true });
    expect(data && 'last_active_at_millis' in data && typeof data.last_active_at_millis).toBe('number');
  });

  it('shows the selected team (client shape for clients, server shape for servers)', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const me = await signedInUser(project, { displayName: 'Grace' });
    const client = await project.client(me.accessToken).GET('/users/me');
    expect(client.data?.selected_team).toEqual({
      id: client.data?.selected_team_id, display_name: "Grace's Team", profile_image_url: null, client_metadata: null, client_read_only_metadata: null,
    });
    const server = await project.server(me.accessToken).GET('/users/me');
    expect(server.data?.selected_team).toMatchObject({ display_name: "Grace's Team", server_metadata: null });
    expect(server.data?.selected_team && 'created_at_millis' in server.data.selected_team).toBe(true);
  });

  it('answers CANNOT_GET_OWN_USER_WITHOUT_USER without a signed-in user', async () => {
    const project = await newProject();
    const { error, response } = await project.client().GET('/users/me');
    expectKnownError({ response, error }, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('needs an access type at all', async () => {
    const res = await rawFetch('/users/me');
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('ACCESS_TYPE_REQUIRED');
  });
});

describe('PATCH /users/me', () => {
  it('lets a client change its own fields', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const { data, response } = await project.client(me.accessToken).PATCH('/users/me', {
      body: { display_name: 'Ada L.', client_metadata: { theme: 'dark' }, profile_image_url: PNG_DATA_URL, otp_auth_enabled: true, passkey_auth_enabled: true },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ display_name: 'Ada L.', client_metadata: { theme: 'dark' }, profile_image_url: PNG_DATA_URL, otp_auth_enabled: true, passkey_auth_enabled: true, auth_with_email: true });
    expect(Object.keys(data!).sort()).toEqual(CLIENT_USER_KEYS);
    const again = await project.client(me.accessToken).GET('/users/me');
    expect(again.data?.display_name).toBe('Ada L.');
  });

  it('stores an empty display name as null and refuses one over 256 characters', async () => {
    const project = await newProject();
    const me = await signedInUser(project, { displayName: 'Someone' });
    const { data } = await project.client(me.accessToken).PATCH('/users/me', { body: { display_name: '' } });
    expect(data?.display_name).toBeNull();
    const { error, response } = await project.client(me.accessToken).PATCH('/users/me', { body: { display_name: 'x'.repeat(257) } });
    expectKnownError({ response, error }, 400, 'SCHEMA_ERROR');
    expect((error as { error: string }).error).toContain('body.display_name must be at most 256 characters');
  });

  it.each(['server_metadata', 'client_read_only_metadata'])('refuses %s from a client as an unknown property', async (field) => {
    const project = await newProject();
    const me = await signedInUser(project);
    const { error, response } = await project.client(me.accessToken).PATCH('/users/me', { body: { [field]: { admin: true } } });
    expectKnownError({ response, error }, 400, 'SCHEMA_ERROR');
    expect((error as { error: string }).error).toBe(`Request validation failed on PATCH /api/v1/users/me:\n  - body contains unknown properties: ${field}`);
  });

  it('refuses every server-only field from a client, listing them all', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const { error, response } = await project.client(me.accessToken).PATCH('/users/me', { body: { password: 'abcdefgh12', primary_email_verified: true, display_name: 'ok' } });
    expectKnownError({ response, error }, 400, 'SCHEMA_ERROR');
    expect((error as { error: string }).error).toBe('Request validation failed on PATCH /api/v1/users/me:\n  - body contains unknown properties: primary_email_verified, password');
  });

  it('lets server access with a user token set server-only fields of that user', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const { data, response } = await project.server(me.accessToken).PATCH('/users/me', { body: { server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 } });
  });

  it('accepts only data-URL images under 100 KB from a client', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const url = await project.client(me.accessToken).PATCH('/users/me', { body: { profile_image_url: 'https://example.com/me.png' } });
    expectKnownError(url, 400, 'INVALID_PROFILE_IMAGE');
    expect(url.error?.details?.reason).toContain('data URL');
    const svg = await project.client(me.accessToken).PATCH('/users/me', { body: { profile_image_url: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` } });
    expectKnownError(svg, 400, 'INVALID_PROFILE_IMAGE');
    const big = `data:image/jpeg;base64,${Buffer.alloc(100 * 1024, 1).toString('base64')}`;
    const tooBig = await project.client(me.accessToken).PATCH('/users/me', { body: { profile_image_url: big } });
    expectKnownError(tooBig, 400, 'INVALID_PROFILE_IMAGE');
    expect(tooBig.error?.details?.reason).toContain('102400 bytes');
    const justUnder = `data:image/webp;base64,${Buffer.alloc(100 * 1024 - 1, 1).toString('base64')}`;
    const ok = await project.client(me.accessToken).PATCH('/users/me', { body: { profile_image_url: justUnder } });
    expect(ok.response.status).toBe(200);
  });

  it('changes the primary e-mail (normalised, unverified) and refuses one another user signs in with', async () => {
    const project = await newProject();
    const me = await signedInUser(project, { primaryEmailVerified: true });
    const other = await signedInUser(project);
    const fresh = uniqueEmail('New');
    const { data } = await project.client(me.accessToken).PATCH('/users/me', { body: { primary_email: fresh.toUpperCase() } });
    expect(data).toMatchObject({ primary_email: fresh.toLowerCase(), primary_email_verified: false });
    const { error, response } = await project.client(me.accessToken).PATCH('/users/me', { body: { primary_email: other.email!.toUpperCase() } });
    expectKnownError({ response, error }, 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect((error as { details: unknown }).details).toEqual({ email: other.email, would_work_if_email_was_verified: false });
    // Nothing was changed by the refused request.
    const after = await project.client(me.accessToken).GET('/users/me');
    expect(after.data?.primary_email).toBe(fresh.toLowerCase());
  });

  it('sets and clears a TOTP secret, refusing one that is not base64', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const secret = Buffer.from('12345678901234567890').toString('base64');
    const on = await project.client(me.accessToken).PATCH('/users/me', { body: { totp_secret_base64: secret } });
    expect(on.data?.requires_totp_mfa).toBe(true);
    const off = await project.client(me.accessToken).PATCH('/users/me', { body: { totp_secret_base64: null } });
    expect(off.data?.requires_totp_mfa).toBe(false);
    const { error, response } = await project.client(me.accessToken).PATCH('/users/me', { body: { totp_secret_base64: 'not base64!' } });
    expectKnownError({ response, error }, 400, 'SCHEMA_ERROR');
    expect((error as { error: string }).error).toContain('body.totp_secret_base64 is not valid base64');
  });

  it('selects only a team the user is a member of', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const me = await signedInUser(project, { displayName: 'Me' });
    const other = await signedInUser(project, { displayName: 'Other' });
    const mine = (await project.client(me.accessToken).GET('/users/me')).data!.selected_team_id!;
    const theirs = (await project.client(other.accessToken).GET('/users/me')).data!.selected_team_id!;
    const cleared = await project.client(me.accessToken).PATCH('/users/me', { body: { selected_team_id: null } });
    expect(cleared.data).toMatchObject({ selected_team_id: null, selected_team: null });
    const back = await project.client(me.accessToken).PATCH('/users/me', { body: { selected_team_id: mine } });
    expect(back.data?.selected_team).toMatchObject({ id: mine, display_name: "Me's Team" });
    const { error, response } = await project.client(me.accessToken).PATCH('/users/me', { body: { selected_team_id: theirs } });
    expectKnownError({ response, error }, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expect((error as { details: unknown }).details).toEqual({ team_id: theirs, user_id: me.id });
  });

  it('answers CANNOT_GET_OWN_USER_WITHOUT_USER without a signed-in user', async () => {
    const project = await newProject();
    const { error, response } = await project.client().PATCH('/users/me', { body: { display_name: 'x' } });
    expectKnownError({ response, error }, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('DELETE /users/me', () => {
  it('refuses a client when the project does not allow users to delete themselves', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const { error, response } = await project.client(me.accessToken).DELETE('/users/me');
    expectKnownError({ response, error }, 400, 'CLIENT_USER_DELETION_NOT_ENABLED');
    expect((await project.client(me.accessToken).GET('/users/me')).response.status).toBe(200);
  });

  it('deletes the user when allowed; its access token stops working at once', async () => {
    const project = await newProject({ client_user_deletion_enabled: true });
    const me = await signedInUser(project);
    const { data, response } = await project.client(me.accessToken).DELETE('/users/me');
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });
    const after = await project.client(me.accessToken).GET('/users/me');
    expectKnownError(after, 401, 'ACCESS_TOKEN_REVOKED');
    const server = await project.server().GET('/users/{user_id}', { params: { path: { user_id: me.id } } });
    expectKnownError(server, 404, 'USER_NOT_FOUND');
  });

  it('lets server access delete the token user even when clients may not', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const { response } = await project.server(me.accessToken).DELETE('/users/me');
    expect(response.status).toBe(200);
  });

  it('answers CANNOT_GET_OWN_USER_WITHOUT_USER without a signed-in user', async () => {
    const project = await newProject({ client_user_deletion_enabled: true });
    const { error, response } = await project.client().DELETE('/users/me');
    expectKnownError({ response, error }, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});
