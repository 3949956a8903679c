import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { newProject, rawFetch, testDeps, uniqueEmail } from '../../../test/harness.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import { createSessionForUser } from '../sessions/sessions.service.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

async function storedPasswordHash(userId: string): Promise<string | null> {
  const deps = await testDeps();
  const rows = await deps.em.getConnection().execute(`select password_hash from project_user where id = ?`, [userId]);
  return rows[0].password_hash;
}

describe('access to /users and /users/{user_id}', () => {
  it('is for server and admin only', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const list = await project.client(me.accessToken).GET('/users');
    expectKnownError(list, 401, 'INSUFFICIENT_ACCESS_TYPE');
    expect((list.error as { details: unknown }).details).toEqual({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
    const create = await project.client(me.accessToken).POST('/users', { body: {} });
    expectKnownError(create, 401, 'INSUFFICIENT_ACCESS_TYPE');
    // The access check comes before the UUID check of the path.
    const one = await rawFetch('/users/123', { headers: project.clientHeaders(me.accessToken) });
    expect(one.headers.get('x-stack-known-error')).toBe('INSUFFICIENT_ACCESS_TYPE');
    const admin = await project.admin().GET('/users/{user_id}', { params: { path: { user_id: me.id } } });
    expect(admin.response.status).toBe(200);
  });
});

describe('POST /users', () => {
  it('creates a user with every field, even when sign-ups are disabled', async () => {
    const project = await newProject({ sign_up_enabled: false });
    const email = uniqueEmail('Created');
    const { data, response } = await project.server().POST('/users', {
      body: {
        primary_email: email.toUpperCase(), primary_email_verified: true, primary_email_auth_enabled: true, display_name: 'Created',
        profile_image_url: 'https://cdn.example.com/a.png', client_metadata: { a: 1 }, client_read_only_metadata: ['b'], server_metadata: 'c',
        password: 'a good password', otp_auth_enabled: true, passkey_auth_enabled: true, totp_secret_base64: Buffer.from('twenty-secret-bytes!').toString('base64'),
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      primary_email: email.toLowerCase(), primary_email_verified: true, primary_email_auth_enabled: true, display_name: 'Created',
      profile_image_url: 'https://cdn.example.com/a.png', client_metadata: { a: 1 }, client_read_only_metadata: ['b'], server_metadata: 'c',
      has_password: true, otp_auth_enabled: true, passkey_auth_enabled: true, requires_totp_mfa: true, auth_with_email: true,
      is_anonymous: false, is_restricted: false, restricted_reason: null, restricted_by_admin: false, oauth_providers: [], selected_team: null,
    });
    const hash = await storedPasswordHash(data!.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash!, 'a good password')).toBe(true);
  });

  it('creates an empty user and an anonymous one', async () => {
    const project = await newProject();
    const empty = await project.server().POST('/users', { body: {} });
    expect(empty.data).toMatchObject({ primary_email: null, display_name: null, has_password: false, server_metadata: null });
    const anon = await project.server().POST('/users', { body: { is_anonymous: true } });
    expect(anon.data).toMatchObject({ is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });
  });

  it('imports a bcrypt hash that then verifies the original password', async () => {
    const project = await newProject();
    const imported = bcrypt.hashSync('imported password', 4);
    const { data, response } = await project.server().POST('/users', { body: { primary_email: uniqueEmail(), password_hash: imported } });
    expect(response.status).toBe(201);
    expect(data?.has_password).toBe(true);
    const hash = await storedPasswordHash(data!.id);
    expect(hash).toBe(imported);
    expect(await verifyPassword(hash!, 'imported password')).toBe(true);
    expect(await verifyPassword(hash!, 'another password')).toBe(false);
  });

  it('refuses a hash that is neither bcrypt nor argon2id', async () => {
    const project = await newProject();
    for (const password_hash of ['$1$abc$defghijklmnop', 'plaintext', '$2b$10$short']) {
      const { error, response } = await project.server().POST('/users', { body: { password_hash } });
      expectKnownError({ response, error }, 400, 'INVALID_PASSWORD_HASH');
    }
  });

  it('refuses password and password_hash together', async () => {
    const project = await newProject();
    const { error, response } = await project.server().POST('/users', { body: { password: 'a good password', password_hash: bcrypt.hashSync('x', 4) } });
    expectKnownError({ response, error }, 400, 'SCHEMA_ERROR');
    expect((error as { error: string }).error).toBe(
      'Request validation failed on POST /api/v1/users:\n  - body must not contain both password and password_hash: give a plain password to hash, or an existing hash to import',
    );
  });

  it('applies the password length rules', async () => {
    const project = await newProject();
    const short = await project.server().POST('/users', { body: { password: '1234567' } });
    expectKnownError(short, 400, 'PASSWORD_TOO_SHORT');
    expect((short.error as { details: unknown }).details).toEqual({ min_length: 8 });
    const long = await project.server().POST('/users', { body: { password: 'x'.repeat(71) } });
    expectKnownError(long, 400, 'PASSWORD_TOO_LONG');
    expect((long.error as { details: unknown }).details).toEqual({ maxLength: 70 });
    const max = await project.server().POST('/users', { body: { password: 'x'.repeat(70) } });
    expect(max.response.status).toBe(201);
  });

  it('refuses an e-mail another user signs in with, whatever its case', async () => {
    const project = await newProject();
    const email = uniqueEmail();
    await project.server().POST('/users', { body: { primary_email: email } });
    const { error, response } = await project.server().POST('/users', { body: { primary_email: email.toUpperCase() } });
    expectKnownError({ response, error }, 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect((error as { details: unknown }).details).toEqual({ email, would_work_if_email_was_verified: false });
    // Not for sign-in: the same address may be shared.
    const shared = await project.server().POST('/users', { body: { primary_email: email, primary_email_auth_enabled: false } });
    expect(shared.response.status).toBe(201);
    // Another project is another namespace.
    const other = await newProject();
    expect((await other.server().POST('/users', { body: { primary_email: email } })).response.status).toBe(201);
  });

  it('checks profile images and base64 fields', async () => {
    const project = await newProject();
    const bad = await project.server().POST('/users', { body: { profile_image_url: 'ftp://example.com/a.png' } });
    expectKnownError(bad, 400, 'INVALID_PROFILE_IMAGE');
    const dataUrl = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect((await project.server().POST('/users', { body: { profile_image_url: dataUrl } })).data?.profile_image_url).toBe(dataUrl);
    const totp = await project.server().POST('/users', { body: { totp_secret_base64: '***' } });
    expectKnownError(totp, 400, 'SCHEMA_ERROR');
    expect((totp.error as { error: string }).error).toContain('body.totp_secret_base64 is not valid base64');
  });

  it('bounds TOTP secrets to 16..64 bytes on POST /users, PATCH /users/{id} and PATCH /users/me, and changes nothing when refused', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    const b64 = (n: number) => Buffer.alloc(n, 9).toString('base64');
    const writes = [
      (secret: string) => project.server().POST('/users', { body: { totp_secret_base64: secret } }),
      (secret: string) => project.server().PATCH('/users/{user_id}', { params: { path: { user_id: me.id } }, body: { totp_secret_base64: secret } }),
      (secret: string) => project.client(me.accessToken).PATCH('/users/me', { body: { totp_secret_base64: secret } }),
    ];
    for (const write of writes) {
      // 1 byte, 15 bytes (under RFC 4226's 128 bits), 65 bytes, and the 700 KB of the report.
      for (const secret of [b64(1), b64(15), b64(65), b64(700_000)]) {
        const res = await write(secret);
        expectKnownError(res, 400, 'SCHEMA_ERROR');
        expect((res.error as { error: string }).error).toContain('body.totp_secret_base64 must be 16 to 64 bytes once decoded');
      }
    }
    expect((await project.client(me.accessToken).GET('/users/me')).data?.requires_totp_mfa).toBe(false);
    for (const n of [16, 20, 64]) {
      expect((await writes[2](b64(n))).data?.requires_totp_mfa).toBe(true);
      expect((await writes[1](b64(n))).data?.requires_totp_mfa).toBe(true);
      expect((await writes[0](b64(n))).response.status).toBe(201);
    }
  });

  it('refuses unknown fields and malformed e-mails', async () => {
    const project = await newProject();
    const { error, response } = await project.server().POST('/users', { body: { primary_email: '.a@b.com', nickname: 'x' } as never });
    expectKnownError({ response, error }, 400, 'SCHEMA_ERROR');
    expect((error as { error: string }).error).toContain('body contains unknown properties: nickname');
    expect((error as { error: string }).error).toContain('body.primary_email must be a valid e-mail address');
  });
});

describe('GET /users/{user_id}', () => {
  it('reads a user in the server view', async () => {
    const project = await newProject();
    const u = await signedInUser(project, { serverMetadata: { s: 1 } });
    const { data, response } = await project.server().GET('/users/{user_id}', { params: { path: { user_id: u.id } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: u.id, server_metadata: { s: 1 }, primary_email: u.email });
    expect(typeof data?.last_active_at_millis).toBe('number');
  });

  it('answers a user of another project exactly like a missing one', async () => {
    const a = await newProject();
    const b = await newProject();
    const theirs = await signedInUser(b);
    const foreign = await rawFetch(`/users/${theirs.id}`, { headers: a.serverHeaders() });
    const missing = await rawFetch('/users/00000000-0000-4000-8000-000000000000', { headers: a.serverHeaders() });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('x-stack-known-error')).toBe('USER_NOT_FOUND');
    expect(await foreign.text()).toBe(await missing.text());
  });

  it('refuses a malformed id', async () => {
    const project = await newProject();
    const res = await rawFetch('/users/not-a-uuid', { headers: project.serverHeaders() });
    const body = (await res.json()) as { error: string };
    expect(res.status).toBe(400);
    expect(body.error).toBe('Request validation failed on GET /api/v1/users/not-a-uuid:\n  - params.user_id must be a valid UUID or "me"');
  });

  it('resolves "me" to the token user, and needs one', async () => {
    const project = await newProject();
    const { error, response } = await project.server().GET('/users/{user_id}', { params: { path: { user_id: 'me' } } });
    expectKnownError({ response, error }, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    const u = await signedInUser(project);
    const mine = await project.server(u.accessToken).GET('/users/{user_id}', { params: { path: { user_id: 'me' } } });
    expect(mine.data?.id).toBe(u.id);
  });
});

describe('PATCH /users/{user_id}', () => {
  it('updates server fields', async () => {
    const project = await newProject();
    const u = await signedInUser(project);
    const { data } = await project.server().PATCH('/users/{user_id}', {
      params: { path: { user_id: u.id } },
      body: { server_metadata: { plan: 'pro' }, client_read_only_metadata: null, primary_email_verified: true, display_name: 'Renamed' },
    });
    expect(data).toMatchObject({ server_metadata: { plan: 'pro' }, client_read_only_metadata: null, primary_email_verified: true, display_name: 'Renamed' });
  });

  it('revokes every session of the user when the password is set', async () => {
    const project = await newProject();
    const u = await signedInUser(project);
    const second = await createSessionForUser(await testDeps(), project.id, u.id, { isImpersonation: false });
    expect((await project.client(second.accessToken).GET('/users/me')).response.status).toBe(200);

    const { data } = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.id } }, body: { password: 'brand new password' } });
    expect(data?.has_password).toBe(true);
    for (const token of [u.accessToken, second.accessToken]) {
      const { error, response } = await project.client(token).GET('/users/me');
      expectKnownError({ response, error }, 401, 'ACCESS_TOKEN_REVOKED');
    }
    expect(await verifyPassword((await storedPasswordHash(u.id))!, 'brand new password')).toBe(true);
  });

  it('revokes every session when a password hash is imported, and checks the hash', async () => {
    const project = await newProject();
    const u = await signedInUser(project);
    const bad = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.id } }, body: { password_hash: 'nope' } });
    expectKnownError(bad, 400, 'INVALID_PASSWORD_HASH');
    expect((await project.client(u.accessToken).GET('/users/me')).response.status).toBe(200);
    await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.id } }, body: { password_hash: bcrypt.hashSync('pw from elsewhere', 4) } });
    const { error, response } = await project.client(u.accessToken).GET('/users/me');
    expectKnownError({ response, error }, 401, 'ACCESS_TOKEN_REVOKED');
  });

  it('keeps sessions when other fields change', async () => {
    const project = await newProject();
    const u = await signedInUser(project);
    await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: u.id } }, body: { display_name: 'Still signed in' } });
    expect((await project.client(u.accessToken).GET('/users/me')).data?.display_name).toBe('Still signed in');
  });

  it('turns an anonymous user into a regular one, but never back', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const anon = (await project.server().POST('/users', { body: { is_anonymous: true } })).data!;
    expect(anon.selected_team?.display_name).toBe('Personal Team');
    const back = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: anon.id } }, body: { is_anonymous: true as never } });
    expectKnownError(back, 400, 'SCHEMA_ERROR');
    expect((back.error as { error: string }).error).toContain('body.is_anonymous must be one of the following values: false');
    const email = uniqueEmail();
    const { data } = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: anon.id } }, body: { is_anonymous: false, primary_email: email } });
    expect(data).toMatchObject({ is_anonymous: false, is_restricted: false, restricted_reason: null, primary_email: email });
    expect(data?.selected_team?.display_name).toBe(`${email}'s Team`);
  });

  it('moves the primary e-mail, adds one, and removes it', async () => {
    const project = await newProject();
    const bare = (await project.server().POST('/users', { body: {} })).data!;
    const path = { params: { path: { user_id: bare.id } } };
    const flagsOnly = await project.server().PATCH('/users/{user_id}', { ...path, body: { primary_email_verified: true } });
    expectKnownError(flagsOnly, 400, 'SCHEMA_ERROR');
    const first = uniqueEmail();
    const added = await project.server().PATCH('/users/{user_id}', { ...path, body: { primary_email: first, primary_email_verified: true } });
    expect(added.data).toMatchObject({ primary_email: first, primary_email_verified: true, primary_email_auth_enabled: true });
    const second = uniqueEmail();
    const moved = await project.server().PATCH('/users/{user_id}', { ...path, body: { primary_email: second } });
    expect(moved.data).toMatchObject({ primary_email: second, primary_email_verified: false, primary_email_auth_enabled: true });
    // The old address is free for someone else now.
    expect((await project.server().POST('/users', { body: { primary_email: first } })).response.status).toBe(201);
    const taken = await project.server().PATCH('/users/{user_id}', { ...path, body: { primary_email: first } });
    expectKnownError(taken, 409, 'USER_EMAIL_ALREADY_EXISTS');
    const removed = await project.server().PATCH('/users/{user_id}', { ...path, body: { primary_email: null } });
    expect(removed.data).toMatchObject({ primary_email: null, primary_email_verified: false, primary_email_auth_enabled: false });
  });

  it('selects only a team the user is a member of', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const a = (await project.server().POST('/users', { body: { display_name: 'A' } })).data!;
    const b = (await project.server().POST('/users', { body: { display_name: 'B' } })).data!;
    const { error, response } = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: a.id } }, body: { selected_team_id: b.selected_team_id } });
    expectKnownError({ response, error }, 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });

  it('checks profile images of server callers and password lengths', async () => {
    const project = await newProject();
    const u = (await project.server().POST('/users', { body: {} })).data!;
    const path = { params: { path: { user_id: u.id } } };
    const img = await project.server().PATCH('/users/{user_id}', { ...path, body: { profile_image_url: 'not a url' } });
    expectKnownError(img, 400, 'INVALID_PROFILE_IMAGE');
    const short = await project.server().PATCH('/users/{user_id}', { ...path, body: { password: 'short' } });
    expectKnownError(short, 400, 'PASSWORD_TOO_SHORT');
    const long = await project.server().PATCH('/users/{user_id}', { ...path, body: { password: 'y'.repeat(71) } });
    expectKnownError(long, 400, 'PASSWORD_TOO_LONG');
  });

  it('cannot touch a user of another project', async () => {
    const a = await newProject();
    const b = await newProject();
    const theirs = await signedInUser(b, { displayName: 'Untouched' });
    const { error, response } = await a.server().PATCH('/users/{user_id}', { params: { path: { user_id: theirs.id } }, body: { display_name: 'Hijacked' } });
    expectKnownError({ response, error }, 404, 'USER_NOT_FOUND');
    const still = await b.server().GET('/users/{user_id}', { params: { path: { user_id: theirs.id } } });
    expect(still.data?.display_name).toBe('Untouched');
  });
});

describe('DELETE /users/{user_id}', () => {
  it('deletes the user; its tokens stop working and it is gone', async () => {
    const project = await newProject();
    const u = await signedInUser(project);
    const { data } = await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: u.id } } });
    expect(data).toEqual({ success: true });
    const token = await project.client(u.accessToken).GET('/users/me');
    expectKnownError(token, 401, 'ACCESS_TOKEN_REVOKED');
    const again = await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: u.id } } });
    expectKnownError(again, 404, 'USER_NOT_FOUND');
    // Its e-mail is free again.
    expect((await project.server().POST('/users', { body: { primary_email: u.email! } })).response.status).toBe(201);
  });

  it('cannot delete a user of another project', async () => {
    const a = await newProject();
    const b = await newProject();
    const theirs = await signedInUser(b);
    const { error, response } = await a.server().DELETE('/users/{user_id}', { params: { path: { user_id: theirs.id } } });
    expectKnownError({ response, error }, 404, 'USER_NOT_FOUND');
    expect((await b.client(theirs.accessToken).GET('/users/me')).response.status).toBe(200);
  });
});
