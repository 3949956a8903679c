// Team invitations through the SDK against a real Gatehouse: sending (mail read from the
// development inbox), details and check without using the code, accepting by code and by id,
// listing and revoking, and every refusal as a typed known error that changes nothing.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  createAdminApp, createClientApp, createServerApp, memoryTokenStore,
  RedirectUrlNotWhitelistedError, TeamInvitationRestrictedUserNotAllowedError, TeamMembershipNotFoundError, TeamPermissionRequiredError,
  UserAuthenticationRequiredError, VerificationCodeAlreadyUsedError, VerificationCodeError, VerificationCodeNotFoundError,
  type ClientApp,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';
const CALLBACK = 'http://localhost:3000/handler/team-invitation';

const apps = (project: TestProject) => ({
  admin: createAdminApp({ baseUrl: baseUrl(), projectId: project.id, superSecretAdminKey: project.keys.admin, tokenStore: 'memory' }),
  server: createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, tokenStore: 'memory' }),
});

function clientOf(project: TestProject): ClientApp {
  return createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
}

async function signedUp(project: TestProject, name: string) {
  const client = clientOf(project);
  const email = uniqueEmail(name);
  const { userId } = await client.signUpWithPassword({ email, password: PASSWORD });
  return { client, userId, email };
}

/** A user whose e-mail is verified (made by the server), signed in on a client app. */
async function verifiedUser(project: TestProject, name: string) {
  const email = uniqueEmail(name);
  const user = await apps(project).server.createUser({ primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: PASSWORD });
  const client = clientOf(project);
  await client.signInWithPassword({ email, password: PASSWORD });
  return { client, userId: user.id, email };
}

