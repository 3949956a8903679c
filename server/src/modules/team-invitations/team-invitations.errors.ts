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
  // Gatehouse addition (issue 19 item 3): the wire contract sets no cap and has no code for one.
  TEAM_INVITATION_LIMIT_REACHED: def({
    status: 409,
    details: z.object({ max: z.number().int().openapi({ example: 100 }) }),
    message: (d) => `This team already has ${d.max} pending invitations, the most one team may have out at once. Withdraw one, or wait for one to be used or to expire, before sending another.`,
  }),
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
