import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { client, newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { claimsOf, refreshWithHeader, refreshWithOAuth, signIn, signUp } from '../../../test/auth-helpers.ts';
import { TEST_PUBLIC_URL } from '../../../test/global-setup.ts';

/**
 * Admin restriction, country and risk scores of a user (wire-contract §7.1, §9.10, §2.2 step 5,
 * §6.1), over HTTP on real PostgreSQL: stored and shown per view, refused when malformed, and a
 * restriction that reaches the user's next access token and the users listing.
 */

const patchUser = (project: TestProject, userId: string, body: Record<string, unknown>) =>
  project.server().PATCH('/users/{user_id}', { params: { path: { user_id: userId } }, body: body as never });

const getUser = async (project: TestProject, userId: string) => (await project.server().GET('/users/{user_id}', { params: { path: { user_id: userId } } })).data!;

async function userCount(project: TestProject): Promise<number> {
  const { data } = await project.server().GET('/users', { params: { query: { include_anonymous: true } } });
  return data!.items.length;
}

describe('POST /users and PATCH /users/{user_id}: admin restriction, country, risk scores', () => {
  it('stores every field and shows them in the server view; the client view has only the restriction and its reason', async () => {
    const project = await newProject();
    const created = await project.server().POST('/users', {
      body: {
        primary_email: uniqueEmail(), restricted_by_admin: true, restricted_by_admin_reason: 'Payment dispute',
        restricted_by_admin_private_details: 'chargeback #4411', country_code: 'DE', risk_scores: { sign_up: { bot: 12, free_trial_abuse: 100 } },
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data).toMatchObject({
      restricted_by_admin: true, restricted_by_admin_reason: 'Payment dispute', restricted_by_admin_private_details: 'chargeback #4411',
      country_code: 'DE', risk_scores: { sign_up: { bot: 12, free_trial_abuse: 100 } },
      is_restricted: true, restricted_reason: { type: 'restricted_by_administrator' },
    });
    expect(await getUser(project, created.data!.id)).toEqual(created.data);

    // The user itself (client access, allowing restricted tokens) sees the reason, not the admins' notes.
    const tokens = (await project.server().POST('/auth/sessions', { body: { user_id: created.data!.id } })).data!;
    const own = await client({ ...project.clientHeaders(tokens.access_token), 'x-stack-allow-restricted-user': 'true' }).GET('/users/me');
    expect(own.response.status).toBe(200);
    expect(own.data).toMatchObject({ restricted_by_admin: true, restricted_by_admin_reason: 'Payment dispute', is_restricted: true, restricted_reason: { type: 'restricted_by_administrator' } });
    for (const serverOnly of ['restricted_by_admin_private_details', 'country_code', 'risk_scores']) expect(own.data).not.toHaveProperty(serverOnly);
  });

  it('defaults: not restricted, no country, risk scores 0', async () => {
    const project = await newProject();
    const { data } = await project.server().POST('/users', { body: {} });
    expect(data).toMatchObject({
      restricted_by_admin: false, restricted_by_admin_reason: null, restricted_by_admin_private_details: null, country_code: null,
      risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } }, is_restricted: false, restricted_reason: null,
    });
  });

  it('refuses a reason or private details without restricted_by_admin true, a malformed country and out-of-range scores; nothing is created', async () => {
    const project = await newProject();
    const before = await userCount(project);
    const cases: [Record<string, unknown>, string][] = [
      [{ restricted_by_admin_reason: 'spam' }, 'body.restricted_by_admin_reason can only be set on a restricted user: send restricted_by_admin: true with it'],
      [{ restricted_by_admin: false, restricted_by_admin_private_details: 'x' }, 'body.restricted_by_admin_private_details can only be set on a restricted user: send restricted_by_admin: true with it'],
      [{ country_code: 'de' }, 'body.country_code must be an ISO 3166-1 alpha-2 country code in upper case (e.g. DE)'],
      [{ country_code: 'DEU' }, 'body.country_code must be an ISO 3166-1 alpha-2 country code in upper case (e.g. DE)'],
      [{ risk_scores: { sign_up: { bot: 101, free_trial_abuse: 0 } } }, 'body.risk_scores.sign_up.bot must be less than or equal to 100'],
      [{ risk_scores: { sign_up: { bot: 0, free_trial_abuse: 1.5 } } }, 'body.risk_scores.sign_up.free_trial_abuse must be an integer'],
      [{ risk_scores: { sign_up: { bot: -1, free_trial_abuse: 0 } } }, 'body.risk_scores.sign_up.bot must be greater than or equal to 0'],
    ];
    for (const [body, line] of cases) {
      const res = await project.server().POST('/users', { body: body as never });
      const error = expectKnownError(res, 400, 'SCHEMA_ERROR');
      expect(error.error, JSON.stringify(body)).toContain(`  - ${line}`);
    }
    expect(await userCount(project)).toBe(before);
  });

  it('PATCH restricts with a reason, edits the reason alone while restricted, and lifting the restriction clears reason and private details', async () => {
    const project = await newProject();
    const { data: user } = await project.server().POST('/users', { body: { primary_email: uniqueEmail() } });
    const id = user!.id;

    // Not restricted: a reason alone is refused and changes nothing.
    const refused = await patchUser(project, id, { restricted_by_admin_reason: 'spam', display_name: 'Changed' });
    expect(expectKnownError(refused, 400, 'SCHEMA_ERROR').error).toContain('body.restricted_by_admin_reason can only be set on a restricted user');
    expect(await getUser(project, id)).toMatchObject({ restricted_by_admin: false, restricted_by_admin_reason: null, display_name: null });

    const restricted = await patchUser(project, id, { restricted_by_admin: true, restricted_by_admin_reason: 'spam', restricted_by_admin_private_details: 'reported 3x' });
    expect(restricted.data).toMatchObject({ restricted_by_admin: true, restricted_by_admin_reason: 'spam', restricted_by_admin_private_details: 'reported 3x', is_restricted: true });
    const edited = await patchUser(project, id, { restricted_by_admin_reason: 'spam (confirmed)' });
    expect(edited.data).toMatchObject({ restricted_by_admin: true, restricted_by_admin_reason: 'spam (confirmed)', restricted_by_admin_private_details: 'reported 3x' });

    // Lifting with a reason in the same body is a contradiction: refused, still restricted.
    expectKnownError(await patchUser(project, id, { restricted_by_admin: false, restricted_by_admin_reason: 'x' }), 400, 'SCHEMA_ERROR');
    expect((await getUser(project, id)).restricted_by_admin).toBe(true);

    const lifted = await patchUser(project, id, { restricted_by_admin: false });
    expect(lifted.data).toMatchObject({ restricted_by_admin: false, restricted_by_admin_reason: null, restricted_by_admin_private_details: null, is_restricted: false, restricted_reason: null });

    const scored = await patchUser(project, id, { country_code: 'JP', risk_scores: { sign_up: { bot: 55, free_trial_abuse: 7 } } });
    expect(scored.data).toMatchObject({ country_code: 'JP', risk_scores: { sign_up: { bot: 55, free_trial_abuse: 7 } } });
    expect((await patchUser(project, id, { country_code: null })).data).toMatchObject({ country_code: null, risk_scores: { sign_up: { bot: 55, free_trial_abuse: 7 } } });
  });

  it('a client cannot set them on itself: PATCH /users/me stays limited to its own fields', async () => {
    const project = await newProject();
    const me = await signedInUser(project);
    for (const body of [{ restricted_by_admin: false }, { restricted_by_admin_reason: null }, { country_code: 'DE' }, { risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } } }]) {
      const res = await project.client(me.accessToken).PATCH('/users/me', { body: body as never });
      expect(expectKnownError(res, 400, 'SCHEMA_ERROR').error).toContain(`body contains unknown properties: ${Object.keys(body)[0]}`);
    }
  });
});

