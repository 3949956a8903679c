import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { teamInvitationsErrors } from './team-invitations.errors.ts';
import * as r from './team-invitations.routes.ts';
import * as h from './team-invitations.handlers.ts';

/**
 * Inviting people to teams by e-mail and accepting. Owns no table: an invitation is a
 * verification code (verification-codes) naming its team; accepting adds a membership (team-members).
 */
export const teamInvitationsModule: ModuleManifest = {
  name: 'team-invitations',
  tags: [{ name: r.TEAM_INVITATIONS_TAG, description: 'Inviting people to teams by e-mail, and accepting.', group: 'Teams' }],
  routes: [
    route(r.sendTeamInvitation, h.sendTeamInvitationHandler),
    route(r.listTeamInvitations, h.listTeamInvitationsHandler),
    // The static accept paths before the templates they would also match.
    route(r.acceptTeamInvitation, h.acceptTeamInvitationHandler),
    route(r.checkTeamInvitationCode, h.checkTeamInvitationCodeHandler),
    route(r.teamInvitationDetails, h.teamInvitationDetailsHandler),
    route(r.revokeTeamInvitation, h.revokeTeamInvitationHandler),
    route(r.acceptTeamInvitationById, h.acceptTeamInvitationByIdHandler),
  ],
  errors: teamInvitationsErrors,
};
