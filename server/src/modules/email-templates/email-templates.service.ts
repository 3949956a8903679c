import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { rawSql as run } from '../../db/sql.ts';
import { renderEmail, type RenderedEmail, type RenderProps } from '../email-rendering/render.service.ts';
import { DEFAULT_TEMPLATES, DEFAULT_THEME, DEFAULT_THEME_ID, NEW_TEMPLATE_SOURCE, NEW_THEME_SOURCE, type FlowTemplate } from './email-defaults.ts';

/** `null`: the project's theme; `false`: no theme; a uuid: that theme. */
export type ThemeChoice = string | null | false;

export interface SourceRecord {
  id: string;
  displayName: string;
  tsxSource: string;
}
export interface TemplateRecord extends SourceRecord {
  themeId: ThemeChoice;
}
export interface DraftRecord extends TemplateRecord {
  sentAt: Date | null;
}

const themeChoiceOf = (r: Record<string, unknown>): ThemeChoice => (r.without_theme ? false : ((r.theme_id as string | null) ?? null));
const themeColumns = (c: ThemeChoice) => [c === false || c === null ? null : c, c === false];

// ---- themes ------------------------------------------------------------------------------------

export async function listThemes(em: EntityManager, projectId: string): Promise<SourceRecord[]> {
  const rows = await run(em, `select id, display_name, tsx_source from email_theme where project_id = ? order by created_at, id`, [projectId]);
  const stored = rows.map((r) => ({ id: r.id as string, displayName: r.display_name as string, tsxSource: r.tsx_source as string }));
  return stored.some((t) => t.id === DEFAULT_THEME_ID) ? stored : [{ ...DEFAULT_THEME }, ...stored];
}

export async function getTheme(em: EntityManager, projectId: string, id: string): Promise<SourceRecord> {
  const theme = (await listThemes(em, projectId)).find((t) => t.id === id);
  if (!theme) throw knownError('EMAIL_THEME_NOT_FOUND', { theme_id: id });
  return theme;
}

export async function createTheme(deps: Deps, projectId: string, displayName: string): Promise<string> {
  const id = randomUUID();
  await run(deps.em, `insert into email_theme (id, project_id, display_name, tsx_source) values (?, ?, ?, ?)`, [id, projectId, displayName, NEW_THEME_SOURCE]);
  return id;
}

/** Saves a theme only if a sample template renders inside it. */
export async function updateTheme(deps: Deps, project: ProjectRecord, id: string, tsxSource: string): Promise<SourceRecord> {
  const theme = await getTheme(deps.em, project.id, id);
  await renderEmail(NEW_TEMPLATE_SOURCE, tsxSource, previewProps(project), { preview: true });
  await run(
    deps.em,
    `insert into email_theme (id, project_id, display_name, tsx_source) values (?, ?, ?, ?)
     on conflict (project_id, id) do update set tsx_source = excluded.tsx_source`,
    [id, project.id, theme.displayName, tsxSource],
  );
  return { ...theme, tsxSource };
}

async function themeSource(em: EntityManager, projectId: string, choice: ThemeChoice): Promise<string | null> {
  if (choice === false) return null;
  return (await getTheme(em, projectId, choice ?? DEFAULT_THEME_ID)).tsxSource;
}

// ---- templates ---------------------------------------------------------------------------------

