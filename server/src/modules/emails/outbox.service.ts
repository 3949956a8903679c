import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql as run } from '../../db/sql.ts';
import { TRANSACTIONAL } from './notification-categories.ts';

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'kept_in_dev_inbox';

export interface OutgoingEmail {
  projectId: string;
  userId?: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  notificationCategoryId?: string;
  /** Extra message headers (List-Unsubscribe on non-transactional mail). */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail. Pass the transaction of the change that causes the mail: the row then
 * exists exactly when that change committed, and a crash before delivery loses nothing (a
 * worker picks the row up later, on this or another process).
 */
export async function enqueueEmail(em: EntityManager, mail: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  await run(
    em,
    `insert into email_outbox (id, project_id, user_id, to_address, subject, html, text_body, notification_category_id, headers) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, mail.projectId, mail.userId ?? null, mail.to, mail.subject, mail.html, mail.text, mail.notificationCategoryId ?? TRANSACTIONAL.id, JSON.stringify(mail.headers ?? {})],
  );
  return id;
}

export interface OutboxRecord {
  id: string;
  userId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  notificationCategoryId: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A project's outbox, newest first, keyset-paginated by (created_at, id). */
export async function listOutbox(em: EntityManager, projectId: string, opts: { limit: number; cursor?: string }): Promise<{ items: OutboxRecord[]; nextCursor: string | null }> {
  const params: unknown[] = [projectId];
  let after = '';
  if (opts.cursor) {
    after = `and (created_at, id) <= (select created_at, id from email_outbox where id = ? and project_id = ?)`;
    params.push(opts.cursor, projectId);
  }
  params.push(opts.limit + 1);
  const rows = await run(
    em,
    `select id, user_id, to_address, subject, html, text_body, notification_category_id, status, attempts, last_error, created_at, sent_at
     from email_outbox where project_id = ? ${after} order by created_at desc, id desc limit ?`,
    params,
  );
  const items = rows.slice(0, opts.limit).map((r) => ({
    id: r.id as string,
    userId: (r.user_id as string | null) ?? null,
    to: r.to_address as string,
    subject: r.subject as string,
    html: r.html as string,
    text: r.text_body as string,
    notificationCategoryId: r.notification_category_id as string,
    status: r.status as OutboxStatus,
    attempts: r.attempts as number,
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    sentAt: r.sent_at ? new Date(r.sent_at as string) : null,
  }));
  return { items, nextCursor: rows.length > opts.limit ? (rows[opts.limit].id as string) : null };
}
