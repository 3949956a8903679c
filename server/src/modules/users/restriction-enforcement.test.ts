import { describe, expect, it } from 'vitest';
import { client, newProject, rawFetch, TEST_INTERNAL_KEYS, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { dashboardProject, internalClientHeaders, internalUser, signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError, type ClientResult } from '../../../test/known-errors.ts';
import { codeFromMail, waitForMail } from '../../../test/mailbox.ts';
import { claimsOf } from '../../../test/auth-helpers.ts';

/**
 * A restriction is enforced, not advisory (issue 19 item 5): a restricted user, even sending
 * x-stack-allow-restricted-user, may only read and do what lifts or ends its restriction (router.ts
 * Access.restricted, walked route by route in test/route-access.test.ts); and it takes effect at
 * once, like a revoked session: the user's stored state decides on every request, not the claims
 * of a token minted before. Over HTTP against the real server and PostgreSQL.
 */

const ALLOW = { 'x-stack-allow-restricted-user': 'true' };
const CLI_CALLBACK = 'http://localhost:3000/handler/team-invitation';

const setRestricted = async (project: TestProject, userId: string, restricted: boolean) => {
  const body = restricted ? { restricted_by_admin: true, restricted_by_admin_reason: 'Chargeback' } : { restricted_by_admin: false };
  const res = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: userId } }, body });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
};

/** The user's client, with the restricted-user opt-in the SDKs send (x-stack-allow-anonymous-user implies it). */
const asUser = (project: TestProject, user: SignedInUser) => client({ ...project.clientHeaders(user.accessToken), ...ALLOW });

const BY_ADMIN = { restricted_reason: { type: 'restricted_by_administrator' } };

/** What the server sees of the user's teams, API keys, and the team's keys and invitations. */
async function footprint(project: TestProject, userId: string, teamId: string) {
  const server = project.server();
  const teams = await server.GET('/teams', { params: { query: { user_id: userId } } });
  const userKeys = await server.GET('/user-api-keys', { params: { query: { user_id: userId } } });
  const teamKeys = await server.GET('/team-api-keys', { params: { query: { team_id: teamId } } });
  const invitations = await server.GET('/team-invitations', { params: { query: { team_id: teamId } } });
  for (const r of [teams, userKeys, teamKeys, invitations]) expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return { teams: teams.data!.items.map((t) => t.id).sort(), userKeys: userKeys.data!.items.length, teamKeys: teamKeys.data!.items.length, invitations: invitations.data!.items.length };
}

