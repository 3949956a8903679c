import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LIMITS } from '../../http/limits.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';

export const teamSettings = defineSettings({
  key: 'teams',
  schema: z.object({
    allowClientTeamCreation: z.boolean().describe('Signed-in users may create teams with client access. Default false. Legacy: client_team_creation_enabled.'),
    createPersonalTeamOnSignUp: z.boolean().describe('Every new user gets a personal team. Default false. Legacy: create_team_on_sign_up.'),
  }),
  defaults: { allowClientTeamCreation: false, createPersonalTeamOnSignUp: false },
  clientVisible: ['allowClientTeamCreation', 'createPersonalTeamOnSignUp'],
});

const grants = (who: string) =>
  z.record(z.string().min(1).max(LIMITS.shortText), z.boolean()).describe(`Permission ids granted to ${who} (true) or not (false).`);

/**
 * The permissions granted by default (legacy team_creator/team_member/user_default_permissions).
 * Declared here because this module writes the grants (permissions.store.ts), and projects
 * imports teams, so a slice in projects could not be read here.
 */
export const rbacSettings = defineSettings({
  key: 'rbac',
  schema: z.object({
    defaultPermissions: z
      .object({
        teamCreator: grants('the creator of a team').describe('Default {"team_admin": true}. Legacy: team_creator_default_permissions.'),
        teamMember: grants('every new team member').describe('Default {"team_member": true}. Legacy: team_member_default_permissions.'),
        signUp: grants('every new user (project permissions)').describe('Default {}: none. Legacy: user_default_permissions.'),
      })
      .strict()
      .describe('The permissions granted automatically when a team is created, a member joins a team, or a user signs up; a change applies to grants made afterwards.'),
  }),
  defaults: { defaultPermissions: { teamCreator: { team_admin: true }, teamMember: { team_member: true }, signUp: {} } },
});

/**
 * The permission ids a project grants by default to a team's creator, a new team member, or a new
 * user (project permissions): the ids set to true, in the order the legacy view lists them.
 */
export function defaultPermissionIds(project: WithOverrides, who: 'teamCreator' | 'teamMember' | 'signUp'): string[] {
  const grants = sliceOf(project, rbacSettings).defaultPermissions[who];
  return Object.keys(grants)
    .filter((id) => grants[id] === true)
    .sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}
