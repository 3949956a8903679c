import type { components } from '@gatehouse/generated';
import type { GatehouseApi } from './api-types.ts';
import { VerificationCodeError } from './errors.ts';

/**
 * Team invitations (wire-contract §9.12) on every app. An invitation is an e-mailed link
 * `callback_url?code=<code>`; the page at callback_url shows the team (getTeamInvitationDetails),
 * signs the user in if needed and accepts (acceptTeamInvitation). Failures are typed errors:
 * TeamMembershipNotFoundError / TeamPermissionRequiredError (no `$invite_members`),
 * RedirectUrlNotWhitelistedError, VerificationCodeError (unknown, used or expired code),
 * TeamInvitationRestrictedUserNotAllowedError (anonymous or unverified users).
 */
export type TeamInvitation = components['schemas']['TeamInvitation'];
export type TeamInvitationDetails = components['schemas']['TeamInvitationDetails'];

export interface SendTeamInvitationInput {
  teamId: string;
  email: string;
  /** The page that accepts invitations (on a trusted domain); the e-mailed link is this URL with `code` added. */
  callbackUrl: string;
}

/** What a check of an invitation code says: usable now, or the verification error that says why not. */
export type TeamInvitationCodeCheck = { valid: true } | { valid: false; error: VerificationCodeError };

export interface TeamInvitationHelpers {
  /** E-mails an invitation to the team; client access needs `$invite_members` there. Answers the invitation's id. */
  sendTeamInvitation(input: SendTeamInvitationInput): Promise<{ id: string }>;
  /**
   * Open (unused, unexpired) invitations, oldest first: of a team (client access needs `$read_members`
   * and `$invite_members`), or to a user's verified e-mail addresses (`userId`, 'me' on client apps).
   */
  listTeamInvitations(options: { teamId: string } | { userId: string }): Promise<TeamInvitation[]>;
  /** Withdraws an invitation of the team (its link stops working); client access needs `$remove_members`. */
  revokeTeamInvitation(teamId: string, invitationId: string): Promise<void>;
  /** Which team the code invites to, without using the code (needs a signed-in user). */
  getTeamInvitationDetails(code: string): Promise<TeamInvitationDetails>;
  /** Whether the code could be accepted now; other failures (signed out, restricted user) are thrown. */
  checkTeamInvitationCode(code: string): Promise<TeamInvitationCodeCheck>;
  /** Uses the code: the signed-in user becomes a member of the team (already one: nothing changes). */
  acceptTeamInvitation(code: string): Promise<void>;
  /**
   * Accepts an invitation sent to one of the user's verified addresses (see listTeamInvitations
   * with `userId`), without the code. `userId` defaults to 'me'.
   */
  acceptTeamInvitationById(invitationId: string, userId?: string): Promise<void>;
}

function required(value: string, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new TypeError(`A ${what} is required.`);
  return value;
}

export function teamInvitationHelpers(api: GatehouseApi): TeamInvitationHelpers {
  const code = (c: string) => ({ code: required(c, 'invitation code').trim() });
  return {
    async sendTeamInvitation({ teamId, email, callbackUrl }) {
      const { data } = await api.POST('/team-invitations/send-code', { body: { team_id: teamId, email: email.trim(), callback_url: callbackUrl } });
      return { id: data.id };
    },
    async listTeamInvitations(options) {
      const query = 'teamId' in options ? { team_id: required(options.teamId, 'team id') } : { user_id: required(options.userId, 'user id') };
      return (await api.GET('/team-invitations', { params: { query } })).data.items;
    },
    async revokeTeamInvitation(teamId, invitationId) {
      await api.DELETE('/team-invitations/{id}', { params: { path: { id: required(invitationId, 'invitation id') }, query: { team_id: required(teamId, 'team id') } } });
    },
    async getTeamInvitationDetails(c) {
      return (await api.POST('/team-invitations/accept/details', { body: code(c) })).data;
    },
    async checkTeamInvitationCode(c) {
      try {
        await api.POST('/team-invitations/accept/check-code', { body: code(c) });
        return { valid: true };
      } catch (e) {
        if (e instanceof VerificationCodeError) return { valid: false, error: e };
        throw e;
      }
    },
    async acceptTeamInvitation(c) {
      await api.POST('/team-invitations/accept', { body: code(c) });
    },
    async acceptTeamInvitationById(invitationId, userId = 'me') {
      await api.POST('/team-invitations/{id}/accept', { params: { path: { id: required(invitationId, 'invitation id') }, query: { user_id: required(userId, 'user id') } } });
    },
  };
}
