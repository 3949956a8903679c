import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the emails module owns (wire contract: codes are never renamed). */
export const emailsErrors = defineErrors({
  NOTIFICATION_CATEGORY_NOT_FOUND: def({
    status: 404,
    details: z.object({ notification_category_id: z.string() }),
    message: (d) => `There is no notification category '${d.notification_category_id}'.`,
  }),
  NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED: def({
    status: 400,
    details: z.object({ notification_category_id: z.string() }),
    message: 'Transactional e-mails (sign-in codes, password resets, verification) cannot be turned off.',
  }),
  REQUIRES_CUSTOM_EMAIL_SERVER: def({
    status: 400,
    message: 'This needs the project\'s own e-mail server: set email_config to type "standard" with your SMTP settings. The shared server only sends sign-in and account e-mails.',
  }),
});

type EmailsErrors = typeof emailsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends EmailsErrors {}
}
