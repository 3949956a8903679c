import { schemaProblem } from '../../http/errors.ts';
import type { Handler } from '../../http/router.ts';
import type * as routes from './emails.routes.ts';
import * as adminEmails from './admin-emails.service.ts';
import { listOutbox } from './outbox.service.ts';
import { toOutboxEmail, toPreference } from './emails.dto.ts';
import { listPreferences, updatePreference } from './notification-preferences.service.ts';
import * as sending from './send-email.service.ts';
import { escapeHtml } from './default-emails.ts';
import { fill, translator } from '../i18n/i18n.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

export const listOutboxEmailsHandler: Handler<typeof routes.listOutboxEmails> = async (c, { deps, auth, query }) => {
  const { items, nextCursor } = await listOutbox(deps.em, auth.project.id, { limit: query.limit, cursor: query.cursor });
  return c.json({ items: items.map(toOutboxEmail), is_paginated: true as const, pagination: { next_cursor: nextCursor } }, 200);
};

export const listNotificationPreferencesHandler: Handler<typeof routes.listNotificationPreferences> = async (c, { deps, auth, userId }) => {
  const prefs = await listPreferences(deps, auth.project.id, userId);
  return c.json({ items: prefs.map(toPreference), is_paginated: false as const }, 200);
};

export const updateNotificationPreferenceHandler: Handler<typeof routes.updateNotificationPreference> = async (c, { deps, auth, userId, params, body }) => {
  const pref = await updatePreference(deps, auth.project.id, userId, params.notification_category_id, body.enabled);
  return c.json(toPreference(pref), 200);
};

export const sendEmailHandler: Handler<typeof routes.sendEmail> = async (c, { deps, auth, body }) => {
  if ((body.user_ids === undefined) === (body.all_users === undefined)) throw schemaProblem('Exactly one of user_ids or all_users must be provided');
  const forms = [body.html, body.template_id, body.draft_id].filter((v) => v !== undefined).length;
  if (forms !== 1) throw schemaProblem('Exactly one of html, template_id or draft_id must be provided');
  if (body.html !== undefined && body.subject === undefined) throw schemaProblem('body.subject must be defined when html is given');
  if (body.variables !== undefined && body.template_id === undefined) throw schemaProblem('body.variables can only be given with template_id');
  const content = body.html !== undefined ? { html: body.html } : body.template_id !== undefined ? { templateId: body.template_id, variables: body.variables ?? {} } : { draftId: body.draft_id! };
  const ids = await sending.sendEmail(deps, auth, {
    userIds: body.user_ids, allUsers: body.all_users, subject: body.subject, content, themeId: body.theme_id, notificationCategoryName: body.notification_category_name,
  });
  return c.json({ results: ids.map((user_id) => ({ user_id })) }, 200);
};

export const unsubscribeLinkHandler: Handler<typeof routes.unsubscribeLink> = async (c, { deps, query }) => {
  const outcome = await sending.describeUnsubscribe(deps, query.code);
  const locale = pageLocale(query.lang, outcome.locale);
  const t = translator(locale);
  const action = `?code=${encodeURIComponent(query.code)}${query.lang && isLocale(query.lang) ? `&lang=${locale}` : ''}`;
  return c.html(
    page(
      locale,
      t('unsubscribe.confirmTitle'),
      `<p>${fill(t, 'unsubscribe.confirmBody', { category: escapeHtml(outcome.categoryName), project: escapeHtml(outcome.projectName) }, escapeHtml)}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('unsubscribe.button'))}</button></form>`,
    ),
    200,
  );
};

export const sendTestEmailHandler: Handler<typeof routes.sendTestEmail> = async (c, { deps, auth, body }) => {
  const cfg = body.email_config;
  const result = await adminEmails.sendTestEmail(deps, auth.project, {
    host: cfg.host, port: cfg.port, username: cfg.username, password: cfg.password, senderName: cfg.sender_name, senderEmail: cfg.sender_email,
  }, body.recipient_email);
  return c.json(result.success ? { success: true } : { success: false, error_message: result.errorMessage }, 200);
};

export const sendSignInInvitationHandler: Handler<typeof routes.sendSignInInvitation> = async (c, { deps, auth, body }) => {
  await adminEmails.sendSignInInvitation(deps, auth, { email: body.email, callbackUrl: body.callback_url });
  return c.json({ success: true as const }, 200);
};

export const unsubscribeOneClickHandler: Handler<typeof routes.unsubscribeOneClick> = async (c, { deps, query }) => {
  const outcome = await sending.unsubscribe(deps, query.code);
  if (c.req.header('accept')?.includes('text/html')) {
    const locale = pageLocale(query.lang, outcome.locale);
    const t = translator(locale);
    const body = fill(t, 'unsubscribe.doneBody', { category: escapeHtml(outcome.categoryName), project: escapeHtml(outcome.projectName) }, escapeHtml);
    return c.html(page(locale, t('unsubscribe.doneTitle'), `<p>${body}</p>`), 200);
  }
  return c.json({ success: true as const }, 200);
};

/** The page's language: a supported `lang` query, else the project default (the mail's language); an unknown `lang` is ignored. */
const pageLocale = (lang: string | undefined, projectDefault: Locale): Locale => (isLocale(lang) ? lang : projectDefault);

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}</body></html>`;
}
