import type { AccessType } from '../../http/context.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';
import { localeSettings } from './i18n.settings.ts';
import { localeFromAcceptLanguage, type Locale } from './locales.ts';

export const defaultLocaleOf = (project: WithOverrides): Locale => sliceOf(project, localeSettings).defaultLocale;

/**
 * The language of an e-mail, one rule for every mail Gatehouse writes:
 * 1. the recipient's stored locale — Gatehouse stores none (see README "Languages"), so this step
 *    is empty today and is where a stored preference would go;
 * 2. the Accept-Language of the request that triggered the mail, but only when the recipient is the
 *    person making it with client access (sign-up/sign-in code, magic link, password reset,
 *    verification of one's own address). A server-key or admin call has no browser: its header is
 *    the backend's (Node's fetch sends `*`) or the admin's, so it is ignored;
 * 3. the project's default locale (`i18n.defaultLocale`). Mail to someone else (a team invitation)
 *    passes `requester: null` and always lands here.
 */
export function mailLocale(project: WithOverrides, requester: { type: AccessType; acceptLanguage?: string | null } | null): Locale {
  const asked = requester?.type === 'client' ? localeFromAcceptLanguage(requester.acceptLanguage) : null;
  return asked ?? defaultLocaleOf(project);
}

/** The link of a mail with `lang=<locale>` added, so the hosted page it opens speaks the mail's language. */
export function linkWithLang(link: string, locale: Locale): string {
  const u = new URL(link);
  u.searchParams.set('lang', locale);
  return u.toString();
}
