import { defineRoute } from '../../http/router.ts';
import * as s from './email-templates.schemas.ts';

const ADMIN = { types: ['admin'] } as const;
const TAG = 'Email templates';
const SANDBOX = 'Each TSX source is compiled on its own, without reading any file (it may import only `react`), and rendered in a QuickJS WebAssembly sandbox with time, memory, stack and output limits (HTML up to 1,048,576 characters, subject up to 1,000); any failure is EMAIL_RENDERING_ERROR.';

export const listEmailTemplates = defineRoute({
  method: 'get', path: '/internal/email-templates', operationId: 'listEmailTemplates', tag: TAG,
  summary: 'List e-mail templates', description: 'The built-in templates of every auth flow (magic link, password reset, e-mail verification, sign-in and team invitations), as edited by this project, then the project\'s own templates.',
  access: ADMIN, response: { status: 200, description: 'The templates.', schema: s.TemplateList }, errors: [],
});
export const createEmailTemplate = defineRoute({
  method: 'post', path: '/internal/email-templates', operationId: 'createEmailTemplate', tag: TAG,
  summary: 'Create an e-mail template', description: 'Creates a template from a starter source. Custom templates are for custom mail, which needs the project\'s own SMTP server.',
  access: ADMIN, request: { body: s.CreateNamedBody, bodyExample: { display_name: 'Monthly newsletter' } },
  response: { status: 200, description: 'Created.', schema: s.CreatedId, links: { GetEmailTemplate: { operationId: 'getEmailTemplate', parameters: { template_id: '$response.body#/id' } }, UpdateEmailTemplate: { operationId: 'updateEmailTemplate', parameters: { template_id: '$response.body#/id' } }, DeleteEmailTemplate: { operationId: 'deleteEmailTemplate', parameters: { template_id: '$response.body#/id' } } } }, errors: ['REQUIRES_CUSTOM_EMAIL_SERVER'],
});
export const getEmailTemplate = defineRoute({
  method: 'get', path: '/internal/email-templates/{template_id}', operationId: 'getEmailTemplate', tag: TAG,
  summary: 'Read an e-mail template', description: 'One template.', access: ADMIN, request: { params: s.TemplateParams },
  response: { status: 200, description: 'The template.', schema: s.EmailTemplateRead }, errors: ['EMAIL_TEMPLATE_NOT_FOUND'],
});
export const updateEmailTemplate = defineRoute({
  method: 'patch', path: '/internal/email-templates/{template_id}', operationId: 'updateEmailTemplate', tag: TAG,
  summary: 'Change an e-mail template', description: `Saves the source (and theme) only if it renders, with placeholders for its variables, and answers that preview. ${SANDBOX}`,
  access: ADMIN, request: { params: s.TemplateParams, body: s.UpdateTemplateBody, bodyExample: { tsx_source: 'export const subject = ({ project }) => `News from ${project.display_name}`;\nexport function EmailTemplate({ user }) {\n  return <p>Hello {user.display_name}!</p>;\n}\n', theme_id: null } }, response: { status: 200, description: 'Saved; the preview.', schema: s.UpdateTemplateResult },
  errors: ['EMAIL_TEMPLATE_NOT_FOUND', 'EMAIL_THEME_NOT_FOUND', 'EMAIL_RENDERING_ERROR'],
});
export const deleteEmailTemplate = defineRoute({
  method: 'delete', path: '/internal/email-templates/{template_id}', operationId: 'deleteEmailTemplate', tag: TAG,
  summary: 'Delete an e-mail template', description: 'Deletes a custom template; for a built-in one, restores its original source.',
  access: ADMIN, request: { params: s.TemplateParams }, response: { status: 200, description: 'Deleted.', schema: s.EmptyBody }, errors: ['EMAIL_TEMPLATE_NOT_FOUND'],
});

export const listEmailThemes = defineRoute({
  method: 'get', path: '/internal/email-themes', operationId: 'listEmailThemes', tag: TAG,
  summary: 'List e-mail themes', description: 'The default theme (used by templates without their own) and the project\'s themes.',
  access: ADMIN, response: { status: 200, description: 'The themes.', schema: s.ThemeList }, errors: [],
});
export const createEmailTheme = defineRoute({
  method: 'post', path: '/internal/email-themes', operationId: 'createEmailTheme', tag: TAG,
  summary: 'Create an e-mail theme', description: 'Creates a theme from the default theme\'s source.',
  access: ADMIN, request: { body: s.CreateNamedBody, bodyExample: { display_name: 'Brand theme' } },
  response: { status: 200, description: 'Created.', schema: s.CreatedId, links: { GetEmailTheme: { operationId: 'getEmailTheme', parameters: { theme_id: '$response.body#/id' } }, UpdateEmailTheme: { operationId: 'updateEmailTheme', parameters: { theme_id: '$response.body#/id' } } } }, errors: [],
});
export const getEmailTheme = defineRoute({
  method: 'get', path: '/internal/email-themes/{theme_id}', operationId: 'getEmailTheme', tag: TAG,
  summary: 'Read an e-mail theme', description: 'One theme.', access: ADMIN, request: { params: s.ThemeParams },
  response: { status: 200, description: 'The theme.', schema: s.EmailThemeRead }, errors: ['EMAIL_THEME_NOT_FOUND'],
});
export const updateEmailTheme = defineRoute({
  method: 'patch', path: '/internal/email-themes/{theme_id}', operationId: 'updateEmailTheme', tag: TAG,
  summary: 'Change an e-mail theme', description: `Saves the source only if a sample template renders inside it. ${SANDBOX}`,
  access: ADMIN, request: { params: s.ThemeParams, body: s.UpdateThemeBody, bodyExample: { tsx_source: 'export function EmailTheme({ children }) {\n  return <html><body>{children}</body></html>;\n}\n' } }, response: { status: 200, description: 'Saved.', schema: s.UpdateThemeResult },
  errors: ['EMAIL_THEME_NOT_FOUND', 'EMAIL_RENDERING_ERROR'],
});

