import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, raw, sql, type InferEntity } from '@mikro-orm/core';
import { rawSql } from '../../db/sql.ts';
import { WebhookDelivery } from './webhooks.entity.ts';

/** The only code that reads and writes webhook_delivery: fan-out, the worker's claims, the delivery log. */

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

type DeliveryRow = InferEntity<typeof WebhookDelivery>;

export interface DeliveryRecord {
  id: string;
  projectId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  httpStatus: number | null;
  latencyMs: number | null;
  responseExcerpt: string | null;
  error: string | null;
  createdAt: Date;
}

const recordOf = (r: DeliveryRow): DeliveryRecord => ({
  id: r.id,
  projectId: r.projectId,
  endpointId: r.endpointId,
  eventId: r.eventId,
  eventType: r.eventType,
  payload: r.payload,
  status: r.status as DeliveryStatus,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt ?? null,
  lastAttemptAt: r.lastAttemptAt ?? null,
  httpStatus: r.httpStatus ?? null,
  latencyMs: r.latencyMs ?? null,
  responseExcerpt: r.responseExcerpt ?? null,
  error: r.error ?? null,
  createdAt: r.createdAt,
});

export interface NewDelivery {
  id: string;
  projectId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
}

/**
 * Queues deliveries, due now. Raw SQL for `on conflict do nothing`: one row per (endpoint, event),
 * so fan-out run twice for one event (a retried subscriber) queues nothing twice.
 */
export async function insertDeliveries(em: EntityManager, rows: NewDelivery[]): Promise<void> {
  for (const d of rows) {
    await rawSql(
      em,
      `insert into webhook_delivery (id, project_id, endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at)
       values (?, ?, ?, ?, ?, ?::jsonb, 'pending', 0, now()) on conflict (endpoint_id, event_id) do nothing`,
      [d.id, d.projectId, d.endpointId, d.eventId, d.eventType, JSON.stringify(d.payload)],
    );
  }
}

/**
 * Claims one due delivery with SELECT … FOR UPDATE SKIP LOCKED; the lock lasts until `tx` ends.
 * Another process skips it; a process killed mid-send drops its connection and the lock with it,
 * and the row, still pending and due, is claimed again (at-least-once).
 */
export async function claimDue(tx: EntityManager): Promise<DeliveryRecord | null> {
  const [row] = await tx.find(
    WebhookDelivery,
    // Due by the database clock, the clock that set next_attempt_at.
    { status: 'pending', nextAttemptAt: { $lte: sql`now()` } },
    { orderBy: { nextAttemptAt: 'asc' }, limit: 1, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, disableIdentityMap: true },
  );
  return row ? recordOf(row) : null;
}

export interface AttemptOutcome {
  attempts: number;
  httpStatus: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** succeeded; pending again after `retryInMs`; or failed for good. */
  status: DeliveryStatus;
  retryInMs: number | null;
}

export async function recordAttempt(tx: EntityManager, id: string, o: AttemptOutcome): Promise<void> {
  await tx.nativeUpdate(
    WebhookDelivery,
    { id },
    {
      status: o.status,
      attempts: o.attempts,
      httpStatus: o.httpStatus,
      latencyMs: o.latencyMs,
      responseExcerpt: o.responseExcerpt,
      error: o.error,
      lastAttemptAt: sql`now()`,
      nextAttemptAt: o.retryInMs === null ? null : raw(`now() + (? * interval '1 millisecond')`, [o.retryInMs]),
    },
  );
}

/** A delivery that cannot be attempted (its endpoint was disabled after the event): failed, not retried. */
export async function markUndeliverable(tx: EntityManager, id: string, error: string): Promise<void> {
  await tx.nativeUpdate(WebhookDelivery, { id }, { status: 'failed', error, nextAttemptAt: null });
}

/** The claimed delivery of an endpoint deleted meanwhile: removed under the lock its claim holds. */
export async function deleteDelivery(tx: EntityManager, id: string): Promise<void> {
  await tx.nativeDelete(WebhookDelivery, { id });
}

/**
 * Removes up to `batch` deliveries of endpoints marked deleted, skipping the ones a worker holds
 * locked while sending (the next round takes them): never waits on a send.
 */
export async function pruneDeletedEndpointDeliveries(em: EntityManager, batch = 1000): Promise<number> {
  // Raw: DELETE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) has no EntityManager form.
  const rows = await rawSql<{ id: string }>(
    em,
    `delete from webhook_delivery where id in (
       select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
       where e.deleted_at is not null
       limit ? for update of d skip locked)
     returning id`,
    [batch],
  );
  return rows.length;
}

/** An endpoint's deliveries, newest first, keyset-paginated by (created_at, id); the cursor is the id of the page's first row. */
export async function listDeliveries(em: EntityManager, projectId: string, endpointId: string, opts: { limit: number; cursor?: string }): Promise<{ items: DeliveryRecord[]; nextCursor: string | null }> {
  let where: Record<string, unknown> = { projectId, endpointId };
  if (opts.cursor) {
    const at = await em.findOne(WebhookDelivery, { projectId, endpointId, id: opts.cursor }, { fields: ['createdAt'], disableIdentityMap: true });
    if (at) where = { ...where, $or: [{ createdAt: { $lt: at.createdAt } }, { createdAt: at.createdAt, id: { $lte: opts.cursor } }] };
  }
  const rows = await em.find(WebhookDelivery, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: opts.limit + 1, disableIdentityMap: true });
  const items = rows.slice(0, opts.limit).map(recordOf);
  return { items, nextCursor: rows.length > opts.limit ? rows[opts.limit].id : null };
}

export async function findDelivery(em: EntityManager, projectId: string, endpointId: string, id: string): Promise<DeliveryRecord | null> {
  const row = await em.findOne(WebhookDelivery, { projectId, endpointId, id }, { disableIdentityMap: true });
  return row ? recordOf(row) : null;
}

/** Manual resend: pending and due now, with a fresh retry schedule (attempts count from zero again). */
export async function requeue(em: EntityManager, projectId: string, endpointId: string, id: string): Promise<number> {
  return em.nativeUpdate(WebhookDelivery, { projectId, endpointId, id }, { status: 'pending', attempts: 0, nextAttemptAt: sql`now()` });
}
