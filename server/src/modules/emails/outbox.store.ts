import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, raw, sql, type InferEntity } from '@mikro-orm/core';
import { rawSql } from '../../db/sql.ts';
import { EmailOutbox } from './emails.entity.ts';
import { TRANSACTIONAL } from './notification-categories.ts';
import { emit } from '../events/index.ts';

/** The only code that reads and writes email_outbox: queueing, the admin's listing, the worker's claims. */

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
  // The row and its delivery event together (joining the caller's transaction when there is one).
  return em.transactional(async (tx) => {
    const id = await insertOutboxRow(tx, mail);
    await emit(tx, { projectId: mail.projectId, type: EMAIL_QUEUED, subject: id, data: { email_id: id } });
    return id;
  });
}

/** The internal event that hands a queued e-mail to the delivery subscriber (email-delivery.ts); not a webhook event. */
export const EMAIL_QUEUED = 'email.queued';

async function insertOutboxRow(em: EntityManager, mail: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  em.create(EmailOutbox, {
    id,
    projectId: mail.projectId,
    userId: mail.userId ?? null,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    textBody: mail.text,
    notificationCategoryId: mail.notificationCategoryId ?? TRANSACTIONAL.id,
    headers: mail.headers ?? {},
  });
  await em.flush();
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

/**
 * A project's outbox, newest first, keyset-paginated by (created_at, id); the cursor is the id of
 * the first row of the page (inclusive). Raw SQL: the page starts at the cursor row's
 * (created_at, id), a row-value comparison against a subquery that the ORM cannot say in one
 * statement.
 */
export async function listOutboxPage(em: EntityManager, projectId: string, opts: { limit: number; cursor?: string }): Promise<{ items: OutboxRecord[]; nextCursor: string | null }> {
  const params: unknown[] = [projectId];
  let after = '';
  if (opts.cursor) {
    after = `and (created_at, id) <= (select created_at, id from email_outbox where id = ? and project_id = ?)`;
    params.push(opts.cursor, projectId);
  }
  params.push(opts.limit + 1);
  const rows = await rawSql(
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

/** E-mails waiting for delivery (queued, due now or retrying later): the outbox depth the metrics report at scrape time. */
export async function countWaitingEmails(em: EntityManager): Promise<number> {
  return em.count(EmailOutbox, { status: 'queued' });
}

/** A due e-mail a worker holds (row-locked) until its transaction ends. */
export interface ClaimedEmail {
  id: string;
  projectId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Delivery attempts before this one. */
  attempts: number;
}

type OutboxRow = InferEntity<typeof EmailOutbox>;

const claimedOf = (r: OutboxRow): ClaimedEmail => ({
  id: r.id,
  projectId: r.projectId,
  to: r.toAddress,
  subject: r.subject,
  html: r.html,
  text: r.textBody,
  headers: r.headers ?? {},
  attempts: r.attempts,
});

/**
 * Takes the queued e-mail `id` for delivery, row-locked until `tx` ends. `held`: another worker
 * holds the row right now (its transaction is open), so try again later; `done`: it is no
 * longer queued (sent, kept, or failed for good), nothing to do.
 */
export async function claimEmail(tx: EntityManager, id: string): Promise<ClaimedEmail | 'held' | 'done'> {
  const [row] = await tx.find(EmailOutbox, { id, status: 'queued' }, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, disableIdentityMap: true });
  if (row) return claimedOf(row);
  const still = await tx.count(EmailOutbox, { id, status: 'queued' });
  return still > 0 ? 'held' : 'done';
}

/** Shared-server mail with no server-wide SMTP configured: kept for the development inbox, not sent. */
export async function markKeptInDevInbox(tx: EntityManager, id: string, attempts: number): Promise<void> {
  await tx.nativeUpdate(EmailOutbox, { id }, { status: 'kept_in_dev_inbox', attempts, sentAt: sql`now()` });
}

export async function markSent(tx: EntityManager, id: string, attempts: number): Promise<void> {
  await tx.nativeUpdate(EmailOutbox, { id }, { status: 'sent', attempts, sentAt: sql`now()`, lastError: null });
}

/** A failed delivery: queued again for `retryInMs` later, or `failed` for good when `final`. */
export async function markDeliveryFailed(tx: EntityManager, id: string, failure: { attempts: number; error: string; final: boolean; retryInMs: number }): Promise<void> {
  await tx.nativeUpdate(
    EmailOutbox,
    { id },
    {
      status: failure.final ? 'failed' : 'queued',
      attempts: failure.attempts,
      lastError: failure.error,
      nextAttemptAt: raw(`now() + (? * interval '1 millisecond')`, [failure.retryInMs]),
    },
  );
}
