import type { ModuleManifest } from '../../http/module.ts';
import { teamsErrors } from './teams.errors.ts';
import { Team, TeamMember, TeamMemberPermission } from './teams.entity.ts';

/** Teams and memberships (personal teams, project ownership); their routes come with the teams issue. */
export const teamsModule: ModuleManifest = {
  name: 'teams',
  errors: teamsErrors,
  entities: [Team, TeamMember, TeamMemberPermission],
};
