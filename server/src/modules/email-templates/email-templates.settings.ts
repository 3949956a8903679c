import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { DEFAULT_THEME_ID } from './email-defaults.ts';

export const emailThemeSettings = defineSettings({
  key: 'emails',
  schema: z.object({
    selectedThemeId: z.uuid().describe('The theme of e-mails sent without a theme of their own (the built-in default theme unless set).'),
  }),
  defaults: { selectedThemeId: DEFAULT_THEME_ID },
});
