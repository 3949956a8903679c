import i18next, { type TFunction } from 'i18next';
import { en } from './messages/en.ts';
import { de } from './messages/de.ts';
import { LOCALES, type Locale } from './locales.ts';

/**
 * One i18next instance for Gatehouse's own texts, initialised synchronously from the bundled
 * catalogues (no backend, nothing loaded at runtime). Values are NOT escaped by i18next: each caller
 * escapes for where the text goes (see `fill`), so a project name can never become markup.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, de: { translation: de } },
  supportedLngs: [...LOCALES],
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}

/** The raw catalogue of a locale (for the completeness test). */
export const catalogues = { en, de } as const;

// Placeholders travel through i18next as sentinels, so the text around them can be escaped on its
// own and each placeholder replaced by a fragment its caller built (already escaped, or markup).
const OPEN = '\u0001';
const CLOSE = '\u0002';

/**
 * A message with its placeholders replaced by `fragments` and the catalogue text between them
 * passed through `escapeText`: `fill(t, 'magicLink.code', { code: '<strong>…</strong>' }, escapeHtml)`.
 */
export function fill(t: TFunction, key: string, fragments: Record<string, string>, escapeText: (s: string) => string): string {
  const sentinels = Object.fromEntries(Object.keys(fragments).map((k) => [k, `${OPEN}${k}${CLOSE}`]));
  const raw = t(key, sentinels) as string;
  return raw
    .split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`))
    .map((part, i) => (i % 2 === 1 ? (fragments[part] ?? '') : escapeText(part)))
    .join('');
}
