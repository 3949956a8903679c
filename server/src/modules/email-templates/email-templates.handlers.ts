import { schemaProblem } from '../../http/errors.ts';
import type { Handler } from '../../http/router.ts';
import type * as r from './email-templates.routes.ts';
import * as svc from './email-templates.service.ts';
import { toDraft, toTemplate, toTheme } from './email-templates.dto.ts';

export const listEmailTemplatesHandler: Handler<typeof r.listEmailTemplates> = async (c, { deps, auth }) => c.json({ templates: (await svc.listTemplates(deps.em, auth.project.id)).map(toTemplate) }, 200);
export const createEmailTemplateHandler: Handler<typeof r.createEmailTemplate> = async (c, { deps, auth, body }) => c.json({ id: await svc.createTemplate(deps, auth.project, body.display_name) }, 200);
export const getEmailTemplateHandler: Handler<typeof r.getEmailTemplate> = async (c, { deps, auth, params }) => c.json(toTemplate(await svc.getTemplate(deps.em, auth.project.id, params.template_id)), 200);
export const updateEmailTemplateHandler: Handler<typeof r.updateEmailTemplate> = async (c, { deps, auth, params, body }) => {
  const html = await svc.updateTemplate(deps, auth.project, params.template_id, { tsxSource: body.tsx_source, themeId: body.theme_id });
  return c.json({ rendered_html: html }, 200);
};
export const deleteEmailTemplateHandler: Handler<typeof r.deleteEmailTemplate> = async (c, { deps, auth, params }) => {
  await svc.deleteTemplate(deps, auth.project.id, params.template_id);
  return c.json({}, 200);
};

export const listEmailThemesHandler: Handler<typeof r.listEmailThemes> = async (c, { deps, auth }) => c.json({ themes: (await svc.listThemes(deps.em, auth.project.id)).map(toTheme) }, 200);
export const createEmailThemeHandler: Handler<typeof r.createEmailTheme> = async (c, { deps, auth, body }) => c.json({ id: await svc.createTheme(deps, auth.project.id, body.display_name) }, 200);
export const getEmailThemeHandler: Handler<typeof r.getEmailTheme> = async (c, { deps, auth, params }) => c.json(toTheme(await svc.getTheme(deps.em, auth.project.id, params.theme_id)), 200);
export const updateEmailThemeHandler: Handler<typeof r.updateEmailTheme> = async (c, { deps, auth, params, body }) => {
  const theme = await svc.updateTheme(deps, auth.project, params.theme_id, body.tsx_source);
  return c.json({ display_name: theme.displayName }, 200);
};

export const listEmailDraftsHandler: Handler<typeof r.listEmailDrafts> = async (c, { deps, auth }) => c.json({ drafts: (await svc.listDrafts(deps.em, auth.project.id)).map(toDraft) }, 200);
export const createEmailDraftHandler: Handler<typeof r.createEmailDraft> = async (c, { deps, auth, body }) => {
  const id = await svc.createDraft(deps, auth.project, { displayName: body.display_name, tsxSource: body.tsx_source, themeId: body.theme_id });
  return c.json({ id }, 200);
};
export const getEmailDraftHandler: Handler<typeof r.getEmailDraft> = async (c, { deps, auth, params }) => c.json(toDraft(await svc.getDraft(deps.em, auth.project.id, params.draft_id)), 200);
export const updateEmailDraftHandler: Handler<typeof r.updateEmailDraft> = async (c, { deps, auth, params, body }) => {
  await svc.updateDraft(deps, auth.project, params.draft_id, { displayName: body.display_name, tsxSource: body.tsx_source, themeId: body.theme_id });
  return c.json({ ok: 'ok' as const }, 200);
};
export const deleteEmailDraftHandler: Handler<typeof r.deleteEmailDraft> = async (c, { deps, auth, params }) => {
  await svc.deleteDraft(deps, auth.project.id, params.draft_id);
  return c.json({ ok: 'ok' as const }, 200);
};

export const renderEmailPreviewHandler: Handler<typeof r.renderEmailPreview> = async (c, { deps, auth, body }) => {
  const project = auth.project;
  if ((body.template_id === undefined) === (body.template_tsx_source === undefined)) throw schemaProblem('Exactly one of template_id or template_tsx_source must be provided');
  if (body.theme_id !== undefined && body.theme_tsx_source !== undefined) throw schemaProblem('At most one of theme_id or theme_tsx_source may be provided');
  const template = body.template_id ? await svc.getTemplate(deps.em, project.id, body.template_id) : { tsxSource: body.template_tsx_source!, themeId: null };
  const theme = body.theme_tsx_source !== undefined ? { source: body.theme_tsx_source } : body.theme_id !== undefined ? body.theme_id : template.themeId;
  const out = await svc.renderSources(deps.em, project, template.tsxSource, theme, svc.previewProps(project, body.variables ?? {}), true);
  return c.json({ html: out.html, text: out.text, subject: out.subject }, 200);
};