describe('a user restricted by an admin, with the allow header and a token minted BEFORE the restriction', () => {
  it('is refused API keys, teams, team keys, invitations, joining a team by invitation and a CLI login; lifting the restriction restores each at once', async () => {
    const project = await newProject({ allow_user_api_keys: true, allow_team_api_keys: true, client_team_creation_enabled: true });
    const user = await signedInUser(project, { primaryEmailVerified: true });
    const owner = await signedInUser(project);
    // Before the restriction: the user created a team (team_admin there); another team invites the user's verified address.
    const mine = await asUser(project, user).POST('/teams', { body: { display_name: 'Mine', creator_user_id: 'me' } });
    expect(mine.response.status, JSON.stringify(mine.error)).toBe(201);
    const teamId = mine.data!.id;
    const other = (await project.server().POST('/teams', { body: { display_name: 'Other', creator_user_id: owner.id } })).data!.id;
    const invitation = await project.server().POST('/team-invitations/send-code', { body: { team_id: other, email: user.email!, callback_url: CLI_CALLBACK } });
    expect(invitation.response.status).toBe(200);
    const cli = (await (await rawFetch('/auth/cli', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: '{}' })).json()) as { login_code: string; polling_code: string };

    await setRestricted(project, user.id, true);
    // The token is a normal one: minted before the restriction.
    expect(claimsOf(user.accessToken)).toMatchObject({ is_restricted: false });
    const before = await footprint(project, user.id, teamId);
    const c = asUser(project, user);

    const attempts: [string, Promise<ClientResult>, string][] = [
      ['user API key', c.POST('/user-api-keys', { body: { user_id: 'me', description: 'x', expires_at_millis: null } }), 'RESTRICTED_USER_NOT_ALLOWED'],
      ['team', c.POST('/teams', { body: { display_name: 'Another', creator_user_id: 'me' } }), 'RESTRICTED_USER_NOT_ALLOWED'],
      ['team API key', c.POST('/team-api-keys', { body: { team_id: teamId, description: 'x', expires_at_millis: null } }), 'RESTRICTED_USER_NOT_ALLOWED'],
      ['invitation', c.POST('/team-invitations/send-code', { body: { team_id: teamId, email: uniqueEmail('invitee'), callback_url: CLI_CALLBACK } }), 'RESTRICTED_USER_NOT_ALLOWED'],
      ['team update', c.PATCH('/teams/{team_id}', { params: { path: { team_id: teamId } }, body: { display_name: 'Renamed' } }), 'RESTRICTED_USER_NOT_ALLOWED'],
      ['joining by invitation id', c.POST('/team-invitations/{id}/accept', { params: { path: { id: invitation.data!.id }, query: { user_id: 'me' } } }), 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED'],
    ];
    for (const [what, pending, code] of attempts) {
      const body = expectKnownError(await pending, 403, code);
      expect(body.details, what).toEqual(BY_ADMIN);
    }
    // The CLI confirm carries the user's credential in the body: refused with or without the header token.
    for (const token of [user.accessToken, undefined]) {
      const done = await rawFetch('/auth/cli/complete', {
        method: 'POST',
        headers: { ...project.clientHeaders(token), ...ALLOW, 'content-type': 'application/json' },
        body: JSON.stringify({ login_code: cli.login_code, refresh_token: user.refreshToken }),
      });
      expect((await expectKnownError(done, 403, 'RESTRICTED_USER_NOT_ALLOWED')).details).toEqual(BY_ADMIN);
    }
    const poll = async () => (await (await rawFetch('/auth/cli/poll', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ polling_code: cli.polling_code }) })).json()) as { status: string };
    expect(await poll()).toEqual({ status: 'waiting' });
    expect(await footprint(project, user.id, teamId)).toEqual(before);
    expect((await project.server().GET('/teams/{team_id}', { params: { path: { team_id: teamId } } })).data!.display_name).toBe('Mine');

    // Lifted: the same old token works again at once, for every one of them.
    await setRestricted(project, user.id, false);
    expect((await c.POST('/user-api-keys', { body: { user_id: 'me', description: 'x', expires_at_millis: null } })).response.status).toBe(200);
    expect((await c.POST('/teams', { body: { display_name: 'Another', creator_user_id: 'me' } })).response.status).toBe(201);
    expect((await c.POST('/team-api-keys', { body: { team_id: teamId, description: 'x', expires_at_millis: null } })).response.status).toBe(200);
    expect((await c.POST('/team-invitations/{id}/accept', { params: { path: { id: invitation.data!.id }, query: { user_id: 'me' } } })).response.status).toBe(200);
    const done = await rawFetch('/auth/cli/complete', { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ login_code: cli.login_code, refresh_token: user.refreshToken }) });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await footprint(project, user.id, teamId)).teams).toContain(other);
  });

  it('without the allow header its old token is refused right after the PATCH, and works again right after lifting', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const me = () => project.client(user.accessToken).GET('/users/me');
    expect((await me()).response.status).toBe(200);
    await setRestricted(project, user.id, true);
    expect(expectKnownError(await me(), 403, 'RESTRICTED_USER_NOT_ALLOWED').details).toEqual(BY_ADMIN);
    await setRestricted(project, user.id, false);
    expect((await me()).response.status).toBe(200);
  });

  it('may still read its user, edit its own profile, list and end its sessions, and sign out', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const second = await project.server().POST('/auth/sessions', { body: { user_id: user.id } });
    await setRestricted(project, user.id, true);
    const c = asUser(project, user);
    expect((await c.GET('/users/me')).data).toMatchObject({ id: user.id, is_restricted: true, restricted_reason: { type: 'restricted_by_administrator' }, restricted_by_admin_reason: 'Chargeback' });
    expect((await c.PATCH('/users/me', { body: { display_name: 'Still me' } })).data).toMatchObject({ display_name: 'Still me' });
    const sessions = await c.GET('/auth/sessions', { params: { query: { user_id: 'me' } } });
    expect(sessions.data!.items).toHaveLength(2);
    const secondId = claimsOf(second.data!.access_token).refresh_token_id as string;
    expect((await c.DELETE('/auth/sessions/{id}', { params: { path: { id: secondId }, query: { user_id: 'me' } } })).response.status).toBe(200);
    const out = await rawFetch('/auth/sessions/current', { method: 'DELETE', headers: { ...project.clientHeaders(user.accessToken), ...ALLOW, 'x-stack-refresh-token': user.refreshToken } });
    expect(out.status).toBe(200);
    expectKnownError(await c.GET('/users/me'), 401, 'ACCESS_TOKEN_REVOKED');
  });
});

