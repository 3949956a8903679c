import { z } from '../../http/zod.ts';
import { email, url, userIdOrMe, uuid } from '../../http/schemas.ts';

/** Team invitations on the wire (wire-contract §7.4, §9.12). Written by hand. */

export const TeamInvitation = z
  .object({
    id: uuid,
    team_id: uuid,
    team_display_name: z.string().openapi({ example: 'Engineering' }),
    expires_at_millis: z.number().int(),
    recipient_email: z.string().openapi({ example: 'grace@example.com' }),
  })
  .openapi('TeamInvitation', { description: 'An invitation that can still be accepted (unused, unexpired).' });

export const TeamInvitationList = z.object({ items: z.array(TeamInvitation), is_paginated: z.literal(false) }).openapi('TeamInvitationList');

export const SendTeamInvitationBody = z
  .object({
    team_id: uuid,
    email: email.openapi({ description: 'Where the invitation goes (stored lower-cased).', example: 'grace@example.com' }),
    callback_url: url.openapi({ description: 'The page that accepts invitations; the e-mailed link is this URL with `code` added. Must be on a trusted domain.', example: 'http://localhost:3000/handler/team-invitation' }),
  })
  .strict()
  .openapi('SendTeamInvitationBody');

export const SendTeamInvitationResult = z.object({ success: z.literal(true), id: uuid.openapi({ description: 'The invitation.' }) }).openapi('SendTeamInvitationResult');

export const ListTeamInvitationsQuery = z
  .object({
    team_id: uuid.optional().openapi({ description: 'The invitations of this team. Give this or user_id, not both.' }),
    user_id: userIdOrMe.optional().openapi({ description: "The invitations to this user's verified e-mail addresses (`me`: the signed-in user). Give this or team_id, not both." }),
  })
  .strict()
  // Exactly one of the two (wire-contract §9.12): checked with the rest of the request, before access.
  .refine((q) => (q.team_id === undefined) !== (q.user_id === undefined), { path: ['team_id'], message: 'exactly one of {path} and query.user_id must be given' });

export const TeamInvitationIdParams = z.object({ id: uuid }).strict();
export const TeamIdQuery = z.object({ team_id: uuid }).strict();
export const UserIdMeQuery = z.object({ user_id: userIdOrMe }).strict();

export const TeamInvitationDetails = z
  .object({ team_id: uuid, team_display_name: z.string().openapi({ example: 'Engineering' }) })
  .openapi('TeamInvitationDetails');

export const TeamInvitationAccepted = z.object({}).openapi('TeamInvitationAccepted', { description: 'An empty object: the user is a member of the team now.' });
