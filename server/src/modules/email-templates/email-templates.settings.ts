import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { DEFAULT_THEME_ID } from './email-defaults.ts';

/**
 * The project's e-mail theme (wire §9.20 `emails.selectedThemeId`; legacy `email_theme`): the theme
 * every template that names none (theme_id null) is rendered in. Mounted under `emails` next to
 * the emails module's `server`. A theme id that names no theme of the project is refused when the
 * legacy config is written; one whose theme is gone renders in the built-in theme.
 */
export const emailThemeSettings = defineSettings({
  key: 'emails',
  schema: z.object({
    selectedThemeId: z.uuid().describe("The theme of templates that name none (the built-in theme's id by default). Legacy: email_theme."),
  }),
  defaults: { selectedThemeId: DEFAULT_THEME_ID },
});
