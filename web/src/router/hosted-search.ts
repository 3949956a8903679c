import { z } from 'zod';
import { matchLocale, type Locale } from '../i18n/i18n.ts';

/**
 * The query of every hosted page: `?project_id=` (which project's page), `code=` (e-mailed links)
 * and `after_auth_return_to=` (where to go after signing in). Anything else is ignored.
 */
export interface HostedSearch {
  project_id?: string;
  code?: string;
  after_auth_return_to?: string;
  /** The CLI login code of /handler/cli-auth-confirm. */
  login_code?: string;
  /** The page's language when a link or the footer switch chose one (issue 22 item 10); an unknown one is dropped. */
  lang?: Locale;
}

const text = z.string().max(4000).optional().catch(undefined);
const schema = z.object({ project_id: text, code: text, after_auth_return_to: text, login_code: text, lang: z.string().max(35).optional().catch(undefined) });

export function hostedSearch(raw: Record<string, unknown>): HostedSearch {
  const parsed = schema.parse(raw);
  const out: HostedSearch = {};
  if (parsed.project_id) out.project_id = parsed.project_id;
  if (parsed.code) out.code = parsed.code;
  if (parsed.after_auth_return_to) out.after_auth_return_to = parsed.after_auth_return_to;
  if (parsed.login_code) out.login_code = parsed.login_code;
  const lang = matchLocale(parsed.lang);
  if (lang) out.lang = lang;
  return out;
}

/** The hosted pages, each at /handler/<page>. */
export const HOSTED_PAGES = ['sign-in', 'sign-up', 'magic-link-callback', 'email-verification', 'password-reset', 'forgot-password', 'account-settings', 'impersonate', 'team-invitation', 'oauth-callback', 'cli-auth-confirm'] as const;
export type HostedPage = (typeof HOSTED_PAGES)[number];
