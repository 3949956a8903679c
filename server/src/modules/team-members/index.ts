import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as r from './team-members.routes.ts';
import * as h from './team-members.handlers.ts';
import { teamMembersErrors } from './team-members.errors.ts';

/**
 * Joining and leaving teams and the members' per-team profiles. Owns no table: memberships are the
 * teams module's rows, users the users module's; this module needs both (teams sit below users).
 */
export const teamMembersModule: ModuleManifest = {
  name: 'team-members',
  tags: [
    { name: r.MEMBERSHIPS_TAG, description: 'Users joining and leaving teams.', group: 'Teams' },
    { name: r.PROFILES_TAG, description: "Members' names and images in their teams.", group: 'Teams' },
  ],
  routes: [
    route(r.addTeamMember, h.addTeamMemberHandler),
    route(r.removeTeamMember, h.removeTeamMemberHandler),
    route(r.listTeamMemberProfiles, h.listTeamMemberProfilesHandler),
    route(r.getTeamMemberProfile, h.getTeamMemberProfileHandler),
    route(r.updateTeamMemberProfile, h.updateTeamMemberProfileHandler),
  ],
  errors: teamMembersErrors,
};
