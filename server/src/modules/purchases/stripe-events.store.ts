import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/**
 * The only code that writes stripe_event. Recording an event is the idempotency check itself: an
 * insert that finds the (project, event id) pair already there inserts nothing, so a redelivered
 * or concurrently delivered event is handled once. It runs in the transaction of the event's
 * effect: an effect that fails rolls the record back and Stripe's retry handles it again.
 */
export async function recordEvent(em: EntityManager, projectId: string, eventId: string, type: string): Promise<boolean> {
  const rows = await rawSql(em, 'insert into stripe_event (project_id, event_id, type) values (?, ?, ?) on conflict do nothing returning event_id', [projectId, eventId, type]);
  return rows.length === 1;
}
