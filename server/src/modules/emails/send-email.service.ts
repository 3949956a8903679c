import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { findUser, type UserRecord } from '../users/users.records.ts';
import { createCode, findLiveCode } from '../verification-codes/verification-codes.service.ts';
import { run } from '../verification-codes/sql.ts';
import { escapeHtml } from './default-emails.ts';
import { enqueueEmail } from './outbox.service.ts';
import { categoryById, categoryByName, type NotificationCategory } from './notification-categories.ts';
import { isCategoryEnabled, setPreference } from './notification-preferences.service.ts';
import { findProject } from '../projects/projects.records.ts';

export interface SendEmailInput {
  userIds?: string[];
  allUsers?: boolean;
  subject: string;
  html: string;
  notificationCategoryName?: 'Transactional' | 'Marketing';
}

/** Crude but safe plain-text alternative of admin-written HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function recipients(deps: Deps, projectId: string, input: SendEmailInput): Promise<UserRecord[]> {
  if (input.allUsers) {
    const rows = await run(deps.em, `select id from project_user where project_id = ? and not is_anonymous order by signed_up_at, id`, [projectId]);
    const users = await Promise.all(rows.map((r) => findUser(deps.em, projectId, r.id as string)));
    return users.filter((u): u is UserRecord => u !== null);
  }
  const users: UserRecord[] = [];
  for (const id of new Set(input.userIds ?? [])) {
    const user = await findUser(deps.em, projectId, id);
    if (!user) throw knownError('USER_ID_DOES_NOT_EXIST', { user_id: id });
    users.push(user);
  }
  return users;
}

/**
 * Queues one e-mail per recipient with a primary address, in one transaction. Custom mail needs
 * the project's own SMTP server: the shared one is for auth mail only, so one project's bulk mail
 * cannot ruin the shared sender's reputation. Non-transactional mail skips users who turned its
 * category off and carries a link that turns it off.
 */
export async function sendEmail(deps: Deps, auth: AuthContext, input: SendEmailInput): Promise<string[]> {
  const project = auth.project;
  if (project.config.email_config.type !== 'standard') throw knownError('REQUIRES_CUSTOM_EMAIL_SERVER');
  const category = categoryByName(input.notificationCategoryName ?? 'Transactional')!;
  const users = await recipients(deps, project.id, input);
  await deps.em.transactional(async (tx) => {
    for (const user of users) {
      if (!user.primaryEmail || !(await isCategoryEnabled(tx, user.id, category))) continue;
      let { html } = input;
      let text = htmlToText(input.html);
      if (category.canDisable) {
        const link = await unsubscribeLink(deps, tx, auth, user.id, category);
        html += `<p style="margin-top:32px;font-size:12px;color:#666"><a href="${escapeHtml(link)}">Unsubscribe</a> from ${escapeHtml(category.name)} e-mails of ${escapeHtml(project.displayName)}.</p>`;
        text += `\n\nUnsubscribe from ${category.name} e-mails of ${project.displayName}: ${link}`;
      }
      await enqueueEmail(tx, { projectId: project.id, userId: user.id, to: user.primaryEmail, subject: input.subject, html, text, notificationCategoryId: category.id });
    }
  });
  return users.map((u) => u.id);
}

async function unsubscribeLink(deps: Deps, tx: Parameters<typeof createCode>[0], auth: AuthContext, userId: string, category: NotificationCategory): Promise<string> {
  const issued = await createCode(tx, auth.project, { projectId: auth.project.id, branchId: auth.branchId }, { type: 'UNSUBSCRIBE', data: { user_id: userId, notification_category_id: category.id } });
  return `${deps.config.publicUrl}/api/v1/emails/unsubscribe-link?code=${issued.code}`;
}

/** The unsubscribe link: turns the category off for that user. Idempotent; the code is the credential. */
export async function unsubscribe(deps: Deps, code: string): Promise<{ projectName: string; categoryName: string }> {
  const { projectId, data } = await findLiveCode(deps.em, 'UNSUBSCRIBE', code);
  const category = categoryById(String(data.notification_category_id))!;
  // A deleted user gets no more mail anyway: the link just confirms.
  if (await findUser(deps.em, projectId, String(data.user_id))) await setPreference(deps.em, projectId, String(data.user_id), category.id, false);
  const project = await findProject(deps.em, projectId);
  return { projectName: project?.displayName ?? '', categoryName: category.name };
}
