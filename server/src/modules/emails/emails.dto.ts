import type { z } from '../../http/zod.ts';
import type { NotificationPreference, OutboxEmail } from './emails.schemas.ts';
import type { Preference } from './notification-preferences.service.ts';
import type { OutboxRecord } from './outbox.store.ts';

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

export function toPreference(p: Preference): z.infer<typeof NotificationPreference> {
  return { notification_category_id: p.category.id, notification_category_name: p.category.name, enabled: p.enabled, can_disable: p.category.canDisable };
}