export async function listTemplates(em: EntityManager, projectId: string): Promise<TemplateRecord[]> {
  const rows = await run(em, `select id, display_name, tsx_source, theme_id, without_theme from email_template where project_id = ? order by created_at, id`, [projectId]);
  const stored = new Map(rows.map((r) => [r.id as string, { id: r.id as string, displayName: r.display_name as string, tsxSource: r.tsx_source as string, themeId: themeChoiceOf(r) }]));
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
export async function createTemplate(deps: Deps, project: ProjectRecord, displayName: string): Promise<string> {
  if (project.config.email_config.type !== 'standard') throw knownError('REQUIRES_CUSTOM_EMAIL_SERVER');
  const id = randomUUID();
  await run(deps.em, `insert into email_template (id, project_id, display_name, tsx_source) values (?, ?, ?, ?)`, [id, project.id, displayName, NEW_TEMPLATE_SOURCE]);
  return id;
}

/** Saves the source only if it renders (with placeholders for its variables); answers the preview. */
export async function updateTemplate(deps: Deps, project: ProjectRecord, id: string, input: { tsxSource: string; themeId?: ThemeChoice }): Promise<string> {
  const template = await getTemplate(deps.em, project.id, id);
  const themeId = input.themeId === undefined ? template.themeId : input.themeId;
  const rendered = await renderEmail(input.tsxSource, await themeSource(deps.em, project.id, themeId), previewProps(project), { preview: true });
  await run(
    deps.em,
    `insert into email_template (id, project_id, display_name, tsx_source, theme_id, without_theme) values (?, ?, ?, ?, ?, ?)
     on conflict (project_id, id) do update set tsx_source = excluded.tsx_source, theme_id = excluded.theme_id, without_theme = excluded.without_theme`,
    [id, project.id, template.displayName, input.tsxSource, ...themeColumns(themeId)],
  );
  return rendered.html;
}

/** Deleting a built-in template restores its original source. */
export async function deleteTemplate(deps: Deps, projectId: string, id: string): Promise<void> {
  await getTemplate(deps.em, projectId, id);
  await run(deps.em, `delete from email_template where project_id = ? and id = ?`, [projectId, id]);
}

// ---- drafts ------------------------------------------------------------------------------------

const draftOf = (r: Record<string, unknown>): DraftRecord => ({
  id: r.id as string,
  displayName: r.display_name as string,
  tsxSource: r.tsx_source as string,
  themeId: themeChoiceOf(r),
  sentAt: r.sent_at ? new Date(r.sent_at as string) : null,
});

export async function listDrafts(em: EntityManager, projectId: string): Promise<DraftRecord[]> {
  const rows = await run(em, `select * from email_draft where project_id = ? order by created_at, id`, [projectId]);
  return rows.map(draftOf);
}

export async function getDraft(em: EntityManager, projectId: string, id: string): Promise<DraftRecord> {
  const rows = await run(em, `select * from email_draft where project_id = ? and id = ?`, [projectId, id]);
  if (!rows[0]) throw knownError('EMAIL_DRAFT_NOT_FOUND', { draft_id: id });
  return draftOf(rows[0]);
}

export async function createDraft(deps: Deps, projectId: string, input: { displayName: string; tsxSource?: string; themeId?: ThemeChoice }): Promise<string> {
  const id = randomUUID();
  await run(deps.em, `insert into email_draft (id, project_id, display_name, tsx_source, theme_id, without_theme) values (?, ?, ?, ?, ?, ?)`, [
    id, projectId, input.displayName, input.tsxSource ?? NEW_TEMPLATE_SOURCE, ...themeColumns(input.themeId ?? null),
  ]);
  return id;
}

export async function updateDraft(deps: Deps, projectId: string, id: string, input: { displayName?: string; tsxSource?: string; themeId?: ThemeChoice }): Promise<void> {
  const draft = await getDraft(deps.em, projectId, id);
  const themeId = input.themeId === undefined ? draft.themeId : input.themeId;
  await run(deps.em, `update email_draft set display_name = ?, tsx_source = ?, theme_id = ?, without_theme = ? where project_id = ? and id = ?`, [
    input.displayName ?? draft.displayName, input.tsxSource ?? draft.tsxSource, ...themeColumns(themeId), projectId, id,
  ]);
}

export async function deleteDraft(deps: Deps, projectId: string, id: string): Promise<void> {
  const rows = await run(deps.em, `delete from email_draft where project_id = ? and id = ? returning id`, [projectId, id]);
  if (!rows.length) throw knownError('EMAIL_DRAFT_NOT_FOUND', { draft_id: id });
}

export async function markDraftSent(em: EntityManager, projectId: string, id: string): Promise<void> {
  await run(em, `update email_draft set sent_at = now() where project_id = ? and id = ?`, [projectId, id]);
}

// ---- rendering ---------------------------------------------------------------------------------

export function previewProps(project: ProjectRecord, variables: Record<string, unknown> = {}): RenderProps {
  return { user: { display_name: 'Ada Lovelace', primary_email: 'ada@example.com' }, project: { display_name: project.displayName }, variables };
}

/** Renders a stored template (or draft source) with its theme, or an explicit theme choice. */
export async function renderStored(em: EntityManager, project: ProjectRecord, source: { tsxSource: string; themeId: ThemeChoice }, props: RenderProps, opts: { themeOverride?: ThemeChoice; preview?: boolean } = {}): Promise<RenderedEmail> {
  const theme = await themeSource(em, project.id, opts.themeOverride === undefined ? source.themeId : opts.themeOverride);
  return renderEmail(source.tsxSource, theme, props, { preview: opts.preview });
}

export async function renderSources(em: EntityManager, project: ProjectRecord, templateSource: string, theme: { source: string } | ThemeChoice, props: RenderProps, preview = false): Promise<RenderedEmail> {
  const themeSrc = typeof theme === 'object' && theme !== null ? theme.source : await themeSource(em, project.id, theme);
  return renderEmail(templateSource, themeSrc, props, { preview });
}

/**
 * The e-mail of an auth flow, from the project's (possibly edited) template for it. Edits are
 * validated when saved, but a template can still fail on real data; sign-in must not break
 * because of that, so the caller falls back to the built-in text (see flow-emails.ts).
 */
export async function renderFlowTemplate(em: EntityManager, project: ProjectRecord, flow: FlowTemplate, variables: Record<string, unknown>, user: RenderProps['user'] = null): Promise<RenderedEmail> {
  const template = await getTemplate(em, project.id, DEFAULT_TEMPLATES[flow].id);
  return renderStored(em, project, template, { user, project: { display_name: project.displayName }, variables });
}
