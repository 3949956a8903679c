import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the email-templates module owns (wire contract: codes are never renamed). */
export const emailTemplatesErrors = defineErrors({
  EMAIL_RENDERING_ERROR: def({
    status: 400,
    details: z.object({ error: z.string() }),
    message: (d) => `The e-mail template could not be rendered: ${d.error}`,
  }),
  EMAIL_TEMPLATE_NOT_FOUND: def({ status: 404, details: z.object({ template_id: z.string() }), message: (d) => `There is no e-mail template '${d.template_id}'.` }),
  EMAIL_THEME_NOT_FOUND: def({ status: 404, details: z.object({ theme_id: z.string() }), message: (d) => `There is no e-mail theme '${d.theme_id}'.` }),
  // A legacy config write (email_theme) naming a theme this project does not have.
  EMAIL_THEME_DOES_NOT_EXIST: def({ status: 400, details: z.object({ theme_id: z.string() }), message: (d) => `config.email_theme: this project has no e-mail theme '${d.theme_id}'.` }),
  EMAIL_DRAFT_NOT_FOUND: def({ status: 404, details: z.object({ draft_id: z.string() }), message: (d) => `There is no e-mail draft '${d.draft_id}'.` }),
});

type EmailTemplatesErrors = typeof emailTemplatesErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends EmailTemplatesErrors {}
}
