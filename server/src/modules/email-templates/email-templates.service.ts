import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { renderEmail, type RenderedEmail, type RenderProps } from '../email-rendering/render.service.ts';
import { builtInSource, DEFAULT_TEMPLATES, DEFAULT_THEME, DEFAULT_THEME_ID, NEW_TEMPLATE_SOURCE, NEW_THEME_SOURCE, type FlowTemplate } from './email-defaults.ts';
import type { Locale } from '../i18n/locales.ts';
import { defaultLocaleOf } from '../i18n/mail-locale.ts';
import * as store from './email-templates.store.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';
import { emailThemeSettings } from './email-templates.settings.ts';
import type { DraftRecord, SourceRecord, TemplateRecord, ThemeChoice } from './email-templates.store.ts';

/**
 * What this module reads of a project, as a structural type: the projects module imports this one
 * (the legacy email_theme and its check), so this one must not import the projects module back.
 */
type TemplateProject = WithOverrides & { id: string; displayName: string; config: { email_config: { type: string } } };

// ---- themes ------------------------------------------------------------------------------------

export async function listThemes(em: EntityManager, projectId: string): Promise<SourceRecord[]> {
  const stored = await store.listStoredThemes(em, projectId);
  return stored.some((t) => t.id === DEFAULT_THEME_ID) ? stored : [{ ...DEFAULT_THEME }, ...stored];
}

export async function getTheme(em: EntityManager, projectId: string, id: string): Promise<SourceRecord> {
  const theme = (await listThemes(em, projectId)).find((t) => t.id === id);
  if (!theme) throw knownError('EMAIL_THEME_NOT_FOUND', { theme_id: id });
  return theme;
}

export async function createTheme(deps: Deps, projectId: string, displayName: string): Promise<string> {
  const id = randomUUID();
  await store.insertTheme(deps.em, projectId, { id, displayName, tsxSource: NEW_THEME_SOURCE });
  return id;
}

/** Saves a theme only if a sample template renders inside it. */
export async function updateTheme(deps: Deps, project: TemplateProject, id: string, tsxSource: string): Promise<SourceRecord> {
  const theme = await getTheme(deps.em, project.id, id);
  await renderEmail(NEW_TEMPLATE_SOURCE, tsxSource, previewProps(project), { preview: true });
  await store.saveThemeSource(deps.em, project.id, { id, displayName: theme.displayName, tsxSource });
  return { ...theme, tsxSource };
}

/** For a legacy config write: the theme must be one of the project's. */
export async function checkThemeExists(em: EntityManager, projectId: string, id: string): Promise<void> {
  if (!(await listThemes(em, projectId)).some((t) => t.id === id)) throw knownError('EMAIL_THEME_DOES_NOT_EXIST', { theme_id: id });
}

/**
 * The theme source for a choice: false none; a theme id that theme; null (the template names none)
 * the project's selected theme (`emails.selectedThemeId`), or the built-in one if that theme is gone.
 */
async function themeSource(em: EntityManager, project: TemplateProject, choice: ThemeChoice): Promise<string | null> {
  if (choice === false) return null;
  if (choice !== null) return (await getTheme(em, project.id, choice)).tsxSource;
  const themes = await listThemes(em, project.id);
  const selected = sliceOf(project, emailThemeSettings).selectedThemeId;
  return (themes.find((t) => t.id === selected) ?? themes.find((t) => t.id === DEFAULT_THEME_ID) ?? DEFAULT_THEME).tsxSource;
}

// ---- templates ---------------------------------------------------------------------------------

export async function listTemplates(em: EntityManager, projectId: string): Promise<TemplateRecord[]> {
  const stored = new Map((await store.listStoredTemplates(em, projectId)).map((t) => [t.id, t]));
  const defaults = Object.values(DEFAULT_TEMPLATES).map((d) => stored.get(d.id) ?? { ...d, themeId: null });
  const custom = [...stored.values()].filter((t) => !defaults.some((d) => d.id === t.id));
  return [...defaults, ...custom];
}

export async function getTemplate(em: EntityManager, projectId: string, id: string): Promise<TemplateRecord> {
  const template = (await listTemplates(em, projectId)).find((t) => t.id === id);
  if (!template) throw knownError('EMAIL_TEMPLATE_NOT_FOUND', { template_id: id });
  return template;
}

/** Custom templates are for custom mail, which needs the project's own SMTP server. */
export async function createTemplate(deps: Deps, project: TemplateProject, displayName: string): Promise<string> {
  if (project.config.email_config.type !== 'standard') throw knownError('REQUIRES_CUSTOM_EMAIL_SERVER');
  const id = randomUUID();
  await store.insertTemplate(deps.em, project.id, { id, displayName, tsxSource: NEW_TEMPLATE_SOURCE });
  return id;
}

