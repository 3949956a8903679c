import { describe, expect, it } from 'vitest';
import { client, newProject, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { addTeamMember, newTeam, signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, mailsTo, waitForMails } from '../../../test/mailbox.ts';
import { DEFAULT_TEMPLATES } from '../email-templates/email-defaults.ts';

/** Team invitations (wire-contract §9.12, §8), through HTTP on real PostgreSQL, mail from the real SMTP receiver. */

const CALLBACK = 'http://localhost:3000/handler/team-invitation';
const UNKNOWN = '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10';
const INVITED = /^You have been invited to join /;

/** A project whose members get no permission at all, with a team of `owner` (team_admin) named `name`. */
async function teamWithOwner(config: Parameters<typeof newProject>[0] = {}, name = 'Rocket Lab') {
  const project = await newProject({ team_member_default_permissions: [], ...config });
  const owner = await signedInUser(project);
  const team = await newTeam(project, owner, [], name);
  return { project, owner, team };
}

async function invite(project: TestProject, inviter: SignedInUser, team: string, email = uniqueEmail('invited')) {
  const earlier = (await mailsTo(email.toLowerCase())).filter((m) => INVITED.test(m.subject)).length;
  const res = await project.client(inviter.accessToken).POST('/team-invitations/send-code', { body: { team_id: team, email, callback_url: CALLBACK } });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
  const mails = await waitForMails(email.toLowerCase(), { subject: INVITED, count: earlier + 1 });
  const mail = mails[mails.length - 1];
  return { id: res.data!.id, email: email.toLowerCase(), code: codeFromMail(mail), mail };
}

async function memberIds(project: TestProject, team: string): Promise<string[]> {
  const { data } = await project.server().GET('/team-member-profiles', { params: { query: { team_id: team } } });
  return data!.items.map((p) => p.user_id);
}

async function permissionsIn(project: TestProject, team: string, userId: string): Promise<string[]> {
  const { data } = await project.server().GET('/team-permissions', { params: { query: { team_id: team, user_id: userId } } });
  return data!.items.map((p) => p.id);
}

async function openInvitationIds(project: TestProject, team: string): Promise<string[]> {
  const { data, response } = await project.server().GET('/team-invitations', { params: { query: { team_id: team } } });
  expect(response.status).toBe(200);
  return data!.items.map((i) => i.id);
}

const grant = (project: TestProject, team: string, userId: string, permission: string) =>
  project.server().POST('/team-permissions/{team_id}/{user_id}/{permission_id}', { params: { path: { team_id: team, user_id: userId, permission_id: permission } } });

describe('POST /team-invitations/send-code', () => {
  it('e-mails the link callback_url?code=… with the team name, lists the invitation, and lives the project\'s invitation lifetime', async () => {
    const { project, owner, team } = await teamWithOwner({ verification_code_lifetimes: { sign_in_seconds: 600, password_reset_seconds: 3600, email_verification_seconds: 86400, team_invitation_seconds: 7200 } });
    const before = Date.now();
    const sent = await invite(project, owner, team, uniqueEmail('Grace').replace('grace', 'GRACE'));
    expect(sent.mail.subject).toBe('You have been invited to join Rocket Lab');
    expect(sent.mail.text).toContain(`${CALLBACK}?code=${sent.code}`);
    const { data } = await project.server().GET('/team-invitations', { params: { query: { team_id: team } } });
    expect(data).toEqual({ items: [{ id: sent.id, team_id: team, team_display_name: 'Rocket Lab', expires_at_millis: expect.any(Number), recipient_email: sent.email }], is_paginated: false });
    const expires = data!.items[0].expires_at_millis;
    expect(expires).toBeGreaterThanOrEqual(before + 7200_000 - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7200_000 + 2000);
  });

  it('uses the project\'s edited team invitation template', async () => {
    const { project, owner, team } = await teamWithOwner();
    const source = DEFAULT_TEMPLATES.team_invitation.tsxSource.replace('`You have been invited to join ${variables.team_display_name}`', '`Come aboard ${variables.team_display_name}!`');
    const patched = await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: DEFAULT_TEMPLATES.team_invitation.id } }, body: { tsx_source: source } });
    expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
    const email = uniqueEmail('edited');
    const res = await project.client(owner.accessToken).POST('/team-invitations/send-code', { body: { team_id: team, email, callback_url: CALLBACK } });
    expect(res.response.status).toBe(200);
    const [mail] = await waitForMails(email, { subject: /^Come aboard Rocket Lab!$/ });
    expect(codeFromMail(mail)).toHaveLength(45);
  });

  it('server access invites to any team of the project; an unknown team (or another project\'s) is TEAM_NOT_FOUND and sends nothing', async () => {
    const [{ project, team }, other] = await Promise.all([teamWithOwner(), teamWithOwner()]);
    const email = uniqueEmail('server');
    const ok = await project.server().POST('/team-invitations/send-code', { body: { team_id: team, email, callback_url: CALLBACK } });
    expect(ok.response.status).toBe(200);
    await waitForMails(email, { subject: INVITED });
    const nobody = uniqueEmail('nobody');
    for (const teamId of [UNKNOWN, other.team]) {
      const res = await project.server().POST('/team-invitations/send-code', { body: { team_id: teamId, email: nobody, callback_url: CALLBACK } });
      expect(expectKnownError(res, 404, 'TEAM_NOT_FOUND').details).toEqual({ team_id: teamId });
    }
    expect(await openInvitationIds(other.project, other.team)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('refuses an untrusted callback_url (REDIRECT_URL_NOT_WHITELISTED), a member without $invite_members and an invalid address; nothing is made or sent', async () => {
    const { project, owner, team } = await teamWithOwner();
    const plain = await signedInUser(project);
    await addTeamMember(project, team, plain);
    const email = uniqueEmail('refused');
    const send = (u: SignedInUser, body: Record<string, string>) => project.client(u.accessToken).POST('/team-invitations/send-code', { body: { team_id: team, email, callback_url: CALLBACK, ...body } as never });
    expectKnownError(await send(owner, { callback_url: 'https://evil.example.com/steal' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    const denied = expectKnownError(await send(plain, {}), 401, 'TEAM_PERMISSION_REQUIRED');
    expect(denied.details).toEqual({ team_id: team, user_id: plain.id, permission_id: '$invite_members' });
    expectKnownError(await send(owner, { email: 'not-an-address' }), 400, 'SCHEMA_ERROR');
    expect(await openInvitationIds(project, team)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('POST /team-invitations/accept (with the e-mailed code)', () => {
  it('details and check-code do not use the code; accept makes the user a member with the member defaults, once', async () => {
    const { project, owner, team } = await teamWithOwner({ team_member_default_permissions: [{ id: 'team_member' }] });
    const sent = await invite(project, owner, team);
    // Whoever holds the code accepts it: the invited address is not compared on this path.
    const joiner = await signedInUser(project);
    const c = project.client(joiner.accessToken);
    for (let i = 0; i < 2; i++) {
      expect((await c.POST('/team-invitations/accept/details', { body: { code: sent.code } })).data).toEqual({ team_id: team, team_display_name: 'Rocket Lab' });
      expect((await c.POST('/team-invitations/accept/check-code', { body: { code: sent.code } })).data).toEqual({ is_code_valid: true });
    }
    expect(await memberIds(project, team)).toEqual([owner.id]);
    const accepted = await c.POST('/team-invitations/accept', { body: { code: sent.code.toUpperCase() } });
    expect(accepted.response.status).toBe(200);
    expect(accepted.data).toEqual({});
    expect(await memberIds(project, team)).toEqual([owner.id, joiner.id]);
    expect(await permissionsIn(project, team, joiner.id)).toEqual(['team_member']);
    expect(await openInvitationIds(project, team)).toEqual([]);
    expectKnownError(await c.POST('/team-invitations/accept', { body: { code: sent.code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnownError(await c.POST('/team-invitations/accept/check-code', { body: { code: sent.code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expectKnownError(await c.POST('/team-invitations/accept/details', { body: { code: sent.code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('a member who accepts stays a member with the permissions it had (idempotent); the code is used', async () => {
    const { project, owner, team } = await teamWithOwner({ team_member_default_permissions: [{ id: 'team_member' }] });
    const sent = await invite(project, owner, team);
    const res = await project.client(owner.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } });
    expect(res.response.status).toBe(200);
    expect(await memberIds(project, team)).toEqual([owner.id]);
    expect(await permissionsIn(project, team, owner.id)).toEqual(['team_admin']);
    expect(await openInvitationIds(project, team)).toEqual([]);
  });

  it('is single-use under concurrency: of two users accepting at once, one joins, the other hears VERIFICATION_CODE_ALREADY_USED', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    const users = await Promise.all([signedInUser(project), signedInUser(project), signedInUser(project)]);
    const results = await Promise.all(users.map((u) => project.client(u.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } })));
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 409, 409]);
    const winner = users[results.findIndex((r) => r.response.status === 200)];
    expect(await memberIds(project, team)).toEqual([owner.id, winner.id]);
  });

  it("refuses unknown and expired codes and another project's codes; a malformed code is SCHEMA_ERROR", async () => {
    const [{ project, owner, team }, other] = await Promise.all([teamWithOwner(), teamWithOwner()]);
    const [sent, theirs] = await Promise.all([invite(project, owner, team), invite(other.project, other.owner, other.team)]);
    const joiner = await signedInUser(project);
    const c = project.client(joiner.accessToken);
    for (const path of ['/team-invitations/accept', '/team-invitations/accept/check-code', '/team-invitations/accept/details'] as const) {
      expectKnownError(await c.POST(path, { body: { code: 'a'.repeat(45) } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
      expectKnownError(await c.POST(path, { body: { code: theirs.code } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
      expectKnownError(await c.POST(path, { body: { code: 'short' } }), 400, 'SCHEMA_ERROR');
    }
    const deps = await testDeps();
    await deps.em.execute(`update verification_code set expires_at = now() - interval '1 second' where id = ?`, [sent.id]);
    expectKnownError(await c.POST('/team-invitations/accept', { body: { code: sent.code } }), 400, 'VERIFICATION_CODE_EXPIRED');
    expect(await openInvitationIds(project, team)).toEqual([]);
    expect(await memberIds(project, team)).toEqual([owner.id]);
    expect(await memberIds(other.project, other.team)).toEqual([other.owner.id]);
  });

  it('refuses a restricted (anonymous) user with TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED without using the code', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    const anonymous = await signedInUser(project, { isAnonymous: true });
    const c = client({ ...project.clientHeaders(anonymous.accessToken), 'x-stack-allow-anonymous-user': 'true' });
    for (const path of ['/team-invitations/accept', '/team-invitations/accept/check-code', '/team-invitations/accept/details'] as const) {
      const body = expectKnownError(await c.POST(path, { body: { code: sent.code } }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED');
      expect(body.details).toEqual({ restricted_reason: { type: 'anonymous' } });
    }
    expect(await memberIds(project, team)).toEqual([owner.id]);
    const joiner = await signedInUser(project);
    expect((await project.client(joiner.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } })).response.status).toBe(200);
  });

  it('refuses a user an admin restricted, even with a token minted before the restriction, without using the code', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    const user = await signedInUser(project);
    const restrict = await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: user.id } }, body: { restricted_by_admin: true, restricted_by_admin_reason: 'held' } });
    expect(restrict.response.status).toBe(200);
    // The token was minted before the restriction (a normal token): the stored user decides. Without
    // an allow header it is refused as any restricted user's token is (wire-contract §2.2 step 5)...
    expectKnownError(await project.client(user.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } }), 403, 'RESTRICTED_USER_NOT_ALLOWED');
    // ...and with one, the route refuses restricted users.
    const allowed = client({ ...project.clientHeaders(user.accessToken), 'x-stack-allow-restricted-user': 'true' });
    const body = expectKnownError(await allowed.POST('/team-invitations/accept', { body: { code: sent.code } }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED');
    expect(body.details).toEqual({ restricted_reason: { type: 'restricted_by_administrator' } });
    expect(body.error).toContain('A project admin must lift the restriction first.');
    expect(await memberIds(project, team)).toEqual([owner.id]);
    await project.server().PATCH('/users/{user_id}', { params: { path: { user_id: user.id } }, body: { restricted_by_admin: false } });
    expect((await project.client(user.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } })).response.status).toBe(200);
    expect((await memberIds(project, team)).sort()).toEqual([owner.id, user.id].sort());
  });

  it('refuses a user whose e-mail is not verified where the project requires it (email_not_verified); verified, the same code works', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    await project.admin().PATCH('/internal/projects/current', { body: { config: { require_email_verification: true } } });
    const user = await signedInUser(project);
    const c = client({ ...project.clientHeaders(user.accessToken), 'x-stack-allow-restricted-user': 'true' });
    for (const path of ['/team-invitations/accept', '/team-invitations/accept/check-code', '/team-invitations/accept/details'] as const) {
      const body = expectKnownError(await c.POST(path, { body: { code: sent.code } }), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED');
      expect(body.details).toEqual({ restricted_reason: { type: 'email_not_verified' } });
      expect(body.error).toContain('Verify your e-mail address first');
    }
    expect(await memberIds(project, team)).toEqual([owner.id]);
    const verified = await signedInUser(project, { primaryEmailVerified: true });
    expect((await project.client(verified.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } })).response.status).toBe(200);
    expect((await memberIds(project, team)).sort()).toEqual([owner.id, verified.id].sort());
  });

  it('needs a signed-in user, also for server access', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    expectKnownError(await project.client().POST('/team-invitations/accept', { body: { code: sent.code } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    expectKnownError(await project.server().POST('/team-invitations/accept', { body: { code: sent.code } }), 401, 'USER_AUTHENTICATION_REQUIRED');
    const joiner = await signedInUser(project);
    expect((await project.server(joiner.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } })).response.status).toBe(200);
    expect(await memberIds(project, team)).toEqual([owner.id, joiner.id]);
  });
});

describe('GET /team-invitations', () => {
  it('by team: a client needs $read_members AND $invite_members there', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    const reader = await signedInUser(project);
    await addTeamMember(project, team, reader);
    const list = () => project.client(reader.accessToken).GET('/team-invitations', { params: { query: { team_id: team } } });
    expect(expectKnownError(await list(), 401, 'TEAM_PERMISSION_REQUIRED').details).toMatchObject({ permission_id: '$read_members' });
    await grant(project, team, reader.id, '$read_members');
    expect(expectKnownError(await list(), 401, 'TEAM_PERMISSION_REQUIRED').details).toEqual({ team_id: team, user_id: reader.id, permission_id: '$invite_members' });
    await grant(project, team, reader.id, '$invite_members');
    expect((await list()).data!.items.map((i) => i.id)).toEqual([sent.id]);
  });

  it('by user: the invitations to the user\'s VERIFIED addresses, across teams; never someone else\'s', async () => {
    const { project, owner, team } = await teamWithOwner();
    const second = await newTeam(project, owner, [], 'Second');
    const address = uniqueEmail('verified');
    const me = await signedInUser(project, { primaryEmail: address, primaryEmailVerified: true });
    const unverified = await signedInUser(project, { primaryEmail: uniqueEmail('unverified'), primaryEmailVerified: false });
    const a = await invite(project, owner, team, address);
    const b = await invite(project, owner, second, address.toUpperCase());
    await invite(project, owner, team, unverified.email!);
    await invite(project, owner, team);
    const mine = await project.client(me.accessToken).GET('/team-invitations', { params: { query: { user_id: 'me' } } });
    expect(mine.data!.items.map((i) => [i.id, i.team_display_name, i.recipient_email])).toEqual([[a.id, 'Rocket Lab', address], [b.id, 'Second', address]]);
    expect((await project.client(unverified.accessToken).GET('/team-invitations', { params: { query: { user_id: 'me' } } })).data!.items).toEqual([]);
    expect((await project.server().GET('/team-invitations', { params: { query: { user_id: me.id } } })).data!.items.map((i) => i.id)).toEqual([a.id, b.id]);
    expectKnownError(await project.client(unverified.accessToken).GET('/team-invitations', { params: { query: { user_id: me.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
  });

  it('names exactly one of team_id and user_id (SCHEMA_ERROR otherwise); an unknown team is TEAM_NOT_FOUND for the server', async () => {
    const { project, owner, team } = await teamWithOwner();
    for (const query of [{}, { team_id: team, user_id: 'me' }]) {
      const res = expectKnownError(await project.client(owner.accessToken).GET('/team-invitations', { params: { query } }), 400, 'SCHEMA_ERROR');
      expect(res.details?.message).toContain('exactly one of query.team_id and query.user_id must be given');
    }
    expectKnownError(await project.server().GET('/team-invitations', { params: { query: { team_id: UNKNOWN } } }), 404, 'TEAM_NOT_FOUND');
  });
});

describe('DELETE /team-invitations/{id}', () => {
  it('withdraws the invitation (its link stops working); needs $remove_members; another team\'s id is VERIFICATION_CODE_NOT_FOUND', async () => {
    const { project, owner, team } = await teamWithOwner();
    const other = await newTeam(project, owner, [], 'Other');
    const [sent, kept] = await Promise.all([invite(project, owner, team), invite(project, owner, team)]);
    const plain = await signedInUser(project);
    await addTeamMember(project, team, plain);
    const del = (u: SignedInUser, teamId: string, id = sent.id) => project.client(u.accessToken).DELETE('/team-invitations/{id}', { params: { path: { id }, query: { team_id: teamId } } });
    expect(expectKnownError(await del(plain, team), 401, 'TEAM_PERMISSION_REQUIRED').details).toMatchObject({ permission_id: '$remove_members' });
    expectKnownError(await del(owner, other), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnownError(await del(owner, team, UNKNOWN), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect((await openInvitationIds(project, team)).sort()).toEqual([sent.id, kept.id].sort());
    const ok = await del(owner, team);
    expect(ok.data).toEqual({ success: true });
    expect(await openInvitationIds(project, team)).toEqual([kept.id]);
    const joiner = await signedInUser(project);
    expectKnownError(await project.client(joiner.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnownError(await del(owner, team), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });

  it('deleting the team takes its invitations along', async () => {
    const { project, owner, team } = await teamWithOwner();
    const sent = await invite(project, owner, team);
    expect((await project.client(owner.accessToken).DELETE('/teams/{team_id}', { params: { path: { team_id: team } } })).response.status).toBe(200);
    const deps = await testDeps();
    const rows = await deps.em.execute('select count(*)::int as n from verification_code where id = ?', [sent.id]);
    expect(rows[0].n).toBe(0);
    const joiner = await signedInUser(project, { primaryEmail: sent.email, primaryEmailVerified: true });
    expectKnownError(await project.client(joiner.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect((await project.client(joiner.accessToken).GET('/team-invitations', { params: { query: { user_id: 'me' } } })).data!.items).toEqual([]);
  });
});

describe('POST /team-invitations/{id}/accept', () => {
  it('accepts for the owner of the invited, verified address; anyone else, an unverified owner, a used or expired one: VERIFICATION_CODE_NOT_FOUND', async () => {
    const { project, owner, team } = await teamWithOwner({ team_member_default_permissions: [{ id: 'team_member' }] });
    const address = uniqueEmail('byid');
    const sent = await invite(project, owner, team, address);
    const stranger = await signedInUser(project, { primaryEmailVerified: true });
    const accept = (u: SignedInUser, id = sent.id) => project.client(u.accessToken).POST('/team-invitations/{id}/accept', { params: { path: { id }, query: { user_id: 'me' } } });
    expectKnownError(await accept(stranger), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expectKnownError(await accept(stranger, UNKNOWN), 404, 'VERIFICATION_CODE_NOT_FOUND');
    const unverified = await signedInUser(project, { primaryEmail: uniqueEmail('unv') });
    const unverifiedInvite = await invite(project, owner, team, unverified.email!);
    expectKnownError(await accept(unverified, unverifiedInvite.id), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect(await memberIds(project, team)).toEqual([owner.id]);

    const me = await signedInUser(project, { primaryEmail: address, primaryEmailVerified: true });
    const ok = await accept(me);
    expect(ok.response.status).toBe(200);
    expect(ok.data).toEqual({});
    expect(await memberIds(project, team)).toEqual([owner.id, me.id]);
    expect(await permissionsIn(project, team, me.id)).toEqual(['team_member']);
    expectKnownError(await accept(me), 404, 'VERIFICATION_CODE_NOT_FOUND');
    // The code of an invitation accepted by id is used up too.
    expectKnownError(await project.client(me.accessToken).POST('/team-invitations/accept', { body: { code: sent.code } }), 409, 'VERIFICATION_CODE_ALREADY_USED');

    const later = await invite(project, owner, team, address);
    const deps = await testDeps();
    await deps.em.execute(`update verification_code set expires_at = now() - interval '1 second' where id = ?`, [later.id]);
    expectKnownError(await accept(me, later.id), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });

  it('is single-use under concurrency, and server access accepts for a named user', async () => {
    const { project, owner, team } = await teamWithOwner();
    const address = uniqueEmail('race');
    const sent = await invite(project, owner, team, address);
    const me = await signedInUser(project, { primaryEmail: address, primaryEmailVerified: true });
    const results = await Promise.all([0, 1, 2].map(() => project.server().POST('/team-invitations/{id}/accept', { params: { path: { id: sent.id }, query: { user_id: me.id } } })));
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 404, 404]);
    expect(await memberIds(project, team)).toEqual([owner.id, me.id]);
  });
});
