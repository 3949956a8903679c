import type { Handler } from '../../http/router.ts';
import type * as routes from './team-members.routes.ts';
import { addMember, getProfile, listProfiles, removeMember, updateProfile } from './team-members.service.ts';
import { profileView } from './team-members.dto.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings } from '../sessions/sessions.settings.ts';
import { defaultPermissionIds } from '../teams/teams.settings.ts';

export const addTeamMemberHandler: Handler<typeof routes.addTeamMember> = async (c, { deps, auth, params, userId }) => {
  const defaults = defaultPermissionIds(auth.project, 'teamMember');
  await addMember(deps, auth.project.id, params.team_id, userId, defaults);
  return c.json({ team_id: params.team_id, user_id: userId }, 201);
};

export const removeTeamMemberHandler: Handler<typeof routes.removeTeamMember> = async (c, { deps, auth, params, userId }) => {
  await removeMember(deps, auth.project.id, params.team_id, userId, { keepAnAdmin: auth.type === 'client' });
  return c.json({ success: true as const }, 200);
};

export const listTeamMemberProfilesHandler: Handler<typeof routes.listTeamMemberProfiles> = async (c, { deps, auth, query, userId }) => {
  const profiles = await listProfiles(deps, auth.project.id, { teamId: query.team_id, userId }, auth.type !== 'client');
  return c.json({ items: profiles.map((p) => profileView(auth.type, p, sliceOf(auth.project, onboardingSettings).requireEmailVerification)), is_paginated: false as const }, 200);
};

export const getTeamMemberProfileHandler: Handler<typeof routes.getTeamMemberProfile> = async (c, { deps, auth, params, userId }) => {
  const profile = await getProfile(deps, auth.project.id, params.team_id, userId, auth.type !== 'client');
  return c.json(profileView(auth.type, profile, sliceOf(auth.project, onboardingSettings).requireEmailVerification), 200);
};

export const updateTeamMemberProfileHandler: Handler<typeof routes.updateTeamMemberProfile> = async (c, { deps, auth, params, userId, body }) => {
  const profile = await updateProfile(deps, auth.project.id, params.team_id, userId, body, auth.type === 'client' ? 'client' : 'server');
  return c.json(profileView(auth.type, profile, sliceOf(auth.project, onboardingSettings).requireEmailVerification), 200);
};
