import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LOCALES } from './locales.ts';

/**
 * The project's default language (`i18n.defaultLocale`): what e-mails and hosted pages use when the
 * reader's language is unknown or not one Gatehouse has. Client-visible, because the hosted pages
 * read it (GET /projects/current `config.default_locale`).
 */
export const localeSettings = defineSettings({
  key: 'i18n',
  schema: z.object({
    defaultLocale: z
      .enum(LOCALES)
      .describe("The project's default language: e-mails and hosted pages use it when the reader's language (Accept-Language) is not one Gatehouse has, and always for e-mail sent without a browser (server or admin calls, team invitations). Default en (English). Legacy: default_locale."),
  }),
  defaults: { defaultLocale: 'en' },
  clientVisible: ['defaultLocale'],
});
