import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, uniqueEmail, type TestProject } from './harness.ts';
import { PASSWORD, signUp } from './auth-helpers.ts';
import { expectKnownError } from './known-errors.ts';
import { addTeamMember, newTeam, signedInUser, defineTeamPermission } from './factories.ts';
import { rawSql } from '../src/db/sql.ts';
import { waitForMail } from './mailbox.ts';
import { startOAuthWorld, type OAuthWorld } from './oauth/oauth-world.ts';
import { exchangeCode, signInWith, standardProviders, uniqueAccount } from './oauth/flows.ts';

/**
 * Issue 20 §2: every write path emits its domain event in the transaction of the change, with
 * the server read shape as `data`: exactly once after the change committed, never after a
 * refused or rolled-back one. Changes go through HTTP; the events are read from the outbox
 * table (the change's transaction committed before the response was sent).
 */

interface StoredEvent {
  type: string;
  subject: string;
  data: Record<string, unknown>;
}

async function eventsOf(project: TestProject, type?: string): Promise<StoredEvent[]> {
  const deps = await testDeps();
  const rows = await rawSql<StoredEvent>(
    deps.em,
    `select type, subject, data from domain_event where project_id = ? ${type ? 'and type = ?' : ''} order by created_at`,
    type ? [project.id, type] : [project.id],
  );
  return rows;
}

const types = (events: StoredEvent[]) => events.map((e) => e.type);

/** GET /users/{id} with the server key: the read shape events carry. */
async function serverUser(project: TestProject, userId: string) {
  const { data, response } = await project.server().GET('/users/{user_id}', { params: { path: { user_id: userId } } });
  expect(response.status).toBe(200);
  return data!;
}

async function serverTeam(project: TestProject, teamId: string) {
  const { data, response } = await project.server().GET('/teams/{team_id}', { params: { path: { team_id: teamId } } });
  expect(response.status).toBe(200);
  return data!;
}

