import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { ListMemberProfilesQuery, MembershipParams, TeamMemberProfileList, TeamMemberProfileView, TeamMembership, UpdateMemberProfileBody } from './team-members.schemas.ts';

export const MEMBERSHIPS_TAG = 'Team memberships';
export const PROFILES_TAG = 'Team member profiles';
const ANY = ['client', 'server', 'admin'] as const;

// ---- memberships -------------------------------------------------------------------------------

export const addTeamMember = defineRoute({
  method: 'post',
  path: '/team-memberships/{team_id}/{user_id}',
  operationId: 'addTeamMember',
  tag: MEMBERSHIPS_TAG,
  summary: 'Add a user to a team',
  description: "Makes the user a member of the team, with the project's team-member default permissions. A body, if sent, is ignored.",
  access: { types: ['server', 'admin'], userId: { in: 'params' } },
  request: { params: MembershipParams },
  response: {
    status: 201,
    description: 'The membership.',
    schema: TeamMembership,
    links: {
      RemoveTeamMember: { operationId: 'removeTeamMember', parameters: { team_id: '$response.body#/team_id', user_id: '$response.body#/user_id' } },
      GetTeamMemberProfile: { operationId: 'getTeamMemberProfile', parameters: { team_id: '$response.body#/team_id', user_id: '$response.body#/user_id' } },
      UpdateTeamMemberProfile: { operationId: 'updateTeamMemberProfile', parameters: { team_id: '$response.body#/team_id', user_id: '$response.body#/user_id' } },
    },
  },
  errors: ['USER_NOT_FOUND', 'TEAM_NOT_FOUND', 'TEAM_MEMBERSHIP_ALREADY_EXISTS'],
});

export const removeTeamMember = defineRoute({
  method: 'delete',
  path: '/team-memberships/{team_id}/{user_id}',
  operationId: 'removeTeamMember',
  tag: MEMBERSHIPS_TAG,
  summary: 'Remove a user from a team',
  description:
    'Ends the membership; the permissions the member held in the team go with it, and the user no longer has the team selected. Client access may leave a team (`user_id=me`); removing another member needs `$remove_members`. With client access the last admin of a team that has other members (the last member holding both `$update_team` and `$remove_members`, directly or through e.g. `team_admin`) can neither leave nor be removed: TEAM_LAST_ADMIN (grant another member these permissions first, or delete the team); server and admin access may. A body, if sent, is ignored.',
  access: { types: ANY, userId: { in: 'params' }, team: { in: 'params', permissionsForOthers: ['$remove_members'] } },
  request: { params: MembershipParams },
  response: { status: 200, description: 'The membership ended.', schema: SuccessBody },
  errors: ['TEAM_MEMBERSHIP_NOT_FOUND', 'TEAM_LAST_ADMIN'],
});

// ---- member profiles ---------------------------------------------------------------------------

export const listTeamMemberProfiles = defineRoute({
  method: 'get',
  path: '/team-member-profiles',
  operationId: 'listTeamMemberProfiles',
  tag: PROFILES_TAG,
  summary: 'List team member profiles',
  description:
    "The members' profiles (their name and image in the team, falling back to the user's own), in the order they joined; server and admin access also get each whole user. Client access lists one team it is a member of (`team_id`): its own profile (`user_id=me`), or, with `$read_members`, everyone's. Changes nothing.",
  access: { types: ANY, userId: { in: 'query', omit: 'any' }, team: { in: 'query', permissionsForOthers: ['$read_members'] } },
  request: { query: ListMemberProfilesQuery },
  response: { status: 200, description: 'The profiles, in the view of the access type.', schema: TeamMemberProfileList },
  errors: [],
});

export const getTeamMemberProfile = defineRoute({
  method: 'get',
  path: '/team-member-profiles/{team_id}/{user_id}',
  operationId: 'getTeamMemberProfile',
  tag: PROFILES_TAG,
  summary: "Read a member's profile",
  description: "One member's profile. Client access reads its own (`user_id=me`), or another member's with `$read_members`. Changes nothing.",
  access: { types: ANY, userId: { in: 'params' }, team: { in: 'params', permissionsForOthers: ['$read_members'] } },
  request: { params: MembershipParams },
  response: { status: 200, description: 'The profile, in the view of the access type.', schema: TeamMemberProfileView },
  errors: ['TEAM_MEMBERSHIP_NOT_FOUND'],
});

export const updateTeamMemberProfile = defineRoute({
  method: 'patch',
  path: '/team-member-profiles/{team_id}/{user_id}',
  operationId: 'updateTeamMemberProfile',
  tag: PROFILES_TAG,
  summary: "Change a member's profile",
  description: "Sets the member's name and image in this team (null falls back to the user's own). Client access changes only its own profile (`user_id=me`).",
  access: { types: ANY, userId: { in: 'params' }, team: { in: 'params' } },
  request: { params: MembershipParams, body: UpdateMemberProfileBody, bodyExample: { display_name: 'Ada (Platform)' } },
  response: { status: 200, description: 'The changed profile, in the view of the access type.', schema: TeamMemberProfileView },
  errors: ['TEAM_MEMBERSHIP_NOT_FOUND', 'INVALID_PROFILE_IMAGE'],
});
