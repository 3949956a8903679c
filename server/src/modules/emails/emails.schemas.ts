import { z } from '../../http/zod.ts';
import { uuid } from '../../http/schemas.ts';

export const OutboxEmail = z
  .object({
    id: uuid,
    user_id: uuid.nullable(),
    to: z.string(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
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
