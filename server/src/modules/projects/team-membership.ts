import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Which teams an internal (dashboard) user belongs to, answered by the teams module, which owns
 * team_member. Projects sit below teams in the module layers (teams never needs a project, and
 * projects may not import teams), so the composition root (services.ts) hands the teams store's
 * operations in as an app dependency.
 */
export interface TeamMembership {
  /** Whether the user is a member of the team (both of this project). */
  isMember(em: EntityManager, projectId: string, teamId: string, userId: string): Promise<boolean>;
  /** The ids of the teams of this project the user is a member of. */
  teamIdsOf(em: EntityManager, projectId: string, userId: string): Promise<string[]>;
}

declare module '../../http/context.ts' {
  interface AppDeps {
    /** Team membership (teams module), for the projects the dashboard lists and creates. */
    teamMembership: TeamMembership;
  }
}
