import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { perAddress, perClient } from '../rate-limits/route-limits.ts';
import { CodeBody, CodeCheckResult } from '../verification-codes/verification-codes.schemas.ts';
import {
  ListTeamInvitationsQuery,
  SendTeamInvitationBody,
  SendTeamInvitationResult,
  TeamIdQuery,
  TeamInvitationAccepted,
  TeamInvitationDetails,
  TeamInvitationIdParams,
  TeamInvitationList,
  UserIdMeQuery,
} from './team-invitations.schemas.ts';

export const TEAM_INVITATIONS_TAG = 'Team invitations';
const ANY = ['client', 'server', 'admin'] as const;
const CODE_ERRORS = ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'] as const;

export const sendTeamInvitation = defineRoute({
  method: 'post',
  path: '/team-invitations/send-code',
  operationId: 'sendTeamInvitation',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'Invite someone to a team by e-mail',
  description:
    'E-mails "You have been invited to join <team>" (the project\'s team_invitation template) with the link `callback_url?code=<code>`, valid for the project\'s invitation lifetime (config `verification_code_lifetimes.team_invitation_seconds`, 7 days by default) and usable once. `callback_url` must be on a trusted domain. Answers the invitation\'s id.',
  access: { types: ANY, user: 'required-for-client', team: { in: 'body', permissions: ['$invite_members'] } },
  rateLimits: [perClient('code_sends_per_ip'), perAddress({ in: 'body', name: 'email', normalise: 'email' })],
  request: { body: SendTeamInvitationBody },
  response: {
    status: 200,
    description: 'The invitation was made and its e-mail queued.',
    schema: SendTeamInvitationResult,
    links: { AcceptTeamInvitationById: { operationId: 'acceptTeamInvitationById', parameters: { id: '$response.body#/id' } } },
  },
  errors: ['TEAM_NOT_FOUND', 'REDIRECT_URL_NOT_WHITELISTED', 'TEAM_INVITATION_LIMIT_REACHED'],
});

export const listTeamInvitations = defineRoute({
  method: 'get',
  path: '/team-invitations',
  operationId: 'listTeamInvitations',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'List open team invitations',
  description:
    "The invitations that can still be accepted (unused, unexpired), oldest first: of one team (`team_id`; client access needs `$read_members` and `$invite_members` there), or to one user's verified e-mail addresses (`user_id`; client access: `me`). Exactly one of the two. Not paginated. Changes nothing.",
  access: { types: ANY, userId: { in: 'query', omit: 'any' }, team: { in: 'query', permissions: ['$read_members', '$invite_members'], orUser: true } },
  request: { query: ListTeamInvitationsQuery },
  response: { status: 200, description: 'The open invitations.', schema: TeamInvitationList },
  errors: ['TEAM_NOT_FOUND'],
});

export const revokeTeamInvitation = defineRoute({
  method: 'delete',
  path: '/team-invitations/{id}',
  operationId: 'revokeTeamInvitation',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'Withdraw a team invitation',
  description: 'Deletes the invitation of the team `team_id`: its link no longer works. An id that is not an invitation of that team answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.',
  access: { types: ANY, team: { in: 'query', permissions: ['$remove_members'] } },
  request: { params: TeamInvitationIdParams, query: TeamIdQuery },
  response: { status: 200, description: 'The invitation was withdrawn.', schema: SuccessBody },
  errors: ['VERIFICATION_CODE_NOT_FOUND'],
});

export const acceptTeamInvitation = defineRoute({
  method: 'post',
  path: '/team-invitations/accept',
  operationId: 'acceptTeamInvitation',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'Accept a team invitation with its code',
  description:
    "Uses the code from the invitation e-mail and makes the signed-in user a member of the team, with the project's team-member default permissions (already a member: nothing changes, the code is used). Whoever holds the code may accept it: the invited address is not compared. Restricted users (e.g. anonymous ones) are refused without using the code.",
  access: { types: ANY, user: 'required', restricted: { refuseAs: 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED' } },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'The user is a member of the team.', schema: TeamInvitationAccepted },
  errors: [...CODE_ERRORS, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', 'TEAM_NOT_FOUND'],
});

export const checkTeamInvitationCode = defineRoute({
  method: 'post',
  path: '/team-invitations/accept/check-code',
  operationId: 'checkTeamInvitationCode',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'Check a team invitation code without using it',
  description: 'Answers `{is_code_valid: true}` if /team-invitations/accept would accept the code for the signed-in user now, or the reason it would not. Never uses the code.',
  access: { types: ANY, user: 'required', restricted: { refuseAs: 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED' } },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'The code is valid.', schema: CodeCheckResult },
  errors: [...CODE_ERRORS, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED'],
});

export const teamInvitationDetails = defineRoute({
  method: 'post',
  path: '/team-invitations/accept/details',
  operationId: 'teamInvitationDetails',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'Which team an invitation code is for',
  description: 'The team the code invites to (id and name), with the same checks as /team-invitations/accept/check-code. Never uses the code.',
  access: { types: ANY, user: 'required', restricted: { refuseAs: 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED' } },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'The team of the invitation.', schema: TeamInvitationDetails },
  errors: [...CODE_ERRORS, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED'],
});

export const acceptTeamInvitationById = defineRoute({
  method: 'post',
  path: '/team-invitations/{id}/accept',
  operationId: 'acceptTeamInvitationById',
  tag: TEAM_INVITATIONS_TAG,
  summary: 'Accept a team invitation sent to one of your addresses',
  description:
    "Accepts the invitation `id` for the user `user_id` (client access: `me`), who must own the invited e-mail address, verified; the user becomes a member with the project's team-member default permissions (already a member: nothing changes). An invitation that is unknown, sent to another address, used or expired answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.",
  access: { types: ANY, userId: { in: 'query' }, restricted: { refuseAs: 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED' } },
  request: { params: TeamInvitationIdParams, query: UserIdMeQuery },
  response: { status: 200, description: 'The user is a member of the team.', schema: TeamInvitationAccepted },
  errors: ['VERIFICATION_CODE_NOT_FOUND', 'TEAM_NOT_FOUND'],
});
