import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** What the user can do about each kind of restriction (part of the message). */
const RESTRICTION_REMEDY = {
  anonymous: 'Finish signing up first, then accept the invitation.',
  email_not_verified: 'Verify your e-mail address first (the project requires it), then accept the invitation.',
  restricted_by_administrator: 'A project admin must lift the restriction first.',
} as const;

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
        RESTRICTION_REMEDY[d.restricted_reason.type]
      }`,
  }),
});

type TeamInvitationsErrors = typeof teamInvitationsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends TeamInvitationsErrors {}
}
