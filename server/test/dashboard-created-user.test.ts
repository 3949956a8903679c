import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail } from './harness.ts';
import { codeFromMail, waitForMail } from './mailbox.ts';

/*
 * Issue 22 item 5: the dashboard's "Create user" dialog promises that a user created without a
 * password "signs in with a code e-mailed to this address, or sets a password with 'Forgot
 * password?'". Both halves over HTTP, as the dashboard creates the user (admin POST /users,
 * address unverified, no password) and with sign-up OFF, so getting in is signing in to that
 * account, never a sign-up. The mail is read at the harness's SMTP receiver.
 */
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const RESET_CALLBACK = 'http://localhost:3000/handler/password-reset';

async function dashboardCreatedUser(config: Record<string, unknown>) {
  const project = await newProject({ sign_up_enabled: false, ...config });
  const email = uniqueEmail('dashboard-made');
  const created = await project.admin().POST('/users', { body: { primary_email: email, primary_email_auth_enabled: true, primary_email_verified: false } });
  expect(created.response.status).toBe(201);
  expect(created.data).toMatchObject({ has_password: false, primary_email_verified: false });
  return { project, email, userId: created.data!.id };
}

describe('a user created in the dashboard without a password (issue 22 item 5)', () => {
  it('signs in with the code mailed to the unverified address; the address is then verified', async () => {
    const { project, email, userId } = await dashboardCreatedUser({ magic_link_enabled: true });
    const sent = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: CALLBACK } });
    expect(sent.response.status).toBe(200);
    const code = codeFromMail(await waitForMail(email, { subject: /Your code is/ }));
    const signedIn = await project.client().POST('/auth/otp/sign-in', { body: { code } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data).toMatchObject({ user_id: userId, is_new_user: false });
    const user = await project.admin().GET('/users/{user_id}', { params: { path: { user_id: userId } } });
    expect(user.data!.primary_email_verified).toBe(true);
  });

  it('with e-mail codes off, sets a password through "Forgot password?" and signs in with it', async () => {
    const { project, email, userId } = await dashboardCreatedUser({ magic_link_enabled: false, credential_enabled: true });
    const sent = await project.client().POST('/auth/password/send-reset-code', { body: { email, callback_url: RESET_CALLBACK } });
    expect(sent.response.status).toBe(200);
    const code = codeFromMail(await waitForMail(email, { subject: /^Reset your password at / }));
    const reset = await project.client().POST('/auth/password/reset', { body: { code, password: 'a brand new password' } });
    expect(reset.response.status).toBe(200);
    const signedIn = await project.client().POST('/auth/password/sign-in', { body: { email, password: 'a brand new password' } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data!.user_id).toBe(userId);
  });
});
