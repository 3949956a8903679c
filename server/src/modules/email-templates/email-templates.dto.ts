import { isBuiltInTemplate } from './email-defaults.ts';
import type { DraftRecord, SourceRecord, TemplateRecord } from './email-templates.store.ts';

export const toTemplate = (t: TemplateRecord) => ({ id: t.id, display_name: t.displayName, tsx_source: t.tsxSource, theme_id: t.themeId, is_built_in: isBuiltInTemplate(t.id) });
export const toTheme = (t: SourceRecord) => ({ id: t.id, display_name: t.displayName, tsx_source: t.tsxSource });
export const toDraft = (d: DraftRecord) => ({ id: d.id, display_name: d.displayName, tsx_source: d.tsxSource, theme_id: d.themeId, sent_at_millis: d.sentAt ? d.sentAt.getTime() : null });