describe('a user restricted because the project requires a verified e-mail', () => {
  it('is refused writes until it verifies; verifying (open to it) lifts the restriction for its current token at once', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    expect((await project.admin().PATCH('/internal/projects/current', { body: { config: { require_email_verification: true } } })).response.status).toBe(200);
    const user = await signedInUser(project);
    const c = asUser(project, user);
    expect(claimsOf(user.accessToken)).toMatchObject({ restricted_reason: { type: 'email_not_verified' } });
    expect(expectKnownError(await c.POST('/teams', { body: { display_name: 'T', creator_user_id: 'me' } }), 403, 'RESTRICTED_USER_NOT_ALLOWED').details).toEqual({ restricted_reason: { type: 'email_not_verified' } });

    const channel = (await c.GET('/contact-channels', { params: { query: { user_id: 'me' } } })).data!.items[0]!;
    const sent = await c.POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', {
      params: { path: { user_id: 'me', contact_channel_id: channel.id } },
      body: { callback_url: 'http://localhost:3000/handler/email-verification' },
    });
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(200);
    const code = codeFromMail(await waitForMail(user.email!, { subject: /^Verify your email at / }));
    expect((await c.POST('/contact-channels/verify', { body: { code } })).response.status).toBe(200);
    // The token still says email_not_verified; the stored user decides.
    expect((await c.POST('/teams', { body: { display_name: 'T', creator_user_id: 'me' } })).response.status).toBe(201);
  });
});

describe('anonymous users (restricted, reason anonymous)', () => {
  it('keep their own profile and the upgrade by sign-up, and are refused teams, keys and invitations', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true, allow_user_api_keys: true, client_team_creation_enabled: true });
    const anon = (await project.client().POST('/auth/anonymous/sign-up')).data!;
    const c = client({ ...project.clientHeaders(anon.access_token), 'x-stack-allow-anonymous-user': 'true' });
    expect((await c.PATCH('/users/me', { body: { client_metadata: { cart: [1, 2] } } })).data).toMatchObject({ client_metadata: { cart: [1, 2] } });
    const anonymous = { restricted_reason: { type: 'anonymous' } };
    expect(expectKnownError(await c.POST('/teams', { body: { display_name: 'T', creator_user_id: 'me' } }), 403, 'RESTRICTED_USER_NOT_ALLOWED').details).toEqual(anonymous);
    expect(expectKnownError(await c.POST('/user-api-keys', { body: { user_id: 'me', description: 'x', expires_at_millis: null } }), 403, 'RESTRICTED_USER_NOT_ALLOWED').details).toEqual(anonymous);
    const up = await c.POST('/auth/password/sign-up', { body: { email: uniqueEmail('upgrade'), password: 'correct horse battery staple' } });
    expect(up.response.status, JSON.stringify(up.error)).toBe(200);
    expect(up.data!.user_id).toBe(anon.user_id);
    // The anonymous token from before is now a normal user's: the stored user decides.
    expect((await c.POST('/teams', { body: { display_name: 'T', creator_user_id: 'me' } })).response.status).toBe(201);
  });
});

describe('dashboard users', () => {
  it("an internal user restricted after its token was minted loses admin access (UNPARSABLE_ADMIN_ACCESS_TOKEN) and project creation at once", async () => {
    const owner = await internalUser();
    const dash = await dashboardProject(owner);
    expect((await dash.admin.GET('/internal/projects/current')).response.status).toBe(200);
    const internal = client({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': TEST_INTERNAL_KEYS.server });
    expect((await internal.PATCH('/users/{user_id}', { params: { path: { user_id: owner.id } }, body: { restricted_by_admin: true } })).response.status).toBe(200);
    expectKnownError(await dash.admin.GET('/internal/projects/current'), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
    const created = await rawFetch('/internal/projects', {
      method: 'POST',
      headers: { ...internalClientHeaders(owner), ...ALLOW, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'Held', owner_team_id: owner.selectedTeamId }),
    });
    await expectKnownError(created, 403, 'RESTRICTED_USER_NOT_ALLOWED');
  });
});