export const listEmailDrafts = defineRoute({
  method: 'get', path: '/internal/email-drafts', operationId: 'listEmailDrafts', tag: TAG,
  summary: 'List e-mail drafts', description: 'Drafts of one-off e-mails (sent with POST /emails/send-email and `draft_id`).',
  access: ADMIN, response: { status: 200, description: 'The drafts.', schema: s.DraftList }, errors: [],
});
export const createEmailDraft = defineRoute({
  method: 'post', path: '/internal/email-drafts', operationId: 'createEmailDraft', tag: TAG,
  summary: 'Create an e-mail draft', description: `A draft has the shape of a template; it is saved only if it renders, with placeholders for its variables (as templates are). ${SANDBOX}`,
  access: ADMIN, request: { body: s.CreateDraftBody, bodyExample: { display_name: 'Launch announcement', tsx_source: 'export const subject = ({ project }) => `News from ${project.display_name}`;\nexport function EmailTemplate({ user }) {\n  return <p>Hello {user.display_name}!</p>;\n}\n', theme_id: null } },
  response: { status: 200, description: 'Created.', schema: s.CreatedId, links: { GetEmailDraft: { operationId: 'getEmailDraft', parameters: { draft_id: '$response.body#/id' } }, UpdateEmailDraft: { operationId: 'updateEmailDraft', parameters: { draft_id: '$response.body#/id' } }, DeleteEmailDraft: { operationId: 'deleteEmailDraft', parameters: { draft_id: '$response.body#/id' } } } }, errors: ['EMAIL_THEME_NOT_FOUND', 'EMAIL_RENDERING_ERROR'],
});
export const getEmailDraft = defineRoute({
  method: 'get', path: '/internal/email-drafts/{draft_id}', operationId: 'getEmailDraft', tag: TAG,
  summary: 'Read an e-mail draft', description: 'One draft.', access: ADMIN, request: { params: s.DraftParams },
  response: { status: 200, description: 'The draft.', schema: s.EmailDraftRead }, errors: ['EMAIL_DRAFT_NOT_FOUND'],
});
export const updateEmailDraft = defineRoute({
  method: 'patch', path: '/internal/email-drafts/{draft_id}', operationId: 'updateEmailDraft', tag: TAG,
  summary: 'Change an e-mail draft', description: `Changes the name, source or theme; a new source or theme is saved only if the draft renders. ${SANDBOX}`, access: ADMIN, request: { params: s.DraftParams, body: s.UpdateDraftBody, bodyExample: { display_name: 'Launch announcement (final)' } },
  response: { status: 200, description: 'Saved.', schema: s.OkBody }, errors: ['EMAIL_DRAFT_NOT_FOUND', 'EMAIL_THEME_NOT_FOUND', 'EMAIL_RENDERING_ERROR'],
});
export const deleteEmailDraft = defineRoute({
  method: 'delete', path: '/internal/email-drafts/{draft_id}', operationId: 'deleteEmailDraft', tag: TAG,
  summary: 'Delete an e-mail draft', description: 'Deletes the draft.', access: ADMIN, request: { params: s.DraftParams },
  response: { status: 200, description: 'Deleted.', schema: s.OkBody }, errors: ['EMAIL_DRAFT_NOT_FOUND'],
});

export const renderEmailPreview = defineRoute({
  method: 'post', path: '/emails/render-email', operationId: 'renderEmail', tag: TAG,
  summary: 'Render an e-mail preview',
  description: `Renders exactly one of \`template_id\` / \`template_tsx_source\` inside at most one of \`theme_id\` / \`theme_tsx_source\` (default: the template's theme), with \`variables\`; missing variables show as placeholders. ${SANDBOX}`,
  access: ADMIN, request: { body: s.RenderEmailBody, bodyExample: { template_tsx_source: 'export const subject = ({ project }) => `News from ${project.display_name}`;\nexport function EmailTemplate({ user }) {\n  return <p>Hello {user.display_name}!</p>;\n}\n', theme_id: false } }, response: { status: 200, description: 'The rendered e-mail.', schema: s.RenderEmailResult },
  errors: ['EMAIL_TEMPLATE_NOT_FOUND', 'EMAIL_THEME_NOT_FOUND', 'EMAIL_RENDERING_ERROR'],
});
