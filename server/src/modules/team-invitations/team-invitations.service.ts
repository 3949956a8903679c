import type { AuthContext, AuthUser, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { normaliseEmail } from '../users/users.service.ts';
import { listChannels } from '../users/contact-channels.store.ts';
import { isTeamMember, loadTeam, loadTeams, lockTeam, type TeamRecord } from '../teams/teams.store.ts';
import { LIMITS } from '../../http/limits.ts';
import { addMember } from '../team-members/team-members.service.ts';
import { KnownError } from '../../http/errors.ts';
import { checkCode, createCode, deleteTeamCode, listLiveCodes, useCode, useCodeById, type CodeRecord, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { mailLocale } from '../i18n/mail-locale.ts';
import { flowEmail } from '../emails/flow-emails.ts';
import { defaultPermissionIds } from '../teams/teams.settings.ts';

/**
 * Team invitations (wire-contract §9.12). An invitation IS a single-use verification code of type
 * TEAM_INVITATION (verification-codes), naming its team (a foreign key: a deleted team takes its
 * invitations along) and the invited address (`data.recipient_email`). Whoever holds the e-mailed
 * code may accept it; by id, only a user who owns the invited address (verified). Access to the
 * team (membership, `$invite_members`, …) was checked by the router.
 */

const TYPE = 'TEAM_INVITATION' as const;
const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

export interface Invitation {
  id: string;
  teamId: string;
  teamDisplayName: string;
  recipientEmail: string;
  expiresAt: Date;
}

async function requireTeam(deps: Deps, projectId: string, teamId: string): Promise<TeamRecord> {
  const team = await loadTeam(deps.em, projectId, teamId);
  if (!team) throw knownError('TEAM_NOT_FOUND', { team_id: teamId });
  return team;
}

/**
 * Issues the invitation and queues its e-mail ("You have been invited to join <team>", from the
 * project's editable team_invitation template) in one transaction: both exist, or neither. The
 * callback URL is checked against the trusted domains before anything is written. A team has at
 * most LIMITS.pendingInvitationsPerTeam pending invitations (issue 19 item 3: GET
 * /team-invitations?team_id is not paginated); the team's row is locked for the count, so a burst
 * cannot pass the cap. Used, expired and withdrawn invitations make room again.
 */
export async function sendInvitation(deps: Deps, auth: AuthContext, input: { teamId: string; email: string; callbackUrl: string }): Promise<string> {
  const project = auth.project;
  if (!isTrustedUrl(project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  const team = await requireTeam(deps, project.id, input.teamId);
  const recipient = normaliseEmail(input.email);
  return deps.em.transactional(async (tx) => {
    if (!(await lockTeam(tx, project.id, team.id))) throw knownError('TEAM_NOT_FOUND', { team_id: team.id });
    const pending = await listLiveCodes(tx, scopeOf(auth), TYPE, { teamId: team.id });
    if (pending.length >= LIMITS.pendingInvitationsPerTeam) throw knownError('TEAM_INVITATION_LIMIT_REACHED', { max: LIMITS.pendingInvitationsPerTeam });
    const issued = await createCode(tx, project, scopeOf(auth), {
      type: TYPE,
      callbackUrl: input.callbackUrl,
      teamId: team.id,
      data: { team_id: team.id, recipient_email: recipient },
    });
    // On the transaction's own connection: it holds the team's lock, and requests queued behind
    // that lock hold the pool's other connections. The recipient is not the inviter: the inviter's
    // language says nothing about theirs, so the project's default locale (mailLocale with no requester).
    const content = await flowEmail({ ...deps, em: tx }, project, 'team_invitation', mailLocale(project, null), { link: issued.link!, team: team.displayName });
    await enqueueEmail(tx, { projectId: project.id, to: recipient, ...content });
    return issued.id;
  });
}

/** The verified e-mail addresses of the user (what by-id acceptance and the user's listing match against). */
async function verifiedEmails(deps: Deps, projectId: string, userId: string): Promise<string[]> {
  return (await listChannels(deps.em, projectId, userId)).filter((c) => c.type === 'email' && c.isVerified).map((c) => c.value);
}

/** Live invitations of one team, or to one user's verified addresses (the query names exactly one). */
export async function listInvitations(deps: Deps, auth: AuthContext, by: { teamId: string } | { userId: string }): Promise<Invitation[]> {
  const filter = 'teamId' in by ? { teamId: by.teamId } : { recipientEmails: await verifiedEmails(deps, auth.project.id, by.userId) };
  if ('teamId' in by && auth.type !== 'client') await requireTeam(deps, auth.project.id, by.teamId);
  const codes = await listLiveCodes(deps.em, scopeOf(auth), TYPE, filter);
  const teams = await loadTeams(deps.em, auth.project.id, codes.map((c) => c.teamId));
  return codes.flatMap((c) => {
    const team = c.teamId ? teams.get(c.teamId) : undefined;
    // A team deleted this very moment takes its invitations along: leave them out rather than show half.
    if (!team) return [];
    return [{ id: c.id, teamId: team.id, teamDisplayName: team.displayName, recipientEmail: String(c.data.recipient_email), expiresAt: c.expiresAt }];
  });
}

/** Withdraws an invitation of the team (used or not); VERIFICATION_CODE_NOT_FOUND if the team has none with that id. */
export async function revokeInvitation(deps: Deps, auth: AuthContext, teamId: string, invitationId: string): Promise<void> {
  await deleteTeamCode(deps.em, scopeOf(auth), TYPE, invitationId, teamId);
}

// Restricted users (anonymous, unverified where the project requires verification, or restricted
// by an admin) may not join teams by invitation (wire-contract §9.12): the four accept routes
// declare it (Access.restricted refuseAs TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED) and the
// router refuses them on the stored user's state, before the code is even looked up.

const teamIdOf = (code: CodeRecord) => String(code.data.team_id);

/**
 * Makes the user a member of the invitation's team, in the transaction that used the code, with
 * the project's team-member default permissions. Already a member: nothing to do (accepting is
 * idempotent), and the invitation is still used up.
 */
async function join(deps: Deps, project: ProjectRecord, code: CodeRecord, tx: Deps['em'], userId: string): Promise<void> {
  const teamId = teamIdOf(code);
  const inTx: Deps = { ...deps, em: tx };
  if (await isTeamMember(tx, project.id, teamId, userId)) return;
  try {
    await addMember(inTx, project.id, teamId, userId, defaultPermissionIds(project, 'teamMember'));
  } catch (e) {
    // Joined through another invitation at the same moment: the outcome asked for holds.
    if (e instanceof KnownError && e.code === 'TEAM_MEMBERSHIP_ALREADY_EXISTS') return;
    throw e;
  }
}

/** Uses the e-mailed code and joins its team (a restricted user never gets here: see above). */
export async function acceptWithCode(deps: Deps, auth: AuthContext & { user: AuthUser }, code: string): Promise<void> {
  await useCode(deps.em, scopeOf(auth), TYPE, code, async (record, tx) => {
    await join(deps, auth.project, record, tx, auth.user.id);
  });
}

/** The code is valid and the user may use it; the code is not used. */
export async function checkInvitationCode(deps: Deps, auth: AuthContext & { user: AuthUser }, code: string): Promise<CodeRecord> {
  return checkCode(deps.em, scopeOf(auth), TYPE, code);
}

/** The team the code invites to, without using the code. */
export async function invitationDetails(deps: Deps, auth: AuthContext & { user: AuthUser }, code: string): Promise<TeamRecord> {
  const record = await checkInvitationCode(deps, auth, code);
  const team = await loadTeam(deps.em, auth.project.id, teamIdOf(record));
  // Unreachable while invitations go with their team (foreign key); fail as the code would.
  if (!team) throw knownError('VERIFICATION_CODE_NOT_FOUND');
  return team;
}

/**
 * Accepts the invitation `id` for a user who owns the invited address, verified. Anything else
 * (unknown id, another address, used, expired) is VERIFICATION_CODE_NOT_FOUND: the caller learns
 * nothing about invitations that are not theirs.
 */
export async function acceptById(deps: Deps, auth: AuthContext, invitationId: string, userId: string): Promise<void> {
  const emails = await verifiedEmails(deps, auth.project.id, userId);
  await useCodeById(deps.em, scopeOf(auth), TYPE, invitationId, emails, (record, tx) => join(deps, auth.project, record, tx, userId));
}
