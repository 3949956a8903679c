import { describe, expect, it } from 'vitest';
import { client, newProject, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { claimsOf, refreshWithHeader, refreshWithOAuth, signIn } from '../../../test/auth-helpers.ts';
import { codeFromMail, waitForMail } from '../../../test/mailbox.ts';
import { TEST_PUBLIC_URL } from '../../../test/global-setup.ts';

/**
 * The project setting require_email_verification (wire-contract §9.20, onboarding.requireEmailVerification)
 * and the restriction it causes (§7.1: anonymous, then email_not_verified, then restricted_by_administrator),
 * over HTTP on real PostgreSQL with the real verification e-mail.
 */

const CALLBACK = 'http://localhost:3000/handler/email-verification';
const PASSWORD = 'correct horse battery staple';

async function requiringProject(): Promise<TestProject> {
  const project = await newProject();
  const patched = await project.admin().PATCH('/internal/projects/current', { body: { config: { require_email_verification: true } } });
  expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
  return project;
}

const listedIds = async (project: TestProject, query: Record<string, unknown> = {}) =>
  (await project.server().GET('/users', { params: { query: query as never } })).data!.items.map((u) => u.id).sort();

describe('project config require_email_verification', () => {
  it('defaults to false, is stored by PATCH and create, shown in the admin view, and must be a boolean', async () => {
    const project = await newProject();
    const fresh = await project.admin().GET('/internal/projects/current');
    expect(fresh.data!.config.require_email_verification).toBe(false);

    const on = await project.admin().PATCH('/internal/projects/current', { body: { config: { require_email_verification: true } } });
    expect(on.data!.config.require_email_verification).toBe(true);
    expect((await project.admin().GET('/internal/projects/current')).data!.config.require_email_verification).toBe(true);

    for (const bad of ['true', 1, null]) {
      const res = await project.admin().PATCH('/internal/projects/current', { body: { config: { require_email_verification: bad } } as never });
      expect(expectKnownError(res, 400, 'SCHEMA_ERROR').error).toContain('body.config.require_email_verification');
    }
    expect((await project.admin().GET('/internal/projects/current')).data!.config.require_email_verification).toBe(true);

    // Other config edits leave it as it is.
    await project.admin().PATCH('/internal/projects/current', { body: { config: { magic_link_enabled: true } } });
    expect((await project.admin().GET('/internal/projects/current')).data!.config.require_email_verification).toBe(true);
  });
});

describe('a project that requires e-mail verification', () => {
  it('restricts an unverified sign-up until the e-mail is verified; the next refresh gives a normal token', async () => {
    const project = await requiringProject();
    const email = uniqueEmail('unverified');
    const signUp = await project.client().POST('/auth/password/sign-up', { body: { email, password: PASSWORD, verification_callback_url: CALLBACK } });
    expect(signUp.response.status, JSON.stringify(signUp.error)).toBe(200);
    const { user_id, access_token, refresh_token } = signUp.data!;

    expect(claimsOf(access_token)).toMatchObject({
      sub: user_id, iss: `${TEST_PUBLIC_URL}/api/v1/projects-restricted-users/${project.id}`, aud: `${project.id}:restricted`,
      email, email_verified: false, is_anonymous: false, is_restricted: true, restricted_reason: { type: 'email_not_verified' },
    });
    // A sign-in and both refreshes mint the same kind.
    expect(claimsOf((await signIn(project, email)).access_token)).toMatchObject({ aud: `${project.id}:restricted`, restricted_reason: { type: 'email_not_verified' } });
    expect(claimsOf((await refreshWithHeader(project, refresh_token)).data!.access_token)).toMatchObject({ aud: `${project.id}:restricted`, is_restricted: true });

    const refusal = expectKnownError(await project.client(access_token).GET('/users/me'), 403, 'RESTRICTED_USER_NOT_ALLOWED');
    expect(refusal.details).toEqual({ restricted_reason: { type: 'email_not_verified' } });
    const allowed = await client({ ...project.clientHeaders(access_token), 'x-stack-allow-restricted-user': 'true' }).GET('/users/me');
    expect(allowed.data).toMatchObject({ id: user_id, primary_email_verified: false, is_restricted: true, restricted_reason: { type: 'email_not_verified' }, restricted_by_admin: false });
    expect((await project.server().GET('/users/{user_id}', { params: { path: { user_id } } })).data).toMatchObject({ is_restricted: true, restricted_reason: { type: 'email_not_verified' } });

    expect(await listedIds(project)).not.toContain(user_id);
    expect(await listedIds(project, { include_restricted: 'true' })).toContain(user_id);
    expect(await listedIds(project, { include_anonymous: 'true' })).toContain(user_id);

    // The real verification e-mail (sent because of verification_callback_url), through the existing route.
    const code = codeFromMail(await waitForMail(email, { subject: /^Verify your email at / }));
    expect((await project.client().POST('/contact-channels/verify', { body: { code } })).data).toEqual({ success: true });

    // The stored user is no longer restricted at once; the token changes at its next refresh.
    expect((await project.server().GET('/users/{user_id}', { params: { path: { user_id } } })).data).toMatchObject({ primary_email_verified: true, is_restricted: false, restricted_reason: null });
    expect(await listedIds(project)).toContain(user_id);
    const refreshed = (await refreshWithHeader(project, refresh_token)).data!.access_token;
    expect(claimsOf(refreshed)).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/api/v1/projects/${project.id}`, aud: project.id, email_verified: true, is_restricted: false, restricted_reason: null,
    });
    const oauth = (await (await refreshWithOAuth(project.id, refresh_token)).json()) as { access_token: string };
    expect(claimsOf(oauth.access_token)).toMatchObject({ aud: project.id, is_restricted: false });
    const me = await project.client(refreshed).GET('/users/me');
    expect(me.response.status).toBe(200);
    expect(me.data).toMatchObject({ is_restricted: false, restricted_reason: null });
  });

  it('takes precedence over an admin restriction, and anonymous stays anonymous', async () => {
    const project = await requiringProject();
    const both = await signedInUser(project, { restrictedByAdmin: true, restrictedByAdminReason: 'held' });
    expect(claimsOf(both.accessToken)).toMatchObject({ restricted_reason: { type: 'email_not_verified' } });
    expect((await project.server().GET('/users/{user_id}', { params: { path: { user_id: both.id } } })).data).toMatchObject({ restricted_reason: { type: 'email_not_verified' }, restricted_by_admin: true });

    const anon = await signedInUser(project, { isAnonymous: true });
    expect(claimsOf(anon.accessToken)).toMatchObject({ aud: `${project.id}:anon`, is_anonymous: true, restricted_reason: { type: 'anonymous' } });
    expect(claimsOf((await refreshWithHeader(project, anon.refreshToken)).data!.access_token)).toMatchObject({ aud: `${project.id}:anon`, restricted_reason: { type: 'anonymous' } });

    // A verified user is not restricted; one without any e-mail is (nothing is verified).
    const verified = await signedInUser(project, { primaryEmailVerified: true });
    expect(claimsOf(verified.accessToken)).toMatchObject({ aud: project.id, is_restricted: false });
    const noEmail = await signedInUser(project, { primaryEmail: null });
    expect(claimsOf(noEmail.accessToken)).toMatchObject({ aud: `${project.id}:restricted`, restricted_reason: { type: 'email_not_verified' } });
    expect(await listedIds(project)).toEqual([verified.id]);
  });

  it('turning the setting off lifts the restriction at the next refresh; a project without it is unaffected', async () => {
    const project = await requiringProject();
    const user = await signedInUser(project);
    expect(claimsOf(user.accessToken)).toMatchObject({ is_restricted: true });
    await project.admin().PATCH('/internal/projects/current', { body: { config: { require_email_verification: false } } });
    expect(claimsOf((await refreshWithHeader(project, user.refreshToken)).data!.access_token)).toMatchObject({ aud: project.id, is_restricted: false, restricted_reason: null });

    const plain = await newProject();
    const unverified = await signedInUser(plain);
    expect(claimsOf(unverified.accessToken)).toMatchObject({ aud: plain.id, email_verified: false, is_restricted: false, restricted_reason: null });
    expect((await plain.client(unverified.accessToken).GET('/users/me')).response.status).toBe(200);
    expect(await listedIds(plain)).toEqual([unverified.id]);
  });
});
