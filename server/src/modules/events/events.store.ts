import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import type { DomainEvent, EventSubscriber } from '../../http/module.ts';

/**
 * The only code that reads and writes domain_event, event_subscriber and event_delivery. Raw SQL
 * throughout: each operation is one statement whose outcome decides (a claim with SKIP LOCKED, a
 * completion conditional on the lease, the event and its deliveries written together).
 */

/** The channel `emit` notifies on commit; dispatchers LISTEN on it to start at once. */
export const EVENTS_CHANNEL = 'gatehouse_events';

export interface NewEvent {
  projectId: string;
  type: string;
  /** The id of the object the event is about, e.g. the user id. */
  subject: string;
  /** The server read shape of the object (the same JSON the server-key GET answers). */
  data: unknown;
}

/**
 * Writes the event and one pending delivery per subscriber declared for its type, in `em`'s
 * transaction: pass the transaction of the change, so the event exists exactly when the change
 * committed (a rollback takes it along). The NOTIFY is delivered by PostgreSQL on commit only.
 * Subscribers are those some process has declared (event_subscriber), not this process's: a
 * subscriber first declared after the event does not receive it.
 */
export async function emit(em: EntityManager, event: NewEvent): Promise<string> {
  const id = randomUUID();
  await rawSql(
    em,
    `with ev as (
       insert into domain_event (id, project_id, type, subject, data) values (?, ?, ?, ?, ?::jsonb) returning id, type
     ), d as (
       insert into event_delivery (event_id, subscriber)
       select ev.id, s.name from ev join event_subscriber s on s.types is null or ev.type = any (s.types)
       returning 1
     )
     select pg_notify('${EVENTS_CHANNEL}', '') from (select count(*) from d) n`,
    [id, event.projectId, event.type, event.subject, JSON.stringify(event.data ?? null)],
  );
  return id;
}

/**
 * Like `emit`, but one event per object and transaction: when this transaction already emitted one
 * of `foldInto` (e.g. `user.created`, `user.updated`) for the same subject, that event's data is
 * replaced by `event.data` (the newer state) instead of a second event being written. So a
 * sign-up that writes the user, its e-mail and its selected team in one transaction is one
 * `user.created` with the final state, and an update touching three tables one `user.updated`.
 */
export async function emitLatest(em: EntityManager, event: NewEvent, foldInto: readonly string[]): Promise<string> {
  const folded = await rawSql<{ id: string }>(
    em,
    `update domain_event set data = ?::jsonb
     where tx_id = txid_current() and subject = ? and project_id = ? and type in (select jsonb_array_elements_text(?::jsonb))
     returning id`,
    [JSON.stringify(event.data ?? null), event.subject, event.projectId, JSON.stringify(foldInto)],
  );
  return folded[0]?.id ?? emit(em, event);
}

/** Declares (or re-declares with new types) the subscribers of this process; from now on `emit` fans out to them. */
export async function declareSubscribers(em: EntityManager, subscribers: readonly Pick<EventSubscriber, 'name' | 'types'>[]): Promise<void> {
  for (const s of subscribers) {
    await rawSql(
      em,
      `insert into event_subscriber (name, types, seen_at)
       values (?, (select array_agg(t) from jsonb_array_elements_text(?::jsonb) t), now())
       on conflict (name) do update set types = excluded.types, seen_at = now()`,
      [s.name, s.types === '*' ? null : JSON.stringify(s.types)],
    );
  }
}

export interface ClaimedRun {
  event: DomainEvent;
  subscriber: string;
  leaseId: string;
}

/**
 * Claims up to `size` due runs of the named subscribers, oldest due first, in one statement:
 * SKIP LOCKED passes over rows another process is claiming at this instant, and the claim moves
 * next_attempt_at to the end of the lease, so no one else takes them until the lease runs out.
 */