/** The code of the newest invitation mail to `to`, from the project's development inbox. */
async function invitationCode(project: TestProject, to: string, nth = 1): Promise<{ subject: string; code: string }> {
  const { admin } = apps(project);
  for (let i = 0; i < 100; i++) {
    const { data } = await admin.api.GET('/internal/emails', { params: { query: { limit: 200 } } });
    const mails = (data.items as Array<{ to: string; subject: string; text: string }>).filter((m) => m.to === to && /invited/i.test(m.subject));
    if (mails.length >= nth) {
      const m = /[?&]code=([0-9a-z]{45})/.exec(mails[0]!.text);
      if (!m) throw new Error(`no code link in "${mails[0]!.subject}"`);
      return { subject: mails[0]!.subject, code: m[1]! };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail to ${to}`);
}

describe('team invitations through the SDK', () => {
  it('an owner invites by e-mail; the invitee reads the details, checks and accepts the code once', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const owner = await signedUp(project, 'owner');
    const invitee = await signedUp(project, 'invitee');
    const team = await owner.client.createTeam({ display_name: 'Rocket team' });

    const { id } = await owner.client.sendTeamInvitation({ teamId: team.id, email: invitee.email, callbackUrl: CALLBACK });
    const open = await owner.client.listTeamInvitations({ teamId: team.id });
    expect(open).toEqual([expect.objectContaining({ id, team_id: team.id, team_display_name: 'Rocket team', recipient_email: invitee.email })]);
    const mail = await invitationCode(project, invitee.email);
    expect(mail.subject).toContain('Rocket team');

    await expect(invitee.client.getTeamInvitationDetails(mail.code)).resolves.toEqual({ team_id: team.id, team_display_name: 'Rocket team' });
    await expect(invitee.client.checkTeamInvitationCode(mail.code)).resolves.toEqual({ valid: true });
    // Neither used the code.
    await invitee.client.acceptTeamInvitation(mail.code);
    expect((await invitee.client.listTeams()).map((t) => t.id)).toContain(team.id);
    expect(await owner.client.listTeamInvitations({ teamId: team.id })).toEqual([]);

    // Used now: the check says why, accepting again is a typed verification error.
    const check = await invitee.client.checkTeamInvitationCode(mail.code);
    expect(check.valid).toBe(false);
    expect(!check.valid && check.error).toBeInstanceOf(VerificationCodeAlreadyUsedError);
    await expect(invitee.client.acceptTeamInvitation(mail.code)).rejects.toBeInstanceOf(VerificationCodeAlreadyUsedError);
    const unknown = await invitee.client.checkTeamInvitationCode('0'.repeat(45));
    expect(!unknown.valid && unknown.error).toBeInstanceOf(VerificationCodeError);
  });

  it('an invitation to a verified address is listed for its user and accepted by id; others cannot take it', async () => {
    const project = await newProject({ client_team_creation_enabled: true });
    const owner = await signedUp(project, 'owner');
    const invitee = await verifiedUser(project, 'verified');
    const stranger = await verifiedUser(project, 'stranger');
    const team = await owner.client.createTeam({ display_name: 'By id' });
    const { id } = await owner.client.sendTeamInvitation({ teamId: team.id, email: invitee.email, callbackUrl: CALLBACK });

    expect((await invitee.client.listTeamInvitations({ userId: 'me' })).map((i) => i.id)).toEqual([id]);
    expect(await stranger.client.listTeamInvitations({ userId: 'me' })).toEqual([]);
    await expect(stranger.client.acceptTeamInvitationById(id)).rejects.toBeInstanceOf(VerificationCodeNotFoundError);
    expect((await stranger.client.listTeams()).map((t) => t.id)).not.toContain(team.id);

    await invitee.client.acceptTeamInvitationById(id);
    expect((await invitee.client.listTeams()).map((t) => t.id)).toContain(team.id);
    await expect(invitee.client.acceptTeamInvitationById(id)).rejects.toBeInstanceOf(VerificationCodeNotFoundError);
  });

  it('a server app invites and accepts for a named user; a withdrawn invitation no longer works', async () => {
    const project = await newProject();
    const { server } = apps(project);
    const invitee = await verifiedUser(project, 'server-invitee');
    const team = await server.createTeam({ display_name: 'Server made' });

    const first = await server.sendTeamInvitation({ teamId: team.id, email: invitee.email, callbackUrl: CALLBACK });
    await server.revokeTeamInvitation(team.id, first.id);
    expect(await server.listTeamInvitations({ teamId: team.id })).toEqual([]);
    const withdrawn = await invitationCode(project, invitee.email);
    await expect(invitee.client.acceptTeamInvitation(withdrawn.code)).rejects.toBeInstanceOf(VerificationCodeNotFoundError);
    await expect(server.revokeTeamInvitation(team.id, first.id)).rejects.toBeInstanceOf(VerificationCodeNotFoundError);

    const second = await server.sendTeamInvitation({ teamId: team.id, email: invitee.email, callbackUrl: CALLBACK });
    expect((await server.listTeamInvitations({ userId: invitee.userId })).map((i) => i.id)).toEqual([second.id]);
    await server.acceptTeamInvitationById(second.id, invitee.userId);
    expect((await server.listTeamMemberProfiles({ teamId: team.id })).map((p) => p.user_id)).toEqual([invitee.userId]);
  });

  it('refusals: no $invite_members, not a member, untrusted callback, signed out, anonymous; nothing is sent or joined', async () => {
    const project = await newProject({ client_team_creation_enabled: true, anonymous_accounts_enabled: true });
    const { server } = apps(project);
    const owner = await signedUp(project, 'owner');
    const member = await signedUp(project, 'member');
    const outsider = await signedUp(project, 'outsider');
    const team = await owner.client.createTeam({ display_name: 'Guarded' });
    await server.addTeamMember(team.id, member.userId);
    // The project's member default (team_member) includes $invite_members: take it away.
    await server.revokeTeamPermission(team.id, member.userId, 'team_member');
    const to = uniqueEmail('never');

    const refused = await member.client.sendTeamInvitation({ teamId: team.id, email: to, callbackUrl: CALLBACK }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TeamPermissionRequiredError);
    expect(refused).toMatchObject({ details: { permission_id: '$invite_members', team_id: team.id, user_id: member.userId } });
    await expect(outsider.client.sendTeamInvitation({ teamId: team.id, email: to, callbackUrl: CALLBACK })).rejects.toBeInstanceOf(TeamMembershipNotFoundError);
    await expect(owner.client.sendTeamInvitation({ teamId: team.id, email: to, callbackUrl: 'https://evil.example/take' })).rejects.toBeInstanceOf(RedirectUrlNotWhitelistedError);
    await expect(outsider.client.listTeamInvitations({ teamId: team.id })).rejects.toBeInstanceOf(TeamMembershipNotFoundError);
    await expect(member.client.revokeTeamInvitation(team.id, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(TeamPermissionRequiredError);
    expect(await owner.client.listTeamInvitations({ teamId: team.id })).toEqual([]);

    await owner.client.sendTeamInvitation({ teamId: team.id, email: to, callbackUrl: CALLBACK });
    const { code } = await invitationCode(project, to);
    const signedOut = clientOf(project);
    await expect(signedOut.acceptTeamInvitation(code)).rejects.toBeInstanceOf(UserAuthenticationRequiredError);
    const anonymous = clientOf(project);
    await anonymous.signUpAnonymously();
    await expect(anonymous.getTeamInvitationDetails(code)).rejects.toBeInstanceOf(TeamInvitationRestrictedUserNotAllowedError);
    await expect(anonymous.acceptTeamInvitation(code)).rejects.toBeInstanceOf(TeamInvitationRestrictedUserNotAllowedError);
    // The code was not used by any refusal: a real user can still accept it.
    await outsider.client.acceptTeamInvitation(code);
    expect((await outsider.client.listTeams()).map((t) => t.id)).toContain(team.id);

    await expect(owner.client.acceptTeamInvitation('')).rejects.toBeInstanceOf(TypeError);
  });
});
