import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { renderFlowTemplate } from '../email-templates/email-templates.service.ts';
import type { FlowTemplate } from '../email-templates/email-defaults.ts';
import type { RenderProps } from '../email-rendering/render.service.ts';
import { flowFallbackEmail, type EmailContent, type FlowValues } from './default-emails.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import type { Locale } from '../i18n/locales.ts';
import { linkWithLang } from '../i18n/mail-locale.ts';

/**
 * Links Gatehouse does not build: a sign-in invitation links to the developer's page exactly as they
 * gave it (no code is added), and it is in the project default, which the page knows anyway.
 */
const VERBATIM_LINK: ReadonlySet<FlowTemplate> = new Set(['sign_in_invitation']);

/**
 * The e-mail of an auth flow in `locale` (the caller decides it with mailLocale), rendered from the
 * project's template for it (built-in or edited). Its code link carries `lang=<locale>` after the
 * code, so the hosted page it opens speaks the mail's language. Edited templates are validated when saved, yet one can
 * still fail on real data; a sign-in, reset or verification must not break because of that, so the
 * built-in plain version is sent instead and the failure is logged for the admin.
 */
export async function flowEmail(deps: Deps, project: ProjectRecord, flow: FlowTemplate, locale: Locale, values: FlowValues, user: RenderProps['user'] = null): Promise<EmailContent> {
  const v = VERBATIM_LINK.has(flow) ? values : { ...values, link: linkWithLang(values.link, locale) };
  const variables: Record<string, unknown> = { link: v.link };
  if (v.otp !== undefined) variables.otp = v.otp;
  if (v.team !== undefined) variables.team_display_name = v.team;
  const fallback = () => flowFallbackEmail(flow, locale, project.displayName, v);
  try {
    const out = await renderFlowTemplate(deps.em, project, flow, variables, locale, user);
    return { subject: out.subject ?? fallback().subject, html: out.html, text: out.text };
  } catch (e) {
    // Reading the template needs the database; without it the request fails as a whole (503),
    // not with a misleading "template failed to render" warning.
    if (isDatabaseUnavailable(e)) throw e;
    deps.log('warn', `e-mail template '${flow}' failed to render; sent the built-in version`, { project_id: project.id, error: e instanceof Error ? e.message : String(e) });
    return fallback();
  }
}
