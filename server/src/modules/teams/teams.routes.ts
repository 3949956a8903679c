import { perUser } from '../rate-limits/route-limits.ts';
import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { ClientCreateTeamBody, ClientUpdateTeamBody, CreateTeamBody, CreateTeamQuery, ListTeamsQuery, TeamIdParams, TeamList, TeamView, UpdateTeamBody } from './teams.schemas.ts';

export const TEAMS_TAG = 'Teams';
const ANY = ['client', 'server', 'admin'] as const;
const TEAM_LINKS = {
  GetTeam: { operationId: 'getTeam', parameters: { team_id: '$response.body#/id' } },
  UpdateTeam: { operationId: 'updateTeam', parameters: { team_id: '$response.body#/id' } },
  DeleteTeam: { operationId: 'deleteTeam', parameters: { team_id: '$response.body#/id' } },
};

export const listTeams = defineRoute({
  method: 'get',
  path: '/teams',
  operationId: 'listTeams',
  tag: TEAMS_TAG,
  summary: 'List teams',
  description:
    'The teams of the project, oldest first; with user_id, only the teams that user is a member of. Client access must pass its own user (`user_id=me`). Not paginated. Changes nothing.',
  access: { types: ANY, userId: { in: 'query', omit: 'server' } },
  request: { query: ListTeamsQuery },
  response: { status: 200, description: 'The teams, in the view of the access type.', schema: TeamList },
  errors: [],
});

export const createTeam = defineRoute({
  method: 'post',
  path: '/teams',
  operationId: 'createTeam',
  tag: TEAMS_TAG,
  summary: 'Create a team',
  description:
    "Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`) becomes its first member with the project's team-creator default permissions. Client access needs the project setting client_team_creation_enabled; the creator is the signed-in user, and naming another user is refused. Server access without a creator makes a team with no members. client_read_only_metadata and server_metadata are for server access only.",
  access: { types: ANY, user: 'required-for-client', userId: { in: 'body', name: 'creator_user_id', omit: 'any' } },
  request: {
    query: CreateTeamQuery,
    body: CreateTeamBody,
    clientBody: ClientCreateTeamBody,
    bodyExample: { display_name: 'Engineering', creator_user_id: 'me', client_metadata: { color: 'teal' } },
  },
  response: { status: 201, description: 'The new team, in the view of the access type.', schema: TeamView, links: TEAM_LINKS },
  errors: ['CLIENT_TEAM_CREATION_NOT_ENABLED', 'USER_NOT_FOUND', 'INVALID_PROFILE_IMAGE', 'TEAM_LIMIT_REACHED'],
  // A client-created team is stored data one user grows: capped per user (TEAM_LIMIT_REACHED) and in
  // rate (issue 19 item 3). Server access has no user and is not counted.
  rateLimits: [perUser('team_creations_per_user', { clientOnly: true })],
});

export const getTeam = defineRoute({
  method: 'get',
  path: '/teams/{team_id}',
  operationId: 'getTeam',
  tag: TEAMS_TAG,
  summary: 'Read a team',
  description: 'One team of the project. A team of another project answers TEAM_NOT_FOUND, like a missing one. Changes nothing.',
  access: { types: ANY, team: { in: 'params' } },
  request: { params: TeamIdParams },
  response: { status: 200, description: 'The team, in the view of the access type.', schema: TeamView },
  errors: ['TEAM_NOT_FOUND'],
});

export const updateTeam = defineRoute({
  method: 'patch',
  path: '/teams/{team_id}',
  operationId: 'updateTeam',
  tag: TEAMS_TAG,
  summary: 'Update a team',
  description: 'Changes the given fields; null clears a field. Client access may set only display_name, profile_image_url (a base64 data URL under 100 KB) and client_metadata.',
  access: { types: ANY, team: { in: 'params', permissions: ['$update_team'] } },
  request: { params: TeamIdParams, body: UpdateTeamBody, clientBody: ClientUpdateTeamBody, bodyExample: { display_name: 'Platform', client_metadata: { color: 'navy' } } },
  response: { status: 200, description: 'The changed team, in the view of the access type.', schema: TeamView },
  errors: ['TEAM_NOT_FOUND', 'INVALID_PROFILE_IMAGE'],
});

export const deleteTeam = defineRoute({
  method: 'delete',
  path: '/teams/{team_id}',
  operationId: 'deleteTeam',
  tag: TEAMS_TAG,
  summary: 'Delete a team',
  description:
    'Deletes the team with its memberships and their permissions, all at once; members who had it selected have no selected team afterwards, and projects it owned have no owner.',
  access: { types: ANY, team: { in: 'params', permissions: ['$delete_team'] } },
  request: { params: TeamIdParams },
  response: { status: 200, description: 'The team was deleted.', schema: SuccessBody },
  errors: ['TEAM_NOT_FOUND'],
});
