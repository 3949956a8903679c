import type { z } from '../../http/zod.ts';
import type { OutboxEmail } from './emails.schemas.ts';
import type { OutboxRecord } from './outbox.service.ts';

export function toOutboxEmail(r: OutboxRecord): z.infer<typeof OutboxEmail> {
  return {
    id: r.id,
    user_id: r.userId,
    to: r.to,
    subject: r.subject,
    html: r.html,
    text: r.text,
    notification_category_id: r.notificationCategoryId,
    status: r.status,
    attempts: r.attempts,
    last_error: r.lastError,
    created_at_millis: r.createdAt.getTime(),
    sent_at_millis: r.sentAt ? r.sentAt.getTime() : null,
  };
}
