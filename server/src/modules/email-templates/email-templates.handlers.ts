import type { AppContext } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { route, requireAuth } from '../../http/router.ts';
import { schemaErrorMessage } from '../../http/validation.ts';
import * as r from './email-templates.routes.ts';
import * as svc from './email-templates.service.ts';
import { toDraft, toTemplate, toTheme } from './email-templates.dto.ts';

function schemaError(c: AppContext, line: string): never {
  throw knownError('SCHEMA_ERROR', { message: schemaErrorMessage(c.req.method, new URL(c.req.url).pathname, [line]) });
}

export const emailTemplateRoutes = [
  route(r.listEmailTemplates, async (c, _i, deps, auth) => c.json({ templates: (await svc.listTemplates(deps.em, requireAuth(auth).project.id)).map(toTemplate) }, 200)),
  route(r.createEmailTemplate, async (c, { body }, deps, auth) => c.json({ id: await svc.createTemplate(deps, requireAuth(auth).project, body.display_name) }, 200)),
  route(r.getEmailTemplate, async (c, { params }, deps, auth) => c.json(toTemplate(await svc.getTemplate(deps.em, requireAuth(auth).project.id, params.template_id)), 200)),
  route(r.updateEmailTemplate, async (c, { params, body }, deps, auth) => {
    const html = await svc.updateTemplate(deps, requireAuth(auth).project, params.template_id, { tsxSource: body.tsx_source, themeId: body.theme_id });
    return c.json({ rendered_html: html }, 200);
  }),
  route(r.deleteEmailTemplate, async (c, { params }, deps, auth) => {
    await svc.deleteTemplate(deps, requireAuth(auth).project.id, params.template_id);
    return c.json({}, 200);
  }),

  route(r.listEmailThemes, async (c, _i, deps, auth) => c.json({ themes: (await svc.listThemes(deps.em, requireAuth(auth).project.id)).map(toTheme) }, 200)),
  route(r.createEmailTheme, async (c, { body }, deps, auth) => c.json({ id: await svc.createTheme(deps, requireAuth(auth).project.id, body.display_name) }, 200)),
  route(r.getEmailTheme, async (c, { params }, deps, auth) => c.json(toTheme(await svc.getTheme(deps.em, requireAuth(auth).project.id, params.theme_id)), 200)),
  route(r.updateEmailTheme, async (c, { params, body }, deps, auth) => {
    const theme = await svc.updateTheme(deps, requireAuth(auth).project, params.theme_id, body.tsx_source);
    return c.json({ display_name: theme.displayName }, 200);
  }),

  route(r.listEmailDrafts, async (c, _i, deps, auth) => c.json({ drafts: (await svc.listDrafts(deps.em, requireAuth(auth).project.id)).map(toDraft) }, 200)),
  route(r.createEmailDraft, async (c, { body }, deps, auth) => {
    const id = await svc.createDraft(deps, requireAuth(auth).project.id, { displayName: body.display_name, tsxSource: body.tsx_source, themeId: body.theme_id });
    return c.json({ id }, 200);
  }),
  route(r.getEmailDraft, async (c, { params }, deps, auth) => c.json(toDraft(await svc.getDraft(deps.em, requireAuth(auth).project.id, params.draft_id)), 200)),
  route(r.updateEmailDraft, async (c, { params, body }, deps, auth) => {
    await svc.updateDraft(deps, requireAuth(auth).project.id, params.draft_id, { displayName: body.display_name, tsxSource: body.tsx_source, themeId: body.theme_id });
    return c.json({ ok: 'ok' as const }, 200);
  }),
  route(r.deleteEmailDraft, async (c, { params }, deps, auth) => {
    await svc.deleteDraft(deps, requireAuth(auth).project.id, params.draft_id);
    return c.json({ ok: 'ok' as const }, 200);
  }),

  route(r.renderEmailPreview, async (c, { body }, deps, auth) => {
    const project = requireAuth(auth).project;
    if ((body.template_id === undefined) === (body.template_tsx_source === undefined)) schemaError(c, 'Exactly one of template_id or template_tsx_source must be provided');
    if (body.theme_id !== undefined && body.theme_tsx_source !== undefined) schemaError(c, 'At most one of theme_id or theme_tsx_source may be provided');
    const template = body.template_id ? await svc.getTemplate(deps.em, project.id, body.template_id) : { tsxSource: body.template_tsx_source!, themeId: null };
    const theme = body.theme_tsx_source !== undefined ? { source: body.theme_tsx_source } : body.theme_id !== undefined ? body.theme_id : template.themeId;
    const out = await svc.renderSources(deps.em, project, template.tsxSource, theme, svc.previewProps(project, body.variables ?? {}), true);
    return c.json({ html: out.html, text: out.text, subject: out.subject }, 200);
  }),
];
