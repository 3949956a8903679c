import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InferEntity } from '@mikro-orm/core';
import { EmailDraft, EmailTemplate, EmailTheme } from './email-templates.entity.ts';

/**
 * The only code that reads and writes email_theme, email_template and email_draft: the rows a
 * project stored. Built-in defaults live in code (email-defaults.ts); a stored row with a default's
 * id is the project's edited copy of it. Reads bypass the identity map: the same EntityManager may
 * have updated a row natively moments before.
 */

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

// In the tables, "no theme" is `without_theme`; `theme_id` null with it false means the project's theme.
const themeChoiceOf = (r: { themeId?: string | null; withoutTheme: boolean }): ThemeChoice => (r.withoutTheme ? false : (r.themeId ?? null));
const themeColumns = (c: ThemeChoice) => ({ themeId: c === false || c === null ? null : c, withoutTheme: c === false });

const byCreation = { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true } as const;

// ---- themes ------------------------------------------------------------------------------------

export async function listStoredThemes(em: EntityManager, projectId: string): Promise<SourceRecord[]> {
  const themes = await em.find(EmailTheme, { projectId }, byCreation);
  return themes.map((t) => ({ id: t.id, displayName: t.displayName, tsxSource: t.tsxSource }));
}

export async function insertTheme(em: EntityManager, projectId: string, theme: SourceRecord): Promise<void> {
  em.create(EmailTheme, { projectId, ...theme });
  await em.flush();
}

/** Stores the theme's source: a new row (a default's edited copy), or only the source of an existing one. */
export async function saveThemeSource(em: EntityManager, projectId: string, theme: SourceRecord): Promise<void> {
  await em.upsert(EmailTheme, { projectId, ...theme }, { onConflictMergeFields: ['tsxSource'], disableIdentityMap: true });
}

// ---- templates ---------------------------------------------------------------------------------

export async function listStoredTemplates(em: EntityManager, projectId: string): Promise<TemplateRecord[]> {
  const templates = await em.find(EmailTemplate, { projectId }, byCreation);
  return templates.map((t) => ({ id: t.id, displayName: t.displayName, tsxSource: t.tsxSource, themeId: themeChoiceOf(t) }));
}

export async function insertTemplate(em: EntityManager, projectId: string, template: SourceRecord): Promise<void> {
  em.create(EmailTemplate, { projectId, ...template });
  await em.flush();
}

/** Stores the template's source and theme: a new row (a default's edited copy), or an update keeping its name. */
export async function saveTemplateSource(em: EntityManager, projectId: string, template: TemplateRecord): Promise<void> {
  const { themeId, ...source } = template;
  await em.upsert(
    EmailTemplate,
    { projectId, ...source, ...themeColumns(themeId) },
    { onConflictMergeFields: ['tsxSource', 'themeId', 'withoutTheme'], disableIdentityMap: true },
  );
}

export async function deleteStoredTemplate(em: EntityManager, projectId: string, id: string): Promise<void> {
  await em.nativeDelete(EmailTemplate, { projectId, id });
}

// ---- drafts ------------------------------------------------------------------------------------

type DraftRow = InferEntity<typeof EmailDraft>;

const draftOf = (d: DraftRow): DraftRecord => ({ id: d.id, displayName: d.displayName, tsxSource: d.tsxSource, themeId: themeChoiceOf(d), sentAt: d.sentAt ?? null });

export async function listDrafts(em: EntityManager, projectId: string): Promise<DraftRecord[]> {
  return (await em.find(EmailDraft, { projectId }, byCreation)).map(draftOf);
}

export async function findDraft(em: EntityManager, projectId: string, id: string): Promise<DraftRecord | null> {
  const draft = await em.findOne(EmailDraft, { projectId, id }, { disableIdentityMap: true });
  return draft ? draftOf(draft) : null;
}

export async function insertDraft(em: EntityManager, projectId: string, draft: TemplateRecord): Promise<void> {
  const { themeId, ...source } = draft;
  em.create(EmailDraft, { projectId, ...source, ...themeColumns(themeId) });
  await em.flush();
}

export async function updateDraft(em: EntityManager, projectId: string, draft: TemplateRecord): Promise<void> {
  const { id, themeId, ...source } = draft;
  await em.nativeUpdate(EmailDraft, { projectId, id }, { ...source, ...themeColumns(themeId) });
}

/** Returns whether there was such a draft. */
export async function deleteDraft(em: EntityManager, projectId: string, id: string): Promise<boolean> {
  return (await em.nativeDelete(EmailDraft, { projectId, id })) > 0;
}

export async function markDraftSent(em: EntityManager, projectId: string, id: string): Promise<void> {
  await em.nativeUpdate(EmailDraft, { projectId, id }, { sentAt: sql`now()` });
}
