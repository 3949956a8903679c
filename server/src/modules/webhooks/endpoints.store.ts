import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, sql, type InferEntity } from '@mikro-orm/core';
import { WebhookEndpoint } from './webhooks.entity.ts';

/**
 * The only code that reads and writes webhook_endpoint. Every read and write is scoped by project:
 * another project's endpoint is not found. Reads bypass the identity map (rows are also changed
 * natively).
 */

type EndpointRow = InferEntity<typeof WebhookEndpoint>;

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
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function insertEndpoint(em: EntityManager, e: { id: string; projectId: string; url: string; description: string; eventTypes: string[]; enabled: boolean; secretSealed: string }): Promise<EndpointRecord> {
  const row = em.create(WebhookEndpoint, { ...e, previousSecretSealed: null, previousSecretExpiresAt: null, failingSince: null, createdAt: new Date(), updatedAt: new Date() });
  await em.flush();
  return recordOf(row);
}

export async function countEndpoints(em: EntityManager, projectId: string): Promise<number> {
  return em.count(WebhookEndpoint, { projectId });
}

export async function listEndpoints(em: EntityManager, projectId: string): Promise<EndpointRecord[]> {
  const rows = await em.find(WebhookEndpoint, { projectId }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return rows.map(recordOf);
}

export async function findEndpoint(em: EntityManager, projectId: string, id: string): Promise<EndpointRecord | null> {
  const row = await em.findOne(WebhookEndpoint, { projectId, id }, { disableIdentityMap: true });
  return row ? recordOf(row) : null;
}

/** The enabled endpoints of a project subscribed to `type` (an empty filter takes every type). */
export async function endpointsFor(em: EntityManager, projectId: string, type: string): Promise<EndpointRecord[]> {
  const rows = await em.find(
    WebhookEndpoint,
    { projectId, enabled: true, $or: [{ eventTypes: raw(`'[]'::jsonb`) }, { [raw(`event_types @> ?::jsonb`, [JSON.stringify([type])])]: true }] },
    { disableIdentityMap: true },
  );
  return rows.map(recordOf);
}

export async function updateEndpoint(em: EntityManager, projectId: string, id: string, changes: Partial<Pick<EndpointRecord, 'url' | 'description' | 'eventTypes' | 'enabled'>>): Promise<void> {
  // Only the fields given; undefined would be written as null.
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await em.nativeUpdate(WebhookEndpoint, { projectId, id }, { ...given, updatedAt: sql`now()` });
}

/** The new secret signs from now on; the one it replaces keeps signing until `overlapUntil`. */
export async function rotateSecret(em: EntityManager, projectId: string, id: string, next: { secretSealed: string; previousSecretSealed: string; overlapUntil: Date }): Promise<void> {
  await em.nativeUpdate(
    WebhookEndpoint,
    { projectId, id },
    { secretSealed: next.secretSealed, previousSecretSealed: next.previousSecretSealed, previousSecretExpiresAt: next.overlapUntil, updatedAt: sql`now()` },
  );
}

export async function deleteEndpoint(em: EntityManager, projectId: string, id: string): Promise<number> {
  return em.nativeDelete(WebhookEndpoint, { projectId, id });
}

/** A delivery gave up after the whole schedule: the endpoint is failing (from the first such time). */
export async function markFailing(em: EntityManager, id: string): Promise<void> {
  await em.nativeUpdate(WebhookEndpoint, { id, failingSince: null }, { failingSince: sql`now()` });
}

/** Any delivery succeeded: the endpoint answers again. */
export async function clearFailing(em: EntityManager, id: string): Promise<void> {
  await em.nativeUpdate(WebhookEndpoint, { id, failingSince: { $ne: null } }, { failingSince: null });
}
