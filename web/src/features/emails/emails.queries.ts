import { queryOptions } from '@tanstack/react-query';
import type { components } from '@gatehouse/generated';
import { adminApp } from '../../api/client.ts';

export type EmailTemplate = components['schemas']['EmailTemplate'];
export type EmailTheme = components['schemas']['EmailTheme'];
export type EmailDraft = components['schemas']['EmailDraft'];
export type RenderEmailBody = components['schemas']['RenderEmailBody'];
/** null = the project's theme, false = no theme, a uuid = that theme. */
export type ThemeChoice = string | false | null;

export const templatesQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'email-templates'],
    queryFn: async () => (await adminApp(projectId).api.GET('/internal/email-templates')).data!.templates,
  });

export const themesQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'email-themes'],
    queryFn: async () => (await adminApp(projectId).api.GET('/internal/email-themes')).data!.themes,
  });

export const draftsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'email-drafts'],
    queryFn: async () => (await adminApp(projectId).api.GET('/internal/email-drafts')).data!.drafts,
  });

/** The select's string value for a theme choice, and back. */
export const themeChoiceToValue = (t: ThemeChoice | undefined) => (t === false ? 'none' : (t ?? ''));
export const valueToThemeChoice = (v: string): ThemeChoice => (v === 'none' ? false : v || null);
