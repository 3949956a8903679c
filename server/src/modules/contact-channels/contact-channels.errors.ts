import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the contact-channels module owns (wire contract: codes are never renamed). */
export const contactChannelsErrors = defineErrors({
  // Gatehouse addition (issue 19 item 3): the wire contract sets no cap and has no code for one.
  CONTACT_CHANNEL_LIMIT_REACHED: def({
    status: 409,
    details: z.object({ max: z.number().int().openapi({ example: 50 }) }),
    message: (d) => `This user already has ${d.max} contact channels, the most one user may hold. Delete one before adding another.`,
  }),
  EMAIL_ALREADY_VERIFIED: def({ status: 409, message: 'The e-mail address is already verified.' }),
  EMAIL_IS_NOT_PRIMARY_EMAIL: def({
    status: 400,
    details: z.object({ email: z.string(), primary_email: z.string().nullable() }),
    message: (d) => `The e-mail '${d.email}' is not the primary e-mail of this user (${d.primary_email ?? 'none'}).`,
  }),
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: def({
    status: 409,
    details: z.object({ type: z.string(), contact_channel_value: z.string(), would_work_if_email_was_verified: z.boolean() }),
    message: (d) => `This ${d.type} (${d.contact_channel_value}) is already used for sign-in by another user.`,
  }),
  CONTACT_CHANNEL_ALREADY_EXISTS: def({ status: 400, message: 'This user already has a contact channel with this value.' }),
  CONTACT_CHANNEL_NOT_FOUND: def({ status: 404, message: 'The contact channel does not exist.' }),
});

type ContactChannelsErrors = typeof contactChannelsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends ContactChannelsErrors {}
}
