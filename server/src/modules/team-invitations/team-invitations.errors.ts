import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the team-invitations module owns (wire contract: codes are never renamed). */
export const teamInvitationsErrors = defineErrors({
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: def({
    status: 403,
    details: z.object({
      restricted_reason: z
        .object({ type: z.enum(['anonymous', 'email_not_verified', 'restricted_by_administrator']) })
        .openapi({ description: 'Why the user is restricted.', example: { type: 'anonymous' } }),
    }),
    message: (d) =>
      `Restricted users cannot accept team invitations (reason: ${d.restricted_reason.type}). ${
        d.restricted_reason.type === 'restricted_by_administrator' ? 'A project admin must lift the restriction first.' : 'Finish signing up first, then accept the invitation.'
      }`,
  }),
});

type TeamInvitationsErrors = typeof teamInvitationsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends TeamInvitationsErrors {}
}
