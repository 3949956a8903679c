import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { EXAMPLE_EMAIL } from '../../http/examples.ts';
import { email, url, userIdOrMe, uuid, boundedJsonObject } from '../../http/schemas.ts';

export const OutboxEmail = z
  .object({
    id: uuid,
    user_id: uuid.nullable(),
    to: z.string().openapi({ example: EXAMPLE_EMAIL }),
    subject: z.string().openapi({ example: 'Your sign-in code' }),
    html: z.string().openapi({ example: '<p>Your code is <b>X7K2M9</b>.</p>' }),
    text: z.string().openapi({ example: 'Your code is X7K2M9.' }),
    notification_category_id: uuid,
    status: z.enum(['queued', 'sent', 'failed', 'kept_in_dev_inbox']).openapi({
      description: '`queued`: waiting for (another) delivery attempt; `sent`: accepted by the SMTP server; `failed`: gave up after the last retry (see `last_error`); `kept_in_dev_inbox`: no SMTP server is configured for the shared e-mail server, the mail is only kept here.',
    }),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at_millis: z.number().int(),
    sent_at_millis: z.number().int().nullable(),
  })
  .openapi('OutboxEmail');

export const OutboxListQuery = z
  .object({
    limit: z.coerce.number().int('{path} must be an integer').min(1, '{path} must be at least 1').max(200, '{path} must be at most 200').default(50),
    cursor: uuid.optional(),
  })
  .strict();

export const OutboxList = z
  .object({
    items: z.array(OutboxEmail),
    is_paginated: z.literal(true),
    pagination: z.object({ next_cursor: uuid.nullable() }),
  })
  .openapi('OutboxList');

export const NotificationPreference = z
  .object({
    notification_category_id: uuid,
    notification_category_name: z.string().openapi({ example: 'Marketing' }),
    enabled: z.boolean(),
    can_disable: z.boolean().openapi({ description: 'False for Transactional: sign-in codes, resets and verification always go out.' }),
  })
  .openapi('NotificationPreference');

export const PreferenceList = z.object({ items: z.array(NotificationPreference), is_paginated: z.literal(false) }).openapi('NotificationPreferenceList');
export const PreferenceParams = z.object({ user_id: userIdOrMe }).strict();
export const PreferenceCategoryParams = z.object({ user_id: userIdOrMe, notification_category_id: uuid }).strict();
export const PreferenceBody = z.object({ enabled: z.boolean() }).strict().openapi('UpdateNotificationPreferenceBody');

export const SendEmailBody = z
  .object({
    user_ids: z.array(uuid).max(1000, '{path} must have at most 1000 items').optional(),
    all_users: z.literal(true, { message: '{path} must be true when given' }).optional(),
    subject: z.string().min(1, '{path} must not be empty').max(998, '{path} must be at most 998 characters').optional().openapi({ description: 'Required with `html`; otherwise overrides the template\'s subject.' }),
    html: z.string().min(1, '{path} must not be empty').max(LIMITS.emailBody).optional(),
    template_id: uuid.optional(),
    variables: boundedJsonObject.optional().openapi({ description: 'Values for the template\'s declared variables (a missing or mistyped one is EMAIL_RENDERING_ERROR).' }),
    draft_id: uuid.optional(),
    theme_id: z.union([uuid, z.literal(false)]).nullable().optional().openapi({ description: 'Overrides the template\'s theme: a theme id, `false` for none, `null` for the project\'s theme.' }),
    notification_category_name: z.enum(['Transactional', 'Marketing']).optional().openapi({ description: 'Default Transactional. Marketing mail is skipped for users who turned it off and carries an unsubscribe link.' }),
  })
  .strict()
  .openapi('SendEmailBody');

export const SendEmailResult = z.object({ results: z.array(z.object({ user_id: uuid })) }).openapi('SendEmailResult');

export const UnsubscribeQuery = z
  .object({
    code: z.string().length(45, '{path} must be exactly 45 characters'),
    // The confirmation page's language (en, de); anything else: the project's default locale.
    lang: z.string().max(35).optional().openapi({ description: 'Language of the HTML page (`en`, `de`); other values fall back to the project\'s default locale.' }),
  })
  .strict();

export const SendTestEmailBody = z
  .object({
    recipient_email: email,
    email_config: z
      .object({
        // 253: the longest DNS name (the bracketed IPv6 form is shorter).
        host: z.string().min(1, '{path} must not be empty').max(253, '{path} must be at most 253 characters'),
        port: z.number().int().min(0, '{path} must be between 0 and 65535').max(65535, '{path} must be between 0 and 65535'),
        username: z.string().min(1, '{path} must not be empty').max(LIMITS.shortText),
        password: z.string().min(1, '{path} must not be empty').max(70, '{path} must be at most 70 characters'),
        sender_email: email,
        sender_name: z.string().min(1, '{path} must not be empty').max(LIMITS.shortText),
      })
      .strict(),
  })
  .strict()
  .openapi('SendTestEmailBody');
export const SendTestEmailResult = z
  .object({ success: z.boolean(), error_message: z.string().optional().openapi({ description: 'The SMTP error, when the server refused or could not be reached.' }) })
  .openapi('SendTestEmailResult');
export const SignInInvitationBody = z.object({ email, callback_url: url }).strict().openapi('SendSignInInvitationBody');
