import { z } from 'zod';

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
}

const text = z.string().max(4000).optional().catch(undefined);
const schema = z.object({ project_id: text, code: text, after_auth_return_to: text, login_code: text });

export function hostedSearch(raw: Record<string, unknown>): HostedSearch {
  const parsed = schema.parse(raw);
  const out: HostedSearch = {};
  if (parsed.project_id) out.project_id = parsed.project_id;
  if (parsed.code) out.code = parsed.code;
  if (parsed.after_auth_return_to) out.after_auth_return_to = parsed.after_auth_return_to;
  if (parsed.login_code) out.login_code = parsed.login_code;
  return out;
}

/** The hosted pages, each at /handler/<page>. */
export const HOSTED_PAGES = ['sign-in', 'sign-up', 'magic-link-callback', 'email-verification', 'password-reset', 'forgot-password', 'account-settings', 'impersonate', 'team-invitation', 'oauth-callback', 'cli-auth-confirm'] as const;
export type HostedPage = (typeof HOSTED_PAGES)[number];