describe('user events', () => {
  it('password sign-up with a personal team: one user.created carrying the final state, then the team, its membership and grants', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const up = await signUp(project);
    const events = await eventsOf(project);
    expect(types(events.filter((e) => e.type.startsWith('user.')))).toEqual(['user.created']);
    const [created] = events.filter((e) => e.type === 'user.created');
    expect(created.subject).toBe(up.user_id);
    // The payload is what the server-key GET answers (last_active_at moves with every sign-in).
    const now = await serverUser(project, up.user_id);
    expect({ ...created.data, last_active_at_millis: 0 }).toEqual({ ...now, last_active_at_millis: 0 });
    expect(created.data.selected_team_id).not.toBeNull();
    const teamId = created.data.selected_team_id as string;
    expect(events.filter((e) => e.type === 'team.created')).toEqual([{ type: 'team.created', subject: teamId, data: await serverTeam(project, teamId) }]);
    expect(events.filter((e) => e.type === 'team_membership.created')).toEqual([{ type: 'team_membership.created', subject: up.user_id, data: { team_id: teamId, user_id: up.user_id } }]);
    expect(events.filter((e) => e.type === 'team_permission.created').length).toBeGreaterThan(0);
  });

  it('a sign-up refused (e-mail taken) or rolled back leaves no event', async () => {
    const project = await newProject();
    const up = await signUp(project);
    const before = await eventsOf(project);
    // Refused before any write.
    expectKnownError(await project.client().POST('/auth/password/sign-up', { body: { email: up.email, password: PASSWORD } }), 409, 'USER_EMAIL_ALREADY_EXISTS');
    // POST /users with the same address: the user row (and its user.created) is written, then the
    // unique index refuses the address and the transaction rolls back, taking the event along.
    expectKnownError(await project.server().POST('/users', { body: { primary_email: up.email, primary_email_auth_enabled: true } }), 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(await eventsOf(project)).toEqual(before);
  });

  it('a sign-up asking for verification writes its internal hand-off event in the same transaction, once; a refused one none', async () => {
    const project = await newProject({ allow_localhost: true });
    const email = uniqueEmail();
    const body = { email, password: PASSWORD, verification_callback_url: 'http://localhost:3000/handler/email-verification' };
    const ok = await project.client().POST('/auth/password/sign-up', { body });
    expect(ok.response.status).toBe(200);
    // The language of the mail travels in the event (no Accept-Language here: the project default).
    const requested = await eventsOf(project, 'contact_channel.sign_up_verification_requested');
    expect(requested).toEqual([{ type: 'contact_channel.sign_up_verification_requested', subject: ok.data!.user_id, data: { callback_url: body.verification_callback_url, locale: 'en' } }]);
    // The mail itself follows from the subscriber.
    await waitForMail(email);
    expectKnownError(await project.client().POST('/auth/password/sign-up', { body }), 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(await eventsOf(project, 'contact_channel.sign_up_verification_requested')).toHaveLength(1);
  });

  it('POST /users and anonymous sign-up: one user.created each', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const made = await project.server().POST('/users', { body: { primary_email: uniqueEmail(), display_name: 'Ada', server_metadata: { plan: 'pro' } } });
    expect(made.response.status).toBe(201);
    const anon = await project.client().POST('/auth/anonymous/sign-up');
    expect(anon.response.status).toBe(200);
    const created = await eventsOf(project, 'user.created');
    expect(created.map((e) => e.subject).sort()).toEqual([made.data!.id, anon.data!.user_id].sort());
    expect(created.find((e) => e.subject === made.data!.id)!.data).toEqual(await serverUser(project, made.data!.id));
    expect(await eventsOf(project, 'user.updated')).toEqual([]);
  });

  it('PATCH /users/me and PATCH /users/{id}: one user.updated each with the new state; a refused PATCH none', async () => {
    const project = await newProject();
    const up = await signUp(project);
    const client = await project.client(up.access_token).PATCH('/users/me', { body: { display_name: 'Grace', client_metadata: { theme: 'dark' } } });
    expect(client.response.status).toBe(200);
    let updated = await eventsOf(project, 'user.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ subject: up.user_id, data: { display_name: 'Grace', client_metadata: { theme: 'dark' } } });

    const server = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: up.user_id } }, body: { server_metadata: { tier: 2 }, primary_email_verified: true } });
    expect(server.response.status).toBe(200);
    updated = await eventsOf(project, 'user.updated');
    expect(updated).toHaveLength(2);
    expect({ ...updated[1].data, last_active_at_millis: 0 }).toEqual({ ...(await serverUser(project, up.user_id)), last_active_at_millis: 0 });

    // Refused: another user's sign-in address.
    const other = await signUp(project);
    const before = await eventsOf(project);
    expectKnownError(await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: up.user_id } }, body: { primary_email: other.email } }), 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(await eventsOf(project)).toEqual(before);
  });

  it('anonymous upgrade by password sign-up: one user.updated (same id), no user.created', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const anon = (await project.client().POST('/auth/anonymous/sign-up')).data!;
    const upgraded = await rawFetch('/auth/password/sign-up', {
      method: 'POST',
      headers: { ...project.clientHeaders(anon.access_token), 'x-stack-allow-anonymous-user': 'true', 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    });
    expect(upgraded.status).toBe(200);
    expect(types(await eventsOf(project))).toEqual(['user.created', 'user.updated']);
    const [updated] = await eventsOf(project, 'user.updated');
    expect(updated).toMatchObject({ subject: anon.user_id, data: { is_anonymous: false, has_password: true } });
  });

  it('DELETE /users/{id}: the grants and memberships it takes along, then user.deleted with the last state; an unknown user none', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const up = await signUp(project);
    const last = await serverUser(project, up.user_id);
    const teamId = last.selected_team_id!;
    const start = (await eventsOf(project)).length;
    const res = await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: up.user_id } } });
    expect(res.response.status).toBe(200);
    const after = (await eventsOf(project)).slice(start);
    expect(types(after).filter((t) => t !== 'team_permission.deleted')).toEqual(['team_membership.deleted', 'user.deleted']);
    expect(after.find((e) => e.type === 'team_membership.deleted')!.data).toEqual({ team_id: teamId, user_id: up.user_id });
    expect({ ...after.at(-1)!.data, last_active_at_millis: 0 }).toEqual({ ...last, last_active_at_millis: 0 });

    expectKnownError(await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: up.user_id } } }), 404, 'USER_NOT_FOUND');
    expect((await eventsOf(project)).length).toBe(start + after.length);
  });
});

