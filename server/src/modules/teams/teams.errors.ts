import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/**
 * The known errors the teams module owns (wire contract: codes are never renamed). The router's
 * TEAM_MEMBERSHIP_NOT_FOUND and TEAM_PERMISSION_REQUIRED are framework codes (http/errors.ts).
 */
export const teamsErrors = defineErrors({
  TEAM_NOT_FOUND: def({
    status: 404,
    details: z.object({ team_id: z.string() }),
    message: (d) => `The team '${d.team_id}' does not exist.`,
  }),
  TEAM_MEMBERSHIP_ALREADY_EXISTS: def({ status: 409, message: 'The user is already a member of the team.' }),
  CLIENT_TEAM_CREATION_NOT_ENABLED: def({
    status: 403,
    message: 'Users of this project cannot create teams themselves (project setting client_team_creation_enabled). Create the team with server access.',
  }),
  // Gatehouse addition (issue 19 item 3): the wire contract sets no cap and has no code for one.
  TEAM_LIMIT_REACHED: def({
    status: 409,
    details: z.object({ max: z.number().int().openapi({ example: 100 }) }),
    message: (d) => `This user is already a member of ${d.max} teams, the most a user may belong to when creating a team. Leave a team before creating another.`,
  }),
  TEAM_PERMISSION_NOT_FOUND: def({
    status: 401,
    details: z.object({ team_id: z.string(), user_id: z.string(), permission_id: z.string().openapi({ example: 'read:docs' }) }),
    message: (d) => `The user '${d.user_id}' was not granted the permission '${d.permission_id}' in the team '${d.team_id}' directly, so it cannot be revoked.`,
  }),
});

type TeamsErrors = typeof teamsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends TeamsErrors {}
}
