import type { Handler } from '../../http/router.ts';
import { knownError, schemaProblem } from '../../http/errors.ts';
import type * as routes from './teams.routes.ts';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams.service.ts';
import { teamView } from './teams.dto.ts';
import { sliceOf } from '../config/config.settings.ts';
import { defaultPermissionIds, teamSettings } from './teams.settings.ts';

export const listTeamsHandler: Handler<typeof routes.listTeams> = async (c, { deps, auth, userId }) => {
  const teams = await listTeams(deps, auth.project.id, userId);
  return c.json({ items: teams.map((t) => teamView(auth.type, t)), is_paginated: false as const }, 200);
};

export const createTeamHandler: Handler<typeof routes.createTeam> = async (c, { deps, auth, body, query, userId }) => {
  if (query.add_current_user && body.creator_user_id !== undefined) {
    throw schemaProblem('body.creator_user_id and query.add_current_user both name the creator: give one of them');
  }
  const client = auth.type === 'client';
  if (client && !sliceOf(auth.project, teamSettings).allowClientTeamCreation) throw knownError('CLIENT_TEAM_CREATION_NOT_ENABLED');
  let creatorId = userId ?? null;
  if (creatorId === null && (client || query.add_current_user)) {
    // The router made sure a client is signed in; server access asked for its own user.
    if (!auth.user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    creatorId = auth.user.id;
  }
  const creator = creatorId === null ? null : { userId: creatorId, permissionIds: defaultPermissionIds(auth.project, 'teamCreator') };
  const team = await createTeam(deps, auth.project.id, body, creator, client ? 'client' : 'server');
  return c.json(teamView(auth.type, team), 201);
};

export const getTeamHandler: Handler<typeof routes.getTeam> = async (c, { deps, auth, params }) => {
  const team = await getTeam(deps, auth.project.id, params.team_id);
  return c.json(teamView(auth.type, team), 200);
};

export const updateTeamHandler: Handler<typeof routes.updateTeam> = async (c, { deps, auth, params, body }) => {
  const team = await updateTeam(deps, auth.project.id, params.team_id, body, auth.type === 'client' ? 'client' : 'server');
  return c.json(teamView(auth.type, team), 200);
};

export const deleteTeamHandler: Handler<typeof routes.deleteTeam> = async (c, { deps, auth, params }) => {
  await deleteTeam(deps, auth.project.id, params.team_id);
  return c.json({ success: true as const }, 200);
};
