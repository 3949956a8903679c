import Negotiator from 'negotiator';
import { match } from '@formatjs/intl-localematcher';

/** The languages Gatehouse's own texts exist in (messages/<locale>.ts). English is the fallback of last resort. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * An Accept-Language header is the caller's to write: only this much of it is read, and only this
 * many of its ranges are considered (a browser sends a handful). Longer headers are cut, never refused.
 */
const MAX_HEADER_CHARS = 512;
const MAX_RANGES = 16;

/** Whether a language tag is well-formed BCP 47 (the matcher throws on anything else). */
function isTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The supported locale an Accept-Language header asks for, or null when it names none of ours
 * (or none at all: `*` expresses no preference, and is what a server-side fetch sends by default).
 * q-values are parsed by `negotiator`, ranges are matched by BCP 47 lookup (`de-DE` -> `de`).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = new Negotiator({ headers: { 'accept-language': header.slice(0, MAX_HEADER_CHARS) } })
    .languages()
    .filter((tag) => tag !== '*' && isTag(tag))
    .slice(0, MAX_RANGES);
  if (!ranges.length) return null;
  const NONE = 'x-none';
  const found = match(ranges, [...LOCALES], NONE, { algorithm: 'lookup' });
  return found === NONE ? null : (found as Locale);
}

export const isLocale = (s: unknown): s is Locale => (LOCALES as readonly unknown[]).includes(s);
