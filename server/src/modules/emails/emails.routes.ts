import { defineRoute } from '../../http/router.ts';
import { z } from '../../http/zod.ts';
import { SuccessBody } from '../../http/schemas.ts';
import {
  NotificationPreference, OutboxList, OutboxListQuery, PreferenceBody, PreferenceCategoryParams, PreferenceList, PreferenceParams, SendEmailBody, SendEmailResult, UnsubscribeQuery, SendTestEmailBody, SendTestEmailResult, SignInInvitationBody,
} from './emails.schemas.ts';

export const listOutboxEmails = defineRoute({
  method: 'get',
  path: '/internal/emails',
  operationId: 'listOutboxEmails',
  tag: 'Emails',
  summary: "List the project's outgoing e-mails",
  description:
    'The outbox of the current project, newest first, with each e-mail\'s delivery status, attempts and last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox. Paginated: pass `pagination.next_cursor` as `cursor`.',
  access: { types: ['admin'] },
  request: { query: OutboxListQuery },
  response: { status: 200, description: 'One page of the outbox.', schema: OutboxList },
  errors: [],
});

export const listNotificationPreferences = defineRoute({
  method: 'get',
  path: '/emails/notification-preference/{user_id}',
  operationId: 'listNotificationPreferences',
  tag: 'Emails',
  summary: "A user's notification preferences",
  description: 'One entry per notification category (Transactional, Marketing) with whether the user receives it. Clients may only name themselves (`me`).',
  access: { types: ['client', 'server', 'admin'], userId: { in: 'params' } },
  request: { params: PreferenceParams },
  response: { status: 200, description: 'The preferences.', schema: PreferenceList },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'CANNOT_ACCESS_OTHER_USER', 'USER_NOT_FOUND'],
});

export const updateNotificationPreference = defineRoute({
  method: 'patch',
  path: '/emails/notification-preference/{user_id}/{notification_category_id}',
  operationId: 'updateNotificationPreference',
  tag: 'Emails',
  summary: 'Turn a notification category on or off',
  description: 'Transactional mail cannot be turned off. Clients may only name themselves (`me`).',
  access: { types: ['client', 'server', 'admin'], userId: { in: 'params' }, restricted: 'allow' },
  request: { params: PreferenceCategoryParams, body: PreferenceBody },
  response: { status: 200, description: 'The preference now.', schema: NotificationPreference },
  errors: ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'CANNOT_ACCESS_OTHER_USER', 'USER_NOT_FOUND', 'NOTIFICATION_CATEGORY_NOT_FOUND', 'NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED'],
});

export const sendEmail = defineRoute({
  method: 'post',
  path: '/emails/send-email',
  operationId: 'sendEmail',
  tag: 'Emails',
  summary: 'Send an e-mail to users',
  description:
    'Queues one e-mail per recipient (exactly one of `user_ids` or `all_users: true`) that has a primary address, from exactly one of `html` (with `subject`), `template_id` (with `variables`) or `draft_id`, rendered per recipient in the template sandbox; delivery is asynchronous (see GET /internal/emails). Needs the project\'s own SMTP server (`email_config.type: standard`). Marketing mail skips users who turned it off and carries an unsubscribe link.',
  access: { types: ['server', 'admin'] },
  request: {
    body: SendEmailBody,
    bodyExample: { user_ids: ['3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10'], subject: 'Your invoice is ready', html: '<p>Your invoice for November is ready.</p>', notification_category_name: 'Transactional' },
  },
  response: { status: 200, description: 'Queued; one entry per recipient user.', schema: SendEmailResult },
  errors: ['REQUIRES_CUSTOM_EMAIL_SERVER', 'USER_ID_DOES_NOT_EXIST', 'EMAIL_TEMPLATE_NOT_FOUND', 'EMAIL_DRAFT_NOT_FOUND', 'EMAIL_THEME_NOT_FOUND', 'EMAIL_RENDERING_ERROR'],
});

export const unsubscribeLink = defineRoute({
  method: 'get',
  path: '/emails/unsubscribe-link',
  operationId: 'unsubscribeLink',
  tag: 'Emails',
  summary: 'Unsubscribe link of a non-transactional e-mail',
  description: 'The link at the bottom of every non-transactional e-mail. Answers an HTML page that asks to confirm; the button POSTs to the same URL. Opening the link changes nothing, so mail scanners that prefetch links cannot unsubscribe anyone. Valid 30 days.',
  access: { types: 'none' },
  request: { query: UnsubscribeQuery },
  response: { status: 200, description: 'The confirmation page.', schema: z.string(), mediaType: 'text/html' },
  errors: ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED'],
});

export const sendTestEmail = defineRoute({
  method: 'post',
  path: '/internal/send-test-email',
  operationId: 'sendTestEmail',
  tag: 'Emails',
  summary: 'Try SMTP settings with a test e-mail',
  description: 'Sends one e-mail right away (not through the outbox) with the given SMTP settings, typically before saving them as the project\'s `standard` e-mail config. Answers `success: false` with the SMTP server\'s refusal text when it refuses (e.g. a wrong password). Everything else — the host is or resolves to a private, loopback, link-local or otherwise non-public address (unless the operator allows it with GATEHOUSE_OUTBOUND_ALLOW_PRIVATE), it does not resolve, the port is closed, nothing answers, or it is no SMTP server — answers one generic `error_message`, no sooner than 5 s after the request, so the route tells nothing about a network.',
  access: { types: ['admin'] },
  request: {
    body: SendTestEmailBody,
    bodyExample: {
      recipient_email: 'ada@example.com',
      email_config: { host: 'smtp.example.com', port: 587, username: 'mailer', password: 'smtp password', sender_email: 'noreply@example.com', sender_name: 'Example App' },
    },
  },
  response: { status: 200, description: 'Whether the SMTP server accepted the message.', schema: SendTestEmailResult },
  errors: [],
});

export const sendSignInInvitation = defineRoute({
  method: 'post',
  path: '/internal/send-sign-in-invitation',
  operationId: 'sendSignInInvitation',
  tag: 'Emails',
  summary: 'Invite someone to sign in',
  description: 'Queues "You have been invited to sign in to <project>" (the project\'s sign-in invitation template) with a link to `callback_url`, which must be on a trusted domain.',
  access: { types: ['admin'] },
  request: { body: SignInInvitationBody },
  response: { status: 200, description: 'Queued.', schema: SuccessBody },
  errors: ['REDIRECT_URL_NOT_WHITELISTED'],
});

export const unsubscribeOneClick = defineRoute({
  method: 'post',
  path: '/emails/unsubscribe-link',
  operationId: 'unsubscribeOneClick',
  tag: 'Emails',
  summary: 'Unsubscribe (one-click, RFC 8058)',
  description: 'Turns the e-mail\'s notification category off for its recipient. Called by mail clients for the `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A browser (Accept: text/html) gets a short HTML page instead of the JSON body.',
  access: { types: 'none' },
  request: { query: UnsubscribeQuery },
  response: { status: 200, description: 'Unsubscribed.', schema: SuccessBody },
  errors: ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED'],
});