describe('a restriction reaches the access token (wire-contract §6.1, §2.2)', () => {
  it("the next token after a restriction is a restricted one, refused without an allow header; lifting it gives a normal token again", async () => {
    const project = await newProject();
    const { email, user_id, refresh_token } = await signUp(project);
    await patchUser(project, user_id, { restricted_by_admin: true, restricted_by_admin_reason: 'Too many sign-ups' });

    const refreshed = await refreshWithHeader(project, refresh_token);
    const token = refreshed.data!.access_token;
    expect(claimsOf(token)).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/api/v1/projects-restricted-users/${project.id}`, aud: `${project.id}:restricted`,
      is_anonymous: false, is_restricted: true, restricted_reason: { type: 'restricted_by_administrator' },
    });
    // A sign-in mints the same kind, as does the OAuth-token refresh.
    expect(claimsOf((await signIn(project, email)).access_token)).toMatchObject({ aud: `${project.id}:restricted`, is_restricted: true });
    const oauth = (await (await refreshWithOAuth(project.id, refresh_token)).json()) as { access_token: string };
    expect(claimsOf(oauth.access_token)).toMatchObject({ aud: `${project.id}:restricted`, restricted_reason: { type: 'restricted_by_administrator' } });

    // A backend verifies it with the project's published keys, against the restricted issuer and audience.
    const jwks = await (await rawFetch(`/projects/${project.id}/.well-known/jwks.json?include_restricted=true`)).json();
    const verified = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: `${TEST_PUBLIC_URL}/api/v1/projects-restricted-users/${project.id}`, audience: `${project.id}:restricted` });
    expect(verified.payload.sub).toBe(user_id);

    const refusal = expectKnownError(await project.client(token).GET('/users/me'), 403, 'RESTRICTED_USER_NOT_ALLOWED');
    expect(refusal.details).toEqual({ restricted_reason: { type: 'restricted_by_administrator' } });
    for (const allow of ['x-stack-allow-restricted-user', 'x-stack-allow-anonymous-user']) {
      const me = await client({ ...project.clientHeaders(token), [allow]: 'true' }).GET('/users/me');
      expect(me.response.status, allow).toBe(200);
      expect(me.data).toMatchObject({ id: user_id, is_restricted: true, restricted_by_admin_reason: 'Too many sign-ups' });
    }
    // A restricted token is never a dashboard (admin) token.
    const asAdminToken = await rawFetch('/users', { headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': token } });
    expect(asAdminToken.headers.get('x-stack-known-error')).toBe('UNPARSABLE_ADMIN_ACCESS_TOKEN');

    await patchUser(project, user_id, { restricted_by_admin: false });
    const normal = (await refreshWithHeader(project, refresh_token)).data!.access_token;
    expect(claimsOf(normal)).toMatchObject({ iss: `${TEST_PUBLIC_URL}/api/v1/projects/${project.id}`, aud: project.id, is_restricted: false, restricted_reason: null });
    expect((await project.client(normal).GET('/users/me')).response.status).toBe(200);
  });

  it('anonymous stays the reason for a restricted anonymous user (contract order)', async () => {
    const project = await newProject();
    const anon = await signedInUser(project, { isAnonymous: true });
    await patchUser(project, anon.id, { restricted_by_admin: true });
    expect(await getUser(project, anon.id)).toMatchObject({ is_restricted: true, restricted_reason: { type: 'anonymous' }, restricted_by_admin: true });
    const token = (await refreshWithHeader(project, anon.refreshToken)).data!.access_token;
    expect(claimsOf(token)).toMatchObject({ aud: `${project.id}:anon`, restricted_reason: { type: 'anonymous' } });
  });
});

describe('GET /users and restricted users', () => {
  it('leaves restricted users out unless include_restricted (or include_anonymous) is true', async () => {
    const project = await newProject();
    const normal = await signedInUser(project);
    const restricted = await signedInUser(project, { restrictedByAdmin: true, restrictedByAdminReason: 'held' });
    const anonymous = await signedInUser(project, { isAnonymous: true });
    const ids = async (query: Record<string, unknown>) => (await project.server().GET('/users', { params: { query: query as never } })).data!.items.map((u) => u.id).sort();
    expect(await ids({})).toEqual([normal.id]);
    expect(await ids({ include_restricted: 'true' })).toEqual([normal.id, restricted.id].sort());
    expect(await ids({ include_anonymous: 'true' })).toEqual([normal.id, restricted.id, anonymous.id].sort());
    expect(await ids({ include_restricted: 'false' })).toEqual([normal.id]);
  });
});
