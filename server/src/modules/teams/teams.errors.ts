import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the teams module owns (wire contract: codes are never renamed). */
export const teamsErrors = defineErrors({
  TEAM_MEMBERSHIP_NOT_FOUND: def({
    status: 404,
    details: z.object({ team_id: z.string(), user_id: z.string() }),
    message: (d) => `The user '${d.user_id}' is not a member of the team '${d.team_id}'.`,
  }),
});

type TeamsErrors = typeof teamsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends TeamsErrors {}
}
