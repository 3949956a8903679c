import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { UserRecord } from '../users/users.records.ts';
import { findUser } from '../users/users.store.ts';
import { listUsers } from '../users/users.list.ts';
import { createCode, findLiveCode } from '../verification-codes/verification-codes.service.ts';
import { escapeHtml } from './default-emails.ts';
import { htmlToText } from '../email-rendering/html-to-text.ts';
import { enqueueEmail } from './outbox.store.ts';
import { categoryById, categoryByName, type NotificationCategory } from './notification-categories.ts';
import { isCategoryEnabled, setPreference } from './notification-preferences.service.ts';
import { findProject } from '../projects/projects.store.ts';
import { getDraft, getTemplate, renderStored } from '../email-templates/email-templates.service.ts';
import { markDraftSent, type ThemeChoice } from '../email-templates/email-templates.store.ts';
import { emailServerOf } from './emails.settings.ts';
import { defaultLocaleOf, mailLocale } from '../i18n/mail-locale.ts';
import type { Locale } from '../i18n/locales.ts';
import { fill, translator } from '../i18n/i18n.ts';

export interface SendEmailInput {
  userIds?: string[];
  allUsers?: boolean;
  subject?: string;
  /** Exactly one content form: raw HTML, a stored template (with variables), or a draft. */
  content: { html: string } | { templateId: string; variables: Record<string, unknown> } | { draftId: string };
  themeId?: ThemeChoice;
  notificationCategoryName?: 'Transactional' | 'Marketing';
}

async function recipients(deps: Deps, projectId: string, input: SendEmailInput): Promise<UserRecord[]> {
  if (input.allUsers) {
    // Every regular (non-anonymous) user, in sign-up order.
    return (await listUsers(deps, projectId, {})).users;
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
  if (emailServerOf(project).isShared) throw knownError('REQUIRES_CUSTOM_EMAIL_SERVER');
  const category = categoryByName(input.notificationCategoryName ?? 'Transactional')!;
  const users = await recipients(deps, project.id, input);
  // Render everything first (in the sandbox, per recipient): a template error queues nothing.
  const source = await contentSource(deps, auth, input);
  const rendered = new Map<string, { subject: string; html: string; text: string }>();
  // A server or admin call: no recipient's browser to ask, so the project's default locale, for the
  // templates' `locale` prop and the unsubscribe footer alike.
  const locale = mailLocale(project, null);
  const t = translator(locale);
  const renderFor = async (user: UserRecord) => {
    if (!source) {
      const html = (input.content as { html: string }).html;
      rendered.set(user.id, { subject: input.subject!, html, text: htmlToText(html) });
      return;
    }
    const out = await renderStored(deps.em, project, source, {
      user: { display_name: user.displayName, primary_email: user.primaryEmail },
      project: { display_name: project.displayName },
      variables: 'variables' in input.content ? input.content.variables : {},
      locale,
    }, { themeOverride: input.themeId });
    const subject = input.subject ?? out.subject;
    if (!subject) throw knownError('EMAIL_RENDERING_ERROR', { error: 'The template has no subject; export `subject` or pass one.' });
    rendered.set(user.id, { subject, html: out.html, text: out.text });
  };
  // A few renders at a time keep the sandbox threads busy without queueing thousands at once.
  const pending = users.filter((u) => u.primaryEmail);
  await Promise.all(Array.from({ length: Math.min(4, pending.length) }, async () => {
    for (let user = pending.shift(); user; user = pending.shift()) await renderFor(user);
  }));
  await deps.em.transactional(async (tx) => {
    for (const user of users) {
      const mail = rendered.get(user.id);
      if (!mail || !(await isCategoryEnabled(tx, user.id, category))) continue;
      let { html, text } = mail;
      let headers: Record<string, string> | undefined;
      if (category.canDisable) {
        const link = await unsubscribeLink(deps, tx, auth, user.id, category);
        const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(t('unsubscribe.link'))}</a>`;
        const footer = `<p style="margin-top:32px;font-size:12px;color:#666">${fill(t, 'unsubscribe.footer', { unsubscribe: anchor, category: escapeHtml(category.name), project: escapeHtml(project.displayName) }, escapeHtml)}</p>`;
        html = html.includes('</body>') ? html.replace('</body>', `${footer}</body>`) : html + footer;
        text += `\n\n${fill(t, 'unsubscribe.text', { category: category.name, project: project.displayName, link }, (s) => s)}`;
        // RFC 2369 + RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
        headers = { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
      }
      await enqueueEmail(tx, { projectId: project.id, userId: user.id, to: user.primaryEmail!, subject: mail.subject, html, text, notificationCategoryId: category.id, headers });
    }
    if ('draftId' in input.content) await markDraftSent(tx, project.id, input.content.draftId);
  });
  return users.map((u) => u.id);
}

async function contentSource(deps: Deps, auth: AuthContext, input: SendEmailInput) {
  if ('templateId' in input.content) return getTemplate(deps.em, auth.project.id, input.content.templateId);
  if ('draftId' in input.content) return getDraft(deps.em, auth.project.id, input.content.draftId);
  return null;
}

async function unsubscribeLink(deps: Deps, tx: Parameters<typeof createCode>[0], auth: AuthContext, userId: string, category: NotificationCategory): Promise<string> {
  const issued = await createCode(tx, auth.project, { projectId: auth.project.id, branchId: auth.branchId }, { type: 'UNSUBSCRIBE', data: { user_id: userId, notification_category_id: category.id } });
  return `${deps.config.publicUrl}/api/v1/emails/unsubscribe-link?code=${issued.code}`;
}

/** What an unsubscribe link is about, without acting on it (the GET confirmation page). */
export async function describeUnsubscribe(deps: Deps, code: string): Promise<UnsubscribeOutcome> {
  const { projectId, data } = await findLiveCode(deps.em, 'UNSUBSCRIBE', code);
  const project = await findProject(deps.em, projectId);
  return { projectName: project?.displayName ?? '', categoryName: categoryById(String(data.notification_category_id))!.name, locale: project ? defaultLocaleOf(project) : 'en' };
}

/**
 * What an unsubscribe page names, and the language it speaks by default: the project's default
 * locale, which is also the language the mail carrying the link was written in (mailLocale with
 * no requester).
 */
export interface UnsubscribeOutcome {
  projectName: string;
  categoryName: string;
  locale: Locale;
}

/** The unsubscribe link: turns the category off for that user. Idempotent; the code is the credential. */
export async function unsubscribe(deps: Deps, code: string): Promise<UnsubscribeOutcome> {
  const { projectId, data } = await findLiveCode(deps.em, 'UNSUBSCRIBE', code);
  const category = categoryById(String(data.notification_category_id))!;
  // A deleted user gets no more mail anyway: the link just confirms.
  if (await findUser(deps.em, projectId, String(data.user_id))) await setPreference(deps.em, projectId, String(data.user_id), category.id, false);
  const project = await findProject(deps.em, projectId);
  return { projectName: project?.displayName ?? '', categoryName: category.name, locale: project ? defaultLocaleOf(project) : 'en' };
}
