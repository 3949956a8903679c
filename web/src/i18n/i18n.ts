import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';

/*
 * The end user's language on the hosted pages (issue 22 item 10). i18next + react-i18next: the
 * most used React i18n pair, kept up to date, plurals through Intl.PluralRules, and a catalogue is
 * a plain object (checked key for key against English by locales.test.ts).
 *
 * One instance, English by default. Only a hosted page switches it (HostedProjectPage, for as long
 * as it is mounted), so the dashboard, which shares components such as the password form and the
 * session list, always renders English.
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // React escapes; the catalogue never holds markup.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** "de-AT" -> "de"; null when the language is not one we have. */
export function matchLocale(tag: unknown): Locale | null {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : null;
}

/**
 * The language of a hosted page: ?lang= (links and the footer switch), else the first of the
 * browser's languages we have (navigator.languages is what Accept-Language carries), else the
 * project's default, else English.
 */
export function chooseLocale({ query, browser, projectDefault }: { query?: unknown; browser: readonly string[]; projectDefault?: unknown }): Locale {
  const fromQuery = matchLocale(query);
  if (fromQuery) return fromQuery;
  for (const tag of browser) {
    const m = matchLocale(tag);
    if (m) return m;
  }
  return matchLocale(projectDefault) ?? DEFAULT_LOCALE;
}

/** The language the hosted pages currently speak (English outside them). */
export function currentLocale(): Locale {
  return matchLocale(i18n.language) ?? DEFAULT_LOCALE;
}

/** "3 minutes" / "3 Minuten": a rate limit's wait, rounded up like api/client.ts formatWait. */
export function formatWait(seconds: number): string {
  const t = i18n.t.bind(i18n);
  if (seconds < 60) return t('time.seconds', { count: Math.max(1, seconds) });
  if (seconds <= 90 * 60) return t('time.minutes', { count: Math.ceil(seconds / 60) });
  return t('time.hours', { count: Math.ceil(seconds / 3600) });
}

/** A date and time in the page's language ("28 Nov 2026, 11:40" / "28. Nov. 2026, 11:40"). */
export function formatDateTime(at: string | number | Date): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** A date in the page's language. */
export function formatDate(at: string | number | Date): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(new Date(at));
}

/** "just now", "5 minutes ago", "in 2 days" in the page's language. */
export function formatRelative(at: string | number | Date, now = Date.now()): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return i18n.t('time.justNow');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return rtf.format(Math.round(seconds / (30 * 86_400)), 'month');
  return rtf.format(Math.round(seconds / (365 * 86_400)), 'year');
}
