import { describe, expect, it } from 'vitest';
import { newProject, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, mailsTo, waitForMail } from '../../../test/mailbox.ts';
import { sha256 } from '../../crypto/hashing.ts';

const CALLBACK = 'http://localhost:3000/handler/email-verification';


/** A signed-in user of the project, its e-mail and a typed client acting as it. */
async function userWithClient(project: TestProject) {
  const user = await signedInUser(project, { primaryEmail: uniqueEmail('cc') });
  return { user, email: user.email!, client: project.client(user.accessToken) };
}

describe('contact channels', () => {
  it('adds, lists, reads, changes and removes a channel of the signed-in user', async () => {
    const project = await newProject();
    const { user, client, email } = await userWithClient(project);
    const value = uniqueEmail('second');
    const created = await client.POST('/contact-channels', { body: { user_id: 'me', value, type: 'email', used_for_auth: false } });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ user_id: user.id, type: 'email', value, used_for_auth: false, is_verified: false, is_primary: false });
    const id = created.data!.id;

    const list = await client.GET('/contact-channels', { params: { query: { user_id: 'me' } } });
    expect(list.data!.is_paginated).toBe(false);
    expect(list.data!.items.map((ch) => ch.value)).toEqual([email, value]);
    const one = await client.GET('/contact-channels', { params: { query: { user_id: 'me', contact_channel_id: id } } });
    expect(one.data!.items.map((ch) => ch.id)).toEqual([id]);

    const read = await client.GET('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: 'me', contact_channel_id: id } } });
    expect(read.data!.id).toBe(id);

    const primary = await client.PATCH('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: 'me', contact_channel_id: id } }, body: { is_primary: true } });
    expect(primary.data!.is_primary).toBe(true);
    const after = await client.GET('/contact-channels', { params: { query: { user_id: 'me' } } });
    expect(after.data!.items.filter((ch) => ch.is_primary).map((ch) => ch.id)).toEqual([id]);

    const del = await client.DELETE('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: user.id, contact_channel_id: id } } });
    expect(del.data).toEqual({ success: true });
    expectKnownError(await client.GET('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: 'me', contact_channel_id: id } } }), 404, 'CONTACT_CHANNEL_NOT_FOUND');
    expectKnownError(await client.DELETE('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: 'me', contact_channel_id: id } } }), 404, 'CONTACT_CHANNEL_NOT_FOUND');
  });

  it('verifies an address through the e-mailed link, once', async () => {
    const project = await newProject();
    const { client, email } = await userWithClient(project);
    const [primary] = (await client.GET('/contact-channels', { params: { query: { user_id: 'me' } } })).data!.items;
    const sent = await client.POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', { params: { path: { user_id: 'me', contact_channel_id: primary.id } }, body: { callback_url: CALLBACK } });
    expect(sent.response.status).toBe(200);
    const mail = await waitForMail(email, { subject: /^Verify your email at / });
    const code = codeFromMail(mail);
    expect(mail.text).toContain(`${CALLBACK}?code=${code}`);
    const deps = await testDeps();
    const [row] = await deps.em.getConnection().execute(`select extract(epoch from expires_at - created_at)::int as seconds from verification_code where code_hash = ?`, [sha256(code)]);
    expect(row.seconds).toBe(24 * 3600);

    // Anyone holding the code may verify; no signed-in user needed.
    expect((await project.client().POST('/contact-channels/verify/check-code', { body: { code } })).data).toEqual({ is_code_valid: true });
    expect((await project.client().POST('/contact-channels/verify', { body: { code } })).data).toEqual({ success: true });
    const after = (await client.GET('/contact-channels', { params: { query: { user_id: 'me' } } })).data!.items[0];
    expect(after.is_verified).toBe(true);
    expectKnownError(await project.client().POST('/contact-channels/verify', { body: { code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnownError(
      await client.POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', { params: { path: { user_id: 'me', contact_channel_id: primary.id } }, body: { callback_url: CALLBACK } }),
      409,
      'EMAIL_ALREADY_VERIFIED',
    );
  });

  it('does not let a code sent to an old address verify the new one', async () => {
    const project = await newProject();
    const { client, email } = await userWithClient(project);
    const [primary] = (await client.GET('/contact-channels', { params: { query: { user_id: 'me' } } })).data!.items;
    await client.POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', { params: { path: { user_id: 'me', contact_channel_id: primary.id } }, body: { callback_url: CALLBACK } });
    const code = codeFromMail(await waitForMail(email));
    await client.PATCH('/contact-channels/{user_id}/{contact_channel_id}', { params: { path: { user_id: 'me', contact_channel_id: primary.id } }, body: { value: uniqueEmail('changed') } });
    expectKnownError(await project.client().POST('/contact-channels/verify', { body: { code } }), 404, 'CONTACT_CHANNEL_NOT_FOUND');
  });

  it('supports the legacy send-verification-code for the primary address only', async () => {
    const project = await newProject();
    const { client, email } = await userWithClient(project);
    expectKnownError(await client.POST('/contact-channels/send-verification-code', { body: { email: uniqueEmail('other'), callback_url: CALLBACK } }), 400, 'EMAIL_IS_NOT_PRIMARY_EMAIL');
    expect((await client.POST('/contact-channels/send-verification-code', { body: { email, callback_url: CALLBACK } })).response.status).toBe(200);
    const code = codeFromMail(await waitForMail(email));
    expect((await project.client().POST('/contact-channels/verify', { body: { code } })).response.status).toBe(200);
    expectKnownError(await client.POST('/contact-channels/send-verification-code', { body: { email, callback_url: CALLBACK } }), 409, 'EMAIL_ALREADY_VERIFIED');
    expectKnownError(await project.client().POST('/contact-channels/send-verification-code', { body: { email, callback_url: CALLBACK } }), 401, 'USER_AUTHENTICATION_REQUIRED');
  });

  it('refuses an untrusted callback URL', async () => {
    const project = await newProject({ allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    const { client, email } = await userWithClient(project);
    expectKnownError(await client.POST('/contact-channels/send-verification-code', { body: { email, callback_url: 'https://evil.example.net/verify' } }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
  });

  it('refuses a duplicate value on the same user and an auth address of someone else', async () => {
    const project = await newProject();
    const { client, email } = await userWithClient(project);
    expectKnownError(await client.POST('/contact-channels', { body: { user_id: 'me', value: email, type: 'email', used_for_auth: false } }), 400, 'CONTACT_CHANNEL_ALREADY_EXISTS');
    const other = await userWithClient(project);
    const taken = await other.client.POST('/contact-channels', { body: { user_id: 'me', value: email, type: 'email', used_for_auth: true } });
    expectKnownError(taken, 409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect((taken.error as { details: unknown }).details).toEqual({ type: 'email', contact_channel_value: email, would_work_if_email_was_verified: false });
    // The same address without sign-in use is fine on another user.
    expect((await other.client.POST('/contact-channels', { body: { user_id: 'me', value: email, type: 'email', used_for_auth: false } })).response.status).toBe(201);
  });

  it('keeps clients to their own channels and is_verified to servers', async () => {
    const project = await newProject();
    const a = await userWithClient(project);
    const b = await userWithClient(project);
    expectKnownError(await a.client.GET('/contact-channels', { params: { query: { user_id: b.user.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.client().GET('/contact-channels', { params: { query: { user_id: 'me' } } }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    const res = await a.client.POST('/contact-channels', { body: { user_id: 'me', value: uniqueEmail(), type: 'email', used_for_auth: false, is_verified: true } });
    expectKnownError(res, 400, 'SCHEMA_ERROR');
    expect((res.error as { error: string }).error).toContain('body contains unknown properties: is_verified');
    const server = await project.server().POST('/contact-channels', { body: { user_id: b.user.id, value: uniqueEmail(), type: 'email', used_for_auth: false, is_verified: true } });
    expect(server.response.status).toBe(201);
    expect(server.data!.is_verified).toBe(true);
    expectKnownError(
      await project.server().POST('/contact-channels', { body: { user_id: '00000000-0000-4000-8000-000000000000', value: uniqueEmail(), type: 'email', used_for_auth: false } }),
      404,
      'USER_NOT_FOUND',
    );
  });
  it('sends the verification e-mail after a password sign-up with verification_callback_url', async () => {
    const project = await newProject();
    const email = uniqueEmail('signup');
    const signUp = await project.client().POST('/auth/password/sign-up', { body: { email, password: 'sign-up-password', verification_callback_url: CALLBACK } });
    expect(signUp.response.status).toBe(200);
    const mail = await waitForMail(email, { subject: /^Verify your email at / });
    const code = codeFromMail(mail);
    expect((await project.client().POST('/contact-channels/verify', { body: { code } })).response.status).toBe(200);
    const client = project.client(signUp.data!.access_token);
    const [primary] = (await client.GET('/contact-channels', { params: { query: { user_id: 'me' } } })).data!.items;
    expect(primary).toMatchObject({ value: email, is_primary: true, is_verified: true, used_for_auth: true });

    // Without the URL, no e-mail.
    const quiet = uniqueEmail('signup-quiet');
    expect((await project.client().POST('/auth/password/sign-up', { body: { email: quiet, password: 'sign-up-password' } })).response.status).toBe(200);
    await new Promise((r) => setTimeout(r, 700));
    expect(await mailsTo(quiet)).toHaveLength(0);
  });
});
