import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './email-templates.routes.ts';
import * as h from './email-templates.handlers.ts';
import { emailTemplatesErrors } from './email-templates.errors.ts';
import { emailThemeSettings } from './email-templates.settings.ts';
import { EmailDraft, EmailTemplate, EmailTheme } from './email-templates.entity.ts';
import { Migration20261123014500EmailTemplates } from './migrations/Migration20261123014500EmailTemplates.ts';

/** E-mail templates, themes and drafts (TSX, rendered in a sandbox), and their previews. */
export const emailTemplatesModule: ModuleManifest = {
  name: 'email-templates',
  tags: [{ name: 'Email templates', description: 'E-mail templates, themes and drafts (TSX), and their rendered previews.', group: 'Admin' }],
  routes: [
    route(routes.listEmailTemplates, h.listEmailTemplatesHandler),
    route(routes.createEmailTemplate, h.createEmailTemplateHandler),
    route(routes.getEmailTemplate, h.getEmailTemplateHandler),
    route(routes.updateEmailTemplate, h.updateEmailTemplateHandler),
    route(routes.deleteEmailTemplate, h.deleteEmailTemplateHandler),
    route(routes.listEmailThemes, h.listEmailThemesHandler),
    route(routes.createEmailTheme, h.createEmailThemeHandler),
    route(routes.getEmailTheme, h.getEmailThemeHandler),
    route(routes.updateEmailTheme, h.updateEmailThemeHandler),
    route(routes.listEmailDrafts, h.listEmailDraftsHandler),
    route(routes.createEmailDraft, h.createEmailDraftHandler),
    route(routes.getEmailDraft, h.getEmailDraftHandler),
    route(routes.updateEmailDraft, h.updateEmailDraftHandler),
    route(routes.deleteEmailDraft, h.deleteEmailDraftHandler),
    route(routes.renderEmailPreview, h.renderEmailPreviewHandler),
  ],
  errors: emailTemplatesErrors,
  settings: emailThemeSettings,
  entities: [EmailTheme, EmailTemplate, EmailDraft],
  migrations: [{ name: 'Migration20261123014500EmailTemplates', class: Migration20261123014500EmailTemplates }],
};