export async function claimRuns(em: EntityManager, subscribers: readonly string[], size: number, leaseMs: number): Promise<ClaimedRun[]> {
  const leaseId = randomUUID();
  const rows = await rawSql(
    em,
    `update event_delivery d
     set attempts = d.attempts + 1, lease_id = ?, next_attempt_at = now() + ? * interval '1 millisecond'
     from (
       select event_id, subscriber from event_delivery
       where status = 'pending' and next_attempt_at <= now()
         and subscriber in (select jsonb_array_elements_text(?::jsonb))
       order by next_attempt_at limit ? for update skip locked
     ) c, domain_event e
     where d.event_id = c.event_id and d.subscriber = c.subscriber and e.id = d.event_id
     returning d.subscriber, d.attempts, e.id, e.project_id, e.type, e.subject, e.data, e.created_at`,
    [leaseId, leaseMs, JSON.stringify(subscribers), size],
  );
  return rows.map((r) => ({
    subscriber: r.subscriber as string,
    leaseId,
    event: {
      id: r.id as string,
      projectId: r.project_id as string,
      type: r.type as string,
      subject: r.subject as string,
      data: r.data,
      createdAt: new Date(r.created_at as string),
      attempt: r.attempts as number,
    },
  }));
}

/** Keeps the leases of runs still in progress (a live process never loses its claim to another). */
export async function renewLeases(em: EntityManager, leaseIds: readonly string[], leaseMs: number): Promise<void> {
  if (leaseIds.length === 0) return;
  await rawSql(
    em,
    `update event_delivery set next_attempt_at = now() + ? * interval '1 millisecond'
     where status = 'pending' and lease_id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
    [leaseMs, JSON.stringify(leaseIds)],
  );
}

/** The run succeeded. Conditional on the lease: a run whose lease was lost and retaken changes nothing. */
export async function finishRun(em: EntityManager, run: ClaimedRun): Promise<void> {
  await rawSql(
    em,
    `update event_delivery set status = 'done', lease_id = null, last_error = null, finished_at = now()
     where event_id = ? and subscriber = ? and lease_id = ?`,
    [run.event.id, run.subscriber, run.leaseId],
  );
}

/** The run failed: due again after `retryInMs`, or given up for good when `final`. */
export async function failRun(em: EntityManager, run: ClaimedRun, failure: { error: string; retryInMs: number; final: boolean }): Promise<void> {
  await rawSql(
    em,
    `update event_delivery
     set status = ?, lease_id = null, last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond',
         finished_at = case when ? then now() else null end
     where event_id = ? and subscriber = ? and lease_id = ?`,
    [failure.final ? 'failed' : 'pending', failure.error.slice(0, 2000), failure.retryInMs, failure.final, run.event.id, run.subscriber, run.leaseId],
  );
}

/**
 * Deletes events older than `olderThanDays` whose every delivery has finished (done or failed),
 * in one batch; returns how many went. Pending work is never deleted.
 */
export async function pruneFinishedEvents(em: EntityManager, olderThanDays: number, batch: number): Promise<number> {
  const rows = await rawSql(
    em,
    `delete from domain_event where id in (
       select e.id from domain_event e
       where e.created_at < now() - ? * interval '1 day'
         and not exists (select 1 from event_delivery d where d.event_id = e.id and d.status = 'pending')
       limit ? for update skip locked
     ) returning 1`,
    [olderThanDays, batch],
  );
  return rows.length;
}

/**
 * Retires subscribers no process declares any more (renamed or removed): `emit` stops fanning out
 * to them and their unfinished runs are dropped. Finished runs stay until their events are pruned.
 */
export async function retireSubscribers(em: EntityManager, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const list = JSON.stringify(names);
  await rawSql(em, `delete from event_subscriber where name in (select jsonb_array_elements_text(?::jsonb))`, [list]);
  await rawSql(em, `delete from event_delivery where status = 'pending' and subscriber in (select jsonb_array_elements_text(?::jsonb))`, [list]);
}

/** One subscriber's run of one event, as stored (operators' view and tests). */
export async function findRun(em: EntityManager, eventId: string, subscriber: string): Promise<{ status: string; attempts: number; lastError: string | null } | null> {
  const [r] = await rawSql(em, `select status, attempts, last_error from event_delivery where event_id = ? and subscriber = ?`, [eventId, subscriber]);
  return r ? { status: r.status as string, attempts: r.attempts as number, lastError: (r.last_error as string | null) ?? null } : null;
}
