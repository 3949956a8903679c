import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the team-members module owns. */
export const teamMembersErrors = defineErrors({
  TEAM_LAST_ADMIN: def({
    status: 409,
    details: z.object({ team_id: z.string(), user_id: z.string() }),
    message: (d) =>
      `The user '${d.user_id}' is the last admin of the team '${d.team_id}' (the last member holding both $update_team and $remove_members) and the team has other members: give another member these permissions first, or delete the team.`,
  }),
});

type TeamMembersErrors = typeof teamMembersErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends TeamMembersErrors {}
}