describe('team events', () => {
  it('POST, PATCH, DELETE /teams: team.created, team.updated, then the members and team.deleted; refusals none', async () => {
    const project = await newProject();
    const ada = await signedInUser(project);
    const start = (await eventsOf(project)).length;
    const teamId = await newTeam(project, ada, [], 'Research');
    const created = (await eventsOf(project)).slice(start);
    expect(types(created).filter((t) => t !== 'team_permission.created')).toEqual(['team.created', 'team_membership.created']);
    expect(created[0]).toEqual({ type: 'team.created', subject: teamId, data: await serverTeam(project, teamId) });

    const patched = await project.server().PATCH('/teams/{team_id}', { params: { path: { team_id: teamId } }, body: { display_name: 'Research & Development' } });
    expect(patched.response.status).toBe(200);
    const updated = await eventsOf(project, 'team.updated');
    expect(updated).toEqual([{ type: 'team.updated', subject: teamId, data: await serverTeam(project, teamId) }]);

    // Refused: an unknown team changes nothing and emits nothing.
    const before = (await eventsOf(project)).length;
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectKnownError(await project.server().PATCH('/teams/{team_id}', { params: { path: { team_id: unknown } }, body: { display_name: 'x' } }), 404, 'TEAM_NOT_FOUND');
    expect((await eventsOf(project)).length).toBe(before);

    const last = await serverTeam(project, teamId);
    const deleted = await project.server().DELETE('/teams/{team_id}', { params: { path: { team_id: teamId } } });
    expect(deleted.response.status).toBe(200);
    const tail = (await eventsOf(project)).slice(before);
    expect(types(tail).filter((t) => t !== 'team_permission.deleted')).toEqual(['team_membership.deleted', 'team.deleted']);
    expect(tail.at(-1)).toEqual({ type: 'team.deleted', subject: teamId, data: last });
  });

  it('team memberships: created and deleted once each; adding an existing member or removing a non-member emits nothing', async () => {
    const project = await newProject();
    const [ada, bob] = [await signedInUser(project), await signedInUser(project)];
    const teamId = await newTeam(project, ada);
    const start = (await eventsOf(project)).length;
    await addTeamMember(project, teamId, bob);
    expect(await eventsOf(project, 'team_membership.created')).toContainEqual({ type: 'team_membership.created', subject: bob.id, data: { team_id: teamId, user_id: bob.id } });
    const grants = (await eventsOf(project)).slice(start).filter((e) => e.type === 'team_permission.created');
    expect(grants.map((g) => g.data)).toEqual([{ id: 'team_member', team_id: teamId, user_id: bob.id }]);

    const afterAdd = (await eventsOf(project)).length;
    const again = await project.server().POST('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: teamId, user_id: bob.id } } });
    expect(again.response.status).toBeGreaterThanOrEqual(400);
    expect((await eventsOf(project)).length).toBe(afterAdd);

    const removed = await project.server().DELETE('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: teamId, user_id: bob.id } } });
    expect(removed.response.status).toBe(200);
    const tail = (await eventsOf(project)).slice(afterAdd);
    expect(tail.map((e) => [e.type, e.data])).toEqual([
      ['team_permission.deleted', { id: 'team_member', team_id: teamId, user_id: bob.id }],
      ['team_membership.deleted', { team_id: teamId, user_id: bob.id }],
    ]);
    const gone = await project.server().DELETE('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: teamId, user_id: bob.id } } });
    expect(gone.response.status).toBeGreaterThanOrEqual(400);
    expect((await eventsOf(project)).length).toBe(afterAdd + tail.length);
  });
});

describe('permission events', () => {
  it('team permissions: granted and revoked once each; a repeated grant or a revoke of nothing emits nothing', async () => {
    const project = await newProject();
    const ada = await signedInUser(project);
    const teamId = await newTeam(project, ada);
    await defineTeamPermission(project, 'reports');
    const path = { params: { path: { team_id: teamId, user_id: ada.id, permission_id: 'reports' } } };
    const start = (await eventsOf(project)).length;
    expect((await project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', path)).response.status).toBe(201);
    expect((await project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', path)).response.status).toBe(201);
    expect((await eventsOf(project)).slice(start)).toEqual([{ type: 'team_permission.created', subject: ada.id, data: { id: 'reports', team_id: teamId, user_id: ada.id } }]);
    expect((await project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', path)).response.status).toBe(200);
    const revokedAgain = await project.server().DELETE('/team-permissions/{team_id}/{user_id}/{permission_id}', path);
    expect(revokedAgain.response.status).toBeGreaterThanOrEqual(400);
    expect((await eventsOf(project)).slice(start + 1)).toEqual([{ type: 'team_permission.deleted', subject: ada.id, data: { id: 'reports', team_id: teamId, user_id: ada.id } }]);
  });

  it('project permissions: granted and revoked once each; a grant to an unknown user emits nothing', async () => {
    const project = await newProject();
    const ada = await signedInUser(project);
    expect((await project.admin().POST('/project-permission-definitions', { body: { id: 'billing', contained_permission_ids: [] } })).response.status).toBe(201);
    const path = { params: { path: { user_id: ada.id, permission_id: 'billing' } } };
    const start = (await eventsOf(project)).length;
    expect((await project.server().POST('/project-permissions/{user_id}/{permission_id}', path)).response.status).toBe(201);
    expect((await project.server().POST('/project-permissions/{user_id}/{permission_id}', path)).response.status).toBe(201);
    const unknownUser = { params: { path: { user_id: '00000000-0000-4000-8000-000000000000', permission_id: 'billing' } } };
    expect((await project.server().POST('/project-permissions/{user_id}/{permission_id}', unknownUser)).response.status).toBe(404);
    expect((await project.server().DELETE('/project-permissions/{user_id}/{permission_id}', path)).response.status).toBe(200);
    expect((await eventsOf(project)).slice(start)).toEqual([
      { type: 'project_permission.created', subject: ada.id, data: { id: 'billing', user_id: ada.id } },
      { type: 'project_permission.deleted', subject: ada.id, data: { id: 'billing', user_id: ada.id } },
    ]);
  });
});

describe('event gaps (issue 21 platform)', () => {
  it('DELETE /teams/{id}: each user who had the team selected gets one user.updated with no selection; other users none', async () => {
    const project = await newProject({ create_team_on_sign_up: true });
    const ada = await signUp(project);
    const bob = await signUp(project);
    const adaTeam = (await serverUser(project, ada.user_id)).selected_team_id!;
    // Bob joins Ada's team and selects it; a third user keeps their own team.
    expect((await project.server().POST('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: adaTeam, user_id: bob.user_id } } })).response.status).toBe(201);
    expect((await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: bob.user_id } }, body: { selected_team_id: adaTeam } })).response.status).toBe(200);
    const eve = await signUp(project);
    const start = (await eventsOf(project)).length;
    expect((await project.server().DELETE('/teams/{team_id}', { params: { path: { team_id: adaTeam } } })).response.status).toBe(200);
    const tail = (await eventsOf(project)).slice(start);
    const updates = tail.filter((e) => e.type === 'user.updated');
    expect(updates.map((e) => e.subject).sort()).toEqual([ada.user_id, bob.user_id].sort());
    for (const u of updates) {
      expect(u.data.selected_team_id).toBeNull();
      expect({ ...u.data, last_active_at_millis: 0 }).toEqual({ ...(await serverUser(project, u.subject)), last_active_at_millis: 0 });
    }
    expect(updates.some((e) => e.subject === eve.user_id)).toBe(false);
    expect(tail.at(-1)!.type).toBe('team.deleted');
  });

  describe('OAuth', () => {
    let world: OAuthWorld;
    beforeAll(async () => {
      world = await startOAuthWorld();
    }, 60_000);
    afterAll(() => world?.close());

    it('an anonymous user upgraded by an OAuth sign-in: ONE user.updated (with the provider link), no user.created', async () => {
      const project = await newProject({ anonymous_accounts_enabled: true, oauth_providers: standardProviders() });
      // Signed up through the world's own server: its tokens carry that server's issuer.
      const anonToken = (await (await fetch(`${world.url}/api/v1/auth/anonymous/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', ...project.clientHeaders() }, body: '{}' })).json()) as { user_id: string; access_token: string };
      const start = (await eventsOf(project)).length;
      const account = uniqueAccount('anon-upgrade');
      const flow = await signInWith(world, project, 'github', account, { token: anonToken.access_token });
      const tokens = await exchangeCode(world, project, flow.back.searchParams.get('code')!, flow.pkce.verifier);
      expect(tokens.body.is_new_user).toBe(true);
      const tail = (await eventsOf(project)).slice(start).filter((e) => e.type.startsWith('user.'));
      expect(types(tail)).toEqual(['user.updated']);
      expect(tail[0].subject).toBe(anonToken.user_id);
      const now = await serverUser(project, anonToken.user_id);
      expect(tail[0].data).toMatchObject({ is_anonymous: false, primary_email: account.email, oauth_providers: now.oauth_providers });
      expect((now.oauth_providers as unknown[]).length).toBe(1);
    });
  });
});
