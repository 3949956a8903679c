import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { renderFlowTemplate } from '../email-templates/email-templates.service.ts';
import type { FlowTemplate } from '../email-templates/email-defaults.ts';
import type { RenderProps } from '../email-rendering/render.service.ts';
import type { EmailContent } from './default-emails.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';

/**
 * The e-mail of an auth flow, rendered from the project's template for it (built-in or edited).
 * Edited templates are validated when saved, yet one can still fail on real data; a sign-in,
 * reset or verification must not break because of that, so the built-in plain version (`fallback`)
 * is sent instead and the failure is logged for the admin.
 */
export async function flowEmail(
  deps: Deps,
  project: ProjectRecord,
  flow: FlowTemplate,
  variables: Record<string, unknown>,
  fallback: () => EmailContent,
  user: RenderProps['user'] = null,
): Promise<EmailContent> {
  try {
    const out = await renderFlowTemplate(deps.em, project, flow, variables, user);
    return { subject: out.subject ?? fallback().subject, html: out.html, text: out.text };
  } catch (e) {
    // Reading the template needs the database; without it the request fails as a whole (503),
    // not with a misleading "template failed to render" warning.
    if (isDatabaseUnavailable(e)) throw e;
    deps.log('warn', `e-mail template '${flow}' failed to render; sent the built-in version`, { project_id: project.id, error: e instanceof Error ? e.message : String(e) });
    return fallback();
  }
}
