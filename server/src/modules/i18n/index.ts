import type { ModuleManifest } from '../../http/module.ts';
import { localeSettings } from './i18n.settings.ts';

/** Languages: the project's default locale and Gatehouse's own texts (e-mails) in every supported locale. */
export const i18nModule: ModuleManifest = {
  name: 'i18n',
  settings: localeSettings,
};
