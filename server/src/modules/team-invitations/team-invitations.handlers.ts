import type { Handler } from '../../http/router.ts';
import type * as routes from './team-invitations.routes.ts';
import * as invitations from './team-invitations.service.ts';
import type { Invitation } from './team-invitations.service.ts';

const view = (i: Invitation) => ({
  id: i.id,
  team_id: i.teamId,
  team_display_name: i.teamDisplayName,
  expires_at_millis: i.expiresAt.getTime(),
  recipient_email: i.recipientEmail,
});

export const sendTeamInvitationHandler: Handler<typeof routes.sendTeamInvitation> = async (c, { deps, auth, body }) => {
  const id = await invitations.sendInvitation(deps, auth, { teamId: body.team_id, email: body.email, callbackUrl: body.callback_url });
  return c.json({ success: true as const, id }, 200);
};

export const listTeamInvitationsHandler: Handler<typeof routes.listTeamInvitations> = async (c, { deps, auth, query, userId }) => {
  // The query names exactly one of the two (schema); userId is the resolved user_id.
  const items = await invitations.listInvitations(deps, auth, query.team_id !== undefined ? { teamId: query.team_id } : { userId: userId! });
  return c.json({ items: items.map(view), is_paginated: false as const }, 200);
};

export const revokeTeamInvitationHandler: Handler<typeof routes.revokeTeamInvitation> = async (c, { deps, auth, params, query }) => {
  await invitations.revokeInvitation(deps, auth, query.team_id, params.id);
  return c.json({ success: true as const }, 200);
};

export const acceptTeamInvitationHandler: Handler<typeof routes.acceptTeamInvitation> = async (c, { deps, auth, body }) => {
  await invitations.acceptWithCode(deps, auth, body.code);
  return c.json({}, 200);
};

export const checkTeamInvitationCodeHandler: Handler<typeof routes.checkTeamInvitationCode> = async (c, { deps, auth, body }) => {
  await invitations.checkInvitationCode(deps, auth, body.code);
  return c.json({ is_code_valid: true as const }, 200);
};

export const teamInvitationDetailsHandler: Handler<typeof routes.teamInvitationDetails> = async (c, { deps, auth, body }) => {
  const team = await invitations.invitationDetails(deps, auth, body.code);
  return c.json({ team_id: team.id, team_display_name: team.displayName }, 200);
};

export const acceptTeamInvitationByIdHandler: Handler<typeof routes.acceptTeamInvitationById> = async (c, { deps, auth, params, userId }) => {
  await invitations.acceptById(deps, auth, params.id, userId);
  return c.json({}, 200);
};
