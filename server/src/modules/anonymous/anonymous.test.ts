import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { PASSWORD, claimsOf, refreshWithHeader, signIn, signUp } from '../../../test/auth-helpers.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

const me = { params: { query: { user_id: 'me' } } };
const allowAnonymous = { 'x-stack-allow-anonymous-user': 'true' };

async function anonymousSignUp(project: TestProject) {
  const { data, response } = await project.client().POST('/auth/anonymous/sign-up');
  expect(response.status).toBe(200);
  return data!;
}

/** A password sign-up sent with an (anonymous) user's access token. */
function signUpAs(project: TestProject, accessToken: string, email: string) {
  return rawFetch('/auth/password/sign-up', {
    method: 'POST',
    headers: { ...project.clientHeaders(accessToken), ...allowAnonymous, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
}

describe('POST /auth/anonymous/sign-up', () => {
  it('is off unless the project enables anonymous accounts', async () => {
    const project = await newProject();
    expectKnownError(await project.client().POST('/auth/anonymous/sign-up'), 400, 'ANONYMOUS_ACCOUNTS_NOT_ENABLED');
  });

  it('creates an anonymous user whose tokens carry the anonymous issuer and audience', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const anon = await anonymousSignUp(project);
    expect(claimsOf(anon.access_token)).toMatchObject({
      sub: anon.user_id,
      aud: `${project.id}:anon`,
      iss: `http://localhost/api/v1/projects-anonymous-users/${project.id}`,
      is_anonymous: true,
      email: null,
    });
    // Accepted only with the opt-in header; refreshing keeps the anonymous token shape.
    expectKnownError(await project.client(anon.access_token).GET('/auth/sessions', me), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
    const listed = await project.client(anon.access_token).GET('/auth/sessions', { ...me, headers: allowAnonymous });
    expect(listed.data!.items.map((s) => s.user_id)).toEqual([anon.user_id]);
    const refreshed = await refreshWithHeader(project, anon.refresh_token);
    expect(claimsOf(refreshed.data!.access_token)).toMatchObject({ sub: anon.user_id, is_anonymous: true });
  });

  it('works even when sign-up is disabled, and ignores a body', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true, sign_up_enabled: false });
    const res = await rawFetch('/auth/anonymous/sign-up', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
  });
});

describe('upgrading an anonymous user with a password sign-up', () => {
  it('keeps the user id, drops the anonymous flag and renames the personal team', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true, create_team_on_sign_up: true });
    const anon = await anonymousSignUp(project);
    const before = await project.server().GET('/users/{user_id}', { params: { path: { user_id: anon.user_id } } });
    expect(before.data).toMatchObject({ is_anonymous: true, primary_email: null, selected_team: { display_name: 'Personal Team' } });

    const email = uniqueEmail();
    const res = await signUpAs(project, anon.access_token, email);
    expect(res.status).toBe(200);
    const upgraded = (await res.json()) as { user_id: string; access_token: string };
    expect(upgraded.user_id).toBe(anon.user_id);
    expect(claimsOf(upgraded.access_token)).toMatchObject({ sub: anon.user_id, aud: project.id, is_anonymous: false, email });

    const after = await project.server().GET('/users/{user_id}', { params: { path: { user_id: anon.user_id } } });
    expect(after.data).toMatchObject({
      is_anonymous: false,
      primary_email: email,
      primary_email_verified: false,
      has_password: true,
      selected_team: { id: before.data!.selected_team!.id, display_name: `${email}'s Team` },
    });
    expect((await signIn(project, email)).user_id).toBe(anon.user_id);
  });

  it('still obeys the sign-up switch and e-mail uniqueness', async () => {
    const closed = await newProject({ anonymous_accounts_enabled: true, sign_up_enabled: false });
    const anonOfClosed = await anonymousSignUp(closed);
    const refused = await signUpAs(closed, anonOfClosed.access_token, uniqueEmail());
    expect([refused.status, refused.headers.get('x-stack-known-error')]).toEqual([400, 'SIGN_UP_NOT_ENABLED']);

    const project = await newProject({ anonymous_accounts_enabled: true });
    const taken = await signUp(project);
    const anon = await anonymousSignUp(project);
    const conflict = await signUpAs(project, anon.access_token, taken.email);
    expect([conflict.status, conflict.headers.get('x-stack-known-error')]).toEqual([409, 'USER_EMAIL_ALREADY_EXISTS']);
    // Nothing of the failed upgrade stuck: the user is still anonymous and can still upgrade.
    const still = await project.server().GET('/users/{user_id}', { params: { path: { user_id: anon.user_id } } });
    expect(still.data).toMatchObject({ is_anonymous: true, primary_email: null, has_password: false });
    expect((await signUpAs(project, anon.access_token, uniqueEmail())).status).toBe(200);
  });
});
