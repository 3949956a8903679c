import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, sql, type InferEntity } from '@mikro-orm/core';
import { rawSql } from '../../db/sql.ts';
import { WebhookEndpoint } from './webhooks.entity.ts';

/**
 * The only code that reads and writes webhook_endpoint. Every read and write is scoped by project:
 * another project's endpoint is not found. Reads bypass the identity map (rows are also changed
 * natively). An endpoint marked deleted (deleted_at) is found by nothing here and changed by
 * nothing but the pruner, so neither an API call nor the worker can bring it back.
 */

const live = { deletedAt: null };

type EndpointRow = InferEntity<typeof WebhookEndpoint>;

/** Why the worker disabled an endpoint (the only reason so far). */
export type DisabledReason = 'consecutive_failed_deliveries';

export interface EndpointRecord {
  id: string;
  projectId: string;
  url: string;
  description: string;
  /** Empty: every event type. */
  eventTypes: string[];
  enabled: boolean;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
  failingSince: Date | null;
  consecutiveFailedDeliveries: number;
  disabledReason: DisabledReason | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const recordOf = (r: EndpointRow): EndpointRecord => ({
  id: r.id,
  projectId: r.projectId,
  url: r.url,
  description: r.description,
  eventTypes: r.eventTypes ?? [],
  enabled: r.enabled,
  secretSealed: r.secretSealed,
  previousSecretSealed: r.previousSecretSealed ?? null,
  previousSecretExpiresAt: r.previousSecretExpiresAt ?? null,
  failingSince: r.failingSince ?? null,
  consecutiveFailedDeliveries: r.consecutiveFailedDeliveries,
  disabledReason: (r.disabledReason ?? null) as DisabledReason | null,
  disabledAt: r.disabledAt ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function insertEndpoint(em: EntityManager, e: { id: string; projectId: string; url: string; description: string; eventTypes: string[]; enabled: boolean; secretSealed: string }): Promise<EndpointRecord> {
  const row = em.create(WebhookEndpoint, { ...e, previousSecretSealed: null, previousSecretExpiresAt: null, failingSince: null, deletedAt: null, consecutiveFailedDeliveries: 0, disabledReason: null, disabledAt: null, createdAt: new Date(), updatedAt: new Date() });
  await em.flush();
  return recordOf(row);
}

export async function countEndpoints(em: EntityManager, projectId: string): Promise<number> {
  return em.count(WebhookEndpoint, { projectId, ...live });
}

export async function listEndpoints(em: EntityManager, projectId: string): Promise<EndpointRecord[]> {
  const rows = await em.find(WebhookEndpoint, { projectId, ...live }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return rows.map(recordOf);
}

export async function findEndpoint(em: EntityManager, projectId: string, id: string): Promise<EndpointRecord | null> {
  const row = await em.findOne(WebhookEndpoint, { projectId, id, ...live }, { disableIdentityMap: true });
  return row ? recordOf(row) : null;
}

/** The enabled endpoints of a project subscribed to `type` (an empty filter takes every type). */
export async function endpointsFor(em: EntityManager, projectId: string, type: string): Promise<EndpointRecord[]> {
  const rows = await em.find(
    WebhookEndpoint,
    { projectId, enabled: true, ...live, $or: [{ eventTypes: raw(`'[]'::jsonb`) }, { [raw(`event_types @> ?::jsonb`, [JSON.stringify([type])])]: true }] },
    { disableIdentityMap: true },
  );
  return rows.map(recordOf);
}

export async function updateEndpoint(em: EntityManager, projectId: string, id: string, changes: Partial<Pick<EndpointRecord, 'url' | 'description' | 'eventTypes' | 'enabled'>>): Promise<void> {
  // Only the fields given; undefined would be written as null.
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  // Any enabled:true or false by hand replaces an automatic disabling: its reason goes, and a
  // re-enabled endpoint gets the full count of failed deliveries again before the next one.
  const byHand = changes.enabled !== undefined ? { disabledReason: null, disabledAt: null, consecutiveFailedDeliveries: 0 } : {};
  await em.nativeUpdate(WebhookEndpoint, { projectId, id, ...live }, { ...given, ...byHand, updatedAt: sql`now()` });
}

/** The new secret signs from now on; the one it replaces keeps signing until `overlapUntil`. */
export async function rotateSecret(em: EntityManager, projectId: string, id: string, next: { secretSealed: string; previousSecretSealed: string; overlapUntil: Date }): Promise<void> {
  await em.nativeUpdate(
    WebhookEndpoint,
    { projectId, id, ...live },
    { secretSealed: next.secretSealed, previousSecretSealed: next.previousSecretSealed, previousSecretExpiresAt: next.overlapUntil, updatedAt: sql`now()` },
  );
}

/**
 * DELETE: marks the endpoint deleted (and disabled) without touching its deliveries, so it never
 * waits on the one the worker holds locked while sending. 0: no such live endpoint.
 */
export async function markDeleted(em: EntityManager, projectId: string, id: string): Promise<number> {
  return em.nativeUpdate(WebhookEndpoint, { projectId, id, ...live }, { deletedAt: sql`now()`, enabled: false, updatedAt: sql`now()` });
}

/**
 * Removes endpoints marked deleted whose deliveries are all gone (deliveries.store pruneDeletedEndpointDeliveries
 * runs first). SKIP LOCKED: a row a fan-out is still inserting a delivery under (its foreign key
 * holds a key-share lock) is left for the next round instead of waited for.
 */
export async function pruneDeletedEndpoints(em: EntityManager, batch = 100): Promise<number> {
  // Raw: DELETE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) has no EntityManager form.
  const rows = await rawSql<{ id: string }>(
    em,
    `delete from webhook_endpoint where id in (
       select e.id from webhook_endpoint e
       where e.deleted_at is not null and not exists (select 1 from webhook_delivery d where d.endpoint_id = e.id)
       limit ? for update skip locked)
     returning id`,
    [batch],
  );
  return rows.length;
}

/**
 * A delivery gave up after the whole schedule: the endpoint is failing (from the first such time),
 * and once `disableAfter` deliveries in a row did so (0: never) it is disabled with its reason,
 * in the same statement (two workers failing at once count both). Whether this disabled it.
 */
export async function markFailing(em: EntityManager, id: string, disableAfter: number): Promise<boolean> {
  // Raw: one conditional UPDATE … RETURNING decides the count and the disabling atomically.
  const rows = await rawSql<{ disabled: boolean }>(
    em,
    `with next as (
       select id, enabled as was_enabled,
              enabled and ? > 0 and consecutive_failed_deliveries + 1 >= ? as disable
       from webhook_endpoint where id = ? and deleted_at is null for update
     )
     update webhook_endpoint e set
       failing_since = coalesce(e.failing_since, now()),
       consecutive_failed_deliveries = e.consecutive_failed_deliveries + 1,
       enabled = case when n.disable then false else e.enabled end,
       disabled_reason = case when n.disable then 'consecutive_failed_deliveries' else e.disabled_reason end,
       disabled_at = case when n.disable then now() else e.disabled_at end
     from next n where e.id = n.id
     returning n.disable as disabled`,
    [disableAfter, disableAfter, id],
  );
  return rows[0]?.disabled === true;
}

/** Any delivery succeeded: the endpoint answers again, and the count of failed deliveries in a row starts over. */
export async function clearFailing(em: EntityManager, id: string): Promise<void> {
  await em.nativeUpdate(WebhookEndpoint, { id, ...live, $or: [{ failingSince: { $ne: null } }, { consecutiveFailedDeliveries: { $gt: 0 } }] }, { failingSince: null, consecutiveFailedDeliveries: 0 });
}