/** Saves the source only if it renders (with placeholders for its variables); answers the preview. */
export async function updateTemplate(deps: Deps, project: TemplateProject, id: string, input: { tsxSource: string; themeId?: ThemeChoice }): Promise<string> {
  const template = await getTemplate(deps.em, project.id, id);
  const themeId = input.themeId === undefined ? template.themeId : input.themeId;
  const rendered = await renderEmail(input.tsxSource, await themeSource(deps.em, project, themeId), previewProps(project), { preview: true });
  await store.saveTemplateSource(deps.em, project.id, { id, displayName: template.displayName, tsxSource: input.tsxSource, themeId });
  return rendered.html;
}

/** Deleting a built-in template restores its original source. */
export async function deleteTemplate(deps: Deps, projectId: string, id: string): Promise<void> {
  await getTemplate(deps.em, projectId, id);
  await store.deleteStoredTemplate(deps.em, projectId, id);
}

// ---- drafts ------------------------------------------------------------------------------------

export function listDrafts(em: EntityManager, projectId: string): Promise<DraftRecord[]> {
  return store.listDrafts(em, projectId);
}

export async function getDraft(em: EntityManager, projectId: string, id: string): Promise<DraftRecord> {
  const draft = await store.findDraft(em, projectId, id);
  if (!draft) throw knownError('EMAIL_DRAFT_NOT_FOUND', { draft_id: id });
  return draft;
}

/**
 * Drafts are saved only if they render (with placeholders), like templates and themes: no route
 * stores TSX that the sandbox has not checked, and a draft's source gets the same refusals.
 */
export async function createDraft(deps: Deps, project: TemplateProject, input: { displayName: string; tsxSource?: string; themeId?: ThemeChoice }): Promise<string> {
  const id = randomUUID();
  const draft = { tsxSource: input.tsxSource ?? NEW_TEMPLATE_SOURCE, themeId: input.themeId ?? null };
  if (input.tsxSource !== undefined || input.themeId !== undefined) await renderStored(deps.em, project, draft, previewProps(project), { preview: true });
  await store.insertDraft(deps.em, project.id, { id, displayName: input.displayName, ...draft });
  return id;
}

export async function updateDraft(deps: Deps, project: TemplateProject, id: string, input: { displayName?: string; tsxSource?: string; themeId?: ThemeChoice }): Promise<void> {
  const draft = await getDraft(deps.em, project.id, id);
  const next = { tsxSource: input.tsxSource ?? draft.tsxSource, themeId: input.themeId === undefined ? draft.themeId : input.themeId };
  if (input.tsxSource !== undefined || input.themeId !== undefined) await renderStored(deps.em, project, next, previewProps(project), { preview: true });
  await store.updateDraft(deps.em, project.id, { id, displayName: input.displayName ?? draft.displayName, ...next });
}

export async function deleteDraft(deps: Deps, projectId: string, id: string): Promise<void> {
  if (!(await store.deleteDraft(deps.em, projectId, id))) throw knownError('EMAIL_DRAFT_NOT_FOUND', { draft_id: id });
}

// ---- rendering ---------------------------------------------------------------------------------

export function previewProps(project: TemplateProject, variables: Record<string, unknown> = {}): RenderProps {
  return { user: { display_name: 'Ada Lovelace', primary_email: 'ada@example.com' }, project: { display_name: project.displayName }, variables, locale: defaultLocaleOf(project) };
}

/** Renders a stored template (or draft source) with its theme, or an explicit theme choice. */
export async function renderStored(em: EntityManager, project: TemplateProject, source: { tsxSource: string; themeId: ThemeChoice }, props: RenderProps, opts: { themeOverride?: ThemeChoice; preview?: boolean } = {}): Promise<RenderedEmail> {
  const theme = await themeSource(em, project, opts.themeOverride === undefined ? source.themeId : opts.themeOverride);
  return renderEmail(source.tsxSource, theme, props, { preview: opts.preview });
}

export async function renderSources(em: EntityManager, project: TemplateProject, templateSource: string, theme: { source: string } | ThemeChoice, props: RenderProps, preview = false): Promise<RenderedEmail> {
  const themeSrc = typeof theme === 'object' && theme !== null ? theme.source : await themeSource(em, project, theme);
  return renderEmail(templateSource, themeSrc, props, { preview });
}

/**
 * The e-mail of an auth flow, from the project's (possibly edited) template for it. Edits are
 * validated when saved, but a template can still fail on real data; sign-in must not break
 * because of that, so the caller falls back to the built-in text (see flow-emails.ts).
 */
export async function renderFlowTemplate(em: EntityManager, project: TemplateProject, flow: FlowTemplate, variables: Record<string, unknown>, locale: Locale, user: RenderProps['user'] = null): Promise<RenderedEmail> {
  const template = await getTemplate(em, project.id, DEFAULT_TEMPLATES[flow].id);
  // Not edited (never saved, or saved exactly as shipped): the built-in template in the mail's
  // language. Edited: the project's own words, as written; it gets `locale` to branch on.
  const source = template.tsxSource === DEFAULT_TEMPLATES[flow].tsxSource ? { ...template, tsxSource: builtInSource(flow, locale) } : template;
  return renderStored(em, project, source, { user, project: { display_name: project.displayName }, variables, locale });
}
